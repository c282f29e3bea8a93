import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { type CompactionEntry, type LabelEntry, Session, type SessionEntry, isLeafSwitch, loadSession, seededIds, steppingClock } from "@kit/session-core";
import { compact, compactionSettings, fork, forkEntries, navigate } from "../src/index.ts";
import { asJson, assistant, newSession, piContext, problemsIn, sized, taggingModel, user } from "./helpers.ts";

function branchedSession() {
  const session = newSession();
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

describe("fork", () => {
  it("writes the path to an entry into a new file whose header names the original", () => {
    const { session, ids } = branchedSession();
    const forkPath = join(dirname(session.path), "fork.jsonl");
    const forked = fork(session, ids.a2, forkPath, { ids: seededIds("fork"), clock: steppingClock("2026-02-01T00:00:00.000Z"), sessionId: "forked" });

    expect(forked.header).toMatchObject({ type: "session", version: 3, id: "forked", parentSession: session.path, cwd: "/work" });
    const messages = forked.tree.entries.filter((e) => e.type === "message").map((e) => e.id);
    expect(messages).toEqual([ids.u1, ids.a1, ids.u2, ids.a2]);
    expect(asJson(forked.context().messages)).toEqual(asJson(session.context(ids.a2).messages));
    // The original is untouched and still has both branches.
    expect(session.tree.pathToRoot(ids.a3).map((e) => e.id)).toEqual(expect.arrayContaining([ids.u1, ids.a1, ids.u3]));
    expect(session.leafId).toBe(ids.a2);
  });

  it("brings the labels of the path along and leaves out leaf switches and other labels", () => {
    const { session, ids } = branchedSession();
    const entries = forkEntries(session, ids.a2, seededIds("fork"));
    expect(entries.some(isLeafSwitch)).toBe(false);
    const labels = entries.filter((e): e is LabelEntry => e.type === "label").map((e) => [e.targetId, e.label]);
    expect(labels).toEqual([[ids.u1, "start"], [ids.a2, "second"]]);
    // Every entry's parent is the entry before it: no entry without its parent.
    entries.forEach((entry, i) => expect(entry.parentId).toBe(i === 0 ? null : entries[i - 1]!.id));
  });

  it("the forked file opens in pi with the same context, and session-core finds nothing wrong with it", () => {
    const { session, ids } = branchedSession();
    const forkPath = join(dirname(session.path), "fork.jsonl");
    const forked = fork(session, ids.a2, forkPath, { ids: seededIds("fork") });
    expect(problemsIn(forkPath)).toEqual([]);
    const pi = piContext(forkPath);
    expect(asJson(pi.messages)).toEqual(asJson(forked.context().messages));
    const loaded = loadSession(forkPath);
    expect(loaded.tree.labelOf(ids.u1)).toBe("start");
    expect(loaded.tree.labelOf(ids.a3)).toBeUndefined();
    // The new session goes on from where it was forked.
    const next = forked.appendMessage(user("m7 go on in the fork"));
    expect(forked.context().messages.at(-1)).toMatchObject({ content: "m7 go on in the fork" });
    expect(forked.tree.pathToRoot(next).map((e) => e.id)).toContain(ids.a2);
  });

  it("keeps a compaction's firstKeptEntryId valid, re-linking past a label entry it named", async () => {
    const session = newSession();
    for (let i = 0; i < 12; i += 2) {
      session.appendMessage(user(sized(`m${i}`, 60)));
      session.appendMessage(assistant(sized(`m${i + 1}`, 60)));
    }
    const result = await compact(session, taggingModel(), compactionSettings({ contextWindow: 2_000, reserveTokens: 500, keepRecentTokens: 200 }));
    session.appendMessage(user(sized("m12", 10)));
    const leaf = session.appendMessage(assistant(sized("m13", 10)));

    const forkPath = join(dirname(session.path), "fork.jsonl");
    const forked = fork(session, leaf, forkPath, { ids: seededIds("fork") });
    const copied = forked.tree.get(result.entryId) as CompactionEntry;
    expect(copied.firstKeptEntryId).toBe(result.firstKeptEntryId);
    expect(asJson(forked.context().messages)).toEqual(asJson(session.context().messages));
    expect(asJson(piContext(forkPath).messages)).toEqual(asJson(session.context().messages));
    expect(problemsIn(forkPath)).toEqual([]);

    // A compaction naming an entry that is left out (pi's cut point may name a label) starts at the next one.
    const path = session.tree.pathToRoot();
    const label = { type: "label", id: "1abe1000", parentId: path[3]!.id, timestamp: path[3]!.timestamp, targetId: path[0]!.id, label: "x" } as SessionEntry;
    const fake = [...path.slice(0, 4), label, { ...path[4]!, parentId: "1abe1000" }];
    const compaction = { type: "compaction", id: "c0c0c0c0", parentId: fake.at(-1)!.id, timestamp: path[5]!.timestamp, summary: "s", firstKeptEntryId: "1abe1000", tokensBefore: 1 } as SessionEntry;
    const odd = join(dirname(session.path), "odd.jsonl");
    const oddSession = Session.create(odd, { ids: seededIds("odd") });
    oddSession.close();
    const header = readFileSync(odd, "utf8");
    writeFileSync(odd, header + [...fake, compaction].map((e) => `${JSON.stringify(e)}\n`).join(""));
    const reopened = Session.open(odd);
    const oddFork = forkEntries(reopened, "c0c0c0c0");
    const oddCompaction = oddFork.find((e) => e.type === "compaction") as CompactionEntry;
    expect(oddCompaction.firstKeptEntryId).toBe(path[4]!.id);
    expect(oddFork.filter((e) => e.type === "label")).toMatchObject([{ targetId: path[0]!.id, label: "x", parentId: "c0c0c0c0" }]);
    reopened.close();
  });

  it("re-links an entry whose parent was a leaf-switch record on the path", () => {
    const { session, ids } = branchedSession();
    // Selecting a leaf-switch record makes it the leaf (it is "any other entry"); the next message hangs from it.
    const record = session.tree.children(ids.a1).find(isLeafSwitch)!;
    session.switchLeaf(record.id);
    const after = session.appendMessage(user("m8 after the record"));
    expect(session.tree.get(after)!.parentId).toBe(record.id);

    const forkPath = join(dirname(session.path), "through-record.jsonl");
    const forked = fork(session, after, forkPath, { ids: seededIds("fork") });
    expect(forked.tree.entries.some(isLeafSwitch)).toBe(false);
    expect(forked.tree.get(after)!.parentId).toBe(ids.a1);
    expect(problemsIn(forkPath)).toEqual([]);
    expect(asJson(piContext(forkPath).messages)).toEqual(asJson(session.context(after).messages));
  });

  it("refuses to write over an existing file", () => {
    const { session, ids } = branchedSession();
    expect(() => fork(session, ids.a2, session.path)).toThrow(/already exists/);
  });

  it("can fork from a position reached by navigation, with the file's own leaf elsewhere", async () => {
    const { session, ids } = branchedSession();
    await navigate(session, ids.a3);
    const forked = fork(session, ids.u2, join(dirname(session.path), "at-u2.jsonl"));
    expect(forked.tree.entries.filter((e) => e.type === "message").map((e) => e.id)).toEqual([ids.u1, ids.a1, ids.u2]);
    expect(asJson(piContext(forked.path).messages)).toEqual(asJson(session.context(ids.u2).messages));
  });
});
