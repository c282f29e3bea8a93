/**
 * Chapter 10's scenes as steps on a new session's page, in either language: each function leaves the page where
 * the chapter's picture of it is taken. The browser tests check the English scenes at these steps; the script
 * scripts/chapter-screenshots-zh.ts plays the Chinese ones on the Chinese page. Steps wait for what the page shows,
 * by data-testid only, so the same steps work whatever language the page speaks.
 */
import type { Page } from "playwright-core";
import { ask, byTestId, clickTreeEntry, contextAt, entryIdOf, leafOf, savedEntryWith } from "./page.ts";
import type { SceneWords } from "./scene-words.ts";

const idle = (page: Page) => page.locator(`[data-testid="chat-column"][data-running="false"]`).waitFor();

/** Sends the long story and returns the streaming reply's text once it shows a second sentence. */
export async function streamLongStory(page: Page, words: SceneWords): Promise<string> {
  await byTestId(page, "prompt-input").fill(words.longStory.prompt);
  await byTestId(page, "send-button").click();
  // Read in the page at the first frame that shows sentence 2: on a busy machine the reply may be saved before a
  // second look could come.
  const seen = await page.waitForFunction(
    `(() => {
      const text = document.querySelector('[data-testid="streaming-reply"]')?.textContent ?? "";
      return text.includes(${JSON.stringify(words.longStory.sentence(2))}) && text.trim();
    })()`,
  );
  return String(await seen.jsonValue());
}

/** After the long story: a question that lists the files, one that reads a file, each with its tool call. */
export async function listAndRead(page: Page, words: SceneWords): Promise<void> {
  await savedEntryWith(page, words.longStory.sentence(60)).waitFor();
  await byTestId(page, "streaming-reply").waitFor({ state: "detached" });
  await ask(page, words.listFiles.prompt, words.listFiles.answer);
  await byTestId(page, "tool-call").filter({ hasText: "list_files" }).first().waitFor();
  await ask(page, words.readFile.prompt, words.readFile.answer);
  await byTestId(page, "tool-result").filter({ hasText: "read_file" }).first().waitFor();
}

/** The greeting and the tools question; returns the ids of the greeting and of the tools answer. */
export async function greetAndAskTools(
  page: Page,
  words: SceneWords,
): Promise<{ greetingId: string; toolsId: string }> {
  await ask(page, words.greeting.prompt, words.greeting.answer);
  await ask(page, words.tools.prompt, words.tools.answer);
  return {
    greetingId: await entryIdOf(page, words.greeting.answer),
    toolsId: await entryIdOf(page, words.tools.answer),
  };
}

/** Opens a tree row's ⋯ and previews the context there, without moving the leaf. */
export async function previewAt(page: Page, entryId: string): Promise<void> {
  const row = page.locator(`[data-testid="tree-row"][data-entry-id="${entryId}"]`);
  await row.hover();
  await row.locator(`[data-testid="tree-more"]`).click();
  await row.locator(`[data-testid="tree-preview"]`).click();
  await contextAt(page, entryId);
}

/** Two branches from the greeting (tools, then sessions), and a click back on the first branch's answer. */
export async function switchBranch(page: Page, words: SceneWords): Promise<void> {
  const { greetingId, toolsId } = await greetAndAskTools(page, words);
  await previewAt(page, greetingId);
  await clickTreeEntry(page, greetingId);
  await ask(page, words.sessions.prompt, words.sessions.answer);
  await clickTreeEntry(page, toolsId);
  await contextAt(page, toolsId);
}

/**
 * Three questions, a branch from the greeting, and back to the first branch's end with the shared beginning
 * unfolded; the pointer rests on the greeting's tree row, which lights up its message in the request panel.
 */
export async function requestDiff(page: Page, words: SceneWords): Promise<void> {
  const { greetingId } = await greetAndAskTools(page, words);
  await ask(page, words.loop.prompt, words.loop.answer);
  const loopAnswerId = await entryIdOf(page, words.loop.answer);
  await clickTreeEntry(page, greetingId);
  await ask(page, words.sessions.prompt, words.sessions.answer);
  await clickTreeEntry(page, loopAnswerId);
  const panel = await contextAt(page, loopAnswerId);
  await byTestId(panel, "shared-prefix").click();
  await page.locator(`[data-testid="tree-row"][data-entry-id="${greetingId}"]`).hover();
  await panel.locator(`[data-testid="context-message"][data-entry-id="${greetingId}"][data-linked="true"]`).waitFor();
}

/** The tools question edited in place into the compaction question, with the branch left summarised. */
export async function editInPlace(page: Page, words: SceneWords): Promise<void> {
  await greetAndAskTools(page, words);
  const question = savedEntryWith(page, words.tools.prompt).first();
  await question.locator(".bubble.user").hover();
  await question.locator(`[data-testid="edit-message"]`).click();
  await byTestId(page, "edit-input").fill(words.compaction.prompt);
  await byTestId(page, "summarize-checkbox").check();
  await byTestId(page, "confirm-edit").click();
  await savedEntryWith(page, words.compaction.answer).waitFor();
  await idle(page);
  await byTestId(page, "chat").locator(`[data-testid="branch-summary"]`).waitFor();
}

/** After editInPlace: the branch summary unfolded in the chat, and found in what the model sees next. */
export async function showBranchSummary(page: Page): Promise<void> {
  await byTestId(page, "chat").locator(`[data-testid="branch-summary"] summary`).click();
  const panel = await contextAt(page, (await leafOf(page))!);
  // The summary came before the new question, so it is among the messages shared with the leaf before the answer.
  await byTestId(panel, "shared-prefix").click();
  await panel.locator(`[data-testid="context-message"][data-marker="branch-summary"]`).scrollIntoViewIfNeeded();
}

/** Two branches, then the replay two lines back: the line that moved the leaf back to the greeting. */
export async function replayTwoLinesBack(page: Page, words: SceneWords): Promise<{ greetingId: string }> {
  const { greetingId } = await greetAndAskTools(page, words);
  await clickTreeEntry(page, greetingId);
  await ask(page, words.sessions.prompt, words.sessions.answer);
  await byTestId(page, "replay-button").click();
  const bar = byTestId(page, "replay-bar");
  await bar.waitFor();
  const lines = Number(await bar.getAttribute("data-lines"));
  await byTestId(page, "replay-slider").focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.locator(`[data-testid="replay-bar"][data-lines="${lines - 2}"]`).waitFor();
  await contextAt(page, greetingId);
  return { greetingId };
}

/**
 * Two questions, a message_end payload opened in the timeline, the timeline scrolled to its top, and the long story
 * sent and finished while it stays there (so it says new events came).
 */
export async function timelineWhileReading(page: Page, words: SceneWords): Promise<void> {
  await ask(page, words.tools.prompt, words.tools.answer);
  await ask(page, words.listFiles.prompt, words.listFiles.answer);
  const row = page.locator(`[data-testid="timeline-row"][data-event="message_end"]`).last();
  await row.locator("button").click();
  await byTestId(row, "event-payload").waitFor();
  await page.evaluate(
    `(() => {
      const body = document.querySelector('[data-testid="timeline-body"]');
      body.scrollTop = 0;
      body.dispatchEvent(new Event("scroll"));
    })()`,
  );
  await byTestId(page, "prompt-input").fill(words.longStory.prompt);
  await byTestId(page, "send-button").click();
  await byTestId(page, "new-events").waitFor();
  await savedEntryWith(page, words.longStory.sentence(60)).waitFor();
  await idle(page);
}

/** Four questions, then Compact: the summary in the chat and in what the model sees next. */
export async function compactFourQuestions(page: Page, words: SceneWords): Promise<void> {
  await greetAndAskTools(page, words);
  await ask(page, words.loop.prompt, words.loop.answer);
  await ask(page, words.sessions.prompt, words.sessions.answer);
  await byTestId(page, "compact-button").click();
  await byTestId(page, "chat").locator(`[data-testid="compaction-summary"]`).waitFor();
  const panel = await contextAt(page, (await leafOf(page))!);
  await panel.locator(`[data-testid="context-message"][data-marker="compaction-summary"]`).waitFor();
}
