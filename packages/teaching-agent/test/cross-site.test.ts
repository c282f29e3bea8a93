/**
 * Other sites cannot use the teaching agent, tried in Chromium the way an
 * attacker would (see packages/server/README.md, "What the server refuses"):
 * - a page on another loopback origin sends "simple" no-cors POSTs, which a
 *   browser sends without asking first: nothing is created, nothing prompted;
 * - DNS rebinding: a page whose name (rebind.test) first pointed at the
 *   attacker now resolves to 127.0.0.1 (`--host-resolver-rules`), so the
 *   browser lets it read "its own" origin: the server answers 403 to its Host.
 * And the page served by the server itself (same origin) still works.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTeachingModel } from "@kit/agent-loop";
import type { KitServer } from "@kit/server";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTeachingAgent } from "../src/index.ts";
import { launchChromium } from "./helpers/chromium.ts";

let browser: Browser | undefined;
let agent: KitServer;
let agentUrl: string;
let attacker: Server;
let attackerUrl: string;
let dir: string;
let launchError: unknown;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "kit-cross-site-"));
  const pageDir = join(dir, "page");
  mkdirSync(pageDir);
  writeFileSync(join(pageDir, "index.html"), "<!doctype html><title>kit</title><p>the kit's page</p>");
  agent = createTeachingAgent({
    sessionsDir: join(dir, "sessions"),
    pageDir,
    port: 0,
    model: createTeachingModel(),
    env: {},
    log: () => {},
  });
  agentUrl = (await agent.start()).url;

  attacker = createHttpServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end("<!doctype html><title>another site</title>");
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;

  try {
    browser = await launchChromium(["--host-resolver-rules=MAP rebind.test 127.0.0.1"]);
  } catch (error) {
    launchError = error;
  }
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await agent?.stop();
  await new Promise((resolve) => attacker?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

async function sessions(): Promise<{ id: string; entryCount: number }[]> {
  return (await fetch(`${agentUrl}/api/sessions`)).json() as Promise<{ id: string; entryCount: number }[]>;
}

async function newPage() {
  if (launchError) throw launchError;
  return (await browser!.newContext()).newPage();
}

it("a page on another origin creates and prompts nothing with no-cors POSTs", async () => {
  const id = (
    (await (
      await fetch(`${agentUrl}/api/sessions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      })
    ).json()) as { id: string }
  ).id;
  const page = await newPage();
  await page.goto(attackerUrl);
  const sent = await page.evaluate(
    async ({ api, id }) => {
      const attempts = [
        fetch(`${api}/api/sessions`, { method: "POST", mode: "no-cors", body: "{}" }),
        fetch(`${api}/api/sessions`, {
          method: "POST",
          mode: "no-cors",
          body: "{}",
          headers: { "content-type": "application/json" },
        }),
        fetch(`${api}/api/sessions/${id}/prompt`, {
          method: "POST",
          mode: "no-cors",
          body: JSON.stringify({ text: "list the files" }),
        }),
        fetch(`${api}/api/sessions/${id}/name`, {
          method: "POST",
          mode: "no-cors",
          body: JSON.stringify({ name: "pwned" }),
          headers: { "content-type": "text/plain" },
        }),
      ];
      // Opaque answers: the attacker cannot even read the status. All it can hope for is the side effect.
      return (
        await Promise.all(
          attempts.map((attempt) =>
            attempt.then(
              (r) => r.type,
              (e: Error) => e.message,
            ),
          ),
        )
      ).length;
    },
    { api: agentUrl, id },
  );
  expect(sent).toBe(4);
  // A cors-mode read is refused by the browser itself (no CORS header) and by the server.
  const read = await page.evaluate(
    (api) =>
      fetch(`${api}/api/sessions`).then(
        (r) => `status ${r.status}`,
        (e: Error) => `refused: ${e.message}`,
      ),
    agentUrl,
  );
  expect(read).toMatch(/^refused/);
  await page.waitForTimeout(300); // a prompt would have appended by now (the teaching model answers at once)
  const list = await sessions();
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ id, entryCount: 0 });
  await page.context().close();
});

it("a rebinding host (rebind.test resolved to 127.0.0.1) reads, creates and prompts nothing", async () => {
  const port = new URL(agentUrl).port;
  const rebound = `http://rebind.test:${port}`;
  const page = await newPage();
  // rebind.test now resolves to 127.0.0.1: the browser treats the kit's server as that
  // name's own origin. Even the page is refused; the attacker's script (evaluated in that
  // origin, as its own page would run there) gets nothing either.
  const document = await page.goto(`${rebound}/`);
  expect(document?.status()).toBe(403);
  const before = await sessions();
  const answers = await page.evaluate(async (id) => {
    const json = { "content-type": "application/json" };
    const tries = [
      fetch("/api/sessions"),
      fetch(`/api/sessions/${id}`),
      fetch("/"),
      fetch("/api/sessions", { method: "POST", headers: json, body: "{}" }),
      fetch(`/api/sessions/${id}/prompt`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ text: "list the files" }),
      }),
    ];
    return Promise.all(
      tries.map(async (attempt) => {
        const response = await attempt;
        return { status: response.status, body: await response.text() };
      }),
    );
  }, before[0]!.id);
  for (const answer of answers) {
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).error.code).toBe("forbidden_host");
    expect(answer.body).not.toContain(before[0]!.id);
  }
  await page.waitForTimeout(300);
  expect(await sessions()).toEqual(before);
  await page.context().close();
});

it("the page served by the server itself (same origin) still reads and writes", async () => {
  const page = await newPage();
  await page.goto(`${agentUrl}/`);
  expect(await page.textContent("p")).toBe("the kit's page");
  const result = await page.evaluate(async () => {
    const created = await fetch("/api/sessions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "from the page" }),
    });
    const list = (await fetch("/api/sessions").then((r) => r.json())) as { name?: string }[];
    return { status: created.status, names: list.map((s) => s.name) };
  });
  expect(result.status).toBe(201);
  expect(result.names).toContain("from the page");
  await page.context().close();
});
