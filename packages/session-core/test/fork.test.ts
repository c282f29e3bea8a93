/**
 * `Session.fork`: the path to an entry as a new session file, checked against
 * the original, against session-core's own check, and (pi-fork.test.ts) against pi's reader.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { forkEntries } from "../src/fork.ts";
import {
  type CompactionEntry,
  checkSession,
  isLeafSwitch,
  type LabelEntry,
  loadSession,
  Session,
  type SessionEntry,
  seededIds,
  steppingClock,
} from "../src/index.ts";
import { assistant, linesOf, newSession, tempDir, user } from "./support/files.ts";
import { pluggedInPi } from "./support/pi-oracle.ts";

/** In the compatibility run (pi-fork.test.ts): pi opens the file and builds `messages`. A unit run skips this. */
function expectPiSees(path: string, messages: unknown[]): void {
  const pi = pluggedInPi();
  if (!pi) return;
  const piContext = pi.SessionManager.open(path, dirname(path)).buildSessionContext();
  expect(asJson(piContext.messages)).toEqual(asJson(messages));
}
function problemsIn(path: string): string[] {
  return checkSession(path).problems.map((p) => `${p.line}: ${p.kind}: ${p.message}`);
}
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

function branchedSession() {
  const session = newSession(join(tempDir(), "original.jsonl"));
  const u1 = session.appendMessage(user("m1 first question"));
  const a1 = session.appendMessage(assistant("m2 first answer"));
  session.setLabel(u1, "start");
  const u2 = session.appendMessage(user("m3 second question"));
  const a2 = session.appendMessage(assistant("m4 second answer"));
  // A detour: back to a1, then on along another branch.
  session.switchLeaf(a1);
  const u3 = session.appendMessage(user("m5 other question"));
  const a3 = session.appendMessage(assistant("m6 other answer"));
  session.setLabel(a3, "other");
  session.setLabel(a2, "second"); // set while the leaf is on the other branch
  session.switchLeaf(a2);
  return { session, ids: { u1, a1, u2, a2, u3, a3 } };
}

describe("Session.fork", () => {
  it("writes the path to an entry into a new file whose header names the original, made as create makes it", () => {
    const { session, ids } = branchedSession();
    const forkPath = join(dirname(session.path), "fork.jsonl");
    const forked = Session.fork(session, ids.a2, forkPath, {
      ids: seededIds("fork"),
      clock: steppingClock("2026-02-01T00:00:00.000Z"),
      sessionId: "forked",
    });

    expect(forked.header).toEqual({
      type: "session",
      version: 3,
      id: "forked",
      timestamp: "2026-02-01T00:00:00.000Z",
      cwd: "/work",
      parentSession: session.path,
    });
    expect(JSON.parse(linesOf(forkPath)[0]!)).toEqual(forked.header);
    const messages = [...forked.tree.entries].filter((e) => e.type === "message").map((e) => e.id);
    expect(messages).toEqual([ids.u1, ids.a1, ids.u2, ids.a2]);
    expect(asJson(forked.context().messages)).toEqual(asJson(session.context(ids.a2).messages));
    // The original is untouched and still has both branches.
    expect(session.tree.pathToRoot(ids.a3).map((e) => e.id)).toEqual(expect.arrayContaining([ids.u1, ids.a1, ids.u3]));
    expect(session.leafId).toBe(ids.a2);
    forked.close();
    session.close();
  });

  it("holds the new file's write lock while it writes, and from then on", () => {
    const { session, ids } = branchedSession();
    const forkPath = join(dirname(session.path), "locked.jsonl");
    const forked = Session.fork(session, ids.a2, forkPath);
    expect(() => Session.open(forkPath)).toThrow(/already open for writing in this process/);
    forked.close();
    Session.open(forkPath).close();
    session.close();
  });

  it("forks from a file read without a lock (loadSession), the original's own writer still free", () => {
    const { session, ids } = branchedSession();
    session.close();
    const loaded = loadSession(session.path);
    const forked = Session.fork(
      { path: session.path, header: loaded.header, tree: loaded.tree },
      ids.u2,
      join(dirname(session.path), "from-read.jsonl"),
    );
    expect([...forked.tree.entries].filter((e) => e.type === "message").map((e) => e.id)).toEqual([
      ids.u1,
      ids.a1,
      ids.u2,
    ]);
    Session.open(session.path).close(); // the original was never locked by the fork
    forked.close();
  });

  it("brings the labels of the path along and leaves out leaf switches and other labels", () => {
    const { session, ids } = branchedSession();
    const entries = forkEntries(session, ids.a2, seededIds("fork"));
    expect(entries.some(isLeafSwitch)).toBe(false);
    const labels = entries.filter((e): e is LabelEntry => e.type === "label").map((e) => [e.targetId, e.label]);
    expect(labels).toEqual([
      [ids.u1, "start"],
      [ids.a2, "second"],
    ]);
    // Every entry's parent is the entry before it: no entry without its parent.
    expect(entries.map((entry) => entry.parentId)).toEqual([null, ...entries.slice(0, -1).map((entry) => entry.id)]);
    session.close();
  });

  it("the forked file opens in pi with the same context, session-core finds nothing wrong, and it goes on", () => {
    const { session, ids } = branchedSession();
    const forkPath = join(dirname(session.path), "fork.jsonl");
    const forked = Session.fork(session, ids.a2, forkPath, { ids: seededIds("fork") });
    expect(problemsIn(forkPath)).toEqual([]);
    expectPiSees(forkPath, forked.context().messages);
    const loaded = loadSession(forkPath);
    expect(loaded.tree.labelOf(ids.u1)).toBe("start");
    expect(loaded.tree.labelOf(ids.a3)).toBeUndefined();
    const next = forked.appendMessage(user("m7 go on in the fork"));
    expect(forked.tree.pathToRoot(next).map((e) => e.id)).toContain(ids.a2);
    forked.close();
    session.close();
  });

  it("keeps a compaction's firstKeptEntryId valid, and moves one that named a left-out entry to the next kept", () => {
    const dir = tempDir();
    const session = newSession(join(dir, "c.jsonl"));
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(session.appendMessage(i % 2 === 0 ? user(`m${i}`) : assistant(`m${i}`)));
    const compaction = session.appendCompaction("summary of m0..m2", ids[3]!, 100);
    const leaf = session.appendMessage(user("m6"));
    const forked = Session.fork(session, leaf, join(dir, "c-fork.jsonl"));
    expect((forked.tree.get(compaction) as CompactionEntry).firstKeptEntryId).toBe(ids[3]);
    expect(asJson(forked.context().messages)).toEqual(asJson(session.context().messages));
    expectPiSees(forked.path, session.context().messages);
    forked.close();

    // A compaction naming an entry that is left out (pi's cut point may name a label) starts at the next one.
    const path = session.tree.pathToRoot();
    const label = {
      type: "label",
      id: "1abe1000",
      parentId: path[3]!.id,
      timestamp: path[3]!.timestamp,
      targetId: path[0]!.id,
      label: "x",
    } as SessionEntry;
    const fake = [...path.slice(0, 4), label, { ...path[4]!, parentId: "1abe1000" }];
    const odd = {
      type: "compaction",
      id: "c0c0c0c0",
      parentId: fake.at(-1)!.id,
      timestamp: path[5]!.timestamp,
      summary: "s",
      firstKeptEntryId: "1abe1000",
      tokensBefore: 1,
    } as SessionEntry;
    const oddPath = join(dir, "odd.jsonl");
    Session.create(oddPath, { ids: seededIds("odd") }).close();
    writeFileSync(
      oddPath,
      readFileSync(oddPath, "utf8") + [...fake, odd].map((e) => `${JSON.stringify(e)}\n`).join(""),
    );
    const oddFork = forkEntries(loadSession(oddPath), "c0c0c0c0");
    expect((oddFork.find((e) => e.type === "compaction") as CompactionEntry).firstKeptEntryId).toBe(path[4]!.id);
    expect(oddFork.filter((e) => e.type === "label")).toMatchObject([
      { targetId: path[0]!.id, label: "x", parentId: "c0c0c0c0" },
    ]);
    session.close();
  });

  it("re-links an entry whose parent was a leaf-switch record on the path", () => {
    const { session, ids } = branchedSession();
    const record = session.tree.children(ids.a1).find(isLeafSwitch)!;
    session.switchLeaf(record.id);
    const after = session.appendMessage(user("m8 after the record"));
    expect(session.tree.get(after)!.parentId).toBe(record.id);

    const forked = Session.fork(session, after, join(dirname(session.path), "through-record.jsonl"), {
      ids: seededIds("fork"),
    });
    expect([...forked.tree.entries].some(isLeafSwitch)).toBe(false);
    expect(forked.tree.get(after)!.parentId).toBe(ids.a1);
    expect(problemsIn(forked.path)).toEqual([]);
    expectPiSees(forked.path, session.context(after).messages);
    forked.close();
    session.close();
  });

  it("refuses to write over an existing file, and an unknown entry, writing nothing", () => {
    const { session, ids } = branchedSession();
    const before = readFileSync(session.path, "utf8");
    const existing = join(dirname(session.path), "existing.jsonl");
    writeFileSync(existing, "someone else's file\n");
    expect(() => Session.fork(session, ids.a2, existing)).toThrow(/already exists/);
    expect(readFileSync(existing, "utf8")).toBe("someone else's file\n");
    expect(() => Session.fork(session, "nothere", join(dirname(session.path), "x.jsonl"))).toThrow(
      /no entry to fork from with id "nothere"/,
    );
    expect(readFileSync(session.path, "utf8")).toBe(before);
    session.close();
  });
});
