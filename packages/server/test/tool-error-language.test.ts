/**
 * The server is an edge: it decides the language of the tool errors the model reads (KIT_LANG, then the locale) and
 * passes it to agent-loop, which no longer reads the environment itself. A run whose model asks for a tool that does
 * not exist saves the error result in the server's language.
 */
import { join } from "node:path";
import { createScriptedModel, textOf } from "@kit/agent-loop";
import { isEntryOfType, loadSession } from "@kit/session-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PromptAccepted, SessionSummary } from "../src/api-types.ts";
import { type ReceivedOf, SseListener } from "./helpers/sse-client.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

let server: TestServer | undefined;
let listener: SseListener | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await listener?.close();
  await server?.stop();
  listener = undefined;
  server = undefined;
});

/** The text of the tool result a run saves when the model asks for `delete_file`, which the server does not have. */
async function savedToolError(): Promise<string> {
  const model = createScriptedModel({
    now: () => 0,
    replies: [{ toolCalls: [{ name: "delete_file", arguments: { path: "notes.md" } }] }, { text: "done" }],
  });
  server = await startTestServer({ model });
  const { body } = await server.api<SessionSummary>("POST", "/api/sessions", {});
  listener = await SseListener.open(`${server.url}/api/sessions/${body.id}/events`);
  const accepted = await server.api<PromptAccepted>("POST", `/api/sessions/${body.id}/prompt`, { text: "tidy up" });
  expect(accepted.status).toBe(202);
  await listener.waitForEvent(
    (e): e is ReceivedOf<"run_end"> => e.event === "run_end" && e.data.runId === accepted.body.runId,
    "run_end",
  );
  const file = loadSession(join(server.dir, `${body.id}.jsonl`));
  const results = [...file.tree.entries].flatMap((entry) =>
    isEntryOfType(entry, "message") && entry.message.role === "toolResult" ? [entry.message] : [],
  );
  expect(results).toHaveLength(1);
  expect(results[0]!.isError).toBe(true);
  return textOf(results[0]!.content);
}

describe("the tool errors a run saves", () => {
  it("are Chinese when the server runs under KIT_LANG=zh-CN", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    expect(await savedToolError()).toBe(
      '错误：没有名为 "delete_file" 的工具。可用的工具有：list_files, read_file, write_file。',
    );
  });

  it("are English by default", async () => {
    vi.stubEnv("KIT_LANG", "en");
    expect(await savedToolError()).toBe(
      'Error: there is no tool named "delete_file". The tools are: list_files, read_file, write_file.',
    );
  });
});
