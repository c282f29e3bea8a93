/**
 * `GET /api/sessions/:id?outline=true`, a long session's first screen: every entry for the tree, the last entries
 * of the leaf's path in full, the other messages cut to their row's first line; the same bytes whether the file was
 * read on the worker thread or the main thread; a short session is answered whole.
 */
import { join } from "node:path";
import { oneLine } from "@kit/agent-loop/messages";
import { loadSession, Session } from "@kit/session-core";
import { afterEach, expect, it } from "vitest";
import type { OutlinedMessage, SessionDetail, SessionOutline, SessionSummary } from "../src/api-types.ts";
import { FULL_PATH_ENTRIES } from "../src/session-outline.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

let server: TestServer;
afterEach(async () => {
  await server?.stop();
});

/** 2,000 questions with long answers (4,000 entries, about 1.3 MB), then a branch from the first answer. */
function writeLongSession(dir: string): { path: string; branchId: string } {
  const path = join(dir, "long.jsonl");
  const writer = Session.create(path, { cwd: dir });
  let first: string | undefined;
  for (let i = 0; i < 2000; i++) {
    writer.appendMessage({ role: "user", content: `question ${i}\nsecond line`, timestamp: i });
    const answer = writer.appendMessage({
      role: "assistant",
      content: [
        { type: "text", text: longAnswer(i) },
        { type: "toolCall", id: `call-${i}`, name: "read", arguments: { path: "README.md" } },
      ],
      api: "scripted",
      provider: "scripted",
      model: "teaching",
      usage: {
        input: 1,
        output: 2,
        cacheRead: 0,
        cacheWrite: 0,
        totalTokens: 3,
        cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
      },
      stopReason: "stop",
      timestamp: i,
    });
    first ??= answer;
  }
  writer.switchLeaf(first!);
  const branchId = writer.appendMessage({ role: "user", content: "a branch", timestamp: 9999 });
  writer.close();
  return { path, branchId };
}

function longAnswer(i: number): string {
  return `answer ${i}: ${"many words ".repeat(40)}`;
}

const outlined = (entry: unknown): entry is OutlinedMessage => Array.isArray(entry);

it("sends the leaf path's last entries whole, the other messages as rows, from either thread", async () => {
  server = await startTestServer({ offThreadBytes: 1024 * 1024 });
  const { path, branchId } = writeLongSession(server.dir);
  const read = async () => (await fetch(`${server.url}/api/sessions/long?outline=true`)).text();
  const offThread = await read();
  const whole = await server.api<SessionDetail>("GET", "/api/sessions/long");
  await server.stop({ keepFiles: true });
  server = await startTestServer({ sessionsDir: server.dir, offThreadBytes: Number.POSITIVE_INFINITY });
  expect(await read()).toBe(offThread);
  expect(offThread.length).toBeLessThan(JSON.stringify(whole.body).length / 2);

  const outline = JSON.parse(offThread) as SessionOutline;
  const loaded = loadSession(path);
  const entries = [...loaded.tree.entries];
  expect(outline).toMatchObject({ id: "long", outline: true, leafId: branchId, running: false, labels: {} });
  expect(outline.entries.map((entry) => (outlined(entry) ? entry[0] : entry.id))).toEqual(entries.map((e) => e.id));
  // The leaf's path is the first question, its answer and the branch: all three in full, as in the file.
  const fullIds = loaded.tree
    .pathToRoot(branchId)
    .slice(-FULL_PATH_ENTRIES)
    .map((entry) => entry.id);
  const full = outline.entries.filter((entry) => !outlined(entry));
  expect(full).toEqual(
    JSON.parse(JSON.stringify(entries.filter((entry) => fullIds.includes(entry.id) || entry.type !== "message"))),
  );
  // An answer off the path: its row's first line (cut where the row cuts it), its tool call's name; no usage, model
  // or arguments.
  const rows = outline.entries.filter(outlined);
  const answer = rows.find((entry) => entry[2].role === "assistant");
  const line = oneLine(longAnswer(1), 80);
  expect(answer?.[2]).toEqual({
    role: "assistant",
    content: [
      { type: "text", text: line },
      { type: "toolCall", name: "read" },
    ],
    stopReason: "stop",
  });
  expect(oneLine(line, 70)).toBe(oneLine(longAnswer(1), 70));
  const question = rows.find((entry) => entry[2].role === "user");
  expect(question).toEqual([entries[2]!.id, entries[1]!.id, { role: "user", content: "question 1 second line" }]);
});

it("answers a short session whole, as without the parameter", async () => {
  server = await startTestServer();
  const { id } = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body;
  await server.api("POST", `/api/sessions/${id}/name`, { name: "short" });
  const plain = await server.api<SessionDetail>("GET", `/api/sessions/${id}`);
  const asked = await server.api<SessionDetail>("GET", `/api/sessions/${id}?outline=true`);
  expect(asked).toEqual(plain);
  expect(asked.body).not.toHaveProperty("outline");
});
