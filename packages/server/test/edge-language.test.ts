/**
 * The server is an edge: it decides the language (KIT_LANG, then the locale) of what the model reads, and passes it
 * to the libraries, which speak plain English unless told otherwise. Under KIT_LANG=zh-CN the server's own teaching
 * tools describe themselves and refuse a path in Chinese, and a compaction writes the summary's own lines in Chinese.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createScriptedModel, type Model, type ModelRequest, textOf } from "@kit/agent-loop";
import { isEntryOfType, loadSession } from "@kit/session-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PromptAccepted, SessionSummary } from "../src/api-types.ts";
import { compactingModel, longText, SMALL_WINDOW } from "./helpers/compacting-run.ts";
import { type ReceivedOf, SseListener } from "./helpers/sse-client.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

let server: TestServer | undefined;
let listener: SseListener | undefined;
let workspace: string | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await listener?.close();
  await server?.stop();
  if (workspace) rmSync(workspace, { recursive: true, force: true });
  listener = server = workspace = undefined;
});

/** A server with its own teaching tools (none passed in), on a workspace of the test's own. */
async function serverWithItsOwnTools(model: Model): Promise<TestServer> {
  workspace = mkdtempSync(join(tmpdir(), "kit-edge-language-"));
  server = await startTestServer({ model, tools: undefined, workspaceDir: workspace });
  return server;
}

/** Runs one prompt in a new session (or `id`) to its end; returns the session's id. */
async function prompt(text: string, id?: string): Promise<string> {
  if (!server) throw new Error("no server");
  if (id === undefined) {
    id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    listener = await SseListener.open(`${server.url}/api/sessions/${id}/events`);
  }
  const accepted = await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text });
  expect(accepted.status).toBe(202);
  await listener!.waitForEvent(
    (e): e is ReceivedOf<"run_end"> => e.event === "run_end" && e.data.runId === accepted.body.runId,
    "run_end",
  );
  return id;
}

/** The tools' descriptions the model was shown, and the tool result the run saved when it read `missing.md`. */
async function toolsAndRefusal(): Promise<{ descriptions: string[]; refusal: string }> {
  const requests: ModelRequest[] = [];
  const scripted = createScriptedModel({
    now: () => 0,
    replies: [{ toolCalls: [{ name: "read_file", arguments: { path: "missing.md" } }] }, { text: "done" }],
  });
  const recording: Model = {
    ...scripted,
    stream: (request) => {
      requests.push(request);
      return scripted.stream(request);
    },
  };
  await serverWithItsOwnTools(recording);
  const id = await prompt("read missing.md");
  return { descriptions: requests[0]!.tools.map((tool) => tool.description), refusal: savedToolResults(id)[0]! };
}

function savedToolResults(id: string): string[] {
  const file = loadSession(join(server!.dir, `${id}.jsonl`));
  return [...file.tree.entries].flatMap((entry) =>
    isEntryOfType(entry, "message") && entry.message.role === "toolResult" ? [textOf(entry.message.content)] : [],
  );
}

/** The summary of the first compaction a second, small run makes between its turns: a split turn, nothing older. */
async function compactedSummary(): Promise<string> {
  server = await startTestServer({ model: compactingModel(), compaction: SMALL_WINDOW });
  const id = await prompt(longText(40));
  await prompt(longText(2), id);
  const file = loadSession(join(server.dir, `${id}.jsonl`));
  const summaries = [...file.tree.entries].flatMap((entry) =>
    isEntryOfType(entry, "compaction") ? [entry.summary] : [],
  );
  expect(summaries.length).toBeGreaterThan(0);
  return summaries[0]!;
}

describe("the server's own teaching tools", () => {
  it("describe themselves and refuse a path in Chinese under KIT_LANG=zh-CN", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const { descriptions, refusal } = await toolsAndRefusal();
    expect(descriptions).toHaveLength(3);
    for (const description of descriptions) expect(description).toMatch(/\p{Script=Han}/u);
    expect(refusal).toBe('错误：read_file 执行失败：工作区里没有 "missing.md"。先列出文件，看看有什么。');
  });

  it("speak English by default", async () => {
    vi.stubEnv("KIT_LANG", "en");
    const { descriptions, refusal } = await toolsAndRefusal();
    expect(descriptions[0]).toBe("List the files and folders in a folder of the workspace. Folders end with a slash.");
    expect(refusal).toBe(
      'Error: read_file failed: "missing.md" does not exist in the workspace. List the files to see what is there.',
    );
  });
});

describe("a compaction between the turns of a run", () => {
  it("writes the summary's own lines in Chinese under KIT_LANG=zh-CN", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    expect(await compactedSummary()).toMatch(
      /^（没有更早的历史：对话就是从下面这一轮开始的。）\n\n---\n\n# 进行中的这一轮（开头是摘要，其余原样保留在下面）\n/,
    );
  });

  it("writes them in English by default", async () => {
    vi.stubEnv("KIT_LANG", "en");
    expect(await compactedSummary()).toMatch(
      /^\(No earlier history: the conversation began with the turn below\.\)\n\n---\n\n# The turn in progress \(/,
    );
  });
});
