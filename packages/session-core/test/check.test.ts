import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSession } from "../src/index.ts";
import { compactionLine, copyFixture, HEADER, messageLine, sha256, tempDir, writeLines } from "./support/files.ts";

function check(lines: (string | object)[]) {
  const path = join(tempDir(), "s.jsonl");
  writeLines(path, lines);
  const before = sha256(path);
  const result = checkSession(path);
  expect(sha256(path)).toBe(before);
  return result.problems.map(({ kind, line }) => ({ kind, line }));
}

describe("checkSession", () => {
  it("finds nothing wrong with pi's own v1 files", () => {
    for (const name of ["before-compaction", "large-session"] as const)
      expect(checkSession(copyFixture(name)).problems).toEqual([]);
  });

  it("flags a compaction that keeps from another branch, or from an id that is not in the file", () => {
    expect(
      check([
        HEADER,
        messageLine("a0000001", null, "root"),
        messageLine("side0001", "a0000001", "side"),
        messageLine("a0000002", "a0000001", "main"),
        compactionLine("c0000001", "a0000002", "side0001"),
        compactionLine("c0000002", "c0000001", "gone0000"),
        compactionLine("c0000003", "c0000002", undefined),
      ]),
    ).toEqual([
      { kind: "first-kept-not-on-path", line: 5 },
      { kind: "first-kept-not-on-path", line: 6 },
      { kind: "first-kept-not-on-path", line: 7 },
    ]);
  });

  it("accepts a compaction keeping from an ancestor, its parent, or itself (keep nothing)", () => {
    expect(
      check([
        HEADER,
        messageLine("a0000001", null, "root"),
        messageLine("a0000002", "a0000001", "main"),
        compactionLine("c0000001", "a0000002", "a0000001"),
        compactionLine("c0000002", "c0000001", "c0000001"),
        compactionLine("c0000003", "c0000002", "c0000003"),
      ]),
    ).toEqual([]);
  });

  it("lists every kind of problem with its line, in line order", () => {
    expect(
      check([
        { ...HEADER, version: 7 },
        messageLine("a0000001", null, "one"),
        "{broken",
        messageLine("a0000001", null, "dup"),
        messageLine("a0000002", "nobody00", "orphan"),
        messageLine("a0000003", "a0000003", "self"),
        messageLine("a0000004", "a0000005", "early child"),
        messageLine("a0000005", "a0000001", "late parent"),
        compactionLine("c0000001", "a0000005", "a0000002"),
      ]),
    ).toEqual([
      { kind: "unknown-version", line: 1 },
      { kind: "malformed-line", line: 3 },
      { kind: "duplicate-id", line: 4 },
      { kind: "missing-parent", line: 5 },
      { kind: "cycle", line: 6 },
      { kind: "parent-after-child", line: 7 },
      { kind: "first-kept-not-on-path", line: 9 },
    ]);
  });

  it("reports a broken header as a problem on line 1 instead of throwing", () => {
    const path = join(tempDir(), "s.jsonl");
    writeFileSync(path, "nope\n");
    expect(checkSession(path).problems).toEqual([expect.objectContaining({ kind: "malformed-line", line: 1 })]);
    expect(checkSession(path).loaded).toBeUndefined();
  });

  it("reports a torn last line", () => {
    const path = join(tempDir(), "s.jsonl");
    writeFileSync(path, `${JSON.stringify(HEADER)}\n${JSON.stringify(messageLine("a0000001", null, "x"))}\n{"ty`);
    expect(checkSession(path).problems.map((p) => [p.kind, p.line])).toEqual([["torn-last-line", 3]]);
  });
});
