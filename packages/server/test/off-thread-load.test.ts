/**
 * A big session that is not open is read on a worker thread: while its first
 * GET waits for the parse, the list is answered (its row says the file is
 * being read), and the GET's bytes are those of a read on the main thread.
 * A server whose folder holds a big file starts that thread when it starts,
 * and a long session's outline comes from it before the whole body.
 */
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSession, Session } from "@kit/session-core";
import { afterEach, expect, it } from "vitest";
import type { SessionDetail, SessionSummary } from "../src/api-types.ts";
import type { ReadEvent } from "../src/reading/read-events.ts";
import { startTestServer, type TestServer, waitFor } from "./helpers/test-server.ts";

let server: TestServer;
afterEach(async () => {
  await server?.stop();
});

/** A session of 4,000 user messages, about 2.5 MB: past the 1 MiB these tests set as "big". */
function writeBigSession(dir: string): string {
  const path = join(dir, "big.jsonl");
  const writer = Session.create(path, { cwd: dir });
  const words = "word ".repeat(120);
  for (let i = 0; i < 4000; i++)
    writer.appendMessage({ role: "user", content: `question ${i}: ${words}`, timestamp: i });
  writer.close();
  return path;
}

const big = (list: SessionSummary[]) => list.find((summary) => summary.id === "big");

it("answers the list while a big session's first GET is read on the worker thread", async () => {
  const events: ReadEvent[] = [];
  server = await startTestServer({ offThreadBytes: 1024 * 1024, onRead: (event) => events.push(event) });
  const path = writeBigSession(server.dir);
  const finished: string[] = [];
  const detail = server.api<SessionDetail>("GET", "/api/sessions/big").then((answer) => {
    finished.push("the big GET");
    return answer;
  });
  await waitFor(() => events.find((event) => event.type === "whole_file_read"), "the big file to be read");
  expect(events).toContainEqual({ type: "whole_file_read", id: "big", thread: "worker" });
  const list = await server.api<SessionSummary[]>("GET", "/api/sessions");
  finished.push("the list");
  expect(big(list.body)).toMatchObject({ loading: true, entryCount: 0 });

  const answer = await detail;
  expect(finished).toEqual(["the list", "the big GET"]);
  expect(answer.status).toBe(200);
  const loaded = loadSession(path);
  expect(answer.body.entries).toEqual(JSON.parse(JSON.stringify([...loaded.tree.entries])));
  expect(answer.body).toMatchObject({ id: "big", leafId: loaded.tree.leafId, running: false });

  // The worker's one read serves the next list and the next GET.
  const later = await server.api<SessionSummary[]>("GET", "/api/sessions");
  expect(big(later.body)).toMatchObject({ entryCount: 4000, firstMessage: expect.stringMatching(/^question 0/) });
  expect(big(later.body)?.loading).toBeUndefined();
  expect((await server.api<SessionDetail>("GET", "/api/sessions/big")).body).toEqual(answer.body);
  expect(events.filter((event) => event.type === "whole_file_read")).toHaveLength(1);
});

it("answers with the bytes a read on the main thread gives, and a damaged big file with the same 422", async () => {
  server = await startTestServer({ offThreadBytes: 1024 * 1024 });
  writeBigSession(server.dir);
  const text = async () => (await fetch(`${server.url}/api/sessions/big`)).text();
  const offThread = await text();
  await server.stop({ keepFiles: true });
  server = await startTestServer({ sessionsDir: server.dir, offThreadBytes: Number.POSITIVE_INFINITY });
  expect(await text()).toBe(offThread);

  appendFileSync(join(server.dir, "big.jsonl"), '{"type":"message","id":"x"}\n{"not":"an entry"}\n');
  const onMainThread = await server.api("GET", "/api/sessions/big");
  await server.stop({ keepFiles: true });
  server = await startTestServer({ sessionsDir: server.dir, offThreadBytes: 1024 * 1024 });
  const damaged = await server.api("GET", "/api/sessions/big");
  expect(onMainThread.status).toBe(422);
  expect(damaged).toEqual(onMainThread);
});

it("starts the reading thread with the server when the folder holds a big file, and not for small ones", async () => {
  const dir = mkdtempSync(join(tmpdir(), "kit-server-warm-"));
  const path = writeBigSession(dir);
  const events: ReadEvent[] = [];
  server = await startTestServer({ sessionsDir: dir, offThreadBytes: 1024 * 1024, onRead: (e) => events.push(e) });
  // No request yet: the thread is started by the server's start alone, and gets ready by itself.
  expect(events[0]).toEqual({ type: "worker_started" });
  await waitFor(() => events.find((event) => event.type === "worker_ready"), "the reading thread to be ready");
  expect(events).toEqual([{ type: "worker_started" }, { type: "worker_ready" }]);
  const answer = await server.api<SessionDetail>("GET", "/api/sessions/big");
  expect(answer.status).toBe(200);
  expect(answer.body.entries).toEqual(JSON.parse(JSON.stringify([...loadSession(path).tree.entries])));
  expect(events.slice(2)).toEqual([{ type: "whole_file_read", id: "big", thread: "worker" }]);
  await server.stop();
  rmSync(dir, { recursive: true, force: true });

  const smallEvents: ReadEvent[] = [];
  server = await startTestServer({ offThreadBytes: 1024 * 1024, onRead: (event) => smallEvents.push(event) });
  const small = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
  expect((await server.api("GET", `/api/sessions/${small}`)).status).toBe(200);
  expect(smallEvents).toEqual([]);
});
