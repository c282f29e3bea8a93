/**
 * `GET /api/sessions/:id?outline=true`, a long session's first screen: the leaf's ancestor a few hundred entries up
 * and everything below it, whole, in file order, with the session's entry count; a nearer ancestor when that subtree
 * is too big; the same bytes whether it was read from the file's end (a big closed file) or from the whole session;
 * the whole read when the end does not hold it; a short session is answered whole.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadSession, Session, type SessionEntry } from "@kit/session-core";
import { afterEach, expect, it } from "vitest";
import type { SessionDetail, SessionOutline, SessionSummary } from "../src/api-types.ts";
import type { ReadEvent } from "../src/reading/read-events.ts";
import { ANCESTOR_STEPS, FIRST_SCREEN_MOST_ENTRIES, firstScreenEntries } from "../src/reading/session-outline.ts";
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
 * A name given first, 1,600 questions (3,200 entries, about 1 MB), a branch from the 10th answer (far above the
 * leaf's ancestor) and one from the 1,500th (below it), a label on each branch, then the leaf back at the main
 * line's end.
 */
function writeBranchedSession(dir: string): { path: string; early: string; late: string; tip: string } {
  const path = join(dir, "long.jsonl");
  const writer = Session.create(path, { cwd: dir });
  writer.setName("a long class");
  const answers = ask(writer, 1600, "main");
  const tip = answers.at(-1)!;
  writer.switchLeaf(answers[10]!);
  const early = writer.appendMessage({ role: "user", content: "an early branch", timestamp: 9998 });
  writer.setLabel(early, "early");
  writer.switchLeaf(answers[1500]!);
  const late = writer.appendMessage({ role: "user", content: "a late branch", timestamp: 9999 });
  writer.setLabel(late, "late");
  writer.switchLeaf(tip);
  writer.close();
  return { path, early, late, tip };
}

/** The entries below `topId` (it included), in file order, by walking each entry's path: slow, and plainly right. */
function entriesUnder(path: string, topId: string): SessionEntry[] {
  const { tree } = loadSession(path);
  return [...tree.entries].filter((entry) => tree.pathToRoot(entry.id).some((above) => above.id === topId));
}

const readOutline = async () => (await fetch(`${server.url}/api/sessions/long?outline=true`)).text();

/**
 * The outline read from the file's end (a big closed file, before the worker thread's whole read answers anything),
 * then from a server reading the whole file on the main thread: they must be the same bytes.
 */
async function outlineFromBothReads(write: (dir: string) => void): Promise<SessionOutline> {
  const events: ReadEvent[] = [];
  server = await startTestServer({ offThreadBytes: 256 * 1024, onRead: (event) => events.push(event) });
  write(server.dir);
  const fromEnd = await readOutline();
  expect(events.filter((event) => event.type === "whole_file_read")).toEqual([]);
  await server.stop({ keepFiles: true });
  server = await startTestServer({ sessionsDir: server.dir, offThreadBytes: Number.POSITIVE_INFINITY });
  expect(await readOutline()).toBe(fromEnd);
  return JSON.parse(fromEnd) as SessionOutline;
}

it("sends the leaf's ancestor 300 up and all below it, whole, from the file's end as from the whole", async () => {
  let written!: ReturnType<typeof writeBranchedSession>;
  const outline = await outlineFromBothReads((dir) => {
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
  // The labels of the entries sent, the name given on the file's first lines.
  expect(outline.labels).toEqual({ [late]: "late" });
  expect(outline.name).toBe("a long class");
  expect(outline.entries.length).toBeLessThan(tree.size / 5);
  const whole = await server.api<SessionDetail>("GET", "/api/sessions/long");
  expect(JSON.stringify(outline).length).toBeLessThan(JSON.stringify(whole.body).length / 5);
});

it("starts nearer the leaf while the subtree holds too many entries", async () => {
  let written!: { path: string; tip: string };
  const outline = await outlineFromBothReads((dir) => {
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

it("reads the whole file when its end does not hold the first screen, and says a damaged file is damaged", async () => {
  const events: ReadEvent[] = [];
  server = await startTestServer({ offThreadBytes: 256 * 1024, onRead: (event) => events.push(event) });
  const { path, early, tip } = writeBranchedSession(server.dir);
  // The leaf moved to the early branch: its path is on the file's first lines, far above the end.
  const writer = Session.open(path);
  writer.switchLeaf(early);
  writer.close();
  const outline = JSON.parse(await readOutline()) as SessionOutline;
  expect(events.filter((event) => event.type === "whole_file_read")).toEqual([
    { type: "whole_file_read", id: "long", thread: "worker" },
  ]);
  expect(outline.leafId).toBe(early);
  const expected = firstScreenEntries(loadSession(path).tree)!;
  expect(outline.entries).toEqual(JSON.parse(JSON.stringify(expected)));
  expect(outline.entries[0]!.id).toBe(early);

  // Back at the main line's end, and a line far above the end is garbage: the first screen is read from the end,
  // and the whole read says what is wrong.
  const back = Session.open(path);
  back.switchLeaf(tip);
  back.close();
  const lines = readFileSync(path, "utf8").split("\n");
  lines[5] = "not json";
  writeFileSync(path, lines.join("\n"));
  const fromEnd = JSON.parse(await readOutline()) as SessionOutline;
  expect(fromEnd.leafId).toBe(tip);
  const whole = await server.api<{ error: { code: string; message: string } }>("GET", "/api/sessions/long");
  expect(whole.status).toBe(422);
  expect(whole.body.error.message).toContain("line 6");
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
