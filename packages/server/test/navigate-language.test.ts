/**
 * How the server reports a navigation that did not happen: 409 `navigation_failed`, the code the same in every
 * language, the sentence in the run's language (Chinese under KIT_LANG=zh-CN); the page shows that sentence.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createScriptedModel } from "@kit/agent-loop";
import { Session } from "@kit/session-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiError } from "../src/api-types.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

let server: TestServer | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await server?.stop();
  server = undefined;
});

/** A session of two turns on disk, and a server whose model fails every summary. */
async function serverWithTwoTurns() {
  const dir = mkdtempSync(join(tmpdir(), "kit-server-zh-"));
  const session = Session.create(join(dir, "two-turns.jsonl"), { cwd: "/work" });
  const at = 1_767_258_000_000;
  const first = session.appendMessage({ role: "user", content: "什么是会话树？", timestamp: at });
  for (const text of ["一棵树。", "叶子呢？", "对话停在的地方。"]) {
    const role = text.endsWith("？") ? "user" : "assistant";
    if (role === "user") session.appendMessage({ role, content: text, timestamp: at });
    else
      session.appendMessage({
        role,
        content: [{ type: "text", text }],
        api: "openai-completions",
        provider: "scripted",
        model: "failing",
        usage: {
          input: 0,
          output: 0,
          cacheRead: 0,
          cacheWrite: 0,
          totalTokens: 0,
          cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
        },
        stopReason: "stop",
        timestamp: at,
      });
  }
  session.close(); // the server opens it next, and takes its lock
  const model = createScriptedModel({ id: "failing", now: () => 0, replies: () => ({ error: "HTTP 500" }) });
  server = await startTestServer({ sessionsDir: dir, model });
  return { server, first };
}

async function navigateWithSummary() {
  const { server, first } = await serverWithTwoTurns();
  const answer = await server.api<ApiError>("POST", "/api/sessions/two-turns/navigate", {
    entryId: first,
    summarize: true,
  });
  expect(answer.status).toBe(409);
  expect(answer.body.error.code).toBe("navigation_failed");
  return answer.body.error.message;
}

describe("a failed navigation over HTTP", () => {
  it("says why in Chinese under KIT_LANG=zh-CN", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    expect(await navigateWithSummary()).toMatch(/^叶子没有移动：摘要没能写出来：.* 的回复以 error 结束：HTTP 500$/);
  });

  it("says why in English by default", async () => {
    vi.stubEnv("KIT_LANG", "en");
    expect(await navigateWithSummary()).toMatch(/^the leaf did not move: the summary could not be written: /);
  });
});
