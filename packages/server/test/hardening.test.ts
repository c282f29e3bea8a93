/**
 * What the server refuses, and what no request can do to it, over real HTTP
 * on 127.0.0.1: other sites, HEAD on /events, thousands of sessions, odd files
 * in the sessions folder, a tool that hangs, overlapping folders.
 */

import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createScriptedModel,
  createTeachingModel,
  createTeachingTools,
  defineTool,
  sampleWorkspaceDir,
} from "@kit/agent-loop";
import { isEntryOfType } from "@kit/session-core";
import Type from "typebox";
import { afterEach, describe, expect, it } from "vitest";
import type {
  AbortResult,
  ContextResponse,
  NameResult,
  PromptAccepted,
  SessionDetail,
  SessionSummary,
} from "../src/api-types.ts";
import { createServer } from "../src/index.ts";
import { SseListener } from "./helpers/sse-client.ts";
import { startTestServer, type TestServer, waitFor } from "./helpers/test-server.ts";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** A request with exactly these headers (fetch would not let us choose Host). */
function send(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: unknown }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => {
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("other sites are refused", () => {
  it("answers 403 to a Host that is not this server, on the API and everywhere else", async () => {
    server = await startTestServer();
    const port = new URL(server.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect((await send(server.url, "GET", "/api/sessions", { host })).status).toBe(200);
    }
    for (const host of [`rebind.test:${port}`, "127.0.0.1:1", `127.0.0.1.evil.example:${port}`, "localhost"]) {
      const answer = await send(server.url, "GET", "/api/sessions", { host });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: { code: "forbidden_host" } });
    }
    expect((await send(server.url, "GET", "/anything", { host: `rebind.test:${port}` })).status).toBe(403);
  });

  it("accepts the names listed in KIT_ALLOWED_HOSTS, and only those", async () => {
    server = await startTestServer({ env: { KIT_ALLOWED_HOSTS: "class.example, teacher.local:8080" } });
    expect((await send(server.url, "GET", "/api/sessions", { host: "class.example:4317" })).status).toBe(200);
    expect((await send(server.url, "GET", "/api/sessions", { host: "teacher.local:8080" })).status).toBe(200);
    expect((await send(server.url, "GET", "/api/sessions", { host: "teacher.local:9090" })).status).toBe(403);
  });

  it("refuses a foreign Origin or Sec-Fetch-Site, and a body that is not JSON; nothing is created or run", async () => {
    server = await startTestServer();
    const host = new URL(server.url).host;
    const id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    const json = { host, "content-type": "application/json" };
    const attempts: { headers: Record<string, string>; status: number }[] = [
      { headers: { ...json, origin: "https://evil.example" }, status: 403 },
      { headers: { ...json, origin: "http://127.0.0.1:1" }, status: 403 }, // another loopback origin
      { headers: { ...json, origin: "null" }, status: 403 },
      { headers: { ...json, "sec-fetch-site": "cross-site" }, status: 403 },
      { headers: { ...json, "sec-fetch-site": "same-site" }, status: 403 },
      { headers: { host, "content-type": "text/plain;charset=UTF-8" }, status: 415 },
      { headers: { host, "content-type": "application/x-www-form-urlencoded" }, status: 415 },
      { headers: { host }, status: 415 },
    ];
    for (const { headers, status } of attempts) {
      expect((await send(server.url, "POST", "/api/sessions", headers, "{}")).status).toBe(status);
      expect(
        (await send(server.url, "POST", `/api/sessions/${id}/prompt`, headers, '{"text":"list the files"}')).status,
      ).toBe(status);
    }
    expect((await send(server.url, "GET", "/api/sessions", { host, "sec-fetch-site": "cross-site" })).status).toBe(403);
    const list = (await server.api<SessionSummary[]>("GET", "/api/sessions")).body;
    expect(list).toHaveLength(1);
    expect(list[0]!.entryCount).toBe(0);

    // The page itself: same origin, JSON.
    const same = { ...json, origin: server.url, "sec-fetch-site": "same-origin" };
    expect((await send(server.url, "POST", `/api/sessions/${id}/name`, same, '{"name":"mine"}')).status).toBe(200);
  });
});

describe("no request can grow or hang the server", () => {
  it("HEAD on /events answers the headers and leaves no subscriber behind", async () => {
    server = await startTestServer();
    const id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    const listener = await SseListener.open(`${server.url}/api/sessions/${id}/events`);
    const before = server.server.parts.hub.connectionCount(id);
    expect(before).toBe(1);
    for (let i = 0; i < 20; i++) {
      const head = await fetch(`${server.url}/api/sessions/${id}/events`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-type")).toContain("text/event-stream");
    }
    expect(server.server.parts.hub.connectionCount(id)).toBe(before);
    await listener.close();
    await waitFor(
      () => (server!.server.parts.hub.connectionCount(id) === 0 ? true : undefined),
      "the listener to be released",
    );
  });

  it("keeps a bounded set of sessions open; reads open nothing; a closed one opens again when written", async () => {
    server = await startTestServer({ maxOpenSessions: 2 });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const id = (await server.api<SessionSummary>("POST", "/api/sessions", { name: `s${i}` })).body.id;
      ids.push(id);
      expect(server.server.parts.registry.openCount).toBeLessThanOrEqual(2);
    }
    const locks = () => readdirSync(server!.dir).filter((name) => name.endsWith(".lock"));
    expect(locks()).toHaveLength(2);
    // Reading every session opens none of them.
    for (const id of ids) {
      expect((await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).status).toBe(200);
      expect((await server.api<ContextResponse>("GET", `/api/sessions/${id}/context`)).status).toBe(200);
    }
    expect(locks()).toHaveLength(2);
    // The first one was closed long ago; writing opens it again, and nothing was lost.
    expect((await server.api<NameResult>("POST", `/api/sessions/${ids[0]}/name`, { name: "again" })).status).toBe(200);
    const detail = (await server.api<SessionDetail>("GET", `/api/sessions/${ids[0]}`)).body;
    expect(detail.entries.map((e) => (isEntryOfType(e, "session_info") ? e.name : e.type))).toEqual(["s0", "again"]);
    expect(locks()).toHaveLength(2);
    expect(server.server.parts.registry.openCount).toBe(2);
  });

  it("lists a folder or a FIFO named *.jsonl as not a session and answers 422 for it, never reading it", async () => {
    server = await startTestServer();
    mkdirSync(join(server.dir, "folder.jsonl"));
    execFileSync("mkfifo", [join(server.dir, "trap.jsonl")]);
    const list = (await server.api<SessionSummary[]>("GET", "/api/sessions")).body;
    expect(list.find((s) => s.id === "folder")!.error).toMatch(/folder\.jsonl is a folder, not a session file/);
    expect(list.find((s) => s.id === "trap")!.error).toMatch(/trap\.jsonl is a FIFO \(named pipe\), not a session/);
    for (const id of ["folder", "trap"]) {
      for (const [method, path, body] of [
        ["GET", `/api/sessions/${id}`],
        ["GET", `/api/sessions/${id}/context`],
        ["POST", `/api/sessions/${id}/prompt`, { text: "hi" }],
      ] as const) {
        const answer = await server.api(method, path, body);
        expect(answer.status).toBe(422);
        expect(answer.body).toMatchObject({ error: { code: "not_a_session" } });
      }
    }
    // The server still answers.
    expect((await server.api<SessionSummary>("POST", "/api/sessions", {})).status).toBe(201);
  });

  it("abort frees a session though a tool never returns; stop() ends though a tool still hangs", async () => {
    const hang = defineTool({
      name: "hang",
      description: "never returns, and ignores abort",
      parameters: Type.Object({}),
      execute: () => new Promise(() => {}),
    });
    const model = createScriptedModel({
      replies: (request) =>
        request.messages.at(-1)?.role === "user" ? { toolCalls: [{ name: "hang", arguments: {} }] } : { text: "done" },
    });
    server = await startTestServer({ model, tools: [hang, ...createTeachingTools({ workspace: sampleWorkspaceDir })] });
    const id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    const listener = await SseListener.open(`${server.url}/api/sessions/${id}/events`);
    expect((await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text: "hang" })).status).toBe(202);
    await listener.waitForEvent((e) => e.event === "tool_execution_start", "the tool to start");

    // The tool never settles, so a run_end can only come from the abort (a hang would end at the test's timeout).
    expect((await server.api<AbortResult>("POST", `/api/sessions/${id}/abort`)).body).toEqual({ aborted: true });
    const end = await listener.waitForEvent((e) => e.event === "run_end", "run_end");
    expect(end.data.reason).toBe("aborted");
    // The session is free: a new run starts (and hangs too, for the stop below).
    expect(
      (await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text: "hang again" })).status,
    ).toBe(202);
    await waitFor(
      () => (listener.events.filter((e) => e.event === "tool_execution_start").length === 2 ? true : undefined),
      "the second tool",
    );
    await listener.close();

    // stop() returning at all, with the second tool still hanging, is the outcome.
    await server.stop();
    server = undefined;
  });
});

describe("nothing can destroy a session", () => {
  it("refuses to start when the workspace contains the sessions folder, or the other way round, naming both", () => {
    const root = mkdtempSync(join(tmpdir(), "kit-apart-"));
    try {
      const sessionsInside = () =>
        createServer({
          sessionsDir: join(root, "sessions"),
          workspaceDir: root,
          model: createTeachingModel(),
          env: {},
          log: () => {},
        });
      expect(sessionsInside).toThrow(`the workspace ${root} contains the sessions folder ${join(root, "sessions")}`);
      const workspaceInside = () =>
        createServer({ sessionsDir: root, workspaceDir: join(root, "ws"), env: {}, log: () => {} });
      expect(workspaceInside).toThrow(`the sessions folder ${root} contains the workspace ${join(root, "ws")}`);
      expect(() => createServer({ sessionsDir: root, workspaceDir: root, env: {}, log: () => {} })).toThrow(
        /contains the sessions folder/,
      );
      // The default workspace sits beside the sessions folder.
      const apart = createServer({
        sessionsDir: join(root, "s"),
        model: createTeachingModel(),
        env: {},
        log: () => {},
      });
      expect(apart.parts.registry.sessionsDir).toBe(join(root, "s"));
      expect(readdirSync(root).sort()).toEqual(["s", "s-workspace"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
