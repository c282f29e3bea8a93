/**
 * axe-core on a screen the other browser tests leave out: a tree row's ⋯ actions open. The menu is drawn over the
 * rows below it in small type, on the leaf's blue path highlight as well as on a plain row, so its contrast is
 * checked where it is drawn, in both languages and in presentation mode. (The compacted session, a damaged one, a
 * Markdown reply, the tree with a filter and a search, and a run held at step by step are checked by axe in their
 * own tests: browser-compaction, browser-damaged, browser-xss, browser-filters, browser-step.)
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeProblems } from "./helpers/axe.ts";
import { browserSuite } from "./helpers/browser-suite.ts";
import { ask, byTestId, entryIdOf } from "./helpers/page.ts";
import { GREETING, TOOLS_ANSWER } from "./helpers/teaching-answers.ts";

const suite = browserSuite();

async function openActions(page: Page, entryId: string): Promise<void> {
  const row = page.locator(`[data-testid="tree-row"][data-entry-id="${entryId}"]`);
  await row.locator(`[data-testid="tree-more"]`).click();
  await row.locator(`[data-testid="row-actions"]`).waitFor();
}

describe("axe on a row's ⋯ actions", () => {
  it("finds nothing serious with the menu open on a plain row and on the leaf, in both languages", async () => {
    const page = await suite.freshPage("axe row actions");
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);

    // A row off the leaf's own highlight, then the leaf itself (the blue path highlight under the menu's border).
    await openActions(page, await entryIdOf(page, GREETING));
    expect(await seriousAxeProblems(page)).toEqual([]);
    await openActions(page, await entryIdOf(page, TOOLS_ANSWER));
    expect(await byTestId(page, "row-actions").count()).toBe(1);
    expect(await seriousAxeProblems(page)).toEqual([]);

    // The same menu in the room's sizes, and with the Chinese words (which are wider and may wrap).
    await byTestId(page, "presentation-toggle").check();
    await byTestId(page, "row-actions").waitFor();
    expect(await seriousAxeProblems(page)).toEqual([]);
    await byTestId(page, "language-select").selectOption("zh-CN");
    await page.locator(`html[lang="zh-CN"]`).waitFor();
    await byTestId(page, "row-actions").waitFor();
    expect(await seriousAxeProblems(page)).toEqual([]);
  });
});
