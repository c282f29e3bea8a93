/**
 * Every kind of bad input gets a 4xx with `{error: {code, message}}` saying
 * what was wrong, and leaves every file as it was.
 */

import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createTeachingModel } from "@kit/agent-loop";
import { Session } from "@kit/session-core";
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import type { ApiError, PromptAccepted, SessionDetail, SessionSummary } from "../src/api-types.ts";
import { SseListener } from "./helpers/sse-client.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

let server: TestServer;
let id: string;
let entryId: string;

beforeEach(async () => {
  server = await startTestServer({ maxBodyBytes: 4096 });
  id = (await server.api<SessionSummary>("POST", "/api/sessions", { name: "target" })).body.id;
  entryId = (await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.leafId!;
});
afterEach(async () => {
  await server.stop();
});

/** The answer is read as `unknown` on purpose: the matcher is what says it is an `ApiError`. */
function expectError(answer: { status: number; body: unknown }, status: number, code: string, says?: string) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ error: { code, message: expect.any(String) } });
  if (says) expect((answer.body as ApiError).error.message).toContain(says);
}

const actions = ["prompt", "branch", "navigate", "compact", "abort", "fork", "label", "name"];

describe("bodies", () => {
  it("refuses malformed JSON on every action", async () => {
    for (const action of actions) {
      expectError(
        await server.raw("POST", `/api/sessions/${id}/${action}`, '{"text": "unclosed'),
        400,
        "bad_json",
        "not valid JSON",
      );
    }
    expectError(await server.raw("POST", "/api/sessions", "{nope}"), 400, "bad_json");
  });

  it("names a missing field", async () => {
    expectError(
      await server.api("POST", `/api/sessions/${id}/prompt`, {}),
      400,
      "invalid_field",
      'missing field "text"',
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/branch`, {}),
      400,
      "invalid_field",
      'missing field "leafId"',
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/navigate`, {}),
      400,
      "invalid_field",
      'missing field "entryId"',
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/fork`, {}),
      400,
      "invalid_field",
      'missing field "entryId"',
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/label`, { label: "x" }),
      400,
      "invalid_field",
      'missing field "entryId"',
    );
    expectError(await server.api("POST", `/api/sessions/${id}/name`, {}), 400, "invalid_field", 'missing field "name"');
  });

  it("names a field of the wrong type", async () => {
    expectError(
      await server.api("POST", `/api/sessions/${id}/prompt`, { text: 42 }),
      400,
      "invalid_field",
      'field "text": must be string',
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/prompt`, { text: "" }),
      400,
      "invalid_field",
      'field "text"',
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/branch`, { leafId: 7 }),
      400,
      "invalid_field",
      'field "leafId"',
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/navigate`, { entryId, summarize: "yes" }),
      400,
      "invalid_field",
      'field "summarize": must be boolean',
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/label`, { entryId, label: ["a"] }),
      400,
      "invalid_field",
      'field "label"',
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/name`, { name: null }),
      400,
      "invalid_field",
      'field "name"',
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/compact`, { instructions: 1 }),
      400,
      "invalid_field",
      'field "instructions"',
    );
    expectError(await server.api("POST", "/api/sessions", { name: false }), 400, "invalid_field", 'field "name"');
  });

  it("refuses a body that is not an object, and names an unknown field (a typo)", async () => {
    expectError(
      await server.raw("POST", `/api/sessions/${id}/prompt`, '"hello"'),
      400,
      "invalid_field",
      "send a JSON object",
    );
    expectError(
      await server.raw("POST", `/api/sessions/${id}/branch`, "[1,2]"),
      400,
      "invalid_field",
      "send a JSON object",
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/branch`, { leafid: entryId }),
      400,
      "invalid_field",
      'unknown field "leafid"',
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/abort`, { now: true }),
      400,
      "invalid_field",
      'unknown field "now"',
    );
  });

  it("answers 413 to a body over the limit, with or without a Content-Length", async () => {
    const big = JSON.stringify({ text: "x".repeat(10_000) });
    expectError(await server.raw("POST", `/api/sessions/${id}/prompt`, big), 413, "too_large", "4096 bytes");
    // Streamed, so no Content-Length header: the limit still holds while the body arrives.
    const chunks = [new TextEncoder().encode(big.slice(0, 5000)), new TextEncoder().encode(big.slice(5000))];
    const body = new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const response = await fetch(`${server.url}/api/sessions/${id}/prompt`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.entries).toHaveLength(1);
  });
});

describe("ids", () => {
  it("answers 404 for an unknown session on every route", async () => {
    expectError(await server.api("GET", "/api/sessions/no-such-session"), 404, "unknown_session", "no-such-session");
    expectError(await server.api("GET", "/api/sessions/no-such-session/context"), 404, "unknown_session");
    expectError(await server.api("GET", "/api/sessions/no-such-session/events"), 404, "unknown_session");
    for (const action of actions) {
      expectError(await server.api("POST", `/api/sessions/no-such-session/${action}`, {}), 404, "unknown_session");
    }
  });

  it("answers 404 for an unknown entry id, naming it", async () => {
    expectError(
      await server.api("GET", `/api/sessions/${id}/context?leafId=deadbeef`),
      404,
      "unknown_entry",
      '"deadbeef"',
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/branch`, { leafId: "deadbeef" }),
      404,
      "unknown_entry",
      '"deadbeef"',
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/navigate`, { entryId: "deadbeef" }),
      404,
      "unknown_entry",
      '"deadbeef"',
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/fork`, { entryId: "deadbeef" }),
      404,
      "unknown_entry",
      '"deadbeef"',
    );
    expectError(
      await server.api("POST", `/api/sessions/${id}/label`, { entryId: "deadbeef", label: "x" }),
      404,
      "unknown_entry",
      '"deadbeef"',
    );
    expect((await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.entries).toHaveLength(1);
    expect((await server.api<SessionSummary[]>("GET", "/api/sessions")).body).toHaveLength(1);
  });

  it("refuses session ids that try to leave the sessions folder", async () => {
    // A sessions folder inside a folder of our own, with a session file just outside it that a traversal would reach.
    await server.stop();
    const parent = mkdtempSync(join(tmpdir(), "kit-traversal-"));
    onTestFinished(() => rmSync(parent, { recursive: true, force: true }));
    server = await startTestServer({ sessionsDir: join(parent, "sessions") });
    id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    writeFileSync(join(server.dir, "..", "outside.jsonl"), readFileSync(join(server.dir, `${id}.jsonl`)));
    const attempts = [
      "..%2Foutside",
      "%2E%2E%2Foutside",
      "..%5Coutside",
      "%2e%2e",
      "..",
      ".hidden",
      "a%2F..%2F..%2Foutside",
      "%00",
      "a%20b",
    ];
    for (const attempt of attempts) {
      const answer = await server.api<ApiError>("GET", `/api/sessions/${attempt}`);
      expect([400, 404], `${attempt} -> ${answer.status}`).toContain(answer.status);
      expect(answer.body.error, attempt).toBeDefined();
      const post = await server.api("POST", `/api/sessions/${attempt}/name`, { name: "pwned" });
      expect([400, 404], `${attempt} -> ${post.status}`).toContain(post.status);
    }
    // Raw paths that fetch would normalise: sent with node's http client as typed.
    const { request } = await import("node:http");
    const url = new URL(server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: "/api/sessions/../../outside", method: "GET" },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect([400, 404]).toContain(status);
    expect(readFileSync(join(server.dir, "..", "outside.jsonl"), "utf8")).not.toContain("pwned");
  });

  it("answers 404 with JSON for a route that does not exist", async () => {
    expectError(await server.api("GET", "/api/nothing"), 404, "no_route", "GET /api/nothing");
    expectError(await server.api("DELETE", `/api/sessions/${id}`), 404, "no_route");
    expectError(await server.api("GET", `/api/sessions/${id}/prompt`), 404, "no_route");
  });
});

describe("damaged and locked files", () => {
  it("lists a damaged file with its problems, answers 422 and leaves it untouched; the others still work", async () => {
    const damaged = join(server.dir, "damaged.jsonl");
    copyFileSync(join(server.dir, `${id}.jsonl`), damaged);
    const orphan = {
      type: "message",
      id: "aa",
      parentId: "missing",
      timestamp: "t",
      message: { role: "user", content: "x", timestamp: 1 },
    };
    writeFileSync(damaged, `${readFileSync(damaged, "utf8")}this is not json\n${JSON.stringify(orphan)}\n`);
    const headerless = join(server.dir, "headerless.jsonl");
    writeFileSync(headerless, "garbage\n");
    const bytes = readFileSync(damaged, "utf8");

    const list = await server.api<SessionSummary[]>("GET", "/api/sessions");
    expect(list.status).toBe(200);
    const byId = Object.fromEntries(list.body.map((s) => [s.id, s]));
    expect(byId.damaged!.error).toContain("malformed-line");
    expect(byId.damaged!.error).toContain("missing-parent");
    expect(byId.headerless!.error).toContain(":1:");
    expect(byId[id]!.error).toBeUndefined();

    const opened = await server.api("GET", "/api/sessions/damaged");
    expectError(opened, 422, "damaged_session", "damaged.jsonl:3: malformed-line");
    expectError(await server.api("POST", "/api/sessions/damaged/prompt", { text: "hi" }), 422, "damaged_session");
    expectError(await server.api("GET", "/api/sessions/headerless/context"), 422, "damaged_session");
    expect(readFileSync(damaged, "utf8")).toBe(bytes);
    expect(readdirSync(server.dir).filter((name) => name.startsWith("damaged"))).toEqual(["damaged.jsonl"]);
    expect((await server.api("POST", `/api/sessions/${id}/name`, { name: "still fine" })).status).toBe(200);
  });

  it("names a damaged file from the folder commands run in: the page's commands paste there as they are", async () => {
    const folder = mkdtempSync(join(tmpdir(), "kit-commands-"));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const sessions = join(folder, "sessions");
    const named = await startTestServer({ sessionsDir: sessions, commandsDir: folder });
    onTestFinished(() => named.stop());
    // A line that is not JSON before the last one: the file cannot be opened, and the answer says how to mend it.
    const lines = `${readFileSync(join(server.dir, `${id}.jsonl`), "utf8")}this is not json\n{}\n`;
    writeFileSync(join(sessions, "damaged.jsonl"), lines);
    const { message, file } = (await named.api<ApiError>("GET", "/api/sessions/damaged")).body.error;
    // Beside the message (in the server's language), the file alone: a page need not find it in the words.
    expect(file).toBe(join("sessions", "damaged.jsonl"));
    expect(message).toContain("npm run session -- check sessions/damaged.jsonl");
    expect(message.startsWith("sessions/damaged.jsonl: cannot open this session file:")).toBe(true);
    expect(message).not.toContain(folder);
    // Outside that folder, the path stays whole: this suite's own server keeps its files in a folder of their own.
    writeFileSync(join(server.dir, "damaged.jsonl"), "garbage\n");
    const outside = await server.api<ApiError>("GET", "/api/sessions/damaged");
    expectError(outside, 422, "damaged_session", join(server.dir, "damaged"));
    expect(outside.body.error.file).toBe(join(server.dir, "damaged.jsonl"));
  });

  it("reads a file with a torn last line without touching it; the first write sets the torn bytes aside", async () => {
    const torn = join(server.dir, "torn.jsonl");
    copyFileSync(join(server.dir, `${id}.jsonl`), torn);
    writeFileSync(torn, `${readFileSync(torn, "utf8")}{"type":"message","id":"ab`);
    const bytes = readFileSync(torn, "utf8");
    const listed = (await server.api<SessionSummary[]>("GET", "/api/sessions")).body.find((s) => s.id === "torn");
    expect(listed).toBeDefined();
    expect(listed!.error).toBeUndefined();
    const opened = await server.api<SessionDetail>("GET", "/api/sessions/torn");
    expect(opened.status).toBe(200);
    expect(opened.body.entries).toHaveLength(1);
    expect(opened.body.tornSetAside).toEqual([]); // not set aside yet: reading does not
    expect((await server.api("GET", "/api/sessions/torn/context")).status).toBe(200);
    expect(readFileSync(torn, "utf8")).toBe(bytes); // reading never writes
    expect(existsSync(`${torn}.lock`)).toBe(false); // nor locks

    expect((await server.api("POST", "/api/sessions/torn/name", { name: "mended" })).status).toBe(200);
    expect(readFileSync(`${torn}.torn`, "utf8")).toBe('{"type":"message","id":"ab');
    const mended = (await server.api<SessionDetail>("GET", "/api/sessions/torn")).body;
    expect(mended.entries).toHaveLength(2);
    // The session's GET says where the torn bytes went, so the page can tell.
    expect(mended.tornSetAside).toEqual([{ file: resolve(`${torn}.torn`), bytes: 26 }]);
  });

  it("answers 409 for a file another writer holds", async () => {
    const path = join(server.dir, "held.jsonl");
    const other = Session.create(path);
    try {
      // Held in this process by another Session object: the same refusal as another process gets.
      // Reading needs no lock; writing does.
      expect((await server.api("GET", "/api/sessions/held")).status).toBe(200);
      expectError(
        await server.api("POST", "/api/sessions/held/name", { name: "x" }),
        409,
        "session_locked",
        "open for writing",
      );
    } finally {
      other.close();
    }
    expect((await server.api("POST", "/api/sessions/held/name", { name: "x" })).status).toBe(200);
  });
});

describe("busy sessions", () => {
  it("refuses branch, navigate and compact while a run streams, with a clear message", async () => {
    await server.stop();
    server = await startTestServer({ model: createTeachingModel({ pieceDelayMs: 20, wordsPerPiece: 1 }) });
    id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    const listener = await SseListener.open(`${server.url}/api/sessions/${id}/events`);
    try {
      const { runId } = (
        await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text: "explain the agent loop" })
      ).body;
      const saved = await listener.waitForEvent((e) => e.event === "session_updated", "the prompt to be saved");
      const promptId = saved.data.leafId;
      await listener.waitForEvent((e) => e.event === "message_update", "the reply to stream");

      for (const [action, body] of [
        ["branch", { leafId: null }],
        ["navigate", { entryId: promptId }],
        ["compact", {}],
      ] as const) {
        const answer = await server.api("POST", `/api/sessions/${id}/${action}`, body);
        expectError(answer, 409, "busy", `while run ${runId} is in progress`);
      }
      // Reading, labelling and forking do not move the leaf: allowed.
      expect((await server.api("GET", `/api/sessions/${id}/context`)).status).toBe(200);
      expect((await server.api("POST", `/api/sessions/${id}/fork`, { entryId: promptId })).status).toBe(201);

      await server.api("POST", `/api/sessions/${id}/abort`);
      await listener.waitForEvent((e) => e.event === "run_end", "run_end");
      expect((await server.api("POST", `/api/sessions/${id}/branch`, { leafId: promptId })).status).toBe(200);
    } finally {
      await listener.close();
    }
  });
});
