/**
 * A damaged session file, in Chromium: the page says so in the chat's place and keeps saying it, with the problems
 * one a line and the commands that check and mend the file, and nothing on the page can act on the session. A torn
 * last line that was set aside is said too, with the file that holds its bytes, and the session stays usable.
 */
import { appendFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
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
    await page.goto(`${suite.agent.url}/#session=${id}`);
    await page.reload();

    const damaged = byTestId(page, "damaged-session");
    await damaged.waitFor();
    const problems = (await byTestId(damaged, "damaged-problems").textContent()) ?? "";
    expect(problems).toContain("cannot open this session file");
    expect(problems).toMatch(/\.jsonl:\d+: /);
    // One problem a line, as the server listed them.
    expect(problems.split("\n").length).toBeGreaterThan(2);
    const commands = (await byTestId(damaged, "damaged-commands").textContent()) ?? "";
    expect(commands).toContain("npm run session -- check");
    expect(commands).toContain("npm run session -- repair");

    for (const button of ["compact-button", "fork-button", "label-button", "rename-button", "replay-button"]) {
      expect(await byTestId(page, button).isDisabled()).toBe(true);
    }
    expect(await byTestId(page, "prompt-input").isEditable()).toBe(false);
    expect(await page.getByText("No messages on this path yet").count()).toBe(0);
    // It stays said: no toast that goes away, the state stays until the file opens again.
    expect(await byTestId(page, "error-banner").count()).toBe(0);
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
