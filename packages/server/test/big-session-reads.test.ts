/**
 * Reading a session that is not open: kept while its file is unchanged (a
 * second GET reads nothing), read again once the file changed, and written
 * out in slices whose bytes are exactly `JSON.stringify`'s.
 */
import { join } from "node:path";
import { loadSession, Session } from "@kit/session-core";
import { afterEach, describe, expect, it } from "vitest";
import type { ContextResponse, SessionDetail, SessionSummary } from "../src/api-types.ts";
import { jsonAnswerWith, jsonBytesInSlices } from "../src/reading/json-in-slices.ts";
import type { ReadEvent } from "../src/reading/read-events.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

/** "long.jsonl" in `dir`: 2,500 questions, longer than one slice of the server's JSON answer. */
function writeLongSession(dir: string): string {
  const path = join(dir, "long.jsonl");
  const writer = Session.create(path, { cwd: dir });
  for (let i = 0; i < 2500; i++) writer.appendMessage({ role: "user", content: `question ${i}`, timestamp: i });
  writer.close();
  return path;
}

/** The whole-file reads among `events`. */
const fileReads = (events: ReadEvent[]) => events.filter((event) => event.type === "whole_file_read").length;

describe("jsonBytesInSlices", () => {
  it("writes exactly what JSON.stringify writes, for short and long arrays, wherever the array is", async () => {
    const long = Array.from({ length: 2345 }, (_, i) => ({ i, text: `entry ${i}`, nested: [i, { deep: "é\n" }] }));
    const values = [
      { id: "a", entries: [], leafId: null },
      { entries: [{ one: 1 }], last: true },
      { first: "x", skipped: undefined, entries: long, labels: { a: "b" }, name: undefined },
      { entries: [undefined, () => 1, 3] },
    ];
    for (const value of values) {
      const bytes = await jsonBytesInSlices(value, "entries");
      expect(Buffer.from(bytes).toString("utf8")).toBe(JSON.stringify(value));
    }
  });
});

describe("jsonAnswerWith", () => {
  it("sends the kept bytes with the last fields added, characters outside the BMP included", async () => {
    const value = { id: "😀", entries: ["é".repeat(1000)] };
    for (const kept of [value, {}]) {
      const response = jsonAnswerWith(Buffer.from(JSON.stringify(kept)), '"running":false,"tornSetAside":[]');
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(await response.text()).toBe(JSON.stringify({ ...kept, running: false, tornSetAside: [] }));
    }
  });
});

describe("GET of a session that is not open", () => {
  let server: TestServer;
  afterEach(async () => {
    await server?.stop();
  });

  it("reads an unchanged file once, and again once it changed", async () => {
    const events: ReadEvent[] = [];
    server = await startTestServer({ maxOpenSessions: 1, onRead: (event) => events.push(event) });
    const id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    await server.api("POST", `/api/sessions/${id}/name`, { name: "first" });
    await server.api<SessionSummary>("POST", "/api/sessions", {}); // takes the one open slot: the first is closed

    const first = await server.api<SessionDetail>("GET", `/api/sessions/${id}`);
    const second = await server.api<SessionDetail>("GET", `/api/sessions/${id}`);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(fileReads(events)).toBe(1);

    // An append (the session is opened again for it) changes the file: the next read reads it.
    await server.api("POST", `/api/sessions/${id}/name`, { name: "second" });
    await server.api<SessionSummary>("POST", "/api/sessions", {});
    const third = await server.api<SessionDetail>("GET", `/api/sessions/${id}`);
    expect(third.body.name).toBe("second");
    expect(fileReads(events)).toBe(2);
  });

  it("answers a session longer than one slice with every entry, read once for the list and the GET", async () => {
    const events: ReadEvent[] = [];
    server = await startTestServer({ onRead: (event) => events.push(event) });
    const path = writeLongSession(server.dir);

    const list = await server.api<SessionSummary[]>("GET", "/api/sessions");
    expect(list.body.find((summary) => summary.id === "long")?.entryCount).toBe(2500);
    const { status, body } = await server.api<SessionDetail>("GET", "/api/sessions/long");
    expect(status).toBe(200);
    expect(fileReads(events)).toBe(1);
    const loaded = loadSession(path);
    expect(body.entries).toEqual(JSON.parse(JSON.stringify([...loaded.tree.entries])));
    expect(body.leafId).toBe(loaded.tree.leafId);
    expect(body.header).toEqual(loaded.header);
  });

  it("answers the request before the first entry without reading the file, 404 for an unknown session", async () => {
    const events: ReadEvent[] = [];
    server = await startTestServer({ onRead: (event) => events.push(event) });
    writeLongSession(server.dir);

    const before = await server.api<ContextResponse>("GET", "/api/sessions/long/context?leafId=null");
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ leafId: null, messageCount: 0, tokens: 0 });
    expect(before.body.request.messages.map((message) => message.role)).toEqual(["system"]);
    expect(fileReads(events)).toBe(0);
    const unknown = await server.api("GET", "/api/sessions/nobody/context?leafId=null");
    expect(unknown.status).toBe(404);

    // At a leaf the file is read, as before.
    const atLeaf = await server.api<ContextResponse>("GET", "/api/sessions/long/context");
    expect(atLeaf.body.messageCount).toBe(2500);
    expect(fileReads(events)).toBe(1);
  });
});
