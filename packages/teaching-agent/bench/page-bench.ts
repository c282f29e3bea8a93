/**
 * The page on long sessions, in Chromium (`npm run bench:page -w @kit/teaching-agent`).
 * Two figures, measured, not asserted (a busy machine must not fail a test):
 *
 * 1. Traffic of one prompt on a 2,000-entry session: the bytes of every API
 *    response the page fetches while the prompt runs, besides the event
 *    stream itself (goal: at most 100 KB; the page used to reload the whole
 *    session and context, about 5 MB). Before it, that session's first
 *    paint: a session this short is answered whole, so it is what a first
 *    paint costs on the machine, the figure the long sessions' are read against.
 * 2. For a 10,000- and a 50,000-entry session (`BENCH_PAGE_SIZES=10000,50000`
 *    to choose), each on a server started over a folder that holds it: the
 *    bytes of `GET /api/sessions/:id`; the first paint, from the address to
 *    the frame that draws the tree's leaf row (goal at 50,000: 1 s), once with
 *    the file not yet read by the server and once more in another tab
 *    (the server has kept what it read: the page's own part); and a click in
 *    the tree: the time from the click to the request panel showing
 *    the new leaf, painted (goals: 150 ms at 10,000, 300 ms at 50,000). The
 *    click includes the round trip: POST /branch, then the events back.
 */
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../test/helpers/chromium.ts";
// The same long session the browser tests draw (a main line, branches, a label, leaf moves), at bench sizes.
import { writeLongSession } from "../test/helpers/long-session.ts";
import { startBenchAgent } from "./bench-agent.ts";
import { timedTreeClick } from "./tree-click.ts";

const PROMPT_SESSION_ENTRIES = 2_000;
const CLICK_SESSION_SIZES = (process.env.BENCH_PAGE_SIZES ?? "10000,50000").split(",").map(Number);
const CLICKS = 7;

async function main(): Promise<void> {
  const browser = await launchChromium();
  try {
    await measurePromptTraffic(browser);
    for (const size of CLICK_SESSION_SIZES) await measureLongSession(browser, size);
  } finally {
    await browser.close();
  }
}

async function measurePromptTraffic(browser: Browser): Promise<void> {
  const started = await startBenchAgent("page-bench-", (dir) =>
    writeLongSession(dir, "bench-2000", questionsFor(PROMPT_SESSION_ENTRIES)),
  );
  const { agent, url, sessionsDir, prepared: promptSession } = started;
  try {
    // The first paint of a session short enough to be answered whole: what a first paint costs here at any size.
    const short = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    short.setDefaultTimeout(120_000);
    const opened = await firstPaint(short, url, promptSession.id);
    await short.context().close();
    console.log(
      `a ${promptSession.entryCount}-entry session, answered whole: first paint (the leaf row drawn) ` +
        `${opened.ms.toFixed(0)} ms, load average ${loadAverage()}`,
    );
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    page.setDefaultTimeout(120_000);
    const traffic = await promptTraffic(page, url, promptSession.id);
    const kilobytes = (traffic.bytes / 1024).toFixed(1);
    console.log(
      `one prompt on a ${promptSession.entryCount}-entry session: ${kilobytes} KB of API responses ` +
        `besides the event stream (${traffic.requests.join(", ")})`,
    );
    await page.context().close();
  } finally {
    await agent.stop();
    rmSync(sessionsDir, { recursive: true, force: true });
  }
}

/**
 * A server started over a folder that already holds the long session, as `npm start` on a class's folder: its
 * first paint with the file unread, again in another tab, then the clicks.
 */
async function measureLongSession(browser: Browser, size: number): Promise<void> {
  const started = await startBenchAgent("page-bench-", (dir) =>
    writeLongSession(dir, `bench-${size}`, questionsFor(size)),
  );
  const { agent, url, sessionsDir, prepared: clickSession, readerSettled } = started;
  try {
    // A room opens the page some seconds after `npm start`: the server's reading thread has started by then.
    await readerSettled();
    const fresh = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    fresh.setDefaultTimeout(300_000);
    const opened = await firstPaint(fresh, url, clickSession.id);
    console.log(
      `a ${clickSession.entryCount}-entry session: GET /api/sessions/:id before the first paint ` +
        `${(opened.bytes / 1024).toFixed(0)} KB, ` +
        `first paint (the leaf row drawn) ${opened.ms.toFixed(0)} ms, load average ${loadAverage()}`,
    );
    // Again in another tab: the server answers from what it kept of the unchanged file, so this is the page's part.
    // The first tab is done first (the whole session loaded, the request panel drawn), so it does not share the cores.
    await fresh.locator(`[data-testid="context-panel"]`).waitFor();
    await fresh.waitForTimeout(1000);
    const again = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    again.setDefaultTimeout(300_000);
    const reopened = await firstPaint(again, url, clickSession.id);
    await again.context().close();
    console.log(
      `the same session in another tab, the file already read by the server: first paint ` +
        `${reopened.ms.toFixed(0)} ms, load average ${loadAverage()}`,
    );
    const times = await clickTimes(fresh, url, clickSession.id);
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!.toFixed(0);
    const max = sorted.at(-1)!.toFixed(0);
    console.log(
      `a tree click on a ${clickSession.entryCount}-entry session, to the request panel painted: ` +
        `median ${median} ms, max ${max} ms over ${times.length} clicks ` +
        `(${times.map((t) => t.toFixed(0)).join(", ")}), load average ${loadAverage()}`,
    );
    await fresh.context().close();
  } finally {
    await agent.stop();
    rmSync(sessionsDir, { recursive: true, force: true });
  }
}

/**
 * From the address to the frame that draws the leaf's tree row, timed in the page (from the navigation's start, by
 * the page's own clock: a busy page cannot delay the reading), and the bytes of the session's GETs on the way (a
 * long session's outline; the whole session is asked for after the paint). The page says the time on its console:
 * the bench reads it from there, since a script of the bench's own run in the page while it loads (an evaluate, a
 * locator) would take the page's main thread from the very work being timed.
 */
async function firstPaint(page: Page, url: string, sessionId: string): Promise<{ ms: number; bytes: number }> {
  const bodies: Promise<Buffer>[] = [];
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (path === `/api/sessions/${sessionId}`) bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.addInitScript(LEAF_ROW_DRAWN);
  const said = page.waitForEvent("console", { predicate: (message) => message.text().startsWith(LEAF_ROW_SAID) });
  await page.goto(`${url}/#session=${encodeURIComponent(sessionId)}`, { waitUntil: "commit" });
  const ms = Number((await said).text().slice(LEAF_ROW_SAID.length));
  page.removeAllListeners("response");
  const bytes = (await Promise.all(bodies)).reduce((sum, body) => sum + body.length, 0);
  return { ms, bytes };
}

const LEAF_ROW_SAID = "leaf row drawn at ";

/** Says on the console the time of the first frame that has the leaf's tree row. */
const LEAF_ROW_DRAWN = `new MutationObserver((records, observer) => {
  if (!document.querySelector('[data-testid="tree-row"][data-leaf="true"]')) return;
  observer.disconnect();
  requestAnimationFrame(() => console.log(${JSON.stringify(LEAF_ROW_SAID)} + performance.now()));
}).observe(document, { childList: true, subtree: true, attributes: true });`;

function loadAverage(): string {
  return loadavg()[0]!.toFixed(1);
}

async function open(page: Page, url: string, sessionId: string): Promise<void> {
  await page.goto(`${url}/#session=${encodeURIComponent(sessionId)}`);
  await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor();
  await page.locator(`[data-testid="context-panel"]`).waitFor();
}

async function promptTraffic(
  page: Page,
  url: string,
  sessionId: string,
): Promise<{ bytes: number; requests: string[] }> {
  await page.addInitScript('localStorage.setItem("teaching-agent.pace", "instant")');
  await open(page, url, sessionId);
  await page.waitForTimeout(1000); // the first load's requests are not the prompt's
  let bytes = 0;
  const requests: string[] = [];
  const counting = page.on("response", async (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith("/api/") || path.endsWith("/events")) return;
    const size = (await response.body().catch(() => Buffer.alloc(0))).length;
    bytes += size;
    requests.push(`${response.request().method()} ${path.replace(sessionId, ":id")} ${size} B`);
  });
  await page.locator(`[data-testid="prompt-input"]`).fill("Which files are in the workspace?");
  await page.locator(`[data-testid="send-button"]`).click();
  // The teaching model lists the files, then answers "I see ...": the run is over when that is saved.
  await page.locator(`[data-testid="chat-entry"]`).filter({ hasText: "I see" }).waitFor();
  await page.locator(`[data-testid="chat-column"][data-running="false"]`).waitFor();
  await page.waitForTimeout(1000); // anything the end of the run sets off
  counting.removeAllListeners("response");
  return { bytes, requests };
}

async function clickTimes(page: Page, url: string, sessionId: string): Promise<number[]> {
  await open(page, url, sessionId);
  await page.locator(`[data-testid="tree-row"][data-leaf="true"]`).waitFor();
  await page.waitForTimeout(1000);
  const times: number[] = [];
  for (let i = 0; i < CLICKS; i++) {
    // An answer drawn in the tree now (a long tree draws the rows near the view), a few rows above or below the leaf.
    const elapsed = await page.evaluate<number>(timedTreeClick(i));
    times.push(elapsed);
    await page.waitForTimeout(300);
  }
  return times;
}

await main();

/** Questions for a session of about `entries` entries: two per question, and about 40 for the branches and moves. */
function questionsFor(entries: number): number {
  return Math.floor((entries - 40) / 2);
}
