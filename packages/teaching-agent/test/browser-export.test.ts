/**
 * A session exported as one HTML file (`npm start -- --export FILE`, and the
 * page's Export link, `GET /export/ID.html`): self-contained (no script, style
 * or anything else from elsewhere, no URL outside the session's own text, a
 * policy that lets it load nothing), and working in Chromium from `file://`:
 * the tree, the context at the leaf with the context edit that shaped a
 * message, and what left the context when another entry is clicked.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { createTeachingModel } from "@kit/agent-loop";
import type { KitServer } from "@kit/server";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { exportSessionHtml } from "../src/export/export-html.ts";
import { createTeachingAgent } from "../src/teaching-agent.ts";
import { launchChromium } from "./helpers/chromium.ts";
import { type FakePiFolder, fingerprint, HOSTILE_TEXT, writeFakePiFolder } from "./helpers/pi-sessions-folder.ts";

let dir: string;
let folder: FakePiFolder;
let browser: Browser | undefined;
let launchError: unknown;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "kit-export-"));
  folder = writeFakePiFolder(join(dir, "pi"));
  try {
    browser = await launchChromium();
  } catch (error) {
    launchError = error;
  }
}, 60_000);
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The HTML without the session's own JSON, which may quote any text (URLs included) as data. */
function outsideTheData(html: string): string {
  return html.replace(/<script type="application\/json" id="session-data">[^<]*<\/script>/, "");
}

it("is one self-contained file that refers to nothing outside it", () => {
  const before = fingerprint(folder.root);
  const html = exportSessionHtml(folder.pi.alpha);
  const rest = outsideTheData(html);
  expect(rest.length).toBeLessThan(html.length); // the data was there, and was taken out
  expect(rest).not.toMatch(/https?:\/\//);
  expect(rest).not.toMatch(/<script[^>]+src|<link|\bsrc=|\bhref=|@import|url\(/i);
  expect(html).toContain(`content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'"`);
  // A session's text cannot close the data's element: every "<" in it is written as \u003c.
  expect(html.match(/<\/script>/g)).toHaveLength(2);
  expect(fingerprint(folder.root)).toEqual(before);
});

it("opens in Chromium from file:// and shows the tree, the context with its edit, and what left", async () => {
  if (launchError) throw launchError;
  const out = join(dir, "alpha.html");
  // The command line, as the README names it: npm start -- --export FILE --out F.html
  execFileSync(process.execPath, ["--import", "tsx", "src/main.ts", "--export", folder.pi.alpha, "--out", out], {
    cwd: join(import.meta.dirname, ".."),
    stdio: "pipe",
  });
  const page = await (await browser!.newContext()).newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(pathToFileURL(out).href);

  const rows = page.locator("#tree .row");
  await expect.poll(() => rows.count()).toBe(6);
  await expect.poll(() => page.locator("#title").textContent()).toContain(basename(folder.pi.alpha));
  const context = page.locator("#context");
  await expect.poll(() => context.locator(".message").count()).toBe(4);
  expect(await context.textContent()).toContain("(shortened by an edit)");
  expect(await context.textContent()).not.toContain("Line by line");
  expect(await context.textContent()).toContain(HOSTILE_TEXT); // shown as text
  expect(await page.title()).toBe(basename(folder.pi.alpha)); // and never run
  expect(await context.locator(".edit").textContent()).toMatch(/^changed by context edit \w+/);

  // The first question: one message, three left.
  await rows.filter({ hasText: "How do I read a JSONL file?" }).click();
  await expect.poll(() => context.locator(".message").count()).toBe(1);
  expect(await context.locator(".left").textContent()).toContain("3 message(s)");
  expect(await page.locator("#tree .row.leaf").textContent()).toContain("How do I read a JSONL file?");

  expect(errors).toEqual([]);
  expect(requests).toEqual([pathToFileURL(out).href]);
});

it("is the page's Export link: GET /export/ID.html answers the file as a download", async () => {
  const sessionsDir = join(dir, "sessions");
  mkdirSync(sessionsDir);
  copyFileSync(folder.pi.beta, join(sessionsDir, basename(folder.pi.beta)));
  const agent: KitServer = createTeachingAgent({
    sessionsDir,
    workspaceDir: join(dir, "workspace"),
    model: createTeachingModel(),
    port: 0,
    env: {},
    log: () => {},
  });
  try {
    const { url } = await agent.start();
    const id = basename(folder.pi.beta, ".jsonl");
    const response = await fetch(`${url}/export/${id}.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${id}.html"`);
    expect(await response.text()).toBe(exportSessionHtml(join(sessionsDir, `${id}.jsonl`)));
    expect((await fetch(`${url}/export/nothing-here.html`)).status).toBe(404);
    expect((await fetch(`${url}/export/..%2Fsecret.html`)).status).toBe(400);
  } finally {
    await agent.stop();
  }
  expect(readFileSync(folder.pi.beta)).toEqual(readFileSync(join(sessionsDir, basename(folder.pi.beta))));
});
