/**
 * The page over pi's sessions (`npm start -- --pi-sessions`): it says the
 * sessions are read-only and how to go on with one, Send is off, the server
 * refuses a write the page's own script tries, the Export link downloads the
 * session as HTML, and no byte of pi's files changes.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTeachingModel } from "@kit/agent-loop";
import type { KitServer } from "@kit/server";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listPiSessions } from "../src/pi-sessions/list-pi-sessions.ts";
import { linkReadOnlyView, type ReadOnlyView } from "../src/pi-sessions/read-only-view.ts";
import { createTeachingAgent } from "../src/teaching-agent.ts";
import { buildPageOnce } from "./helpers/agent.ts";
import { launchChromium } from "./helpers/chromium.ts";
import { byTestId, openSession } from "./helpers/page.ts";
import { type FakePiFolder, fingerprint, writeFakePiFolder } from "./helpers/pi-sessions-folder.ts";

let dir: string;
let folder: FakePiFolder;
let view: ReadOnlyView;
let agent: KitServer;
let url: string;
let browser: Browser | undefined;
let launchError: unknown;

beforeAll(async () => {
  await buildPageOnce();
  dir = mkdtempSync(join(tmpdir(), "kit-read-only-page-"));
  folder = writeFakePiFolder(join(dir, "pi"));
  view = linkReadOnlyView(listPiSessions(folder.root));
  agent = createTeachingAgent({
    sessionsDir: view.sessionsDir,
    workspaceDir: view.workspaceDir,
    tools: [],
    model: createTeachingModel(),
    port: 0,
    readOnly: true,
    env: {},
    log: () => {},
  });
  url = (await agent.start()).url;
  try {
    browser = await launchChromium();
  } catch (error) {
    launchError = error;
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await agent?.stop();
  view?.remove();
  rmSync(dir, { recursive: true, force: true });
});

it("shows pi's session read-only, refuses writes, and exports it", async () => {
  if (launchError) throw launchError;
  const before = fingerprint(folder.root);
  const id = view.idOf.get(folder.pi.alpha)!;
  const page = await (await browser!.newContext({ acceptDownloads: true })).newPage();
  await openSession(page, url, id);

  await expect.poll(() => byTestId(page, "read-only-banner").textContent()).toContain("--continue-copy");
  expect(await byTestId(page, "send-button").isDisabled()).toBe(true);
  expect(await byTestId(page, "fork-button").isDisabled()).toBe(true);

  // Whatever the page's controls allow, the server says no, in words the page shows.
  const refused = await page.evaluate(async (sessionId) => {
    const response = await fetch(`/api/sessions/${sessionId}/prompt`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "hello" }),
    });
    return { status: response.status, body: (await response.json()) as { error: { code: string } } };
  }, id);
  expect(refused.status).toBe(403);
  expect(refused.body.error.code).toBe("read_only");

  const link = byTestId(page, "export-link");
  expect(await link.getAttribute("href")).toBe(`/export/${id}.html`);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const saved = join(dir, "download.html");
  await download.saveAs(saved);
  expect(download.suggestedFilename()).toBe(`${id}.html`);
  expect(readFileSync(saved, "utf8")).toContain('id="session-data"');

  expect(fingerprint(folder.root)).toEqual(before);
});
