/**
 * Every endpoint, over real HTTP, doing what the contract says: the answer,
 * the events it publishes, and what ends up in the session file.
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createScriptedModel, createTeachingModel } from "@kit/agent-loop";
import { isEntryOfType, loadSession } from "@kit/session-core";
import { afterEach, describe, expect, it } from "vitest";
import type {
  AbortResult,
  ApiError,
  BranchResult,
  CompactResponse,
  ContextResponse,
  LabelResult,
  NameResult,
  NavigateResponse,
  PromptAccepted,
  SessionDetail,
  SessionSummary,
} from "../src/api-types.ts";
import { compactingModel, longText, SMALL_WINDOW } from "./helpers/compacting-run.ts";
import { dataOf, type ReceivedOf, SseListener } from "./helpers/sse-client.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

let server: TestServer;
let listeners: SseListener[] = [];
afterEach(async () => {
  for (const listener of listeners) await listener.close();
  listeners = [];
  await server?.stop();
});

async function listen(id: string, lastEventId?: string): Promise<SseListener> {
  const listener = await SseListener.open(`${server.url}/api/sessions/${id}/events`, lastEventId);
  listeners.push(listener);
  return listener;
}

async function createSession(name?: string): Promise<string> {
  const created = await server.api<SessionSummary>("POST", "/api/sessions", name === undefined ? {} : { name });
  expect(created.status).toBe(201);
  return created.body.id;
}

/** Prompts and waits for the run's run_end event; returns the run id and reason. */
async function promptAndWait(id: string, listener: SseListener, text: string) {
  const accepted = await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text });
  expect(accepted.status).toBe(202);
  const { runId } = accepted.body;
  const end = await listener.waitForEvent(
    (e): e is ReceivedOf<"run_end"> => e.event === "run_end" && e.data.runId === runId,
    `run_end of ${runId}`,
  );
  return { runId, reason: end.data.reason };
}

describe("sessions", () => {
  it("creates, lists newest first and reads a session whole", async () => {
    server = await startTestServer();
    const first = await createSession("first");
    const second = await createSession();
    const list = await server.api<SessionSummary[]>("GET", "/api/sessions");
    expect(list.status).toBe(200);
    expect(list.body.map((s) => s.id)).toEqual([second, first]);
    expect(list.body[1]).toMatchObject({ id: first, name: "first", entryCount: 1, running: false });

    const detail = await server.api<SessionDetail>("GET", `/api/sessions/${first}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: first, name: "first", labels: {}, running: false });
    expect(detail.body.header).toMatchObject({ type: "session", version: 3 });
    expect(detail.body.entries.map((e) => e.type)).toEqual(["session_info"]);
    expect(detail.body.leafId).toBe(detail.body.entries[0]!.id);
  });
});

describe("a class", () => {
  it("is not this server's: /api/class/me is a JSON 404 like any route it lacks (the classroom has it)", async () => {
    server = await startTestServer();
    const me = await server.api<{ error: { code: string } }>("GET", "/api/class/me");
    expect(me.status).toBe(404);
    expect(me.body.error.code).toBe("no_route");
  });
});

describe("a run", () => {
  it("answers 202 with a run id, streams the loop's events and saves each message as it ends", async () => {
    server = await startTestServer();
    const id = await createSession();
    const listener = await listen(id);
    const { runId, reason } = await promptAndWait(id, listener, "which files are there?");
    expect(reason).toBe("done");

    const names = listener.events.map((e) => e.event);
    expect(names[0]).toBe("run_start");
    expect(names).toContain("agent_start");
    expect(names).toContain("message_update");
    expect(names).toContain("tool_execution_end");
    expect(names.at(-2)).toBe("agent_end");
    expect(names.at(-1)).toBe("run_end");
    expect(listener.events.every((e) => e.data.type !== "agent_event" || e.data.runId === runId)).toBe(true);

    // Save first, announce second: each message_end names the entry it was saved under,
    // announced by the session_updated just before it. The first append records the model.
    const ends = listener.events.filter((e) => e.event === "message_end");
    const updates = listener.events.filter((e) => e.event === "session_updated");
    expect(ends).toHaveLength(4); // prompt, tool call, tool result, answer
    expect(updates.map((u) => u.data.appended[0]?.type)).toEqual([
      "model_change",
      "message",
      "message",
      "message",
      "message",
    ]);
    expect(updates[0]!.data.appended[0]).toMatchObject({ provider: "scripted", modelId: "teaching" });
    for (const end of ends) {
      const before = listener.events[listener.events.indexOf(end) - 1]!;
      expect(before.event).toBe("session_updated");
      expect(dataOf(before, "session_updated").appended[0]).toMatchObject({
        id: end.data.event.entryId,
        message: end.data.event.message,
      });
    }

    const file = loadSession(join(server.dir, `${id}.jsonl`));
    expect(file.problems).toEqual([]);
    expect(file.tree.leafId).toBe(updates.at(-1)!.data.leafId);
    expect([...file.tree.entries].map((e) => (isEntryOfType(e, "message") ? e.message.role : e.type))).toEqual([
      "model_change",
      "user",
      "assistant",
      "toolResult",
      "assistant",
    ]);
  });

  it("answers 409 to a second prompt while a run streams, and aborts on request", async () => {
    server = await startTestServer({ model: createTeachingModel({ pieceDelayMs: 20, wordsPerPiece: 1 }) });
    const id = await createSession();
    const listener = await listen(id);
    const first = await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, {
      text: "explain the agent loop",
    });
    expect(first.status).toBe(202);
    await listener.waitForEvent((e) => e.event === "message_update", "the reply to stream");

    const second = await server.api<ApiError>("POST", `/api/sessions/${id}/prompt`, { text: "again" });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("busy");
    expect(second.body.error.message).toContain(`run ${first.body.runId}`);
    expect((await server.api<SessionSummary[]>("GET", "/api/sessions")).body[0]!.running).toBe(true);

    const abort = await server.api<AbortResult>("POST", `/api/sessions/${id}/abort`);
    expect(abort.body).toEqual({ aborted: true });
    const end = await listener.waitForEvent((e) => e.event === "run_end", "run_end");
    expect(end.data.reason).toBe("aborted");

    // The aborted reply is saved like any other message: the file holds what happened.
    const detail = await server.api<SessionDetail>("GET", `/api/sessions/${id}`);
    const last = detail.body.entries.at(-1);
    expect(last).toMatchObject({ message: { role: "assistant", stopReason: "aborted" } });
    expect(detail.body.running).toBe(false);
    expect((await server.api<AbortResult>("POST", `/api/sessions/${id}/abort`)).body).toEqual({ aborted: false });
  });
});

describe("the model in use", () => {
  it("records a model_change when the model differs from the session's last one, and only then", async () => {
    server = await startTestServer();
    const id = await createSession();
    const listener = await listen(id);
    await promptAndWait(id, listener, "hello");
    await promptAndWait(id, listener, "hello again"); // same model: nothing new recorded
    await listener.close();
    listeners = [];
    await server.stop({ keepFiles: true });

    const other = createScriptedModel({ id: "other-model", provider: "elsewhere", replies: () => ({ text: "hi" }) });
    server = await startTestServer({ sessionsDir: server.dir, model: other });
    const again = await listen(id);
    await promptAndWait(id, again, "and now?");
    const entries = (await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.entries;
    const changes = entries.filter((e) => isEntryOfType(e, "model_change")).map((e) => `${e.provider}/${e.modelId}`);
    expect(changes).toEqual(["scripted/teaching", "elsewhere/other-model"]);
    // Each sits just before the prompt it was recorded for.
    const second = entries.findIndex((e) => isEntryOfType(e, "model_change") && e.modelId === "other-model");
    expect(entries[second + 1]).toMatchObject({ message: { role: "user", content: "and now?" } });
  });
});

describe("context", () => {
  it("shows the context and the exact provider request at any leaf", async () => {
    server = await startTestServer();
    const id = await createSession();
    const listener = await listen(id);
    await promptAndWait(id, listener, "which files are there?");
    const entries = (await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.entries;

    const now = await server.api<ContextResponse>("GET", `/api/sessions/${id}/context`);
    expect(now.status).toBe(200);
    expect(now.body.leafId).toBe(entries.at(-1)!.id);
    expect(now.body).toMatchObject({
      messageCount: 4,
      thinkingLevel: "off",
      model: { provider: "scripted", id: "teaching" },
      summaries: [],
    });
    expect(now.body).not.toHaveProperty("context"); // the conversation is sent once: as the request
    expect(now.body.request.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "tool", "assistant"]);
    expect(now.body.request.tools?.map((t) => (t.type === "function" ? t.function.name : t.type))).toEqual([
      "list_files",
      "read_file",
      "write_file",
    ]);
    expect(now.body.request).toMatchObject({ model: "teaching", stream: true });
    expect(now.body.tokens).toBeGreaterThan(0);

    const atPrompt = await server.api<ContextResponse>("GET", `/api/sessions/${id}/context?leafId=${entries[1]!.id}`);
    expect(atPrompt.body.leafId).toBe(entries[1]!.id);
    expect(atPrompt.body.messageCount).toBe(1);

    const before = await server.api<ContextResponse>("GET", `/api/sessions/${id}/context?leafId=null`);
    expect(before.body).toMatchObject({ leafId: null, messageCount: 0 });
    expect(before.body.request.messages).toHaveLength(1); // the system prompt alone
  });
});

describe("the tree", () => {
  it("switches branch, publishing session_updated and branch_switch, and a restart keeps the leaf", async () => {
    server = await startTestServer();
    const id = await createSession();
    const listener = await listen(id);
    await promptAndWait(id, listener, "hello");
    await promptAndWait(id, listener, "what is a session tree?");
    const entries = (await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.entries;
    const firstAnswer = entries[2]!.id; // after the model_change and the first prompt
    const lastAnswer = entries.at(-1)!.id;

    const switched = await server.api<BranchResult>("POST", `/api/sessions/${id}/branch`, { leafId: firstAnswer });
    expect(switched.status).toBe(200);
    expect(switched.body).toEqual({ leafId: firstAnswer, previousLeafId: lastAnswer });
    const event = await listener.waitForEvent((e) => e.event === "branch_switch", "branch_switch");
    expect(event.data).toEqual({ type: "branch_switch", leafId: firstAnswer, previousLeafId: lastAnswer });
    const update = listener.events[listener.events.indexOf(event) - 1]!;
    expect(dataOf(update, "session_updated").appended[0]).toMatchObject({
      type: "custom",
      customType: "leaf_switch",
      parentId: firstAnswer,
    });

    // A new prompt continues from the new leaf: a second branch beside the first.
    await promptAndWait(id, listener, "which files are there?");
    const context = (await server.api<ContextResponse>("GET", `/api/sessions/${id}/context`)).body.request.messages;
    expect(context.map((m) => m.role)).toEqual([
      "system",
      "user",
      "assistant",
      "user",
      "assistant",
      "tool",
      "assistant",
    ]);

    // Restart: the file alone says where the leaf is.
    const leafBefore = (await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.leafId;
    await listener.close();
    await server.stop({ keepFiles: true });
    const dir = server.dir;
    server = await startTestServer({ sessionsDir: dir });
    expect((await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.leafId).toBe(leafBefore);
    const back = await server.api<BranchResult>("POST", `/api/sessions/${id}/branch`, { leafId: lastAnswer });
    expect(back.body).toEqual({ leafId: lastAnswer, previousLeafId: leafBefore });
  });

  it("navigates with pi's rule: a user message puts the leaf on its parent and its text in the editor", async () => {
    server = await startTestServer();
    const id = await createSession();
    const listener = await listen(id);
    await promptAndWait(id, listener, "hello");
    await promptAndWait(id, listener, "explain tools");
    const entries = (await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.entries;
    const [hello, greeting, second] = entries.filter((e) => e.type === "message");
    if (!hello || !greeting || !second) throw new Error("expected at least three messages");

    const plain = await server.api<NavigateResponse>("POST", `/api/sessions/${id}/navigate`, { entryId: second.id });
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual({ leafId: greeting.id, editorText: "explain tools" });
    await listener.waitForEvent((e) => e.event === "branch_switch" && e.data.leafId === greeting.id, "branch_switch");

    // Back to the tools answer, then up to the first question with a summary of the branch left.
    await server.api<BranchResult>("POST", `/api/sessions/${id}/branch`, { leafId: entries.at(-1)!.id });
    const summarized = await server.api<NavigateResponse>("POST", `/api/sessions/${id}/navigate`, {
      entryId: hello.id,
      summarize: true,
    });
    expect(summarized.status).toBe(200);
    expect(summarized.body.editorText).toBe("hello");
    expect(summarized.body.summaryEntryId).toEqual(expect.any(String));
    expect(summarized.body.leafId).toBe(summarized.body.summaryEntryId);
    const detail = (await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body;
    const summary = detail.entries
      .filter((e) => isEntryOfType(e, "branch_summary"))
      .find((e) => e.id === summarized.body.summaryEntryId);
    // The first prompt's parent is the model_change recorded before it.
    expect(summary).toMatchObject({ type: "branch_summary", parentId: entries[0]!.id });
    expect(entries[0]!.type).toBe("model_change");
    const context = (await server.api<ContextResponse>("GET", `/api/sessions/${id}/context`)).body;
    expect(context.messageCount).toBe(1);
    expect(context.summaries).toEqual([{ kind: "branch_summary", summary: summary?.summary }]);
    expect(JSON.stringify(context.request.messages[1])).toContain("<branch_summary>");
  });

  it("records an edit as a custom entry naming the question it replaces, outside the model's context", async () => {
    server = await startTestServer();
    const id = await createSession();
    const listener = await listen(id);
    await promptAndWait(id, listener, "hello");
    const entries = (await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.entries;
    const hello = entries.find((e) => e.type === "message")!;

    const edited = await server.api<NavigateResponse>("POST", `/api/sessions/${id}/navigate`, {
      entryId: hello.id,
      edit: true,
    });
    expect(edited.status).toBe(200);
    const after = (await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body;
    const record = after.entries.at(-1)!;
    expect(record).toMatchObject({ type: "custom", customType: "question_edit", data: { editOf: hello.id } });
    expect(record.parentId).toBe(hello.parentId);
    expect(after.leafId).toBe(record.id);
    const context = (await server.api<ContextResponse>("GET", `/api/sessions/${id}/context`)).body;
    expect(context.messageCount).toBe(0);

    // Not a user message: nothing to edit, nothing recorded.
    const greeting = after.entries.filter((e) => e.type === "message")[1]!;
    await server.api<NavigateResponse>("POST", `/api/sessions/${id}/navigate`, { entryId: greeting.id, edit: true });
    const last = (await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.entries;
    expect(last.filter((e) => e.type === "custom" && e.customType === "question_edit")).toHaveLength(1);
  });

  it("labels an entry and clears the label; names the session", async () => {
    server = await startTestServer();
    const id = await createSession();
    const listener = await listen(id);
    await promptAndWait(id, listener, "hello");
    const entries = (await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.entries;

    const labelled = await server.api<LabelResult>("POST", `/api/sessions/${id}/label`, {
      entryId: entries[0]!.id,
      label: "start",
    });
    expect(labelled.status).toBe(200);
    expect(labelled.body).toMatchObject({ entryId: entries[0]!.id, label: "start", labelEntryId: expect.any(String) });
    await listener.waitForEvent((e) => e.event === "label" && e.data.label === "start", "label event");
    expect((await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.labels).toEqual({
      [entries[0]!.id]: "start",
    });

    const cleared = await server.api<LabelResult>("POST", `/api/sessions/${id}/label`, { entryId: entries[0]!.id });
    expect(cleared.body.label).toBeUndefined();
    expect((await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.labels).toEqual({});

    const named = await server.api<NameResult>("POST", `/api/sessions/${id}/name`, { name: "  my session " });
    expect(named.body).toEqual({ name: "my session" });
    expect((await server.api<SessionSummary[]>("GET", "/api/sessions")).body[0]!.name).toBe("my session");
    const renamedEvent = await listener.waitForEvent(
      (e) => e.event === "session_updated" && e.data.appended[0]?.type === "session_info",
      "session_updated",
    );
    expect(dataOf(renamedEvent, "session_updated").appended[0]).toMatchObject({
      type: "session_info",
      name: "my session",
    });
  });

  it("forks the path up to an entry into a new session file, leaving the original as it was", async () => {
    server = await startTestServer();
    const id = await createSession("original");
    const listener = await listen(id);
    await promptAndWait(id, listener, "hello");
    await promptAndWait(id, listener, "explain tools");
    const entries = (await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.entries;
    const originalBytes = readFileSync(join(server.dir, `${id}.jsonl`), "utf8");

    const forked = await server.api<SessionSummary>("POST", `/api/sessions/${id}/fork`, { entryId: entries[2]!.id });
    expect(forked.status).toBe(201);
    expect(forked.body).toMatchObject({ name: "original", running: false });
    expect(forked.body.id).not.toBe(id);
    const copy = (await server.api<SessionDetail>("GET", `/api/sessions/${forked.body.id}`)).body;
    expect(copy.header.parentSession).toBe(join(server.dir, `${id}.jsonl`));
    expect(copy.entries.map((e) => e.id)).toEqual(entries.slice(0, 3).map((e) => e.id));
    expect(readFileSync(join(server.dir, `${id}.jsonl`), "utf8")).toBe(originalBytes);
    expect((await server.api<SessionSummary[]>("GET", "/api/sessions")).body).toHaveLength(2);
  });
});

describe("compaction", () => {
  it("compacts on request: a summary entry at the leaf, the history still whole", async () => {
    server = await startTestServer({ compaction: { enabled: false, keepRecentTokens: 50 } });
    const id = await createSession();
    const listener = await listen(id);
    await promptAndWait(id, listener, longText(20));
    await promptAndWait(id, listener, longText(20));
    await promptAndWait(id, listener, "hello");
    const before = (await server.api<ContextResponse>("GET", `/api/sessions/${id}/context`)).body;

    const compacted = await server.api<CompactResponse>("POST", `/api/sessions/${id}/compact`, {
      instructions: "keep it short",
    });
    expect(compacted.status).toBe(200);
    expect(compacted.body).toMatchObject({
      entryId: expect.any(String),
      firstKeptEntryId: expect.any(String),
      summary: expect.stringContaining("Goal"),
    });
    expect(compacted.body.tokensAfter).toBeLessThan(compacted.body.tokensBefore);
    const event = await listener.waitForEvent((e) => e.event === "compaction", "compaction event");
    expect(event.data.entryId).toBe(compacted.body.entryId);

    const after = (await server.api<ContextResponse>("GET", `/api/sessions/${id}/context`)).body;
    expect(after.summaries).toEqual([{ kind: "compaction", summary: compacted.body.summary }]);
    expect(JSON.stringify(after.request.messages[1])).toContain("Goal");
    expect(after.tokens).toBeLessThan(before.tokens);
    expect(
      (await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.entries.filter((e) => e.type === "message"),
    ).toHaveLength(6);

    // Nothing left to summarise: a clear 409, nothing appended.
    const again = await server.api<ApiError>("POST", `/api/sessions/${id}/compact`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("compaction_failed");
  });

  it("compacts between the turns of a run when the context grows into the reserve", async () => {
    server = await startTestServer({ model: compactingModel(), compaction: SMALL_WINDOW });
    const id = await createSession();
    const listener = await listen(id);
    await promptAndWait(id, listener, longText(40));
    const { reason } = await promptAndWait(id, listener, longText(2));
    expect(reason).toBe("done");
    const compaction = listener.events.find((e) => e.event === "compaction");
    expect(compaction).toBeDefined();
    // It happened inside a run: between a turn_end and the next turn_start.
    const index = listener.events.indexOf(compaction!);
    const previous = listener.events.slice(0, index).findLast((e) => e.data.type === "agent_event");
    expect(previous?.event).toBe("turn_end");
    const file = loadSession(join(server.dir, `${id}.jsonl`));
    expect(file.problems).toEqual([]);
    expect([...file.tree.entries].some((e) => e.type === "compaction")).toBe(true);
  });
});
