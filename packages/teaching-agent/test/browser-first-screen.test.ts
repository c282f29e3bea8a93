/**
 * A long session's first screen comes from a small answer (`GET /api/sessions/:id?outline=true`): the tree, its
 * leaf and the chat are drawn from it while the whole session is still on its way, and the request panel comes
 * with the whole. The whole session's answer is held back here, so what is drawn before it can only come from the
 * first one.
 */
import type { Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite } from "./helpers/browser-suite.ts";
import { writeLongSession } from "./helpers/long-session.ts";
import { byTestId } from "./helpers/page.ts";

const suite = browserSuite();

describe("a long session's first screen", () => {
  it("is drawn from the outline; the request panel waits for the whole session, asked for after it", async () => {
    // 1,600 questions: about 3,240 entries, past the 3,000 from which the server sends an outline first.
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
    // A row far from the leaf, drawn from its outline: its first line.
    await page.locator(`[data-testid="tree-row"]`).first().waitFor();
    expect(await page.locator(`[data-testid="tree-row"]`).first().textContent()).toContain("main question 1");
    // The whole session was asked for once the first screen was drawn, and is held: no request panel yet.
    await expect.poll(() => asked).toEqual(["?outline=true", ""]);
    expect(await byTestId(page, "context-panel").count()).toBe(0);

    release();
    await byTestId(page, "context-panel").waitFor();
    const count = Number(((await byTestId(page, "context-count").textContent()) ?? "").split(" ")[0]);
    expect(count).toBeGreaterThan(3000);
    expect(asked).toEqual(["?outline=true", ""]);
  });
});
