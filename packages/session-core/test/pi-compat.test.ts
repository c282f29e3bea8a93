/**
 * This kit against pi's own session code (`@mariozechner/pi-coding-agent`,
 * exact-pinned), on seeded random branching sessions and on real pi files:
 * - the same context at every leaf as pi's `buildSessionContext`;
 * - a file this kit writes, opened by pi: the same current leaf and context,
 *   and after pi appends to it, this kit still opens it and agrees;
 * - a file pi writes, opened here: the same context at every leaf;
 * - pi's version-1 files: the same context after migration.
 *
 * "The same current leaf": pi takes the last line of a file as its leaf. After
 * a switch, that line is this kit's `leaf_switch` record, a child of the new
 * leaf that adds nothing to the context. So pi's leaf is either our leaf or a
 * leaf_switch record whose parent is our leaf, and the contexts are equal.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { buildSessionContext, parseSessionEntries, SessionManager } from "@mariozechner/pi-coding-agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contextAt,
  isLeafSwitch,
  loadSession,
  Session,
  type SessionEntry,
  seededIds,
  steppingClock,
} from "../src/index.ts";
import { copyFixture, FIXTURE_NAMES, FIXTURES } from "./support/files.ts";
import { type EntryStep, generateScript, play, type Script, seededRandom } from "./support/generate.ts";
import { piWriter, sessionWriter } from "./support/writers.ts";

type PiEntries = Parameters<typeof buildSessionContext>[0];

const SEEDS = [1, 2, 3, 4, 5, 6];

let root: string;
let dirCount = 0;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "pi-compat-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function freshDir(): string {
  const dir = join(root, `case-${dirCount++}`);
  mkdirSync(dir);
  return dir;
}

/** Writes a script with this kit's Session, ids and clock seeded; returns the file. */
function writeWithSession(script: Script, seed: number, dir = freshDir()): string {
  const file = join(dir, "session.jsonl");
  const session = Session.create(file, {
    ids: seededIds(`seed-${seed}`),
    clock: steppingClock(),
    sessionId: `session-${seed}`,
    cwd: dir,
  });
  play(script, sessionWriter(session));
  session.close();
  return file;
}

/** pi's reading of a file's entries (its own parser), header left out. */
function piEntriesOf(file: string): PiEntries {
  return parseSessionEntries(readFileSync(file, "utf8")).filter((entry) => entry.type !== "session") as PiEntries;
}

/**
 * Deep, strict equality (an `undefined` field differs from a missing one).
 * node's check is fast; vitest's own runs only on a mismatch, for its diff.
 */
function expectSameContext(ours: unknown, pis: unknown, where = ""): void {
  if (!isDeepStrictEqual(ours, pis)) expect(ours, where).toStrictEqual(pis);
}

/** pi's current leaf is ours, or a leaf_switch record whose parent is ours. */
function expectSameCurrentLeaf(pi: SessionManager, ourLeaf: string | null): void {
  const piLeaf = pi.getLeafEntry() as SessionEntry | undefined;
  if (piLeaf && isLeafSwitch(piLeaf)) expect(piLeaf.parentId).toBe(ourLeaf);
  else expect(pi.getLeafId()).toBe(ourLeaf);
}

const assistantReply = {
  role: "assistant" as const,
  content: [{ type: "text" as const, text: "pi appended this" }],
  api: "anthropic-messages",
  provider: "anthropic",
  model: "claude-sonnet-4-5",
  usage: {
    input: 1,
    output: 1,
    cacheRead: 0,
    cacheWrite: 0,
    totalTokens: 2,
    cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
  },
  stopReason: "stop" as const,
  timestamp: Date.parse("2026-02-01T00:00:00.000Z"),
};

describe("generated sessions (pi 0.73.1 writes them)", () => {
  it("cover every kind of step, including switches to entries and to null", () => {
    const kinds = new Set<string>();
    const roles = new Set<string>();
    for (const seed of SEEDS) {
      for (const step of generateScript({ seed, entries: 300, shape: "branched" }).steps) {
        kinds.add(step.kind === "switch" ? `switch-to-${step.to === null ? "null" : "entry"}` : step.kind);
        if (step.kind === "message") roles.add(step.message.role);
      }
    }
    expect([...kinds].sort()).toEqual(
      [
        "branch_summary",
        "compaction",
        "custom",
        "custom_message",
        "label",
        "message",
        "model_change",
        "session_info",
        "switch-to-entry",
        "switch-to-null",
        "thinking_level_change",
        "unknown",
      ].sort(),
    );
    expect([...roles].sort()).toEqual(["assistant", "bashExecution", "toolResult", "user"]);
  });

  it("are the same for the same seed", () => {
    expect(generateScript({ seed: 7, entries: 100, shape: "branched" })).toEqual(
      generateScript({ seed: 7, entries: 100, shape: "branched" }),
    );
  });
});

describe("the context at every leaf equals pi 0.73.1's buildSessionContext", () => {
  for (const shape of ["branched", "linear"] as const) {
    it.each(SEEDS)(`${shape} session, seed %i`, (seed) => {
      const file = writeWithSession(generateScript({ seed, entries: 300, shape }), seed);
      const ours = loadSession(file);
      expect(ours.problems).toEqual([]);
      const piEntries = piEntriesOf(file);
      expect(ours.tree.size).toBe(piEntries.length);
      for (const leaf of [null, ...[...ours.tree.entries].map((entry) => entry.id)]) {
        expectSameContext(contextAt(ours.tree, leaf), buildSessionContext(piEntries, leaf), `leaf ${leaf}`);
      }
    });
  }
});

describe("a file this kit writes, opened by pi 0.73.1", () => {
  // Half the files end with a switch (one of them to null), so their last line is a leaf_switch record.
  it.each(SEEDS)("has the same current leaf and context, and survives pi appending to it (seed %i)", (seed) => {
    const script = generateScript({ seed, entries: 200, shape: "branched" });
    if (seed % 2 === 1) script.steps.push({ kind: "switch", to: seed === 1 ? null : seededRandom(seed).int(0, 150) });
    const file = writeWithSession(script, seed);
    const ours = loadSession(file);
    expect(ours.problems).toEqual([]);
    if (seed % 2 === 1) expect(isLeafSwitch([...ours.tree.entries].at(-1)!)).toBe(true);

    const pi = SessionManager.open(file, join(file, ".."));
    expectSameCurrentLeaf(pi, ours.tree.leafId);
    expectSameContext(contextAt(ours.tree), pi.buildSessionContext());

    // pi appends as a child of its leaf (possibly our leaf_switch record).
    const appendedByPi = pi.appendMessage(assistantReply);
    const after = loadSession(file);
    expect(after.problems).toEqual([]);
    expect(after.tree.leafId).toBe(appendedByPi);
    expectSameContext(contextAt(after.tree), pi.buildSessionContext());
    expect(contextAt(after.tree).messages.at(-1)).toEqual(assistantReply);

    // And back: this kit appends and switches again; pi, reopening, still agrees.
    const session = Session.open(file, {
      ids: seededIds(`again-${seed}`),
      clock: steppingClock("2026-03-01T00:00:00.000Z"),
    });
    session.appendMessage({ role: "user", content: "and once more", timestamp: 0 });
    session.switchLeaf([...after.tree.entries][seed * 10]!.id);
    const [leafNow, contextNow] = [session.leafId, session.context()];
    session.close();
    const piAgain = SessionManager.open(file, join(file, ".."));
    expectSameCurrentLeaf(piAgain, leafNow);
    expectSameContext(contextNow, piAgain.buildSessionContext());
  });
});

describe("a file pi 0.73.1 writes, opened here", () => {
  it.each(SEEDS)("gives pi's context at every leaf (seed %i)", (seed) => {
    const dir = freshDir();
    const pi = SessionManager.create(dir, dir);
    play(generateScript({ seed, entries: 200, shape: "branched" }), piWriter(pi));
    const file = pi.getSessionFile()!;

    const ours = loadSession(file);
    expect(ours.problems).toEqual([]);
    const piEntries = pi.getEntries();
    expect([...ours.tree.entries].map((entry) => entry.id)).toEqual(piEntries.map((entry) => entry.id));
    for (const leaf of [null, ...piEntries.map((entry) => entry.id)]) {
      expectSameContext(contextAt(ours.tree, leaf), buildSessionContext(piEntries, leaf), `leaf ${leaf}`);
    }
    // pi's branch() is not written to the file: on reopening, pi's leaf is the last line, and so is ours.
    const reopened = SessionManager.open(file, dir);
    expect(ours.tree.leafId).toBe(reopened.getLeafId());
    expectSameContext(contextAt(ours.tree), reopened.buildSessionContext());
  });

  it("keeps the leaf pi's in-memory branch() left when pi appends after it", () => {
    const dir = freshDir();
    const pi = SessionManager.create(dir, dir);
    const steps: EntryStep[] = [
      { kind: "message", message: { role: "user", content: "one", timestamp: 1 } },
      { kind: "message", message: { ...assistantReply, timestamp: 2 } },
      { kind: "message", message: { role: "user", content: "two", timestamp: 3 } },
    ];
    const ids = play({ steps, depth: [1, 2, 3] }, piWriter(pi));
    pi.branch(ids[1]!);
    const branched = pi.appendMessage({ role: "user", content: "two, again", timestamp: 4 });
    const ours = loadSession(pi.getSessionFile()!);
    expect(ours.tree.leafId).toBe(branched);
    expect(ours.tree.children(ids[1]!).map((entry) => entry.id)).toEqual([ids[2], branched]);
    expectSameContext(contextAt(ours.tree), pi.buildSessionContext());
  });
});

describe("pi 0.73.1's flush rule, on a file this kit wrote", () => {
  // pi writes nothing until its session holds an assistant message, then writes
  // everything it holds. On a file it opened without one, that repeats the
  // header and every entry already in the file (pi 0.73.1).
  it("pi appending to a file with no assistant message writes its lines again; this kit reports each copy", () => {
    const dir = freshDir();
    const file = join(dir, "session.jsonl");
    const session = Session.create(file, { ids: seededIds("flush"), clock: steppingClock(), cwd: dir });
    session.appendMessage({ role: "user", content: "hello", timestamp: 1 });
    session.appendMessage({ role: "user", content: "anyone there?", timestamp: 2 });
    session.close();

    const pi = SessionManager.open(file, dir);
    pi.appendMessage({ role: "user", content: "third try", timestamp: 3 });
    pi.appendMessage(assistantReply);

    const loaded = loadSession(file);
    expect(readFileSync(file, "utf8").trim().split("\n")).toHaveLength(8); // header, 2, header, 2, 2 new
    expect(loaded.problems.map((problem) => problem.line)).toEqual([4, 5, 6]); // the second header, then the two copies
    expect(loaded.problems.filter((problem) => problem.kind === "duplicate-id").map((problem) => problem.line)).toEqual(
      [5, 6],
    );
    expect(loaded.tree.size).toBe(4);
    expectSameContext(contextAt(loaded.tree), pi.buildSessionContext());
  });
});

describe("pi's real version-1 files, migrated as pi 0.73.1 migrates them", () => {
  it.each(FIXTURE_NAMES)("%s: the same context as pi after migration", (name) => {
    // Two copies (writable, unlike the originals): pi rewrites an old file when it opens it.
    const ourCopy = copyFixture(name, freshDir());
    const piDir = freshDir();
    const piCopy = copyFixture(name, piDir);

    const ours = loadSession(ourCopy);
    expect(ours.fileVersion).toBe(1);
    expect(ours.problems).toEqual([]);
    const pi = SessionManager.open(piCopy, piDir);
    const piEntries = pi.getEntries();
    expect(ours.tree.size).toBe(piEntries.length);

    // pi gives migrated entries random ids and this kit stable ones, so
    // entries pair up by position. Context messages carry no entry ids (a v1
    // file has no branch summaries), so the contexts compare as they are: at
    // the current leaf, at each migrated compaction and the entry after it,
    // and at every 25th entry.
    expectSameContext(contextAt(ours.tree), pi.buildSessionContext());
    const oursEntries = [...ours.tree.entries];
    const isCompaction = (index: number) => oursEntries[index]?.type === "compaction";
    for (let index = 0; index < piEntries.length; index++) {
      if (index % 25 !== 0 && !isCompaction(index) && !isCompaction(index - 1)) continue;
      expectSameContext(
        contextAt(ours.tree, oursEntries[index]!.id),
        buildSessionContext(piEntries, piEntries[index]!.id),
        `entry ${index}`,
      );
    }
    // Reading never rewrites an old file (pi's open does).
    expect(readFileSync(ourCopy).equals(readFileSync(join(FIXTURES, `${name}.jsonl`)))).toBe(true);
  });
});
