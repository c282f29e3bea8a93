/**
 * A page that starts following a session (its event stream opens) clicks in
 * its tree next, and a click is a write: a server that may write opens the
 * session's writer while it is quiet, so the first click finds it open
 * (src/open-ahead.ts). Opening so changes no byte of the file; a read-only
 * server never does it; a file locked by another writer, or ending in a torn
 * line, is left alone without a word, and the click reports it as before.
 *
 * Sessions are processed in the order their streams opened, so a healthy
 * session followed after a left-alone one, once open, shows that the
 * left-alone one had its turn.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Session } from "@kit/session-core";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { SessionDetail, SessionSummary } from "../src/api-types.ts";
import { sessionPath } from "../src/session-ids.ts";
import { SseListener } from "./helpers/sse-client.ts";
import { startTestServer, type TestServer, waitFor } from "./helpers/test-server.ts";

let dir: string;
let ids: string[];
const servers: TestServer[] = [];
const listeners: SseListener[] = [];
const logged: string[] = [];

/** Three closed sessions, each with a named entry, written by a server that then stopped. */
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "kit-open-ahead-"));
  const writer = await startTestServer({ sessionsDir: dir });
  ids = [];
  for (const name of ["one", "two", "three"])
    ids.push((await writer.api<SessionSummary>("POST", "/api/sessions", { name })).body.id);
  await writer.stop();
  logged.length = 0;
});
afterEach(async () => {
  for (const listener of listeners.splice(0)) await listener.close();
  for (const server of servers.splice(0)) await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function serve(readOnly = false): Promise<TestServer> {
  const server = await startTestServer({ sessionsDir: dir, readOnly, log: (message) => logged.push(message) });
  servers.push(server);
  return server;
}

async function follow(server: TestServer, id: string): Promise<SseListener> {
  const listener = await SseListener.open(`${server.url}/api/sessions/${id}/events`);
  listeners.push(listener);
  return listener;
}

/** The file's bytes and modification time: what "unchanged" means. */
function fileState(id: string): { bytes: string; mtimeMs: number } {
  const path = sessionPath(dir, id);
  return { bytes: readFileSync(path, "utf8"), mtimeMs: statSync(path).mtimeMs };
}

it("opens a followed session for writing without a click, and changes nothing in its file", async () => {
  const [id] = ids as [string];
  const before = fileState(id);
  const server = await serve();
  const registry = server.server.parts.registry;
  const opened: string[] = [];
  registry.onOpened((path) => opened.push(path));
  expect((await server.api("GET", `/api/sessions/${id}?outline=true`)).status).toBe(200);
  expect(registry.opened(id)).toBeUndefined(); // reading alone opens nothing

  await follow(server, id);
  await waitFor(() => registry.opened(id), "the followed session open for writing");
  expect(opened).toEqual([sessionPath(dir, id)]);

  // The click finds it open: no second opening.
  const leafId = (await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.leafId;
  expect((await server.api("POST", `/api/sessions/${id}/branch`, { leafId })).status).toBe(200);
  expect(opened).toHaveLength(1);

  await server.stop();
  expect(fileState(id)).toEqual(before); // switching to the leaf it was on appends nothing
  expect(logged).toEqual([]);
});

it("never opens a writer on a read-only server", async () => {
  const [id] = ids as [string];
  const before = fileState(id);
  const server = await serve(true);
  await follow(server, id);
  // Later requests come and go; with them done, a writable server would have opened the session.
  expect((await server.api("GET", `/api/sessions/${id}`)).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(server.server.parts.registry.openCount).toBe(0);
  await server.stop();
  expect(fileState(id)).toEqual(before);
});

it("leaves a session locked by another writer alone, with no error shown; the click reports the lock", async () => {
  const [locked, healthy] = ids as [string, string];
  const holder = Session.open(sessionPath(dir, locked)); // another writer (here in the same process)
  try {
    const server = await serve();
    const registry = server.server.parts.registry;
    const listener = await follow(server, locked);
    await follow(server, healthy);
    await waitFor(() => registry.opened(healthy), "the healthy session opened after the locked one's turn");
    expect(registry.opened(locked)).toBeUndefined();
    expect(logged).toEqual([]);
    expect(listener.events.map((e) => e.event)).toEqual([]);

    const click = await server.api<{ error: { code: string } }>("POST", `/api/sessions/${locked}/branch`, {
      leafId: holder.leafId,
    });
    expect(click.status).toBe(409);
    expect(click.body.error.code).toBe("session_locked");
  } finally {
    holder.close();
  }
});

it("leaves a file ending in a torn line as it is: setting it aside waits for the first write", async () => {
  const [torn, healthy] = ids as [string, string];
  appendFileSync(sessionPath(dir, torn), '{"type":"message","id":"cut');
  const before = fileState(torn);
  const server = await serve();
  const registry = server.server.parts.registry;
  await follow(server, torn);
  await follow(server, healthy);
  await waitFor(() => registry.opened(healthy), "the healthy session opened after the torn one's turn");
  expect(registry.opened(torn)).toBeUndefined();
  expect(fileState(torn)).toEqual(before);
  expect(logged).toEqual([]);
});
