/**
 * The page in a real browser (Debian's Chromium through playwright-core),
 * against the real server with the offline teaching model: the everyday
 * flows. Each test opens a fresh session and saves a screenshot of what it
 * ends on in test-output/ (and chapter 10's in docs/images/).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LONG_PROMPT } from "./helpers/agent.ts";
import { browserSuite } from "./helpers/browser-suite.ts";
import { compactFourQuestions, listAndRead, streamLongStory, switchBranch } from "./helpers/chapter-scenes.ts";
import { writeLongSession } from "./helpers/long-session.ts";
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
import { ENGLISH_SCENE } from "./helpers/scene-words.ts";
import { GREETING, SESSIONS_ANSWER, TOOLS_ANSWER } from "./helpers/teaching-answers.ts";

const suite = browserSuite();

/** The chat's messages (a model_change or other setting is a quiet line of its own). */
const messagesInChat = (page: Page) => page.locator(`[data-testid="chat-entry"][data-entry-type="message"]`);

/** How many messages the model sees next, as the request panel counts them (shared ones are folded, not gone). */
async function messagesSeen(page: Page): Promise<number> {
  return Number(((await byTestId(page, "context-count").textContent()) ?? "").split(" ")[0]);
}

describe("the teaching agent's page in Chromium", () => {
  it("sends a prompt and shows the answer as it streams, then tool calls and their results", async () => {
    const page = await suite.freshPage("streaming");
    // The editor has the focus from the start: a class can type at once.
    expect(await page.evaluate<string | null | undefined>('document.activeElement?.getAttribute("data-testid")')).toBe(
      "prompt-input",
    );

    // While the reply streams it is a partial reply: the start of the answer, not all of it.
    const partial = await streamLongStory(page, ENGLISH_SCENE);
    expect(partial.startsWith("Sentence 1 of a long story.")).toBe(true);
    expect(partial).not.toContain("Sentence 60 of");
    await screenshot(page, "01-streaming", "10-streaming");

    await listAndRead(page, ENGLISH_SCENE, {
      // Then it is saved (message_end) and shown whole, once.
      storySaved: async () => {
        await expect.poll(() => byTestId(page, "chat").getByText("Sentence 1 of a long story.").count()).toBe(1);
        // The timeline folded the many message_update events into one counted row.
        const updates = page.locator(`[data-testid="timeline-row"][data-event="message_update"]`).first();
        expect(Number(((await updates.locator(".count").textContent()) ?? "").replace("×", ""))).toBeGreaterThan(3);
        await expect
          .poll(() => page.locator(`[data-testid="timeline-group"][data-kind="turn"]`).count())
          .toBeGreaterThan(0);
      },
    });
    // A tool call and its result, each shown as what it is.
    await byTestId(page, "tool-result").filter({ hasText: "list_files" }).first().waitFor();
    await screenshot(page, "01-tool-calls", "10-tool-calls");
  });

  it("switches branch from the tree, and the chat and the context follow", async () => {
    const page = await suite.freshPage("branches");
    const { toolsAnswerId } = await switchBranch(page, ENGLISH_SCENE, {
      // A preview of the context at the greeting, without moving the leaf.
      previewed: async ({ toolsAnswerId }) => {
        await expect.poll(() => messagesSeen(page)).toBe(3); // the system prompt, the question, the greeting
        expect(await leafOf(page)).toBe(toolsAnswerId);
      },
      // Back to the greeting: the later question leaves the chat and the context.
      backAtGreeting: async ({ greetingId }) => {
        await expect.poll(() => messagesInChat(page).count()).toBe(2);
        const contextPanel = await contextAt(page, greetingId);
        await expect.poll(() => messagesSeen(page)).toBe(3);
        // What left is listed, struck through; it is not among what the model sees.
        expect(await byTestId(contextPanel, "left-context").textContent()).toContain("How do tools work?");
        const seen = await contextPanel.locator(`[data-testid="context-message"]`).allTextContents();
        expect(seen.join()).not.toContain("How do tools work?");
      },
      // A new question there starts a second branch beside the first.
      secondBranch: () => expect.poll(() => page.locator(".tree-row.branch-start").count()).toBe(2),
    });
    // The first branch's answer was clicked: its conversation came back, the new one went.
    expect(await savedEntryWith(page, SESSIONS_ANSWER).count()).toBe(0);
    const contextPanel = await contextAt(page, toolsAnswerId);
    const seen = (await contextPanel.locator(`[data-testid="context-message"]`).allTextContents()).join("\n");
    expect(seen).toContain("How do tools work?");
    expect(seen).not.toContain("What is a session?");
    expect(await page.locator(`[data-testid="tree-row"][data-leaf="true"]`).getAttribute("data-entry-id")).toBe(
      toolsAnswerId,
    );
    // The tree draws its connectors, as pi's /tree does.
    const guides = await page.locator(".tree-row .guide").evaluateAll((spans) => spans.map((s) => s.dataset.glyph));
    expect(guides).toEqual(expect.arrayContaining(["├─", "└─"]));
    await screenshot(page, "02-branch-switch", "10-branch-switch");
  });

  it("compacts: summary folded in the chat, marked in what the model sees, replaced entries off the path", async () => {
    const page = await suite.freshPage("compaction");
    let before = 0;
    await compactFourQuestions(page, ENGLISH_SCENE, {
      beforeCompact: async () => {
        before = await messagesSeen(page);
      },
    });
    await byTestId(page, "status").filter({ hasText: "compacted" }).waitFor();
    const summary = byTestId(page, "chat").locator(`[data-testid="compaction-summary"]`);
    expect(await summary.locator("details").getAttribute("open")).toBe(null);
    expect(await messagesSeen(page)).toBeLessThan(before);
    // Nothing was deleted: the summarised entries are still in the chat and the tree, marked, not on the path.
    await expect.poll(() => page.locator(".chat-entry.summarised").count()).toBeGreaterThan(0);
    const greetingRow = page.locator(`[data-testid="tree-row"][data-entry-id="${await entryIdOf(page, GREETING)}"]`);
    expect(await greetingRow.getAttribute("data-summarised")).toBe("true");
    expect(await greetingRow.evaluate((row) => row.classList.contains("on-path"))).toBe(false);
    await savedEntryWith(page, GREETING).waitFor();
    await screenshot(page, "04-compaction", "10-compaction");

    // Compacting again at once has nothing to do: a note, not an error.
    await byTestId(page, "compact-button").click();
    await byTestId(page, "status").filter({ hasText: "Nothing to compact" }).waitFor();
    expect(await byTestId(page, "error-banner").count()).toBe(0);
  });

  it("reloads onto the same session and the same leaf", async () => {
    const page = await suite.freshPage("reload");
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
    await expect.poll(() => messagesInChat(page).count()).toBe(2);
    await contextAt(page, greetingId);
    await screenshot(page, "05-reload-same-leaf");
  });

  it("labels the leaf, aborts a streaming reply (shown as an error), forks a new session named as a fork", async () => {
    const page = await suite.freshPage("label abort fork");
    await ask(page, "hello", GREETING);

    await byTestId(page, "label-button").click();
    await byTestId(page, "inline-input").fill("greeted");
    await byTestId(page, "inline-save").click();
    await byTestId(page, "tree-label").filter({ hasText: "greeted" }).waitFor();

    await byTestId(page, "prompt-input").fill(LONG_PROMPT);
    await byTestId(page, "send-button").click();
    await byTestId(page, "streaming-reply").waitFor();
    await byTestId(page, "abort-button").click();
    const error = byTestId(page, "assistant-error");
    await error.filter({ hasText: "Abort" }).waitFor();
    expect(await error.textContent()).not.toMatch(/Aborted: Aborted/);
    await page.locator(`[data-testid="chat-column"][data-running="false"]`).waitFor();
    await screenshot(page, "06-label-abort");

    const before = page.url();
    await byTestId(page, "fork-button").click();
    await expect.poll(() => page.url()).not.toBe(before);
    await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor();
    await savedEntryWith(page, GREETING).waitFor();
    await byTestId(page, "status").filter({ hasText: "Forked" }).waitFor();
    await byTestId(page, "session-title").filter({ hasText: "label abort fork (fork)" }).waitFor();
    await expect.poll(() => byTestId(page, "session-item").filter({ hasText: "(fork)" }).count()).toBe(1);
  });
});

describe("a long session", () => {
  it("draws hundreds of entries as a readable column: indented only where the conversation forks", async () => {
    const long = writeLongSession(suite.agent.sessionsDir, "a-week-of-class", 120);
    const page = await suite.freshPage("", long.id);
    const rows = page.locator(`[data-testid="tree-row"]`);
    // Every entry but the leaf moves (leaf_switch records, hidden by default) and the label record (pi's default
    // filter leaves settings and bookkeeping out).
    await expect.poll(() => rows.count()).toBe(long.entryCount - 5);
    // Three forks, two branches each: only there does the tree step in.
    expect(await page.locator(`[data-testid="tree-row"].branch-start`).count()).toBe(6);
    expect(await page.locator(`[data-testid="tree-row"][data-leaf="true"]`).getAttribute("data-entry-id")).toBe(
      long.leafId,
    );
    // The chat draws the path's last 100 entries (240 here), and 100 more at each "show earlier".
    await expect.poll(() => byTestId(page, "chat-entry").count()).toBe(100);
    // Opening a session scrolls its tree to the leaf, never the window.
    expect(await page.evaluate<number>("window.scrollY")).toBe(0);

    await page.getByRole("button", { name: "collapse other branches" }).click();
    await expect.poll(() => rows.count()).toBe(long.entryCount - 4 - long.branchEntries + 3);
    await screenshot(page, "07-long-session");

    const earlier = byTestId(page, "chat-earlier");
    expect(await earlier.textContent()).toBe("show 100 earlier messages");
    await earlier.click();
    await expect.poll(() => byTestId(page, "chat-entry").count()).toBe(200);
    expect(await earlier.textContent()).toBe("show 40 earlier messages");
    await earlier.click();
    await expect.poll(() => byTestId(page, "chat-entry").count()).toBe(240);
    await earlier.waitFor({ state: "detached" });
  });
});

describe("the page and a server that restarts", () => {
  it("reconnects by itself and shows what happened while it was away", async () => {
    const page = await suite.freshPage("restart");
    await ask(page, "hello", GREETING);
    const sessionId = decodeURIComponent(new URL(page.url()).hash.replace("#session=", ""));

    await suite.agent.restart();
    // The stream drops, then EventSource reconnects to the new server on its own.
    await page.locator(`[data-testid="connection"]:not([data-state="live"])`).waitFor();
    await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor();

    // A prompt from elsewhere (another tab, a script): its answer reaches this page.
    await suite.agent.prompt(sessionId, "How do tools work?");
    await savedEntryWith(page, TOOLS_ANSWER).waitFor();
    await savedEntryWith(page, GREETING).waitFor();
    // The list of sessions counts what this page has seen, not what it loaded first.
    const treeCount = ((await byTestId(page, "tree-count").textContent()) ?? "").split(" · ")[0];
    expect(treeCount).toMatch(/^\d+ entries$/);
    const listed = byTestId(page, "session-item")
      .filter({ hasText: "restart" })
      .locator(`[data-testid="session-count"]`);
    expect(await listed.textContent()).toBe(treeCount);
  });
});
