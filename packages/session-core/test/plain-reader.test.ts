/**
 * The reader a learner reads is a plain loop (read-lines.ts, load.ts); the notes, the torn tail kept aside and
 * out-of-order placement are composed around it (hardened-load.ts). These tests hold both halves to that: the
 * plain reader reads a sound file as `loadSession` does, knows nothing of the extras, and imports none of them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSession } from "../src/index.ts";
import { loadPlainSession } from "../src/load.ts";
import { readSessionLinesWith } from "../src/read-lines.ts";
import { UnknownEntryError } from "../src/tree.ts";
import { HEADER, messageLine, tempDir, writeLines } from "./support/files.ts";

function fileOf(lines: (string | object)[]): string {
  const path = join(tempDir(), "s.jsonl");
  writeLines(path, lines);
  return path;
}

describe("the plain reader", () => {
  it("reads a sound file as loadSession does: the same entries, the same leaf, no problems", () => {
    const path = fileOf([HEADER, messageLine("a", null, "hi"), messageLine("b", "a", "there")]);
    const plain = loadPlainSession(path);
    const kit = loadSession(path);
    expect(plain.problems).toEqual([]);
    expect([...plain.tree.entries].map((e) => e.id)).toEqual([...kit.tree.entries].map((e) => e.id));
    expect(plain.tree.leafId).toBe("b");
    expect(kit.tree.leafId).toBe("b");
  });

  it("calls a torn last line malformed, and notes nothing: those ride along only in loadSession", () => {
    const path = fileOf([HEADER, "", messageLine("a", null, "hi"), '{"type":"mess']);
    const text = readFileSync(path);
    const cut = text.subarray(0, text.length - 1); // no newline after the torn line
    const plain = readSessionLinesWith(path, cut);
    expect(plain.problems.map((p) => p.kind)).toEqual(["malformed-line"]);
    expect(plain.notes).toEqual([]);
    expect(plain.tornTail).toBeUndefined();
  });

  it("does not place a child written before its parent: that is reading/place-in-tree.ts's job", () => {
    const path = fileOf([HEADER, messageLine("b", "a", "early"), messageLine("a", null, "late")]);
    expect(() => loadPlainSession(path)).toThrow(UnknownEntryError);
    expect(loadSession(path).problems.map((p) => p.kind)).toEqual(["parent-after-child"]);
  });

  it("imports none of the extras it is composed with", () => {
    for (const file of ["read-lines.ts", "load.ts"]) {
      const source = readFileSync(new URL(`../src/${file}`, import.meta.url), "utf8");
      for (const extra of ["file-notes", "torn-tail", "place-in-tree", "regular-file", "problem-words"]) {
        expect(source, `${file} imports ${extra}`).not.toMatch(new RegExp(`from "[^"]*${extra}\\.ts"`));
      }
    }
  });
});
