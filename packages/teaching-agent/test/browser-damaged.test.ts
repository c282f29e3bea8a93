/**
 * A damaged session file, in Chromium: the page says so in the chat's place and keeps saying it, with the problems
 * one a line and the commands that check and mend the file, and nothing on the page can act on the session. A torn
 * last line that was set aside is said too, with the file that holds its bytes, and the session stays usable.
 */
import { appendFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { seriousAxeProblems } from "./helpers/axe.ts";
import { browserSuite } from "./helpers/browser-suite.ts";
import { writeLongSession } from "./helpers/long-session.ts";
import { byTestId } from "./helpers/page.ts";

const suite = browserSuite();

describe("a damaged session file", () => {
  it("shows the problems and the check/repair commands in the chat's place, with the actions off", async () => {
    // Written straight to the folder (the server has not opened it): forty questions, then a line of the wrong shape.
    const id = "damaged-file";
    writeLongSession(suite.agent.sessionsDir, id, 40);
    const bad = { type: "message", id: "bad00001", parentId: null, timestamp: new Date().toISOString() };
    appendFileSync(
      join(suite.agent.sessionsDir, `${id}.jsonl`),
      `${JSON.stringify({ ...bad, message: { role: "user", content: 42 } })}\n`,
    );
    const page = await suite.freshPage("damaged");
    // The page's own clock, to move past the time a note stays (hooks/useNotice.ts) without waiting for it.
    await page.clock.install();
    await page.goto(`${suite.agent.url}/#session=${id}`);
    await page.reload();

    const damaged = byTestId(page, "damaged-session");
    await damaged.waitFor();
    // As drawn (innerText): one problem a line, as the server listed them, not run together by the white space rules.
    // biome-ignore lint/performance/useDomNodeTextContent: textContent keeps line breaks the screen may not show
    const problems = await byTestId(damaged, "damaged-problems").innerText();
    expect(problems).toContain("cannot open this session file");
    expect(problems).toMatch(/\.jsonl:\d+: /);
    expect(problems.split("\n").length).toBeGreaterThan(2);
    const commands = (await byTestId(damaged, "damaged-commands").textContent()) ?? "";
    // The file as the server named it beside its message, from the folder the commands run in.
    const file = `sessions/${id}.jsonl`;
    expect(commands).toBe(`npm run session -- check ${file}\nnpm run session -- repair ${file}`);

    for (const button of ["compact-button", "fork-button", "label-button", "rename-button", "replay-button"]) {
      expect(await byTestId(page, button).isDisabled()).toBe(true);
    }
    // A room reads the problems: nothing axe calls serious (contrast among them) in this state either.
    expect(await seriousAxeProblems(page)).toEqual([]);
    expect(await byTestId(page, "prompt-input").isEditable()).toBe(false);
    expect(await page.getByText("No messages on this path yet").count()).toBe(0);
    // It stays said: in the chat's place, not a note that goes away; past a note's time, and after the event stream
    // dropped and came back (which loads the session again).
    expect(await damaged.evaluate((element) => element.closest(".toast, [role=status]") === null)).toBe(true);
    expect(await byTestId(page, "chat-column").locator('[data-testid="damaged-session"]').count()).toBe(1);
    expect(await byTestId(page, "error-banner").count()).toBe(0);
    await page.clock.fastForward(60_000);
    expect(await damaged.isVisible()).toBe(true);
    // The load the page makes once the stream is back is refused again: the page has read that answer, and still says
    // the file is damaged, not that the session is empty.
    const refusedAgain = page.waitForResponse(
      (response) => response.status() === 422 && new URL(response.url()).pathname === `/api/sessions/${id}`,
    );
    try {
      await suite.agent.stopForNow();
      await byTestId(page, "reconnecting-banner").waitFor();
      expect(await damaged.isVisible()).toBe(true);
    } finally {
      await suite.agent.startAgain();
    }
    await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor({ timeout: 30_000 });
    await (await refusedAgain).finished();
    await page.evaluate("new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))");
    expect(await damaged.isVisible()).toBe(true);
    expect(await page.getByText("No messages on this path yet").count()).toBe(0);
  });

  it("says a torn last line was set aside, and where its bytes went, for as long as the page is open", async () => {
    const id = "torn-tail";
    writeLongSession(suite.agent.sessionsDir, id, 10);
    const file = join(suite.agent.sessionsDir, `${id}.jsonl`);
    const half = '{"type":"message","id":"cut0001","parentId":null,"tim';
    appendFileSync(file, half);
    // The first write opens the file for appending, which sets the torn part aside.
    const renamed = await fetch(`${suite.agent.url}/api/sessions/${id}/name`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "a torn tail" }),
    });
    expect(renamed.status).toBe(200);
    expect(readFileSync(`${file}.torn`, "utf8")).toBe(half);

    const page = await suite.freshPage("torn", id);
    const notice = byTestId(page, "torn-notice");
    await notice.waitFor();
    expect(await notice.textContent()).toContain("torn");
    expect(await byTestId(notice, "torn-file").textContent()).toMatch(/torn-tail\.jsonl\.torn$/);
    expect(await notice.textContent()).toContain(`${half.length} bytes`);
    // The session itself opened: its chat and its actions are there, beside the notice.
    expect(await byTestId(page, "damaged-session").count()).toBe(0);
    await byTestId(page, "chat-entry").first().waitFor();
    expect(await byTestId(page, "rename-button").isDisabled()).toBe(false);
    // It stays: a prompt (events, a new leaf) does not take it away.
    await suite.agent.prompt(id, "still here?");
    await byTestId(page, "chat-entry").filter({ hasText: "still here?" }).waitFor();
    expect(await notice.isVisible()).toBe(true);
  });
});
