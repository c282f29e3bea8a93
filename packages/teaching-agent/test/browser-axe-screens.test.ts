/**
 * axe-core on screens the other browser tests leave out: a tree row's ⋯ actions open (the menu is drawn over
 * the rows below it in small type, on the leaf's blue path highlight as well as on a plain row, so its contrast
 * is checked where it is drawn), and a session whose compaction lies on the active path below the leaf, with a
 * tool result long enough to scroll; each in both languages and in presentation mode. (The compacted session with
 * the leaf on its compaction, a damaged one, a Markdown reply, the tree with a filter and a search, and a run held
 * at step by step are checked by axe in their own tests: browser-compaction, browser-damaged, browser-xss,
 * browser-filters, browser-step.)
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { READ_THE_FILE } from "./helpers/agent.ts";
import { seriousAxeProblems } from "./helpers/axe.ts";
import { browserSuite } from "./helpers/browser-suite.ts";
import { ask, byTestId, entryIdOf, leafOf } from "./helpers/page.ts";
import { GREETING, LOOP_ANSWER_END, SESSIONS_ANSWER, TOOLS_ANSWER } from "./helpers/teaching-answers.ts";

const suite = browserSuite();

async function openActions(page: Page, entryId: string): Promise<void> {
  // The open menu is drawn over the rows below it (two lines on a message of the path): close it first, as a
  // reader would, by its own ⋯.
  const open = page.locator('[data-testid="tree-row"]:has([data-testid="row-actions"])');
  if ((await open.count()) > 0) {
    await open.locator('[data-testid="tree-more"]').click();
    await byTestId(page, "row-actions").waitFor({ state: "detached" });
  }
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

describe("axe on a compaction behind the leaf and a scrolling tool result", () => {
  it("finds nothing serious: the amber tag on the path's blue, a tool result's text in keys' reach", async () => {
    const page = await suite.freshPage("axe compaction on the path", undefined, {
      viewport: { width: 1024, height: 768 },
    });
    await byTestId(page, "prompt-input").fill(`${READ_THE_FILE}agent-loop.md`);
    await byTestId(page, "send-button").click();
    await byTestId(page, "tool-result").waitFor();
    await page.locator(`[data-testid="chat-column"][data-running="false"]`).waitFor();
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    await ask(page, "How does the agent loop work?", LOOP_ANSWER_END);
    await byTestId(page, "compact-button").click();
    await byTestId(page, "chat").locator(`[data-testid="compaction-summary"]`).waitFor();
    const compactionId = await leafOf(page);
    await ask(page, "What is a session?", SESSIONS_ANSWER);
    // The compaction is on the active path, not the leaf: the path's light blue under its amber tag.
    const compactionRow = page.locator(`[data-testid="tree-row"][data-entry-id="${compactionId}"]`);
    expect(await compactionRow.getAttribute("class")).toMatch(/\bon-path\b/);
    expect(await compactionRow.getAttribute("class")).not.toMatch(/\bleaf\b/);
    // The file's text is longer than its box: the box scrolls, so a keyboard must be able to scroll it.
    const text = byTestId(page, "tool-result").locator("pre");
    await text.scrollIntoViewIfNeeded();
    expect(await text.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    expect(await seriousAxeProblems(page)).toEqual([]);

    await byTestId(page, "presentation-toggle").check();
    expect(await seriousAxeProblems(page)).toEqual([]);
    await byTestId(page, "language-select").selectOption("zh-CN");
    await page.locator(`html[lang="zh-CN"]`).waitFor();
    expect(await seriousAxeProblems(page)).toEqual([]);
  });
});
