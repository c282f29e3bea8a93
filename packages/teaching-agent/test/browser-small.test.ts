/**
 * The small things a room notices, in Chromium: the note never covers the editor and a replay clears it; a long
 * unbroken word wraps; a long label is cut with an ellipsis, whole in its title; no session file is made until the
 * first question, and empty sessions can be hidden; `/` passes over a huge newest session; the first answer shows even
 * when the stream opens after it; a stream that dropped says so in a banner and Send waits.
 */
import { readdirSync } from "node:fs";
import type { SessionDetail } from "@kit/server";
import { isEntryOfType } from "@kit/session-core/tree";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { AUTO_OPEN_MAX_ENTRIES } from "../src/web/model/first-session.ts";
import { browserSuite } from "./helpers/browser-suite.ts";
import { writeLongSession } from "./helpers/long-session.ts";
import { ask, byTestId, entryIdOf, savedEntryWith, screenshot } from "./helpers/page.ts";
import { GREETING } from "./helpers/teaching-answers.ts";

const suite = browserSuite();

/** A computed style of the element (the function runs in the page, where getComputedStyle is). */
const styleOf = (locator: Locator, property: string) =>
  locator.evaluate<string, string>(
    (element, name) => element.ownerDocument.defaultView.getComputedStyle(element)[name],
    property,
  );

const sessionOf = (page: Page) => new URLSearchParams(new URL(page.url()).hash.slice(1)).get("session")!;

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const one = await a.boundingBox();
  const two = await b.boundingBox();
  if (!one || !two) throw new Error("both must be visible");
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  );
}

describe("the note, long words and long labels", () => {
  it("keeps the note off the editor, clears it on replay, wraps a long word, cuts a long label", async () => {
    const page = await suite.freshPage("small ones");
    const word = "x".repeat(5000);
    await ask(page, `hello ${word}`, GREETING);
    const greetingId = await entryIdOf(page, GREETING);

    // The long word wraps inside its bubble: nothing runs out of the chat sideways.
    const chat = byTestId(page, "chat");
    expect(await chat.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const bubble = savedEntryWith(page, "hello x").locator(".bubble.user");
    expect((await bubble.boundingBox())!.width).toBeLessThanOrEqual((await chat.boundingBox())!.width);

    // A long label: cut with an ellipsis on the row, whole in its title.
    const label = `a label long enough to cover the row's own text ${"and more ".repeat(8)}`.trim();
    await fetch(`${suite.agent.url}/api/sessions/${sessionOf(page)}/label`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ entryId: greetingId, label }),
    });
    const badge = page.locator(`[data-testid="tree-row"][data-entry-id="${greetingId}"] [data-testid="tree-label"]`);
    await badge.waitFor();
    expect(await badge.getAttribute("title")).toBe(label);
    expect(await styleOf(badge, "textOverflow")).toBe("ellipsis");
    expect(await badge.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const rowText = page.locator(`[data-testid="tree-row"][data-entry-id="${greetingId}"] .text`);
    expect(await overlaps(badge, rowText)).toBe(false);

    // A note (the question back in the editor) sits above the editor, not over it.
    await page.locator(`[data-testid="tree-row"] .kind-user, [data-testid="tree-row"].kind-user`).first().waitFor();
    await page.locator(`[data-testid="tree-row"].kind-user [data-testid="tree-select"]`).first().click();
    const note = byTestId(page, "status");
    await note.waitFor();
    expect(await overlaps(note, byTestId(page, "prompt-input"))).toBe(false);
    await screenshot(page, "small-note-above-editor");

    // A replay shows the past: the note about the present goes.
    await byTestId(page, "replay-button").click();
    await byTestId(page, "replay-bar").waitFor();
    await note.waitFor({ state: "detached" });
  });
});

describe("sessions are made by their first question", () => {
  it("shows a new session without a file, makes the file on the first Send, and hides empty sessions", async () => {
    const page = await suite.freshPage("an empty one");
    const filesBefore = readdirSync(suite.agent.sessionsDir).filter((name) => name.endsWith(".jsonl")).length;

    await byTestId(page, "new-session").click();
    await byTestId(page, "new-session-state").waitFor();
    expect(new URL(page.url()).hash).toBe("#new");
    expect(readdirSync(suite.agent.sessionsDir).filter((name) => name.endsWith(".jsonl"))).toHaveLength(filesBefore);

    await byTestId(page, "prompt-input").fill("hello");
    await byTestId(page, "send-button").click();
    await savedEntryWith(page, GREETING).waitFor();
    expect(readdirSync(suite.agent.sessionsDir).filter((name) => name.endsWith(".jsonl"))).toHaveLength(
      filesBefore + 1,
    );
    const created = sessionOf(page);
    expect(created).toBeTruthy();
    await page.locator(`[data-testid="session-item"][data-session-id="${created}"]`).waitFor();

    // "an empty one" has no question: hidden when asked, the one with a question stays.
    const items = byTestId(page, "session-item");
    await items.filter({ hasText: "an empty one" }).waitFor();
    await byTestId(page, "hide-empty").check();
    await items.filter({ hasText: "an empty one" }).waitFor({ state: "detached" });
    expect(await page.locator(`[data-testid="session-item"][data-session-id="${created}"]`).count()).toBe(1);
    await byTestId(page, "hide-empty").uncheck();
    await items.filter({ hasText: "an empty one" }).waitFor();
  });
});

describe("what / opens by itself", () => {
  it("passes over the newest session when it is huge, which still opens when asked for", async () => {
    const page = await suite.freshPage("a small one");
    const small = sessionOf(page);
    await ask(page, "hello", GREETING);
    // Written last, so the newest: two entries a question, past the limit.
    const huge = writeLongSession(suite.agent.sessionsDir, "a-huge-one", Math.ceil(AUTO_OPEN_MAX_ENTRIES / 2) + 1);

    await page.goto("about:blank");
    await page.goto(`${suite.agent.url}/`);
    await page.waitForFunction('new URLSearchParams(location.hash.slice(1)).has("session")');
    const opened = sessionOf(page);
    expect(opened).not.toBe(huge.id);
    expect(opened).toBe(small);

    await page.locator(`[data-testid="session-item"][data-session-id="${huge.id}"]`).click();
    await page.locator(`[data-testid="chat-column"][data-leaf-id="${huge.leafId}"]`).waitFor();
    expect(sessionOf(page)).toBe(huge.id);
  });
});

describe("an event stream that opens late", () => {
  it("still shows the answer to a new session's first question when the stream opens after the run", async () => {
    const page = await suite.freshPage("late stream");
    await byTestId(page, "new-session").click();
    await byTestId(page, "new-session-state").waitFor();
    // The new session's stream is held back until its run has ended: every event of the run is gone by then.
    await page.route(/\/api\/sessions\/[^/]+\/events/, async (route) => {
      const id = decodeURIComponent(new URL(route.request().url()).pathname.split("/")[3]!);
      await runEnded(id);
      await route.continue();
    });
    await byTestId(page, "prompt-input").fill("hello");
    await byTestId(page, "send-button").click();
    await savedEntryWith(page, GREETING).waitFor();
    await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor();
  });
});

/** Until the session's run is over and its answer saved, asked of the server as another client would. */
async function runEnded(sessionId: string): Promise<void> {
  for (;;) {
    const response = await fetch(`${suite.agent.url}/api/sessions/${encodeURIComponent(sessionId)}`);
    const detail = (await response.json()) as SessionDetail;
    const answered = detail.entries.some(
      (entry) => isEntryOfType(entry, "message") && entry.message.role === "assistant",
    );
    if (answered && !detail.running) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a dropped event stream", () => {
  it("says so in a banner the room can read, and Send waits until the page is live again", async () => {
    const page = await suite.freshPage("reconnecting");
    await ask(page, "hello", GREETING);
    await byTestId(page, "prompt-input").fill("hello again");
    try {
      await suite.agent.stopForNow();
      await byTestId(page, "reconnecting-banner").waitFor();
      expect(await byTestId(page, "send-button").isDisabled()).toBe(true);
      await screenshot(page, "small-reconnecting");
    } finally {
      await suite.agent.startAgain();
    }
    await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor({ timeout: 30_000 });
    await byTestId(page, "reconnecting-banner").waitFor({ state: "detached" });
    expect(await byTestId(page, "send-button").isDisabled()).toBe(false);
  });
});
