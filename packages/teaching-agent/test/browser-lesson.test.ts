/**
 * The lesson of the page, in Chromium: moving the leaf changes what the model
 * sees, and the page shows the change; the tree behaves like pi's /tree and
 * the chat like the chat apps students know; the replay shows the file only
 * ever grows.
 */
import { describe, expect, it } from "vitest";
import { browserSuite } from "./helpers/browser-suite.ts";
import {
  ask,
  byTestId,
  clickTreeEntry,
  contextAt,
  entryIdOf,
  leafOf,
  savedEntryWith,
  screenshot,
} from "./helpers/page.ts";
import {
  COMPACTION_ANSWER,
  GREETING,
  LOOP_ANSWER_END,
  SESSIONS_ANSWER,
  TOOLS_ANSWER,
} from "./helpers/teaching-answers.ts";

const suite = browserSuite();

describe("the request panel shows what a leaf move changed", () => {
  it("folds the shared beginning, lists what left, marks what joined, and links panel and tree on hover", async () => {
    const page = await suite.freshPage("request diff");
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    await ask(page, "How does the agent loop work?", LOOP_ANSWER_END);
    const greetingId = await entryIdOf(page, GREETING);
    const loopAnswerId = await entryIdOf(page, LOOP_ANSWER_END);

    // Back to the greeting: two messages shared, four left.
    await clickTreeEntry(page, greetingId);
    const panel = await contextAt(page, greetingId);
    await expect.poll(() => panel.locator(`[data-testid="shared-prefix"]`).getAttribute("data-count")).toBe("2");
    expect(await byTestId(panel, "shared-prefix").textContent()).toContain("2 messages shared with the previous leaf");
    expect(await byTestId(panel, "left-message").count()).toBe(4);
    expect(await byTestId(panel, "left-context").textContent()).toContain("How do tools work?");
    // The shared messages are folded: none of them is drawn until asked for.
    expect(await panel.locator(`[data-testid="context-message"]`).count()).toBe(0);

    // A new question on this leaf: it joins, marked, after the same shared beginning.
    await ask(page, "What is a session?", SESSIONS_ANSWER);
    const joined = page
      .locator(`[data-testid="context-message"][data-joined="true"]`)
      .filter({ hasText: SESSIONS_ANSWER.slice(0, 20) });
    await expect.poll(() => joined.count()).toBe(1);

    // Back to the first branch: the session question leaves, the tools question joins again.
    await clickTreeEntry(page, loopAnswerId);
    const again = await contextAt(page, loopAnswerId);
    await expect.poll(() => byTestId(again, "left-context").textContent()).toContain("What is a session?");
    await again
      .locator(`[data-testid="context-message"][data-joined="true"]`)
      .filter({ hasText: "How do tools work?" })
      .waitFor();
    await byTestId(again, "shared-prefix").click();
    await expect.poll(() => again.locator(`[data-testid="context-message"]`).count()).toBe(6);

    // Hover a message: its tree row lights up; hover a row: its message lights up.
    const question = again.locator(`[data-testid="context-message"]`).filter({ hasText: "How do tools work?" });
    const questionId = await question.getAttribute("data-entry-id");
    await question.hover();
    await page.locator(`[data-testid="tree-row"][data-entry-id="${questionId}"][data-linked="true"]`).waitFor();
    await page.locator(`[data-testid="tree-row"][data-entry-id="${greetingId}"]`).hover();
    await again.locator(`[data-testid="context-message"][data-entry-id="${greetingId}"][data-linked="true"]`).waitFor();
    await screenshot(page, "08-request-diff", "10-request-diff", { keepPointer: true });
  });
});

describe("the tree and the chat behave like the tools students know", () => {
  it("a click on a user message is pi's /tree: leaf to its parent, text back in the editor, a note", async () => {
    const page = await suite.freshPage("ask again");
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    const greetingId = await entryIdOf(page, GREETING);
    const questionId = await entryIdOf(page, "How do tools work?");

    await page.locator(`[data-testid="tree-row"][data-entry-id="${questionId}"] [data-testid="tree-select"]`).click();
    await page.locator(`[data-testid="chat-column"][data-leaf-id="${greetingId}"]`).waitFor();
    await expect.poll(() => byTestId(page, "prompt-input").inputValue()).toBe("How do tools work?");
    await byTestId(page, "status").filter({ hasText: "back in the editor" }).waitFor();
    // The next prompt follows the answer, not the old question: never two user messages in a row.
    const panel = await contextAt(page, greetingId);
    expect(await byTestId(panel, "left-context").textContent()).toContain("How do tools work?");
    await byTestId(panel, "shared-prefix").click();
    expect(await panel.locator(`[data-testid="context-message"]`).last().getAttribute("data-role")).toBe("assistant");
  });

  it("edits a question in place and flips between its versions with ‹ n/m ›", async () => {
    const page = await suite.freshPage("inline edit");
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    const question = savedEntryWith(page, "How do tools work?").first();
    await question.locator(".bubble.user").hover();
    await question.locator(`[data-testid="edit-message"]`).click();
    await byTestId(page, "edit-input").fill("How does compaction work?");
    await byTestId(page, "summarize-checkbox").check();
    await screenshot(page, "09-inline-edit-open");
    await byTestId(page, "confirm-edit").click();

    // A new branch: the branch summary, then the new question and its answer; the old answer is off the path.
    await savedEntryWith(page, COMPACTION_ANSWER).waitFor();
    await page.locator(`[data-testid="chat-column"][data-running="false"]`).waitFor();
    await byTestId(page, "chat").locator(`[data-testid="branch-summary"]`).waitFor();
    expect(await savedEntryWith(page, TOOLS_ANSWER).count()).toBe(0);
    const versions = savedEntryWith(page, "How does compaction work?").locator(`[data-testid="versions"]`);
    expect(await versions.locator(`[data-testid="version-index"]`).textContent()).toBe("2/2");
    await screenshot(page, "09-inline-edit", "10-inline-edit");

    // ‹ : back to the first version, where its conversation stood.
    await versions.locator(`[data-testid="version-previous"]`).click();
    await savedEntryWith(page, TOOLS_ANSWER).waitFor();
    expect(await leafOf(page)).toBe(await entryIdOf(page, TOOLS_ANSWER));
    const first = savedEntryWith(page, "How do tools work?").locator(`[data-testid="version-index"]`);
    expect(await first.textContent()).toBe("1/2");
    await savedEntryWith(page, "How do tools work?").locator(`[data-testid="version-next"]`).click();
    await savedEntryWith(page, COMPACTION_ANSWER).waitFor();
  });
});

describe("replay", () => {
  it("scrubs through the file line by line: the tree, leaf and context as they were after each line", async () => {
    const page = await suite.freshPage("replay");
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    const greetingId = await entryIdOf(page, GREETING);
    await clickTreeEntry(page, greetingId);
    await ask(page, "What is a session?", SESSIONS_ANSWER);
    const total = await page.locator(`[data-testid="tree-row"]`).count();

    await byTestId(page, "replay-button").click();
    const bar = byTestId(page, "replay-bar");
    await bar.waitFor();
    const lines = Number(await bar.getAttribute("data-lines"));
    expect(lines).toBeGreaterThan(total); // the file holds the hidden leaf_switch record too

    // Step back two lines with the arrow key: the new branch is gone; the line before it moved the leaf back to the
    // greeting.
    await byTestId(page, "replay-slider").focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => bar.getAttribute("data-lines")).toBe(String(lines - 2));
    await expect.poll(() => leafOf(page)).toBe(greetingId);
    await contextAt(page, greetingId);
    expect(await byTestId(page, "replay-position").textContent()).toContain(`line ${lines - 2} of ${lines}`);
    expect(await byTestId(page, "replay-bar").textContent()).toContain("leaf_switch");
    expect(await savedEntryWith(page, SESSIONS_ANSWER).count()).toBe(0);
    // While replaying nothing can change the session.
    expect(await byTestId(page, "compact-button").isDisabled()).toBe(true);
    await screenshot(page, "10-replay", "10-replay");

    // The slider to the start: no entries; back to now: everything again.
    await byTestId(page, "replay-slider").fill("0");
    await expect.poll(() => page.locator(`[data-testid="tree-row"]`).count()).toBe(0);
    await byTestId(page, "replay-exit").click();
    await expect.poll(() => page.locator(`[data-testid="tree-row"]`).count()).toBe(total);
    await savedEntryWith(page, SESSIONS_ANSWER).waitFor();
  });
});
