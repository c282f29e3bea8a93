import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { linesById } from "../src/check/check.ts";
import { readSessionLines } from "../src/hardened-load.ts";
import {
  checkSession,
  contextAt,
  loadSession,
  REPAIR_PLACEHOLDER_TYPE,
  RepairRefusedError,
  repairSession,
  Session,
  SessionLockedError,
  seededIds,
  steppingClock,
} from "../src/index.ts";
import { readSessionFile } from "../src/reading/regular-file.ts";
import {
  compactionLine,
  copyFixture,
  filesIn,
  HEADER,
  linesOf,
  messageLine,
  sha256,
  tempDir,
  writeLines,
} from "./support/files.ts";
import { type Pi, pluggedInPi } from "./support/pi-oracle.ts";

const options = { ids: seededIds("repair"), clock: steppingClock("2026-02-01T00:00:00.000Z") };

function damaged(lines: (string | object)[], tail = ""): { dir: string; path: string; original: Buffer } {
  const dir = tempDir();
  const path = join(dir, "s.jsonl");
  writeLines(path, lines);
  if (tail) writeFileSync(path, tail, { flag: "a" });
  return { dir, path, original: readFileSync(path) };
}

function logOf(path: string): Record<string, unknown>[] {
  return linesOf(path).map((line) => JSON.parse(line));
}

describe("repairSession", () => {
  it("mends every kind of damage at once; check passes and no complete entry is lost", () => {
    const { dir, path, original } = damaged(
      [
        HEADER,
        messageLine("a0000001", null, "one"),
        "garbage {",
        messageLine("a0000002", "a0000001", "two"),
        messageLine("a0000002", "a0000001", "two"), // an exact copy
        messageLine("a0000001", "a0000002", "same id, other entry"),
        messageLine("o0000001", "ghost000", "orphan"),
        messageLine("o0000002", "o0000001", "orphan's child"),
        messageLine("c0000001", "c0000002", "cycle x"),
        messageLine("c0000002", "c0000001", "cycle y"),
        messageLine("k0000001", "k0000002", "child before parent"),
        messageLine("k0000002", "a0000002", "parent after child"),
      ],
      '{"type":"message","id":"torn',
    );
    const before = loadSession(path);
    const report = repairSession(path, options);

    expect(report.changed).toBe(true);
    expect(report.problemsAfter).toEqual([]);
    expect(checkSession(path).problems).toEqual([]);
    expect(readFileSync(report.backupPath!).equals(original)).toBe(true);
    expect(readFileSync(report.tornPath!, "utf8")).toBe('{"type":"message","id":"torn');
    expect(filesIn(dir)).toEqual(["s.jsonl", "s.jsonl.bak", "s.jsonl.repair.log", "s.jsonl.torn"]);

    const after = loadSession(path);
    // Every entry the file held is still there, unchanged (the renamed duplicate aside).
    for (const entry of before.tree.entries) expect(after.tree.get(entry.id)).toEqual(entry);
    for (const id of ["o0000001", "o0000002", "c0000001", "c0000002"]) expect(after.tree.has(id)).toBe(true);
    const renamed = [...after.tree.entries].find(
      (e) => (e as { message?: { content?: unknown } }).message?.content === "same id, other entry",
    )!;
    expect(renamed.id).not.toBe("a0000001");
    expect(renamed.parentId).toBe("a0000002");

    // The missing parent stands in as a placeholder root; the orphan keeps its parentId.
    expect(after.tree.get("ghost000")).toMatchObject({
      type: "custom",
      customType: REPAIR_PLACEHOLDER_TYPE,
      parentId: null,
    });
    expect(after.tree.get("o0000001")!.parentId).toBe("ghost000");
    // The cycle is cut at its first line.
    expect(after.tree.get("c0000001")!.parentId).toBeNull();
    expect(after.tree.get("c0000002")!.parentId).toBe("c0000001");
    // The child now follows its parent.
    const lineOf = linesById(readSessionLines(path, readSessionFile(path)));
    expect(lineOf.get("k0000001")).toBeGreaterThan(lineOf.get("k0000002")!);

    const log = logOf(report.logPath!);
    expect(log).toContainEqual({ line: 3, action: "set-aside", reason: "not valid JSON", text: "garbage {" });
    expect(log).toContainEqual(
      expect.objectContaining({
        line: 5,
        action: "set-aside",
        text: JSON.stringify(messageLine("a0000002", "a0000001", "two")),
      }),
    );
    const textOf = (line: object) => JSON.stringify(line);
    expect(log).toContainEqual({
      line: 6,
      action: "new-id",
      oldId: "a0000001",
      newId: renamed.id,
      text: textOf(messageLine("a0000001", "a0000002", "same id, other entry")),
    });
    expect(log).toContainEqual({ line: 7, action: "placeholder", missingId: "ghost000" });
    expect(log).toContainEqual({
      line: 9,
      action: "cut-cycle",
      id: "c0000001",
      oldParentId: "c0000002",
      text: textOf(messageLine("c0000001", "c0000002", "cycle x")),
    });
    expect(log).toContainEqual({ line: 11, action: "moved", id: "k0000001", belowLine: 12 });
    expect(report.actions.join("\n")).toMatch(/line 3: not valid JSON/);
  });

  it("keeps the context at every entry, and gives an orphan the context pi gave it", () => {
    const lines = [
      HEADER,
      messageLine("a0000001", null, "one"),
      messageLine("a0000002", "a0000001", "two", "assistant"),
      "not json",
      messageLine("o0000001", "ghost000", "orphan"),
      messageLine("o0000002", "o0000001", "orphan's answer", "assistant"),
      messageLine("k0000001", "k0000002", "early"),
      messageLine("k0000002", "a0000002", "late"),
    ];
    const { path } = damaged(lines);
    const before = loadSession(path);
    const rawEntries = lines.slice(1).filter((line): line is object => typeof line !== "string");
    repairSession(path, options);
    const after = loadSession(path);
    for (const entry of before.tree.entries)
      expect(contextAt(after.tree, entry.id)).toEqual(contextAt(before.tree, entry.id));
    // pi's context for the orphans, in the compatibility run (pi-repair.test.ts).
    const pi = pluggedInPi();
    if (pi) {
      for (const orphan of ["o0000001", "o0000002"]) {
        expect(contextAt(after.tree, orphan)).toEqual(
          pi.buildSessionContext(rawEntries as Parameters<Pi["buildSessionContext"]>[0], orphan),
        );
      }
    }
  });

  it("keeps the leaf where the file's last line put it, even when that line has to move", () => {
    const { path } = damaged([
      HEADER,
      messageLine("a0000001", null, "one"),
      messageLine("a0000003", "a0000002", "child written first"),
      messageLine("a0000002", "a0000001", "parent written last"),
    ]);
    const report = repairSession(path, options);
    expect(report.actions.join("\n")).toContain("appended a leaf_switch record so the leaf stays at a0000002");
    const after = loadSession(path);
    expect(after.problems).toEqual([]);
    expect(after.tree.leafId).toBe("a0000002");
  });

  it("makes a compaction that keeps from outside its path say explicitly that it keeps nothing", () => {
    const { path } = damaged([
      HEADER,
      messageLine("a0000001", null, "root"),
      messageLine("side0001", "a0000001", "side"),
      messageLine("a0000002", "a0000001", "main"),
      compactionLine("c0000001", "a0000002", "side0001"),
      messageLine("a0000003", "c0000001", "after"),
    ]);
    const before = loadSession(path);
    const report = repairSession(path, options);
    expect(report.problemsBefore.map((p) => p.kind)).toEqual(["first-kept-not-on-path"]);
    const after = loadSession(path);
    expect(after.tree.get("c0000001")).toMatchObject({ firstKeptEntryId: "c0000001" });
    expect(contextAt(after.tree, "a0000003")).toEqual(contextAt(before.tree, "a0000003"));
    const original = linesOf(`${path}.bak`)[4];
    expect(logOf(report.logPath!)).toEqual([
      { line: 5, action: "first-kept", id: "c0000001", oldFirstKeptEntryId: "side0001", text: original },
    ]);
    expect(checkSession(path).problems).toEqual([]);
  });

  it("writes a damaged v1 file as version 3 with the ids every reader already saw", () => {
    const dir = tempDir();
    const path = copyFixture("large-session", dir);
    const lines = readFileSync(path, "utf8").split("\n");
    lines.splice(500, 0, "{ this line is damaged");
    writeFileSync(path, lines.join("\n"));
    const before = loadSession(path);
    expect(before.problems.map((p) => [p.kind, p.line])).toEqual([["malformed-line", 501]]);
    const report = repairSession(path, options);
    expect(report.problemsAfter).toEqual([]);
    const after = loadSession(path);
    expect(after.fileVersion).toBe(3);
    expect([...after.tree.entries].map((e) => e.id)).toEqual([...before.tree.entries].map((e) => e.id));
    expect(contextAt(after.tree)).toEqual(contextAt(before.tree));
  });

  it("touches nothing when there is nothing to repair", () => {
    const dir = tempDir();
    const path = copyFixture("before-compaction", dir);
    const hash = sha256(path);
    expect(repairSession(path, options)).toMatchObject({ changed: false, actions: [] });
    expect(sha256(path)).toBe(hash);
    expect(filesIn(dir)).toEqual(["before-compaction.jsonl"]);
  });

  it("refuses a broken header or an unknown version, leaving the file as it was", () => {
    for (const lines of [
      ["not a header", messageLine("a0000001", null, "x")],
      [{ ...HEADER, version: 9 }, messageLine("a0000001", null, "x"), "junk"],
    ]) {
      const { dir, path, original } = damaged(lines);
      expect(() => repairSession(path, options)).toThrow(RepairRefusedError);
      expect(readFileSync(path).equals(original)).toBe(true);
      expect(filesIn(dir)).toEqual(["s.jsonl"]);
    }
  });

  it("refuses while a writer has the file open", () => {
    const { path } = damaged([HEADER, messageLine("a0000001", null, "x")], "{torn");
    const session = Session.open(path); // sets the torn line aside itself
    expect(() => repairSession(path, options)).toThrow(SessionLockedError);
    session.close();
  });
});
