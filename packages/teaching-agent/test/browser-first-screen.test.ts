/**
 * A long session's first screen comes from a small answer (`GET /api/sessions/:id?outline=true`): the entries near
 * the leaf, whole. The tree rows around the leaf and the chat are drawn from it, with a line saying how many earlier
 * entries wait, while the whole session is still on its way; the request panel and the earlier rows come with the
 * whole. The whole session's answer is held back here, so what is drawn before it can only come from the first one.
 */
import type { Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite } from "./helpers/browser-suite.ts";
import { writeLongSession } from "./helpers/long-session.ts";
import { byTestId } from "./helpers/page.ts";

const suite = browserSuite();

/** The entries this session's first screen holds: how they add up is said where the tree is checked. */
const FIRST_SCREEN_ROWS = 316;

describe("a long session's first screen", () => {
  it("is drawn from the entries near the leaf; the rest and the request panel come with the whole", async () => {
    // 1,600 questions: about 3,240 entries, past the 3,000 from which the server sends a first screen.
    const long = writeLongSession(suite.agent.sessionsDir, "first-screen", 1600);
    const page = await suite.freshPage("a short one");
    const asked: string[] = [];
    const ofLong = (request: Request) => new URL(request.url()).pathname === `/api/sessions/${long.id}`;
    page.on("request", (request) => {
      if (ofLong(request)) asked.push(new URL(request.url()).search);
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === `/api/sessions/${long.id}` && url.search === "",
      async (route) => {
        await released;
        await route.continue();
      },
    );

    await page.goto(`${suite.agent.url}/#session=${long.id}`);
    const leafRow = page.locator(`[data-testid="tree-row"][data-leaf="true"]`);
    await leafRow.waitFor();
    expect(await leafRow.getAttribute("data-entry-id")).toBe(long.leafId);
    // The chat's last 100 entries of the path, whole: the last question and its answer read as in the file.
    await expect.poll(() => byTestId(page, "chat-entry").count()).toBe(100);
    const chat = byTestId(page, "chat-entry");
    expect(await chat.last().textContent()).toContain('An answer to "main question 1600"');
    // The top row is the leaf's ancestor 300 entries up, the answer to question 1450, drawn as a root. Below it: its
    // 300 entries down to the leaf, the last branch (12 entries, the label entry, the leaf move to it) and the leaf
    // move back: 316 entries. The branches at questions 320 and 800 and the main line above are left out.
    // It is drawn as the whole will be, only the rows near the view: Home brings the top one in.
    // A count of drawn rows: the window holds what a screen shows (49 at this size), not the first screen's 316.
    const rows = page.locator(`[data-testid="tree-row"]`);
    expect(await rows.count()).toBeLessThan(FIRST_SCREEN_ROWS / 3);
    await byTestId(page, "tree-rows").focus();
    await page.keyboard.press("Home");
    await expect
      .poll(async () => (await rows.first().textContent()) ?? "")
      .toContain('An answer to "main question 1450"');
    const earlier = byTestId(page, "earlier-entries");
    expect(await earlier.textContent()).toContain(
      `${long.entryCount - FIRST_SCREEN_ROWS} earlier entries are not drawn yet`,
    );
    // The tree's count is the session's; a filter, a search or a fold over a part would miss the rest: they wait.
    expect(await byTestId(page, "tree-count").textContent()).toMatch(new RegExp(`^${long.entryCount} entries`));
    expect(await byTestId(page, "tree-filter").isDisabled()).toBe(true);
    expect(await byTestId(page, "tree-search").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "collapse other branches" }).isDisabled()).toBe(true);
    // The whole session was asked for once the first screen was drawn, and is held: no request panel yet.
    await expect.poll(() => asked).toEqual(["?outline=true", ""]);
    expect(await byTestId(page, "context-panel").count()).toBe(0);

    release();
    await byTestId(page, "context-panel").waitFor();
    const count = Number(((await byTestId(page, "context-count").textContent()) ?? "").split(" ")[0]);
    expect(count).toBeGreaterThan(3000);
    // The whole replaces the first screen: the line goes, the leaf's row (now thousands of rows further down) is
    // brought into view again, the tree starts at the first question, the tools work.
    await expect.poll(() => earlier.count()).toBe(0);
    await expect.poll(() => leafRow.isVisible()).toBe(true);
    await byTestId(page, "tree-rows").focus();
    await page.keyboard.press("Home");
    await expect.poll(async () => (await rows.first().textContent()) ?? "").toMatch(/main question 1(?!\d)/);
    expect(await byTestId(page, "tree-count").textContent()).toMatch(new RegExp(`^${long.entryCount} entries`));
    expect(await byTestId(page, "tree-filter").isDisabled()).toBe(false);
    expect(await byTestId(page, "tree-search").isDisabled()).toBe(false);
    expect(asked).toEqual(["?outline=true", ""]);
  });
});
