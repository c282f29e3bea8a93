/**
 * `GET /api/sessions/:id?outline=true`, a long session's first screen: the leaf's ancestor a few hundred entries up
 * and everything below it, whole, in file order, with the session's entry count; a nearer ancestor when that subtree
 * is too big; the same bytes whether the file was read on the worker thread or the main thread; a short session is
 * answered whole.
 */
import { join } from "node:path";
import { loadSession, Session, type SessionEntry } from "@kit/session-core";
import { afterEach, expect, it } from "vitest";
import type { SessionDetail, SessionOutline, SessionSummary } from "../src/api-types.ts";
import { ANCESTOR_STEPS, FIRST_SCREEN_MOST_ENTRIES } from "../src/session-outline.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

let server: TestServer;
afterEach(async () => {
  await server?.stop();
});

const usage = { input: 1, output: 2, cacheRead: 0, cacheWrite: 0, totalTokens: 3 };
const cost = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 };
const ANSWER = {
  role: "assistant",
  api: "scripted",
  provider: "scripted",
  model: "teaching",
  usage: { ...usage, cost },
  stopReason: "stop",
} as const;

/** `count` questions with long answers on the writer's leaf; returns the answers' ids. */
function ask(writer: Session, count: number, topic: string): string[] {
  const answers: string[] = [];
  for (let i = 0; i < count; i++) {
    writer.appendMessage({ role: "user", content: `${topic} question ${i}`, timestamp: i });
    const text = `${topic} answer ${i}: ${"many words ".repeat(40)}`;
    answers.push(writer.appendMessage({ ...ANSWER, content: [{ type: "text", text }], timestamp: i }));
  }
  return answers;
}

/**
 * 1,600 questions (3,200 entries, about 1 MB), a branch from the 10th answer (far above the leaf's ancestor) and
 * one from the 1,500th (below it), then the leaf back at the main line's end.
 */
function writeBranchedSession(dir: string): { path: string; early: string; late: string; tip: string } {
  const path = join(dir, "long.jsonl");
  const writer = Session.create(path, { cwd: dir });
  const answers = ask(writer, 1600, "main");
  const tip = answers.at(-1)!;
  writer.switchLeaf(answers[10]!);
  const early = writer.appendMessage({ role: "user", content: "an early branch", timestamp: 9998 });
  writer.switchLeaf(answers[1500]!);
  const late = writer.appendMessage({ role: "user", content: "a late branch", timestamp: 9999 });
  writer.switchLeaf(tip);
  writer.close();
  return { path, early, late, tip };
}

/** The entries below `topId` (it included), in file order, by walking each entry's path: slow, and plainly right. */
function entriesUnder(path: string, topId: string): SessionEntry[] {
  const { tree } = loadSession(path);
  return [...tree.entries].filter((entry) => tree.pathToRoot(entry.id).some((above) => above.id === topId));
}

/** The outline from a server reading off the main thread, then from one reading on it: they must be the same bytes. */
async function outlineFromBothThreads(write: (dir: string) => void): Promise<SessionOutline> {
  server = await startTestServer({ offThreadBytes: 256 * 1024 });
  write(server.dir);
  const read = async () => (await fetch(`${server.url}/api/sessions/long?outline=true`)).text();
  const offThread = await read();
  expect(server.server.parts.registry.readerState).not.toBe("not started");
  await server.stop({ keepFiles: true });
  server = await startTestServer({ sessionsDir: server.dir, offThreadBytes: Number.POSITIVE_INFINITY });
  expect(await read()).toBe(offThread);
  return JSON.parse(offThread) as SessionOutline;
}

it("sends the leaf's ancestor 300 up and all below it, whole, from either thread", async () => {
  let written!: ReturnType<typeof writeBranchedSession>;
  const outline = await outlineFromBothThreads((dir) => {
    written = writeBranchedSession(dir);
  });
  const { path, early, late, tip } = written;
  const { tree } = loadSession(path);
  const top = tree.pathToRoot(tip).at(-1 - ANCESTOR_STEPS)!;
  expect(outline).toMatchObject({ id: "long", outline: true, leafId: tip, running: false, entryCount: tree.size });
  expect(outline.entries).toEqual(JSON.parse(JSON.stringify(entriesUnder(path, top.id))));
  expect(outline.entries[0]!.id).toBe(top.id);
  const ids = new Set(outline.entries.map((entry) => entry.id));
  expect(ids.has(top.parentId!)).toBe(false);
  // The branch below the ancestor is on the first screen; the one above it waits for the whole session.
  expect(ids.has(late)).toBe(true);
  expect(ids.has(early)).toBe(false);
  expect(outline.entries.length).toBeLessThan(tree.size / 5);
  const whole = await server.api<SessionDetail>("GET", "/api/sessions/long");
  expect(JSON.stringify(outline).length).toBeLessThan(JSON.stringify(whole.body).length / 5);
});

it("starts nearer the leaf while the subtree holds too many entries", async () => {
  let written!: { path: string; tip: string };
  const outline = await outlineFromBothThreads((dir) => {
    const path = join(dir, "long.jsonl");
    const writer = Session.create(path, { cwd: dir });
    const answers = ask(writer, 1600, "main");
    const tip = answers.at(-1)!;
    // 200 entries above the leaf, a side branch of 2,000 entries: below the ancestor 300 up, above the one 150 up.
    writer.switchLeaf(answers[1500]!);
    ask(writer, FIRST_SCREEN_MOST_ENTRIES / 2, "side");
    writer.switchLeaf(tip);
    writer.close();
    written = { path, tip };
  });
  const { tree } = loadSession(written.path);
  const top = tree.pathToRoot(written.tip).at(-1 - ANCESTOR_STEPS / 2)!;
  expect(outline.entries).toEqual(JSON.parse(JSON.stringify(entriesUnder(written.path, top.id))));
  expect(outline.entries.length).toBeLessThanOrEqual(FIRST_SCREEN_MOST_ENTRIES);
  expect(outline.entryCount).toBe(tree.size);
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
