/**
 * Chapter 10's scenes as steps on a new session's page, in either language: each function leaves the page where
 * the chapter's picture of it is taken. The browser tests play the English scenes and check the page at the named
 * steps (`checks`); scripts/chapter-screenshots-zh.ts plays the Chinese ones on the Chinese page and checks nothing.
 * Steps wait for what the page shows, by data-testid only, so the same steps work whatever language the page speaks.
 */

import { appendFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { SAY_EXACTLY } from "./agent.ts";
import { writeLongSession } from "./long-session.ts";
import {
  around,
  ask,
  byTestId,
  clickTreeEntry,
  contextAt,
  entryIdOf,
  leafOf,
  type Rect,
  savedEntryWith,
} from "./page.ts";
import type { SceneWords } from "./scene-words.ts";

/** What a test checks at a scene's named steps; each runs once the page shows that step, given the scene's ids. */
export type Checks<Step extends string, Ids = undefined> = Partial<Record<Step, (ids: Ids) => Promise<unknown>>>;

const idle = (page: Page) => page.locator(`[data-testid="chat-column"][data-running="false"]`).waitFor();
const treeRow = (page: Page, entryId: string) => page.locator(`[data-testid="tree-row"][data-entry-id="${entryId}"]`);

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

/** After the long story: it is saved, then a question that lists the files and one that reads a file. */
export async function listAndRead(page: Page, words: SceneWords, checks: Checks<"storySaved"> = {}): Promise<void> {
  await savedEntryWith(page, words.longStory.sentence(60)).waitFor();
  await byTestId(page, "streaming-reply").waitFor({ state: "detached" });
  await checks.storySaved?.(undefined);
  await ask(page, words.listFiles.prompt, words.listFiles.answer);
  await byTestId(page, "tool-call").filter({ hasText: "list_files" }).first().waitFor();
  await ask(page, words.readFile.prompt, words.readFile.answer);
  await byTestId(page, "tool-result").filter({ hasText: "read_file" }).first().waitFor();
}

export interface GreetingAndTools {
  greetingId: string;
  toolsAnswerId: string;
}

/** The greeting and the tools question, on the main line. */
export async function greetAndAskTools(page: Page, words: SceneWords): Promise<GreetingAndTools> {
  await ask(page, words.greeting.prompt, words.greeting.answer);
  await ask(page, words.tools.prompt, words.tools.answer);
  return {
    greetingId: await entryIdOf(page, words.greeting.answer),
    toolsAnswerId: await entryIdOf(page, words.tools.answer),
  };
}

/**
 * The greeting and the tools question; a preview of the context at the greeting; the leaf back there and a second
 * branch (the sessions question); then a click on the first branch's answer.
 */
export async function switchBranch(
  page: Page,
  words: SceneWords,
  checks: Checks<"previewed" | "backAtGreeting" | "secondBranch", GreetingAndTools> = {},
): Promise<GreetingAndTools> {
  const ids = await greetAndAskTools(page, words);
  const greetingRow = treeRow(page, ids.greetingId);
  await greetingRow.hover();
  await greetingRow.locator(`[data-testid="tree-more"]`).click();
  await greetingRow.locator(`[data-testid="tree-preview"]`).click();
  await contextAt(page, ids.greetingId);
  await checks.previewed?.(ids);
  await clickTreeEntry(page, ids.greetingId);
  await contextAt(page, ids.greetingId);
  await checks.backAtGreeting?.(ids);
  await ask(page, words.sessions.prompt, words.sessions.answer);
  await checks.secondBranch?.(ids);
  await clickTreeEntry(page, ids.toolsAnswerId);
  await savedEntryWith(page, words.tools.answer).waitFor();
  await contextAt(page, ids.toolsAnswerId);
  return ids;
}

export interface RequestDiffIds {
  greetingId: string;
  loopAnswerId: string;
}

/**
 * Three questions; the leaf back at the greeting; a second branch there; back to the first branch's end with the
 * shared beginning unfolded; then the pointer on the tools question in the panel, and on the greeting's tree row,
 * where it stays (each lights up its other half).
 */
export async function requestDiff(
  page: Page,
  words: SceneWords,
  checks: Checks<"backAtGreeting" | "secondBranch" | "unfolded", RequestDiffIds> = {},
): Promise<RequestDiffIds> {
  const { greetingId } = await greetAndAskTools(page, words);
  await ask(page, words.loop.prompt, words.loop.answer);
  const loopAnswerId = await entryIdOf(page, words.loop.answer);
  const ids = { greetingId, loopAnswerId };
  await clickTreeEntry(page, greetingId);
  await contextAt(page, greetingId);
  await checks.backAtGreeting?.(ids);
  await ask(page, words.sessions.prompt, words.sessions.answer);
  await checks.secondBranch?.(ids);
  await clickTreeEntry(page, loopAnswerId);
  const panel = await contextAt(page, loopAnswerId);
  await panel
    .locator(`[data-testid="context-message"][data-joined="true"]`)
    .filter({ hasText: words.tools.prompt })
    .waitFor();
  await byTestId(panel, "shared-prefix").click();
  await checks.unfolded?.(ids);
  const question = panel.locator(`[data-testid="context-message"]`).filter({ hasText: words.tools.prompt });
  const questionId = await question.getAttribute("data-entry-id");
  await question.hover();
  await page.locator(`[data-testid="tree-row"][data-entry-id="${questionId}"][data-linked="true"]`).waitFor();
  await treeRow(page, greetingId).hover();
  await panel.locator(`[data-testid="context-message"][data-entry-id="${greetingId}"][data-linked="true"]`).waitFor();
  return ids;
}

/** The tools question edited in place into the compaction question, with the branch it leaves summarised. */
export async function editInPlace(page: Page, words: SceneWords, checks: Checks<"editorOpen"> = {}): Promise<void> {
  await greetAndAskTools(page, words);
  const question = savedEntryWith(page, words.tools.prompt).first();
  await question.locator(".bubble.user").hover();
  await question.locator(`[data-testid="edit-message"]`).click();
  await byTestId(page, "edit-input").fill(words.compaction.prompt);
  await byTestId(page, "summarize-checkbox").check();
  await checks.editorOpen?.(undefined);
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

export interface ReplayPosition {
  greetingId: string;
  /** The file's lines, and the tree's rows before the replay began. */
  lines: number;
  rows: number;
}

/** Two branches from the greeting, then the replay two lines back: at the line that moved the leaf to the greeting. */
export async function replayTwoLinesBack(page: Page, words: SceneWords): Promise<ReplayPosition> {
  const { greetingId } = await greetAndAskTools(page, words);
  await clickTreeEntry(page, greetingId);
  await ask(page, words.sessions.prompt, words.sessions.answer);
  const rows = await page.locator(`[data-testid="tree-row"]`).count();
  await byTestId(page, "replay-button").click();
  const bar = byTestId(page, "replay-bar");
  await bar.waitFor();
  const lines = Number(await bar.getAttribute("data-lines"));
  await byTestId(page, "replay-slider").focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.locator(`[data-testid="replay-bar"][data-lines="${lines - 2}"]`).waitFor();
  await page.locator(`[data-testid="chat-column"][data-leaf-id="${greetingId}"]`).waitFor();
  await contextAt(page, greetingId);
  return { greetingId, lines, rows };
}

/**
 * Two questions; the last message_end's payload opened in the timeline; the timeline scrolled to its top; then the
 * long story sent, and finished while the timeline stays where it was read (it says new events came).
 */
export async function timelineWhileReading(
  page: Page,
  words: SceneWords,
  checks: Checks<"twoQuestions" | "payloadOpen" | "newEvents"> = {},
): Promise<void> {
  await ask(page, words.tools.prompt, words.tools.answer);
  await ask(page, words.listFiles.prompt, words.listFiles.answer);
  await checks.twoQuestions?.(undefined);
  const row = page.locator(`[data-testid="timeline-row"][data-event="message_end"]`).last();
  await row.locator("button").click();
  await byTestId(row, "event-payload").waitFor();
  await checks.payloadOpen?.(undefined);
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
  await checks.newEvents?.(undefined);
  await savedEntryWith(page, words.longStory.sentence(60)).waitFor();
  await idle(page);
}

/** Four questions, then Compact: the summary in the chat and marked in what the model sees next. */
export async function compactFourQuestions(
  page: Page,
  words: SceneWords,
  checks: Checks<"beforeCompact"> = {},
): Promise<void> {
  await greetAndAskTools(page, words);
  await ask(page, words.loop.prompt, words.loop.answer);
  await ask(page, words.sessions.prompt, words.sessions.answer);
  await checks.beforeCompact?.(undefined);
  await byTestId(page, "compact-button").click();
  await byTestId(page, "chat").locator(`[data-testid="compaction-summary"]`).waitFor();
  const panel = await contextAt(page, (await leafOf(page))!);
  await panel.locator(`[data-testid="context-message"][data-marker="compaction-summary"]`).waitFor();
}

/**
 * Three questions, then the tree with the "no tools" filter and `words.treeSearch` typed in its search box: the rows
 * left are the two questions that hold the word (and any answer that does), the count line says how many were left out.
 */
export async function filterAndSearch(page: Page, words: SceneWords): Promise<void> {
  await greetAndAskTools(page, words);
  await ask(page, words.listFiles.prompt, words.listFiles.answer);
  const before = await page.locator(`[data-testid="tree-row"]`).count();
  await byTestId(page, "tree-filter").selectOption("no-tools");
  await byTestId(page, "tree-search").fill(words.treeSearch);
  await page.waitForFunction(`document.querySelectorAll('[data-testid="tree-row"]').length < ${before}`);
}

/**
 * The files question sent at "step by step", then one click per event until the question is in the chat and the step
 * button names the event the server holds next (an event's name, not "the model's next piece", which it leaves
 * unnamed).
 */
export async function holdAtStep(page: Page, words: SceneWords): Promise<void> {
  await byTestId(page, "pace-select").selectOption("step");
  await byTestId(page, "prompt-input").fill(words.listFiles.prompt);
  await byTestId(page, "send-button").click();
  const step = byTestId(page, "step-button");
  await step.waitFor();
  const count = async () => Number(await byTestId(page, "timeline-count").getAttribute("data-count"));
  // An event's name is lower case with underscores in both languages; the piece's label is words in brackets.
  // biome-ignore lint/performance/useDomNodeTextContent: the label as drawn, as the picture shows it
  const named = async () => /▸\s*[a-z_]+\s*$/.test(await step.innerText());
  for (
    let clicks = 0;
    !((await savedEntryWith(page, words.listFiles.prompt).count()) > 0 && (await named()));
    clicks++
  ) {
    if (clicks > 40) throw new Error("forty clicks and the question is not in the chat with a named event next");
    const before = await count();
    await step.click();
    await page.waitForFunction(
      `Number(document.querySelector('[data-testid="timeline-count"]').getAttribute("data-count")) > ${before}`,
    );
  }
}

/**
 * Writes a session of forty questions whose last line is a message of the wrong shape (chapter 04's damaged file)
 * into the sessions folder, where the server has not opened it yet, and returns its id.
 */
export function writeDamagedSession(sessionsDir: string, id: string): string {
  writeLongSession(sessionsDir, id, 40);
  const bad = { type: "message", id: "bad00001", parentId: null, timestamp: new Date().toISOString() };
  appendFileSync(
    join(sessionsDir, `${id}.jsonl`),
    `${JSON.stringify({ ...bad, message: { role: "user", content: 42 } })}\n`,
  );
  return id;
}

/** Opens a damaged session (writeDamagedSession) and waits for the problems the page shows in the chat's place. */
export async function openDamagedSession(page: Page, url: string, id: string): Promise<void> {
  await page.goto(`${url}/#session=${encodeURIComponent(id)}`);
  await byTestId(page, "damaged-session").waitFor();
}

/** A reply the model says back in Markdown (`words.markdown`), drawn as Markdown with its "raw text" button below. */
export async function markdownReply(page: Page, words: SceneWords): Promise<void> {
  await byTestId(page, "prompt-input").fill(`${SAY_EXACTLY}${words.markdown}`);
  await byTestId(page, "send-button").click();
  await byTestId(page, "chat").locator(`[data-testid="chat-entry"] [data-testid="markdown"] pre`).waitFor();
  await idle(page);
  await byTestId(page, "streaming-reply").waitFor({ state: "detached" });
}

/**
 * What each of these newer parts' pictures is cropped to, the same in both languages: the part a reader should look
 * at, without the rest of a 1440 px page or a panel's empty lower half.
 */
export const CROPS: Record<string, (page: Page) => Promise<Locator | Rect>> = {
  // The tree panel down to its last row: the rows the search left.
  "10-filter-search": async (page) => {
    const panel = (await byTestId(page, "tree").boundingBox())!;
    const lastRow = (await byTestId(page, "tree-row").last().boundingBox())!;
    return { ...panel, height: lastRow.y + lastRow.height + 12 - panel.y };
  },
  // The held button beside the events shown so far: the editor and the timeline, not the chat's empty middle.
  "10-step": (page) => around([byTestId(page, "timeline"), byTestId(page, "step-bar"), byTestId(page, "prompt-input")]),
  // The problems and commands in the chat's place, and the editor below them with Send off.
  "10-damaged-session": (page) => around([byTestId(page, "damaged-session"), byTestId(page, "send-button")]),
  "10-markdown-reply": async (page) =>
    byTestId(page, "chat-entry")
      .filter({ has: page.locator(`[data-testid="markdown"]`) })
      .last()
      .locator(".bubble.assistant"),
};
