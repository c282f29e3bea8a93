/**
 * The page in a real browser (Debian's Chromium through playwright-core),
 * against the real server with the offline teaching model. Each test opens a
 * fresh session and saves a screenshot of what it ends on in test-output/.
 */

import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LONG_PROMPT, type RunningAgent, startAgent } from "./helpers/agent.ts";
import { launchChromium } from "./helpers/chromium.ts";
import { writeLongSession } from "./helpers/long-session.ts";
import {
  ask,
  byTestId,
  clickTreeEntry,
  contextAt,
  entryIdOf,
  openSession,
  savedEntryWith,
  screenshot,
} from "./helpers/page.ts";

// The teaching model's answers (packages/agent-loop/src/teaching-behaviour.ts).
const GREETING = "Hello! I am the scripted teaching model.";
const LOOP_ANSWER_END = "where the caller can save it.";
const TOOLS_ANSWER = "A tool has a name, a description";
const SESSIONS_ANSWER = "A session is an append-only file of entries.";
const COMPACTION_ANSWER = "When the context grows too large for the model";

let agent: RunningAgent;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Why the browser could not start: every test then fails with it (a failed beforeAll would only mark them skipped). */
let launchError: unknown;

beforeAll(async () => {
  try {
    browser = await launchChromium();
  } catch (error) {
    launchError = error;
    return;
  }
  agent = await startAgent();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await agent?.stop();
});

async function freshPage(name: string, sessionId?: string): Promise<Page> {
  if (launchError) throw launchError;
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  await openSession(page, agent.url, sessionId ?? (await agent.newSession(name)));
  return page;
}

describe("the teaching agent's page in Chromium", () => {
  it("sends a prompt and shows the answer as it streams, then tool calls and their results", async () => {
    const page = await freshPage("streaming");
    await byTestId(page, "prompt-input").fill(LONG_PROMPT);
    await byTestId(page, "send-button").click();

    // While the reply streams it is a partial reply: the start of the answer, not all of it.
    const streaming = byTestId(page, "streaming-reply");
    await streaming.filter({ hasText: "Sentence 2 of" }).waitFor();
    const partial = (await streaming.innerText()).trim();
    expect(partial.startsWith("Sentence 1 of a long story.")).toBe(true);
    expect(partial).not.toContain("Sentence 60 of");
    await screenshot(page, "01-streaming");

    // Then it is saved (message_end) and shown whole, once.
    await savedEntryWith(page, "Sentence 60 of a long story.").waitFor();
    await streaming.waitFor({ state: "detached" });
    await expect.poll(() => byTestId(page, "chat").getByText("Sentence 1 of a long story.").count()).toBe(1);

    // The timeline folded the many message_update events into one counted row.
    const updates = page.locator(`[data-testid="timeline-row"][data-event="message_update"]`).first();
    expect(Number((await updates.locator(".count").innerText()).replace("×", ""))).toBeGreaterThan(3);
    await expect
      .poll(() => page.locator(`[data-testid="timeline-group"][data-kind="turn"]`).count())
      .toBeGreaterThan(0);

    // A tool call and its result, each shown as what it is.
    await ask(page, "Which files are in the workspace?", "I see");
    await byTestId(page, "tool-call").filter({ hasText: "list_files" }).first().waitFor();
    await byTestId(page, "tool-result").filter({ hasText: "list_files" }).first().waitFor();
    await ask(page, "Please read README.md", "The file is titled");
    await byTestId(page, "tool-result").filter({ hasText: "read_file" }).first().waitFor();
    await screenshot(page, "01-tool-calls");
  });

  it("switches branch from the tree, and the chat and the context follow", async () => {
    const page = await freshPage("branches");
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    const greetingId = await entryIdOf(page, GREETING);
    const toolsAnswerId = await entryIdOf(page, TOOLS_ANSWER);

    // A preview of the context at the greeting, without moving the leaf.
    const greetingRow = page.locator(`[data-testid="tree-row"][data-entry-id="${greetingId}"]`);
    await greetingRow.hover();
    await greetingRow.locator(`[data-testid="tree-preview"]`).click();
    await expect
      .poll(async () => (await contextAt(page, greetingId)).locator(`[data-testid="context-message"]`).count())
      .toBe(3);
    expect(await page.locator(`[data-testid="chat-column"]`).getAttribute("data-leaf-id")).toBe(toolsAnswerId);

    // Back to the greeting: the later question leaves the chat and the context.
    await clickTreeEntry(page, greetingId);
    await expect.poll(() => byTestId(page, "chat-entry").count()).toBe(2);
    let contextPanel = await contextAt(page, greetingId);
    await expect.poll(() => contextPanel.locator(`[data-testid="context-message"]`).count()).toBe(3); // system, user, assistant
    expect(await contextPanel.innerText()).not.toContain("How do tools work?");

    // A new question there starts a second branch beside the first.
    await ask(page, "What is a session?", SESSIONS_ANSWER);
    await expect.poll(() => page.locator(".tree-row.branch-start").count()).toBe(2);

    // Click the first branch's answer: its conversation comes back, the new one goes.
    await clickTreeEntry(page, toolsAnswerId);
    await savedEntryWith(page, TOOLS_ANSWER).waitFor();
    expect(await savedEntryWith(page, SESSIONS_ANSWER).count()).toBe(0);
    contextPanel = await contextAt(page, toolsAnswerId);
    expect(await contextPanel.innerText()).toContain("How do tools work?");
    expect(await contextPanel.innerText()).not.toContain("What is a session?");
    expect(await page.locator(`[data-testid="tree-row"][data-leaf="true"]`).getAttribute("data-entry-id")).toBe(
      toolsAnswerId,
    );
    await screenshot(page, "02-branch-switch");
  });

  it("edits and resubmits an earlier question: a new branch, with a summary of the old one", async () => {
    const page = await freshPage("edit and resubmit");
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    const greetingId = await entryIdOf(page, GREETING);

    await savedEntryWith(page, "How do tools work?").first().locator(`[data-testid="edit-message"]`).click();
    await byTestId(page, "summarize-checkbox").check();
    await byTestId(page, "confirm-edit").click();

    // The text is back in the editor; the leaf is at the summary of the branch just left, a child of the greeting.
    await expect.poll(() => byTestId(page, "prompt-input").inputValue()).toBe("How do tools work?");
    const summary = byTestId(page, "chat").locator(`[data-testid="branch-summary"]`);
    await summary.waitFor();
    const leafId = await page.locator(`[data-testid="chat-column"]`).getAttribute("data-leaf-id");
    const contextPanel = await contextAt(page, leafId!);
    await contextPanel.locator(`[data-testid="context-message"][data-marker="branch-summary"]`).waitFor();
    expect(await byTestId(page, "chat-entry").nth(1).getAttribute("data-entry-id")).toBe(greetingId);

    // Edit and send: a new branch; the old question is still in the tree.
    await byTestId(page, "prompt-input").fill("How does compaction work?");
    await byTestId(page, "send-button").click();
    await savedEntryWith(page, COMPACTION_ANSWER).waitFor();
    await page.locator(`[data-testid="chat-column"][data-running="false"]`).waitFor();
    expect(await savedEntryWith(page, TOOLS_ANSWER).count()).toBe(0);
    await page.locator(`[data-testid="tree-row"].kind-user`).filter({ hasText: "How do tools work?" }).waitFor();
    await expect.poll(() => page.locator(".tree-row.branch-start").count()).toBe(2);
    await screenshot(page, "03-edit-and-resubmit");
  });

  it("compacts, and the summary is shown in the chat and marked in what the model sees", async () => {
    const page = await freshPage("compaction");
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    await ask(page, "How does the agent loop work?", LOOP_ANSWER_END);
    await ask(page, "What is a session?", SESSIONS_ANSWER);
    const before = await page.locator(`[data-testid="context-message"]`).count();

    await byTestId(page, "compact-button").click();
    await byTestId(page, "status").filter({ hasText: "compacted" }).waitFor();
    await byTestId(page, "chat").locator(`[data-testid="compaction-summary"]`).waitFor();
    const leafId = await page.locator(`[data-testid="chat-column"]`).getAttribute("data-leaf-id");
    const contextPanel = await contextAt(page, leafId!);
    await contextPanel.locator(`[data-testid="context-message"][data-marker="compaction-summary"]`).waitFor();
    expect(await contextPanel.locator(`[data-testid="context-message"]`).count()).toBeLessThan(before);
    // Nothing was deleted: the summarised entries are still in the chat, marked.
    await expect.poll(() => page.locator(".chat-entry.summarised").count()).toBeGreaterThan(0);
    await savedEntryWith(page, GREETING).waitFor();
    await screenshot(page, "04-compaction");
  });

  it("reloads onto the same session and the same leaf", async () => {
    const page = await freshPage("reload");
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    const greetingId = await entryIdOf(page, GREETING);
    await clickTreeEntry(page, greetingId);
    const address = page.url();

    await page.reload();
    await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor();
    await page.locator(`[data-testid="chat-column"][data-leaf-id="${greetingId}"]`).waitFor();
    expect(page.url()).toBe(address);
    expect(await page.locator(`[data-testid="tree-row"][data-leaf="true"]`).getAttribute("data-entry-id")).toBe(
      greetingId,
    );
    await expect.poll(() => byTestId(page, "chat-entry").count()).toBe(2);
    await contextAt(page, greetingId);
    await screenshot(page, "05-reload-same-leaf");
  });

  it("labels the leaf, aborts a streaming reply (shown as an error) and forks into a new session", async () => {
    const page = await freshPage("label abort fork");
    await ask(page, "hello", GREETING);

    await byTestId(page, "label-button").click();
    await byTestId(page, "inline-input").fill("greeted");
    await byTestId(page, "inline-save").click();
    await byTestId(page, "tree-label").filter({ hasText: "greeted" }).waitFor();

    await byTestId(page, "prompt-input").fill(LONG_PROMPT);
    await byTestId(page, "send-button").click();
    await byTestId(page, "streaming-reply").waitFor();
    await byTestId(page, "abort-button").click();
    await byTestId(page, "assistant-error").filter({ hasText: "Aborted" }).waitFor();
    await page.locator(`[data-testid="chat-column"][data-running="false"]`).waitFor();
    await screenshot(page, "06-label-abort");

    const before = page.url();
    await byTestId(page, "fork-button").click();
    await expect.poll(() => page.url()).not.toBe(before);
    await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor();
    await savedEntryWith(page, GREETING).waitFor();
    await expect.poll(() => byTestId(page, "session-item").count()).toBeGreaterThan(1);
  });
});

describe("a long session", () => {
  it("draws hundreds of entries as a readable column: indented only where the conversation forks", async () => {
    if (launchError) throw launchError;
    const long = writeLongSession(agent.sessionsDir, "a-week-of-class", 120);
    const page = await freshPage("", long.id);
    const rows = page.locator(`[data-testid="tree-row"]`);
    // Every entry but the leaf moves (leaf_switch records, hidden by default).
    await expect.poll(() => rows.count()).toBe(long.entryCount - 4);
    // Three forks, two branches each: only there does the tree step in.
    expect(await page.locator(`[data-testid="tree-row"].branch-start`).count()).toBe(6);
    expect(await page.locator(`[data-testid="tree-row"][data-leaf="true"]`).getAttribute("data-entry-id")).toBe(
      long.leafId,
    );
    await expect.poll(() => byTestId(page, "chat-entry").count()).toBe(240);

    await page.getByRole("button", { name: "collapse other branches" }).click();
    await expect.poll(() => rows.count()).toBe(long.entryCount - 4 - long.branchEntries + 3);
    await page.locator(`[data-testid="tree-row"][data-leaf="true"]`).scrollIntoViewIfNeeded();
    await screenshot(page, "07-long-session");
  });
});

describe("the page and a server that restarts", () => {
  it("reconnects by itself and shows what happened while it was away", async () => {
    const page = await freshPage("restart");
    await ask(page, "hello", GREETING);
    const sessionId = decodeURIComponent(new URL(page.url()).hash.replace("#session=", ""));

    await agent.restart();
    // The stream drops, then EventSource reconnects to the new server on its own.
    await page.locator(`[data-testid="connection"]:not([data-state="live"])`).waitFor();
    await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor();

    // A prompt from elsewhere (another tab, a script): its answer reaches this page.
    await agent.prompt(sessionId, "How do tools work?");
    await savedEntryWith(page, TOOLS_ANSWER).waitFor();
    await savedEntryWith(page, GREETING).waitFor();
  });
});
