/**
 * Leaving the replay, in Chromium: the page is back in the present. The request panel compares the live state with
 * the live state before the replay, never with the last replayed frame (which made a leaf move appear that did not
 * happen), and the chat shows the leaf's reply, scrolled into view.
 */
import { describe, expect, it } from "vitest";
import { LONG_PROMPT, longStorySentence } from "./helpers/agent.ts";
import { browserSuite } from "./helpers/browser-suite.ts";
import { ask, byTestId, clickTreeEntry, entryIdOf, savedEntryWith } from "./helpers/page.ts";
import { GREETING, LOOP_ANSWER_END, TOOLS_ANSWER } from "./helpers/teaching-answers.ts";

const suite = browserSuite();

describe("leaving the replay", () => {
  it("keeps the request panel's last real leaf move, and the chat on the leaf's reply", async () => {
    const page = await suite.freshPage("after replay", undefined, { viewport: { width: 1024, height: 768 } });
    await ask(page, "hello", GREETING);
    await ask(page, LONG_PROMPT, longStorySentence("en", 60));
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    await ask(page, "How does the agent loop work?", LOOP_ANSWER_END);
    // Back to the long story: the two later questions and their answers leave the context, nothing joins.
    const storyId = await entryIdOf(page, longStorySentence("en", 60));
    await clickTreeEntry(page, storyId);
    const count = byTestId(page, "change-count");
    await count.filter({ hasText: "0 joined" }).waitFor();
    const before = await count.textContent();
    expect(before).toMatch(/[1-9]\d* left · 0 joined/);

    // Replay from the first line, four lines on, and back to now.
    await byTestId(page, "replay-button").click();
    await byTestId(page, "replay-slider").focus();
    await page.keyboard.press("Home");
    await page.locator(`[data-testid="replay-bar"][data-lines="0"]`).waitFor();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await page.locator(`[data-testid="replay-bar"][data-lines="4"]`).waitFor();
    await byTestId(page, "replay-exit").click();
    await byTestId(page, "replay-bar").waitFor({ state: "detached" });
    await page.locator(`[data-testid="context-panel"][data-leaf-id="${storyId}"]`).waitFor();

    // The same leaf as before the replay: the same difference, not one measured against the replayed frame.
    expect(await count.textContent()).toBe(before);
    // The chat holds more than a screen, and shows its end: the leaf's reply, in view.
    const chat = byTestId(page, "chat");
    const sizes = await chat.evaluate((element) => ({
      overflow: element.scrollHeight - element.clientHeight,
      fromBottom: element.scrollHeight - element.scrollTop - element.clientHeight,
    }));
    expect(sizes.overflow).toBeGreaterThan(100);
    expect(sizes.fromBottom).toBeLessThan(2);
    const reply = await savedEntryWith(page, longStorySentence("en", 60)).boundingBox();
    const view = await chat.boundingBox();
    expect(reply!.y + reply!.height).toBeLessThanOrEqual(view!.y + view!.height + 1);
  });
});
