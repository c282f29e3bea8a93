/**
 * A model reply the kit cannot save as it is never fails the run unsaved.
 * - Over the OpenAI-compatible path, tool-call arguments nested 6,000 deep are
 *   refused where they are read (agent-loop's `parseJsonObject`): the reply is
 *   an error that says so, and is saved.
 * - A model that hands the loop such a reply directly (or a `NaN` count) is
 *   refused by the session's writer; the server saves an error message in its
 *   place (save-message.ts) and ends the run.
 * Either way the file passes `check`, reads back after a restart, and the
 * session goes on.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AssistantMessage, createOpenAIModel, emptyUsage, type Model } from "@kit/agent-loop";
import { checkSession } from "@kit/session-core";
import { afterEach, expect, it } from "vitest";
import type { SessionDetail, SessionSummary } from "../src/api-types.ts";
import { choiceChunk, type RawCompletions, startRawCompletions, usageChunk } from "./helpers/raw-completions.ts";
import { startTestServer, type TestServer, waitFor } from "./helpers/test-server.ts";

const DEPTH = 6000;

let provider: RawCompletions | undefined;
let server: TestServer | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.stop();
  await provider?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

type Message = { role: string; stopReason?: string; errorMessage?: string; content: { type: string; text?: string }[] };
const messagesOf = (detail: SessionDetail) =>
  detail.entries.filter((e) => e.type === "message").map((e) => (e as unknown as { message: Message }).message);

/** Prompts, waits until the run is over and `count` messages are saved; returns them. */
async function promptAndWait(id: string, text: string, count: number): Promise<Message[]> {
  expect((await server!.api("POST", `/api/sessions/${id}/prompt`, { text })).status).toBe(202);
  const detail = await waitFor(async () => {
    const { body } = await server!.api<SessionDetail>("GET", `/api/sessions/${id}`);
    return !body.running && messagesOf(body).length >= count ? body : undefined;
  }, `${count} saved messages`);
  return messagesOf(detail);
}

/** Restarts the server on the same folder: the file is read from disk. */
async function restartAndRead(id: string, model: Model): Promise<Message[]> {
  await server!.stop({ keepFiles: true });
  server = await startTestServer({ sessionsDir: dir, model });
  const { status, body } = await server.api<SessionDetail>("GET", `/api/sessions/${id}`);
  expect(status).toBe(200);
  expect(checkSession(join(dir!, `${id}.jsonl`)).problems).toEqual([]);
  return messagesOf(body);
}

it("over HTTP: tool-call arguments nested 6,000 deep make a saved error reply", async () => {
  const deepArguments = `${'{"a":'.repeat(DEPTH)}1${"}".repeat(DEPTH)}`;
  provider = await startRawCompletions((request) =>
    request === 1
      ? [
          choiceChunk({ role: "assistant", content: "Let me read it." }),
          choiceChunk({
            tool_calls: [
              { index: 0, id: "call_1", type: "function", function: { name: "read", arguments: deepArguments } },
            ],
          }),
          choiceChunk({}, "tool_calls"),
          usageChunk({ prompt_tokens: 10, completion_tokens: 4, total_tokens: 14 }),
        ]
      : [choiceChunk({ role: "assistant", content: "fine again" }), choiceChunk({}, "stop")],
  );
  const model = createOpenAIModel({ apiKey: "stand-in", baseURL: provider.baseURL, model: "raw", maxRetries: 0 });
  dir = mkdtempSync(join(tmpdir(), "kit-deep-arguments-"));
  server = await startTestServer({ sessionsDir: dir, model });
  const { id } = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body;

  const saved = await promptAndWait(id, "read it", 2);
  const reply = saved[1]!;
  expect(reply.role).toBe("assistant");
  expect(reply.stopReason).toBe("error");
  expect(reply.errorMessage).toMatch(/nest deeper than 512 levels/);
  expect(reply.content[0]).toEqual({ type: "text", text: "Let me read it." });

  expect((await promptAndWait(id, "again", saved.length + 2)).at(-1)?.content[0]?.text).toBe("fine again");
  expect((await restartAndRead(id, model)).at(-1)?.content[0]?.text).toBe("fine again");
});

it("a reply the writer refuses (deep arguments, a NaN count) is saved as an error, and the run ends", async () => {
  let calls = 0;
  const deep: Record<string, unknown> = {};
  let inner = deep;
  for (let i = 0; i < DEPTH; i++) inner = inner.a = {} as Record<string, unknown>;
  /** Reply 1: a tool call with deep arguments; reply 2: a NaN total; then a sound reply. */
  const model: Model = {
    id: "direct",
    provider: "test",
    async *stream() {
      calls += 1;
      const message: AssistantMessage = {
        role: "assistant",
        content: [{ type: "text", text: `reply ${calls}` }],
        api: "test",
        provider: "test",
        model: "direct",
        usage: emptyUsage(),
        stopReason: "stop",
        timestamp: 1_767_258_000_000 + calls,
      };
      if (calls === 1) {
        message.content.push({ type: "toolCall", id: "call_1", name: "read", arguments: deep });
        message.stopReason = "toolUse";
      }
      if (calls === 2) message.usage.totalTokens = Number.NaN;
      yield { type: "start", partial: { ...message, content: [] } };
      yield { type: "done", message };
    },
  };
  dir = mkdtempSync(join(tmpdir(), "kit-unsaved-reply-"));
  server = await startTestServer({ sessionsDir: dir, model });
  const { id } = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body;

  const first = await promptAndWait(id, "one", 2);
  expect(first.map((m) => m.role)).toEqual(["user", "assistant"]); // the run stopped: no tool ran
  expect(first[1]).toMatchObject({ stopReason: "error", content: [{ type: "text", text: "reply 1" }] });
  expect(first[1]!.errorMessage).toMatch(/could not be saved.*nests more than 1,000 levels/);

  const second = await promptAndWait(id, "two", 4);
  expect(second[3]).toMatchObject({ stopReason: "error", content: [{ type: "text", text: "reply 2" }] });
  expect(second[3]!.errorMessage).toMatch(/message\.usage\.totalTokens is NaN/);

  expect((await promptAndWait(id, "three", 6)).at(-1)?.content[0]?.text).toBe("reply 3");
  expect((await restartAndRead(id, model)).map((m) => m.role)).toEqual([
    "user",
    "assistant",
    "user",
    "assistant",
    "user",
    "assistant",
  ]);
});

it("a file holding a value nested 5,000 deep is answered 422 naming its line, never 500", async () => {
  dir = mkdtempSync(join(tmpdir(), "kit-deep-file-"));
  const header = { type: "session", version: 3, id: "deep", timestamp: "2026-01-01T09:00:00.000Z", cwd: "/work" };
  const user = {
    type: "message",
    id: "a0000001",
    parentId: null,
    timestamp: "t",
    message: { role: "user", content: "q" },
  };
  const data = `${"[".repeat(5000)}${"]".repeat(5000)}`;
  const deep = `{"type":"custom","id":"c0000001","parentId":"a0000001","customType":"x","data":${data}}`;
  writeFileSync(join(dir, "deep.jsonl"), `${JSON.stringify(header)}\n${JSON.stringify(user)}\n${deep}\n`);
  server = await startTestServer({ sessionsDir: dir });
  const { status, body } = await server.api<{ error: { message: string } }>("GET", "/api/sessions/deep");
  expect(status).toBe(422);
  expect(JSON.stringify(body)).toMatch(/deep\.jsonl:3: not-an-entry: it nests more than 1,000 levels/);
  expect((await server.api("GET", "/api/sessions")).status).toBe(200);
});
