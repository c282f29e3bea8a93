/**
 * This kit against pi 1.6.0's own session code (`@earendil-works/pi-coding-agent`, exact-pinned; its
 * `dist/core/session-manager.js`, see support/pi-1.6.0.ts), on seeded random sessions with pi 1.6.0's entries
 * (context edits that replace and omit, on several branches, before and after compactions; system messages; a
 * compaction's system message and compactions that keep nothing; usage entries; branch summaries):
 * - a file pi 1.6.0's SessionManager writes, opened here: the same context at every entry;
 * - a file this kit writes, opened by pi 1.6.0: the same current leaf and context, and at every entry; after pi
 *   appends to it, this kit still agrees;
 * - the same script written by both: the same system prompt kept by each compaction.
 * pi 0.73.1 keeps its own compatibility files (pi-compat.test.ts and the rest); every name here says pi 1.6.0.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildSourcedContext,
  checkSession,
  contextAt,
  isLeafSwitch,
  loadSession,
  Session,
  type SessionEntry,
  seededIds,
  steppingClock,
} from "../src/index.ts";
import { generateScript, play, type Script, seededRandom } from "./support/generate.ts";
import { buildSessionContext, loadEntriesFromFile, type PiSessionManager, SessionManager } from "./support/pi-1.6.0.ts";
import { sessionWriter, todaysPiWriter } from "./support/writers.ts";

/** Many sessions: each seed a new one, 300 steps, about 12% of them pi 1.6.0's new entries. */
const SEEDS = Array.from({ length: 16 }, (_, i) => i + 1);

let root: string;
let dirCount = 0;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "pi-1.6.0-compat-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function freshDir(): string {
  const dir = join(root, `case-${dirCount++}`);
  mkdirSync(dir);
  return dir;
}

const todaysScript = (seed: number, entries = 300, shape: "branched" | "linear" = "branched") =>
  generateScript({ seed, entries, shape, today: true });

function writeWithSession(script: Script, seed: number, dir = freshDir()): string {
  const file = join(dir, "session.jsonl");
  const session = Session.create(file, { ids: seededIds(`today-${seed}`), clock: steppingClock(), cwd: dir });
  play(script, sessionWriter(session));
  session.close();
  return file;
}

/** pi 1.6.0's reading of a file (its own loader), header left out. */
function piEntriesOf(file: string): SessionEntry[] {
  return (loadEntriesFromFile(file) as SessionEntry[]).filter((entry) => (entry.type as string) !== "session");
}

function expectSameContext(ours: unknown, pis: unknown, where = ""): void {
  if (!isDeepStrictEqual(ours, pis)) expect(ours, where).toStrictEqual(pis);
}

/** pi's current leaf is ours, or a leaf_switch record whose parent is ours. */
function expectSameCurrentLeaf(pi: PiSessionManager, ourLeaf: string | null): void {
  const piLeaf = pi.getLeafEntry() as SessionEntry | undefined;
  if (piLeaf && isLeafSwitch(piLeaf)) expect(piLeaf.parentId).toBe(ourLeaf);
  else expect(pi.getLeafId()).toBe(ourLeaf);
}

/**
 * Every leaf of a file (null and each entry): the kit's context equals pi 1.6.0's. Returns how many leaves were
 * compared, and at how many an edit changed or left out a message (so the comparison covered edits).
 */
function expectSameContextEverywhere(file: string, piEntries: SessionEntry[]): { leaves: number; edited: number } {
  const ours = loadSession(file);
  expect(ours.problems).toEqual([]);
  expect([...ours.tree.entries].map((entry) => entry.id)).toEqual(piEntries.map((entry) => entry.id));
  const leaves = [null, ...piEntries.map((entry) => entry.id)];
  let edited = 0;
  for (const leaf of leaves) {
    const sourced = buildSourcedContext(ours.tree.pathToRoot(leaf));
    if (sourced.omitted.length > 0 || sourced.editIds.some((id) => id !== undefined)) edited++;
    expectSameContext(contextAt(ours.tree, leaf), buildSessionContext(piEntries, leaf), `leaf ${leaf}`);
  }
  return { leaves: leaves.length, edited };
}

const assistantReply = {
  role: "assistant" as const,
  content: [{ type: "text" as const, text: "pi 1.6.0 appended this" }],
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

describe("generated sessions with pi 1.6.0's entries", () => {
  it("cover each new kind: edits that replace and omit, system messages, usage, compactions keeping nothing", () => {
    const seen = new Set<string>();
    for (const seed of SEEDS) {
      for (const step of todaysScript(seed).steps) {
        if (step.kind === "context_edit") seen.add(step.replacement === null ? "edit-omit" : "edit-replace");
        else if (step.kind === "message" && (step.message.role as string) === "system") seen.add("system");
        else if (step.kind === "compaction") seen.add(step.firstKept === null ? "keep-nothing" : "compaction");
        else seen.add(step.kind);
      }
    }
    for (const kind of ["edit-omit", "edit-replace", "system", "usage", "keep-nothing", "compaction", "switch"]) {
      expect(seen, kind).toContain(kind);
    }
    expect(generateScript({ seed: 3, entries: 50, shape: "branched" }).steps.map((s) => s.kind)).not.toContain(
      "context_edit",
    ); // without `today`, the scripts pi 0.73.1 writes
  });
});

describe("a file pi 1.6.0's SessionManager writes, opened here (pi 1.6.0)", () => {
  it.each(SEEDS)("gives pi 1.6.0's context at every entry (seed %i)", (seed) => {
    const dir = freshDir();
    const pi = SessionManager.create(dir, dir);
    play(todaysScript(seed), todaysPiWriter(pi));
    const file = pi.getSessionFile()!;
    const piEntries = pi.getEntries() as SessionEntry[];
    expect(piEntries.some((entry) => entry.type === "context_edit")).toBe(true);
    const compared = expectSameContextEverywhere(file, piEntries);
    expect(compared.leaves).toBe(piEntries.length + 1);
    expect(compared.edited).toBeGreaterThan(10);
    // On reopening, pi's leaf is the last line, and so is ours.
    const reopened = SessionManager.open(file, dir);
    const ours = loadSession(file);
    expect(ours.tree.leafId).toBe(reopened.getLeafId());
    expectSameContext(contextAt(ours.tree), reopened.buildSessionContext());
  });

  it("a linear session too (seed 5)", () => {
    const dir = freshDir();
    const pi = SessionManager.create(dir, dir);
    play(todaysScript(5, 400, "linear"), todaysPiWriter(pi));
    expectSameContextEverywhere(pi.getSessionFile()!, pi.getEntries() as SessionEntry[]);
  });
});

describe("a file this kit writes, opened by pi 1.6.0", () => {
  it.each(SEEDS)(
    "pi 1.6.0 reads the kit's context at every entry and at its leaf, and after appending (seed %i)",
    (seed) => {
      const script = todaysScript(seed);
      if (seed % 2 === 1) script.steps.push({ kind: "switch", to: seededRandom(seed).int(0, 150) });
      const file = writeWithSession(script, seed);
      expect(expectSameContextEverywhere(file, piEntriesOf(file)).edited).toBeGreaterThan(10);

      const ours = loadSession(file);
      const pi = SessionManager.open(file, join(file, ".."));
      expectSameCurrentLeaf(pi, ours.tree.leafId);
      expectSameContext(contextAt(ours.tree), pi.buildSessionContext());

      const appended = pi.appendMessage(assistantReply);
      const after = loadSession(file);
      expect(after.problems).toEqual([]);
      expect(after.tree.leafId).toBe(appended);
      expectSameContext(contextAt(after.tree), pi.buildSessionContext());
    },
  );
});

describe("the same script written by this kit and by pi 1.6.0", () => {
  it.each(SEEDS.slice(0, 8))("each compaction keeps the same system prompt (seed %i)", (seed) => {
    const script = todaysScript(seed);
    const ours = loadSession(writeWithSession(script, seed));
    const pi = SessionManager.inMemory(freshDir());
    play(script, todaysPiWriter(pi));
    const prompts = (entries: Iterable<SessionEntry>) =>
      [...entries]
        .filter((entry) => entry.type === "compaction")
        .map((entry) => {
          const { timestamp: _, ...prompt } = (entry as { systemMessage?: { timestamp: number } }).systemMessage ?? {
            timestamp: 0,
          };
          return prompt;
        });
    const kept = prompts(ours.tree.entries);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(prompts(pi.getEntries() as SessionEntry[]));
  });
});

describe("pi 1.6.0's reader on odd bytes", () => {
  it("pi 1.6.0 refuses a file that starts with a byte-order mark; this kit reports it and does not open it", () => {
    const file = writeWithSession(todaysScript(2, 40), 2);
    writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(file)]));
    expect(() => SessionManager.open(file, join(file, ".."))).toThrow(/not a valid pi session/);
    expect(checkSession(file).problems.map((problem) => problem.kind)).toEqual(["byte-order-mark"]);
    expect(() => Session.open(file)).toThrow(/byte-order mark/);
  });

  it("pi 1.6.0 adds a missing final newline on open; this kit reads the same context and appends after it", () => {
    const file = writeWithSession(todaysScript(4, 60), 4);
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.slice(0, -1));
    expect(loadSession(file).missingFinalNewline).toBe(true);
    const ours = contextAt(loadSession(file).tree);
    const pi = SessionManager.open(file, join(file, ".."));
    expect(readFileSync(file, "utf8")).toBe(text); // pi wrote the newline back
    expectSameContext(ours, pi.buildSessionContext());
  });
});
