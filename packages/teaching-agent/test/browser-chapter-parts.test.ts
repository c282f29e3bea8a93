/**
 * Chapter 10's pictures of the page's newer parts, in Chromium: the tree with a filter and a search, the step button
 * naming the event it holds, a damaged session, and a Markdown reply with its raw text button. Each test plays the
 * scene of test/helpers/chapter-scenes.ts that scripts/chapter-screenshots-zh.ts plays in Chinese, checks that the
 * page shows what the picture's alt text says, and takes the picture (docs/images/ only with KIT_UPDATE_SCREENSHOTS=1).
 * The parts' own behaviour is tested in browser-filters, browser-step, browser-damaged and browser-xss.
 */
import { describe, expect, it } from "vitest";
import { browserSuite } from "./helpers/browser-suite.ts";
import {
  CROPS,
  filterAndSearch,
  holdAtStep,
  markdownReply,
  openDamagedSession,
  writeDamagedSession,
} from "./helpers/chapter-scenes.ts";
import { byTestId, screenshot } from "./helpers/page.ts";
import { ENGLISH_SCENE as words } from "./helpers/scene-words.ts";

const suite = browserSuite();

describe("chapter 10's pictures of the newer parts", () => {
  it("the tree with a filter and a search: only the rows holding the word, and a count of those left out", async () => {
    const page = await suite.freshPage("filter and search");
    await filterAndSearch(page, words);
    expect(await byTestId(page, "tree-filter").inputValue()).toBe("no-tools");
    expect(await byTestId(page, "tree-search").inputValue()).toBe(words.treeSearch);
    const rows = await byTestId(page, "tree-row").allTextContents();
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.stringContaining(words.tools.prompt),
        expect.stringContaining(words.listFiles.prompt),
      ]),
    );
    for (const row of rows) expect(row.toLowerCase()).toContain(words.treeSearch);
    expect(await byTestId(page, "tree-count").textContent()).toMatch(/filtered out/);
    await screenshot(page, "chapter-filter-search", "10-filter-search", {
      crop: await CROPS["10-filter-search"]!(page),
    });
  });

  it("step by step: the run held, the button naming the next event", async () => {
    const page = await suite.freshPage("step by step");
    await holdAtStep(page, words);
    // biome-ignore lint/performance/useDomNodeTextContent: the picture shows the drawn text
    expect(await byTestId(page, "step-button").innerText()).toMatch(/^Next event ▸ [a-z_]+$/);
    expect(await page.locator(`[data-testid="chat-column"]`).getAttribute("data-running")).toBe("true");
    expect(await byTestId(page, "chat-entry").filter({ hasText: words.listFiles.prompt }).count()).toBe(1);
    await screenshot(page, "chapter-step", "10-step", { crop: await CROPS["10-step"]!(page) });
  });

  it("a damaged session: its problems and the commands that check and mend it, in the chat's place", async () => {
    const id = writeDamagedSession(suite.agent.sessionsDir, "damaged-session");
    const page = await suite.freshPage("damaged picture");
    await openDamagedSession(page, suite.agent.url, id);
    const damaged = byTestId(page, "damaged-session");
    expect(await byTestId(damaged, "damaged-problems").textContent()).toMatch(/\.jsonl:\d+: /);
    expect(await byTestId(damaged, "damaged-commands").textContent()).toContain("npm run session -- repair");
    expect(await byTestId(page, "send-button").isDisabled()).toBe(true);
    await screenshot(page, "chapter-damaged", "10-damaged-session", { crop: await CROPS["10-damaged-session"]!(page) });
  });

  it("a Markdown reply: a heading, a list and a code block drawn, with its raw text button", async () => {
    const page = await suite.freshPage("markdown picture");
    await markdownReply(page, words);
    const reply = byTestId(page, "chat-entry")
      .filter({ has: page.locator(`[data-testid="markdown"]`) })
      .last();
    const markdown = byTestId(reply, "markdown");
    expect(await markdown.locator("h2").count()).toBe(1);
    expect(await markdown.locator("li").count()).toBe(2);
    expect(await markdown.locator("pre code").count()).toBe(1);
    expect(await byTestId(reply, "raw-toggle").isVisible()).toBe(true);
    await screenshot(page, "chapter-markdown", "10-markdown-reply", { crop: await CROPS["10-markdown-reply"]!(page) });
  });
});
