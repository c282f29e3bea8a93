/**
 * A provider whose usage chunk leaves a count out: the answer is saved, and
 * after a restart the session still opens with that answer in it. (Before,
 * a missing `completion_tokens` made the total `NaN`, written as `null`, and
 * the kit refused its own file with 422.)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createOpenAIModel } from "@kit/agent-loop";
import { checkSession } from "@kit/session-core";
import { afterEach, expect, it } from "vitest";
import type { SessionDetail, SessionSummary } from "../src/api-types.ts";
import { choiceChunk, type RawCompletions, startRawCompletions, usageChunk } from "./helpers/raw-completions.ts";
import { startTestServer, type TestServer, waitFor } from "./helpers/test-server.ts";

const FULL_USAGE = { prompt_tokens: 10, completion_tokens: 4, total_tokens: 14 };
/** Each field left out in turn, and all of them (an empty usage object). */
const CASES: Record<string, Record<string, number>> = {
  "no prompt_tokens": { completion_tokens: 4, total_tokens: 14 },
  "no completion_tokens": { prompt_tokens: 10, total_tokens: 10 },
  "no total_tokens": { prompt_tokens: 10, completion_tokens: 4 },
  "no count at all": {},
};

let provider: RawCompletions | undefined;
let server: TestServer | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.stop();
  await provider?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function assistantOf(detail: SessionDetail) {
  const entry = detail.entries.find(
    (e) => e.type === "message" && (e.message as { role: string }).role === "assistant",
  );
  return (entry as { message: { content: { text?: string }[]; usage: Record<string, unknown> } } | undefined)?.message;
}

it("saves the answer whatever usage field the provider leaves out, and reads it back after a restart", async () => {
  const names = Object.keys(CASES);
  // The n-th prompt is answered with the n-th case's usage.
  provider = await startRawCompletions((request) => [
    choiceChunk({ role: "assistant", content: `the answer ${request}` }),
    choiceChunk({}, "stop"),
    usageChunk(CASES[names[request - 1]!] ?? FULL_USAGE),
  ]);
  const model = createOpenAIModel({ apiKey: "stand-in", baseURL: provider.baseURL, model: "raw", maxRetries: 0 });
  dir = mkdtempSync(join(tmpdir(), "kit-usage-fields-"));
  server = await startTestServer({ sessionsDir: dir, model });
  const ids: string[] = [];
  for (const [index] of names.entries()) {
    const { id } = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body;
    ids.push(id);
    expect((await server.api("POST", `/api/sessions/${id}/prompt`, { text: "hello" })).status).toBe(202);
    const detail = await waitFor(
      async () => {
        const { body } = await server!.api<SessionDetail>("GET", `/api/sessions/${id}`);
        return !body.running && assistantOf(body) ? body : undefined;
      },
      `the answer to prompt ${index + 1}`,
    );
    expect(assistantOf(detail)?.content[0]?.text).toBe(`the answer ${index + 1}`);
  }
  await server.stop({ keepFiles: true });

  // A new server on the same folder opens each file from disk.
  server = await startTestServer({ sessionsDir: dir, model });
  for (const [index, name] of names.entries()) {
    const { status, body } = await server.api<SessionDetail>("GET", `/api/sessions/${ids[index]}`);
    expect(status, name).toBe(200);
    const reply = assistantOf(body);
    expect(reply?.content[0]?.text, name).toBe(`the answer ${index + 1}`);
    for (const count of ["input", "output", "cacheRead", "cacheWrite", "totalTokens"]) {
      expect(Number.isFinite(reply?.usage[count]), `${name}: usage.${count}`).toBe(true);
    }
    const given = CASES[name]!;
    expect(reply?.usage.totalTokens, name).toBe((given.prompt_tokens ?? 0) + (given.completion_tokens ?? 0));
    const check = checkSession(join(dir, `${ids[index]}.jsonl`));
    expect(check.problems, name).toEqual([]);
    expect(check.loaded?.notes, name).toEqual([]);
  }
});
