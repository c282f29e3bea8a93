/**
 * The page asks for a session's first screen as soon as it starts, beside its event stream's opening, not once the
 * stream is open; the load that counts is still made once the stream is open. The stream is held back here, so a
 * first request that waited for it would never be sent; and what the server did while the first answer was out (a
 * run, whose events the page must not lose) has to show on the page in the end.
 */
import type { SessionDetail } from "@kit/server";
import { isEntryOfType } from "@kit/session-core/tree";
import type { Page, Request } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import { browserSuite } from "./helpers/browser-suite.ts";
import { writeLongSession } from "./helpers/long-session.ts";
import { byTestId, savedEntryWith } from "./helpers/page.ts";
import { GREETING } from "./helpers/teaching-answers.ts";

const suite = browserSuite();

/** A promise and the function that settles it: what a held route waits for (let through when the test ends). */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  onTestFinished(() => open());
  return { opened, open };
}

/** The session's requests the page sends, in order: "first screen", "events" or "whole". */
function requestsOf(page: Page, sessionId: string, log: string[]): void {
  const base = `/api/sessions/${sessionId}`;
  page.on("request", (request: Request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname === `${base}/events`) log.push("events");
    else if (pathname === base) log.push(search === "?outline=true" ? "first screen" : "whole");
  });
}

/** Holds the session's event stream until `opened`; "stream let through" goes into `log` then. */
async function holdStream(page: Page, sessionId: string, opened: Promise<void>, log: string[]): Promise<void> {
  await page.route(
    (url) => url.pathname === `/api/sessions/${sessionId}/events`,
    async (route) => {
      await opened;
      log.push("stream let through");
      await route.continue();
    },
  );
}

/** "hello" asked through the API, as another tab would, and its run waited out: the greeting saved. */
async function greetElsewhere(sessionId: string): Promise<void> {
  await suite.agent.prompt(sessionId, "hello");
  for (;;) {
    const response = await fetch(`${suite.agent.url}/api/sessions/${encodeURIComponent(sessionId)}`);
    const detail = (await response.json()) as SessionDetail;
    const greeted = detail.entries.some(
      (entry) => isEntryOfType(entry, "message") && JSON.stringify(entry.message).includes(GREETING),
    );
    if (greeted && !detail.running) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the first screen asked for beside the event stream", () => {
  it("is sent before the stream opens; a run while its answer was out shows, the whole loaded after", async () => {
    const long = writeLongSession(suite.agent.sessionsDir, "early-first-screen", 1600);
    const page = await suite.freshPage("a short one");
    await page.goto("about:blank");
    const log: string[] = [];
    requestsOf(page, long.id, log);
    const stream = gate();
    await holdStream(page, long.id, stream.opened, log);
    // The first answer is read by the server at once, and handed to the page only later: it predates the run below.
    const firstRead = gate();
    const firstHanded = gate();
    await page.route(
      (url) => url.pathname === `/api/sessions/${long.id}` && url.search === "?outline=true",
      async (route) => {
        const response = await route.fetch();
        firstRead.open();
        await firstHanded.opened;
        await route.fulfill({ response });
      },
    );
    const whole = gate();
    await page.route(
      (url) => url.pathname === `/api/sessions/${long.id}` && url.search === "",
      async (route) => {
        await whole.opened;
        await route.continue();
      },
    );

    await page.goto(`${suite.agent.url}/#session=${long.id}`);
    // Sent, and answered by the server, while the stream is still held back: it did not wait for the stream.
    await expect.poll(() => log, { timeout: 15_000 }).toEqual(["first screen", "events"]);
    await firstRead.opened;

    stream.open();
    await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor();
    // A run the first answer does not hold; its events reach the page while that answer is out.
    await greetElsewhere(long.id);
    firstHanded.open();
    await savedEntryWith(page, GREETING).waitFor();
    expect(await page.locator(`[data-testid="chat-column"]`).getAttribute("data-running")).toBe("false");
    // The whole session is asked for only after the stream was let through, and the request panel waits for it.
    await expect.poll(() => log).toEqual(["first screen", "events", "stream let through", "whole"]);
    expect(await byTestId(page, "context-panel").count()).toBe(0);

    whole.open();
    await byTestId(page, "context-panel").waitFor();
    expect(await savedEntryWith(page, GREETING).count()).toBe(1);
    expect(await byTestId(page, "chat-entry").last().textContent()).toContain(GREETING);
    const count = Number(((await byTestId(page, "context-count").textContent()) ?? "").split(" ")[0]);
    expect(count).toBeGreaterThan(3000);
  });

  it("a short session answered whole before its stream opened is loaded again once it has", async () => {
    const page = await suite.freshPage("early and short");
    const sessionId = new URLSearchParams(new URL(page.url()).hash.slice(1)).get("session")!;
    await page.goto("about:blank");
    const log: string[] = [];
    requestsOf(page, sessionId, log);
    const stream = gate();
    await holdStream(page, sessionId, stream.opened, log);

    const firstAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/sessions/${sessionId}`,
    );
    await page.goto(`${suite.agent.url}/#session=${sessionId}`);
    // The first answer is the session whole, read before the question below; the stream never carries its run.
    await expect.poll(() => log, { timeout: 15_000 }).toEqual(["first screen", "events"]);
    await firstAnswer;
    await greetElsewhere(sessionId);
    expect(await savedEntryWith(page, GREETING).count()).toBe(0);

    stream.open();
    await savedEntryWith(page, GREETING).waitFor();
    await byTestId(page, "context-panel").waitFor();
    expect(log).toEqual(["first screen", "events", "stream let through", "whole"]);
  });
});
