/**
 * ‹ n/m › in Chromium: it counts the versions an edit made of a question, and nothing else. Another question asked at
 * the same point (a click on the answer before it, then a new question) is a branch here, not a version.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite } from "./helpers/browser-suite.ts";
import { ask, byTestId, clickTreeEntry, entryIdOf, savedEntryWith, screenshot } from "./helpers/page.ts";
import {
  COMPACTION_ANSWER,
  GREETING,
  LOOP_ANSWER_END,
  SESSIONS_ANSWER,
  TOOLS_ANSWER,
} from "./helpers/teaching-answers.ts";

const suite = browserSuite();

async function editQuestion(page: Page, from: string, to: string, answer: string): Promise<void> {
  const question = savedEntryWith(page, from).first();
  await question.locator(`[data-testid="edit-message"]`).click();
  await byTestId(page, "edit-input").fill(to);
  await byTestId(page, "confirm-edit").click();
  await savedEntryWith(page, answer).waitFor();
  await page.locator(`[data-testid="chat-column"][data-running="false"]`).waitFor();
}

const versionOf = (page: Page, question: string) =>
  savedEntryWith(page, question).locator(`[data-testid="version-index"]`);

describe("‹ n/m › counts the versions an edit made", () => {
  it("two edits make ‹1/3›..‹3/3›; a question asked beside them is a branch here, not a version", async () => {
    const page = await suite.freshPage("versions");
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    await editQuestion(page, "How do tools work?", "How does compaction work?", COMPACTION_ANSWER);
    await editQuestion(page, "How does compaction work?", "What is a session?", SESSIONS_ANSWER);
    await expect.poll(() => versionOf(page, "What is a session?").textContent()).toBe("3/3");
    const sessionsAnswerId = await entryIdOf(page, SESSIONS_ANSWER);

    await savedEntryWith(page, "What is a session?").locator(`[data-testid="version-previous"]`).click();
    await savedEntryWith(page, COMPACTION_ANSWER).waitFor();
    await expect.poll(() => versionOf(page, "How does compaction work?").textContent()).toBe("2/3");
    await savedEntryWith(page, "How does compaction work?").locator(`[data-testid="version-previous"]`).click();
    await savedEntryWith(page, TOOLS_ANSWER).waitFor();
    await expect.poll(() => versionOf(page, "How do tools work?").textContent()).toBe("1/3");

    // Another question at the greeting, not by an edit: no ‹ n/m ›, and "2 branches here" on both.
    await clickTreeEntry(page, await entryIdOf(page, GREETING));
    await ask(page, "How does the agent loop work?", LOOP_ANSWER_END);
    const other = savedEntryWith(page, "How does the agent loop work?");
    expect(await other.locator(`[data-testid="versions"]`).count()).toBe(0);
    expect(await other.locator(`[data-testid="branches-here"]`).textContent()).toBe("2 branches here");
    await screenshot(page, "versions-branches-here");

    // The edited question keeps its three versions, and says there is another branch beside them.
    await clickTreeEntry(page, sessionsAnswerId);
    await expect.poll(() => versionOf(page, "What is a session?").textContent()).toBe("3/3");
    const edited = savedEntryWith(page, "What is a session?");
    expect(await edited.locator(`[data-testid="branches-here"]`).textContent()).toBe("2 branches here");
    const fileLines = await fetch(
      `${suite.agent.url}/api/sessions/${new URLSearchParams(new URL(page.url()).hash.slice(1)).get("session")}`,
    ).then((response) => response.json() as Promise<{ entries: { type: string; customType?: string }[] }>);
    expect(fileLines.entries.filter((entry) => entry.customType === "question_edit")).toHaveLength(2);
  });
});

describe("‹ n/m › in the review's order", () => {
  it("question A, then B beside it, then A edited: A has 1/2 and 2/2, B no pager, both 2 branches here", async () => {
    const page = await suite.freshPage("versions, review order");
    await ask(page, "hello", GREETING);
    const greetingId = await entryIdOf(page, GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    const answerOfA = await entryIdOf(page, TOOLS_ANSWER);
    // B: asked at the same point as A, after a click on the answer before A (not an edit).
    await clickTreeEntry(page, greetingId);
    await ask(page, "How does compaction work?", COMPACTION_ANSWER);
    const answerOfB = await entryIdOf(page, COMPACTION_ANSWER);
    // Back on A's branch, A edited.
    await clickTreeEntry(page, answerOfA);
    await editQuestion(page, "How do tools work?", "What is a session?", SESSIONS_ANSWER);

    const editedA = savedEntryWith(page, "What is a session?");
    await expect.poll(() => versionOf(page, "What is a session?").textContent()).toBe("2/2");
    expect(await editedA.locator(`[data-testid="branches-here"]`).textContent()).toBe("2 branches here");
    await editedA.locator(`[data-testid="version-previous"]`).click();
    await savedEntryWith(page, TOOLS_ANSWER).waitFor();
    await expect.poll(() => versionOf(page, "How do tools work?").textContent()).toBe("1/2");

    await clickTreeEntry(page, answerOfB);
    const questionB = savedEntryWith(page, "How does compaction work?");
    expect(await questionB.locator(`[data-testid="branches-here"]`).textContent()).toBe("2 branches here");
    expect(await questionB.locator(`[data-testid="versions"]`).count()).toBe(0);
  });
});
