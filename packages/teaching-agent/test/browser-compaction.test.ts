/**
 * Compaction as a class sees it, in Chromium: right after Compact the request panel says how much smaller the
 * request became (tokens and messages, before and after) and opens on the summary the model now reads.
 */
import { describe, expect, it } from "vitest";
import { seriousAxeProblems } from "./helpers/axe.ts";
import { browserSuite } from "./helpers/browser-suite.ts";
import { ask, byTestId } from "./helpers/page.ts";
import {
  COMPACTION_ANSWER,
  GREETING,
  LOOP_ANSWER_END,
  SESSIONS_ANSWER,
  TOOLS_ANSWER,
} from "./helpers/teaching-answers.ts";

const suite = browserSuite();

describe("compaction a class can see", () => {
  it("shows the request's size before and after, and scrolls the summary into view", async () => {
    const page = await suite.freshPage("compaction-saving", undefined, { viewport: { width: 1366, height: 768 } });
    await ask(page, "hello", GREETING);
    await ask(page, "Which files are in the workspace?", "I see");
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    await ask(page, "How does the agent loop work?", LOOP_ANSWER_END);
    await ask(page, "What is a session?", SESSIONS_ANSWER);
    await ask(page, "How does compaction work?", COMPACTION_ANSWER);

    await byTestId(page, "compact-button").click();
    const saving = byTestId(page, "compaction-saving");
    await saving.waitFor();
    const figure = async (name: string) => Number(await saving.getAttribute(`data-${name}`));
    // With what a class keeps (src/classroom.ts, which the test agent uses), a listing and five questions are
    // enough for the request to shrink by a third and more: a saving a room sees.
    expect(await figure("tokens-after")).toBeLessThanOrEqual(0.7 * (await figure("tokens-before")));
    expect(await figure("messages-after")).toBeLessThan(await figure("messages-before"));
    // The line says it in words a room reads: both token figures and both message counts.
    const text = (await saving.textContent()) ?? "";
    for (const name of ["tokens-before", "tokens-after", "messages-before", "messages-after"]) {
      expect(text).toContain(String(await figure(name)));
    }
    // Chapter 10 quotes this very line for these questions (docs/10-teaching-agent.md, and the Chinese one says
    // what a Chinese class gets): when the settings or the answers change it, the chapter must change with it.
    expect(text).toContain("≈536 → ≈331 tokens (−38%) · 14 → 4 messages in the request");

    // The summary is in the panel's view, not below its fold.
    const panel = byTestId(page, "context-panel");
    const summary = panel.locator(`[data-testid="context-message"][data-marker="compaction-summary"]`);
    await summary.waitFor();
    const body = panel.locator(".panel-body");
    await expect
      .poll(async () => {
        const [outer, inner] = [await body.boundingBox(), await summary.boundingBox()];
        return outer !== null && inner !== null && inner.y >= outer.y && inner.y < outer.y + outer.height;
      })
      .toBe(true);

    // The summarised entries are faded, and still readable: no contrast (nor any other) problem axe calls serious.
    expect(await page.locator(`[data-testid="chat-entry"].summarised`).count()).toBeGreaterThan(0);
    expect(await seriousAxeProblems(page)).toEqual([]);

    // Asking again moves the leaf off the compaction: the line goes, the request grows from the summary on.
    await byTestId(page, "prompt-input").fill("And what is a leaf?");
    await byTestId(page, "send-button").click();
    await expect.poll(() => saving.count()).toBe(0);
  });
});
