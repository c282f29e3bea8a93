/**
 * Twenty sessions prompting at once, twice: every run's messages end up in
 * its own file, in order, complete, and each tab hears only its own session.
 */

import { join } from "node:path";
import { type AgentMessage, createTeachingModel } from "@kit/agent-loop";
import { checkSession, contextAt, type MessageEntry } from "@kit/session-core";
import { afterEach, expect, it } from "vitest";
import type { ContextResponse, PromptAccepted, SessionSummary } from "../src/api-types.ts";
import { SseListener } from "./helpers/sse-client.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

let server: TestServer;
const listeners: SseListener[] = [];
afterEach(async () => {
  for (const listener of listeners.splice(0)) await listener.close();
  await server?.stop();
});

const prompts = (i: number, round: number) =>
  [
    `which files are there? (session ${i}, round ${round})`,
    `read README.md for me (session ${i}, round ${round})`,
    `explain the agent loop (session ${i}, round ${round})`,
  ][(i + round) % 3]!;

it("runs twenty sessions at once with nothing lost or mixed up", async () => {
  // Small pauses between streamed pieces make the twenty runs interleave; pieces of six words keep the events (and
  // the work on a busy machine) few enough while every reply is still cut into several pieces.
  server = await startTestServer({ model: createTeachingModel({ pieceDelayMs: 1, wordsPerPiece: 6 }) });
  const ids: string[] = [];
  for (let i = 0; i < 20; i++)
    ids.push((await server.api<SessionSummary>("POST", "/api/sessions", { name: `s${i}` })).body.id);
  for (const id of ids) listeners.push(await SseListener.open(`${server.url}/api/sessions/${id}/events`));

  const runIds = ids.map(() => new Set<string>());
  for (const round of [1, 2]) {
    const accepted = await Promise.all(
      ids.map((id, i) => server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text: prompts(i, round) })),
    );
    accepted.forEach((answer, i) => {
      expect(answer.status).toBe(202);
      runIds[i]!.add(answer.body.runId);
    });
    await Promise.all(
      listeners.map((listener, i) =>
        listener.waitForEvent(
          (e) => e.event === "run_end" && runIds[i]!.has(e.data.runId) && e.data.runId === [...runIds[i]!].at(-1),
          `run_end of session ${i} round ${round}`,
          240_000,
        ),
      ),
    );
  }
  expect(new Set(runIds.flatMap((set) => [...set])).size).toBe(40);

  for (const [i, id] of ids.entries()) {
    const listener = listeners[i]!;
    // Only this session's runs were heard on this session's stream.
    const heardRuns = new Set(listener.events.flatMap((e) => ("runId" in e.data ? [e.data.runId] : [])));
    expect(heardRuns).toEqual(runIds[i]);
    expect(listener.events.filter((e) => e.event === "run_end").map((e) => e.data.reason)).toEqual(["done", "done"]);

    // The file: sound, and its context is exactly the messages the stream saw end, in order.
    const checked = checkSession(join(server.dir, `${id}.jsonl`));
    expect(checked.problems).toEqual([]);
    const tree = checked.loaded!.tree;
    const ended: AgentMessage[] = listener.events
      .filter((e) => e.event === "message_end")
      .map((e) => e.data.event.message);
    expect(contextAt(tree).messages).toEqual(ended);
    const users = [...tree.entries].filter(
      (e): e is MessageEntry => e.type === "message" && (e as MessageEntry).message.role === "user",
    );
    expect(users.map((e) => e.message.role === "user" && e.message.content)).toEqual([prompts(i, 1), prompts(i, 2)]);

    // And the API says the same as the file.
    const api = (await server.api<ContextResponse>("GET", `/api/sessions/${id}/context`)).body;
    expect(api.messageCount).toBe(ended.length);
    expect(api.leafId).toBe(tree.leafId);
  }
  // A bound on a hang only: beside four busy loops on two cores this test has run 132 s.
}, 600_000);
