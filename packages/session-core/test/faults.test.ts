/**
 * What a damaged file does to the store: a torn last line is set aside and
 * the session opens; anything else refuses to open, says where, and leaves
 * the file exactly as it was.
 */
import { closeSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { linesById } from "../src/check/check.ts";
import { readSessionLines } from "../src/hardened-load.ts";
import { loadSession, Session, SessionFileError } from "../src/index.ts";
import { readSessionFile } from "../src/reading/regular-file.ts";
import {
  filesIn,
  HEADER,
  linesOf,
  messageLine,
  newSession,
  sha256,
  tempDir,
  thrownBy,
  user,
  writeLines,
} from "./support/files.ts";

describe("a torn last line, cut at every byte offset of the final entry", () => {
  it("opens with every complete entry, keeps the torn bytes aside, and the next append lands on its own line", () => {
    // One session, written once; each offset works on a copy cut short there.
    const source = join(tempDir(), "source.jsonl");
    const session = newSession(source);
    session.appendMessage(user("first"));
    session.appendMessage(user("second"));
    // Multi-byte characters, so some cuts fall inside a UTF-8 sequence.
    const finalId = session.appendMessage(user('the last one: héllo ✓ 😀 "quoted"\nnext line'));
    session.close();
    const full = readFileSync(source);
    const finalLineStart = full.lastIndexOf(0x0a, full.length - 2) + 1;
    const finalLineLength = full.length - finalLineStart; // with its "\n"
    expect(finalLineLength).toBeGreaterThan(100);

    const dir = tempDir();
    for (let cut = 0; cut <= finalLineLength; cut++) {
      const path = join(dir, `cut-${cut}.jsonl`);
      writeFileSync(path, full.subarray(0, finalLineStart + cut));
      const complete = cut >= finalLineLength - 1; // the JSON is whole, with or without its newline
      const torn = cut > 0 && !complete;

      const opened = Session.open(path, { ids: () => `new${String(cut).padStart(5, "0")}` });
      expect(opened.tree.size, `cut at ${cut}`).toBe(complete ? 3 : 2);
      expect(opened.tree.has(finalId)).toBe(complete);
      if (torn) {
        expect(opened.openReport.tornBytes).toBe(cut);
        expect(opened.openReport.tornBytesSavedTo).toBe(`${path}.torn`);
        expect(readFileSync(`${path}.torn`).equals(full.subarray(finalLineStart, finalLineStart + cut))).toBe(true);
      } else {
        expect(opened.openReport.tornBytesSavedTo).toBeUndefined();
        expect(existsSync(`${path}.torn`)).toBe(false);
      }
      const appended = opened.appendMessage(user("after the crash"));
      opened.close();

      const reloaded = loadSession(path);
      expect(reloaded.problems, `cut at ${cut}`).toEqual([]);
      expect(reloaded.tree.size).toBe(complete ? 4 : 3);
      expect(reloaded.tree.leafId).toBe(appended);
      expect(reloaded.tree.get(appended)!.parentId).toBe(complete ? finalId : [...reloaded.tree.entries][1]!.id);
      expect(readFileSync(path, "utf8").endsWith(`${JSON.stringify(reloaded.tree.get(appended))}\n`)).toBe(true);
    }
  });

  it("is reported by loadSession, which leaves the file as it was", () => {
    const path = join(tempDir(), "s.jsonl");
    writeFileSync(
      path,
      `${JSON.stringify(HEADER)}\n${JSON.stringify(messageLine("m0000001", null, "hi"))}\n{"type":"mess`,
    );
    const before = sha256(path);
    const loaded = loadSession(path);
    expect(loaded.problems).toEqual([expect.objectContaining({ kind: "torn-last-line", line: 3 })]);
    expect(loaded.tornTail?.bytes.toString()).toBe('{"type":"mess');
    expect(loaded.tree.size).toBe(1);
    expect(sha256(path)).toBe(before);
    expect(existsSync(`${path}.torn`)).toBe(false);
  });

  it("never overwrites an earlier set-aside file", () => {
    const path = join(tempDir(), "s.jsonl");
    for (const tail of ['{"first', '{"second']) {
      writeFileSync(path, `${JSON.stringify(HEADER)}\n${tail}`);
      Session.open(path).close();
    }
    expect(readFileSync(`${path}.torn`, "utf8")).toBe('{"first');
    expect(readFileSync(`${path}.torn.1`, "utf8")).toBe('{"second');
  });
});

/** Writes `lines`, expects Session.open to refuse naming each problem, and the file and folder to be untouched. */
function expectRefused(lines: (string | object)[], expected: { kind: string; line: number }[]) {
  const dir = tempDir();
  const path = join(dir, "s.jsonl");
  writeLines(path, lines);
  const before = sha256(path);
  const loaded = loadSession(path);
  expect(loaded.problems.map(({ kind, line }) => ({ kind, line }))).toEqual(expected);
  const error = thrownBy(() => Session.open(path));
  expect(error).toBeInstanceOf(SessionFileError);
  for (const { kind, line } of expected) expect((error as Error).message).toContain(`${path}:${line}: ${kind}`);
  expect(sha256(path)).toBe(before);
  expect(filesIn(dir)).toEqual(["s.jsonl"]); // no lock left behind, nothing set aside
  return loaded;
}

describe("damage in the middle of a file", () => {
  it("a garbage line: reported with its line, the entries around it still read", () => {
    const loaded = expectRefused(
      [HEADER, messageLine("a0000001", null, "one"), "this is {not json", messageLine("a0000002", "a0000001", "two")],
      [{ kind: "malformed-line", line: 3 }],
    );
    expect([...loaded.tree.entries].map((e) => e.id)).toEqual(["a0000001", "a0000002"]);
  });

  it("a line that is JSON but not an entry", () => {
    expectRefused(
      [
        HEADER,
        messageLine("a0000001", null, "one"),
        "[1,2,3]",
        { id: "x", parentId: null },
        messageLine("a0000002", "a0000001", "two"),
      ],
      [
        { kind: "not-an-entry", line: 3 },
        { kind: "not-an-entry", line: 4 },
      ],
    );
  });

  it("a duplicate id", () => {
    const loaded = expectRefused(
      [
        HEADER,
        messageLine("a0000001", null, "one"),
        messageLine("a0000002", "a0000001", "two"),
        messageLine("a0000001", "a0000002", "again"),
      ],
      [{ kind: "duplicate-id", line: 4 }],
    );
    expect(loaded.problems[0]!.message).toContain("already used on line 2");
  });

  it("a parent that names no entry", () => {
    const loaded = expectRefused(
      [
        HEADER,
        messageLine("a0000001", null, "one"),
        messageLine("a0000002", "ghost000", "orphan"),
        messageLine("a0000003", "a0000002", "its child"),
      ],
      [
        { kind: "missing-parent", line: 3 },
        { kind: "missing-parent", line: 4 },
      ],
    );
    expect(loaded.problems[0]!.message).toContain('"ghost000" names no entry');
    expect(loaded.problems[1]!.message).toContain("could not be placed");
  });

  it("a cycle, and an entry hanging from it", () => {
    expectRefused(
      [
        HEADER,
        messageLine("a0000001", null, "one"),
        messageLine("c0000001", "c0000002", "x"),
        messageLine("c0000002", "c0000001", "y"),
        messageLine("self0001", "self0001", "z"),
        messageLine("h0000001", "c0000001", "hangs"),
      ],
      [
        { kind: "cycle", line: 3 },
        { kind: "cycle", line: 4 },
        { kind: "cycle", line: 5 },
        { kind: "missing-parent", line: 6 },
      ],
    );
  });

  it("a parent written after its child: reported, yet both are in the tree", () => {
    const loaded = expectRefused(
      [
        HEADER,
        messageLine("a0000001", null, "one"),
        messageLine("a0000003", "a0000002", "child first"),
        messageLine("a0000002", "a0000001", "parent later"),
      ],
      [{ kind: "parent-after-child", line: 3 }],
    );
    expect(loaded.tree.pathToRoot("a0000003").map((e) => e.id)).toEqual(["a0000001", "a0000002", "a0000003"]);
  });

  it("each placed entry keeps its own line, after a parent written late, a duplicate and an orphan", () => {
    const loaded = expectRefused(
      [
        HEADER,
        messageLine("a0000001", null, "one"),
        messageLine("a0000003", "a0000002", "child first"),
        messageLine("a0000001", null, "the same id again"),
        messageLine("a0000002", "a0000001", "parent later"),
        messageLine("o0000001", "gone0001", "orphan"),
        messageLine("a0000004", "a0000003", "after them all"),
      ],
      [
        { kind: "parent-after-child", line: 3 },
        { kind: "duplicate-id", line: 4 },
        { kind: "missing-parent", line: 6 },
      ],
    );
    // The tree received a0000003 after its parent.
    expect([...loaded.tree.entries].map((e) => e.id)).toEqual(["a0000001", "a0000002", "a0000003", "a0000004"]);
    // Each entry is named by the line it was read from; an id used twice by its first line, the one the tree kept.
    const read = readSessionLines(loaded.path, readSessionFile(loaded.path));
    expect(Object.fromEntries(linesById(read))).toEqual({
      a0000001: 2,
      a0000003: 3,
      a0000002: 5,
      o0000001: 6,
      a0000004: 7,
    });
    expect(loaded.tree.leafId).toBe("a0000004");
  });

  it("a version this kit does not know, or one that is not a number: never migrated as version 1", () => {
    expectRefused(
      [{ ...HEADER, version: 4 }, messageLine("a0000001", null, "one")],
      [{ kind: "unknown-version", line: 1 }],
    );
    const loaded = expectRefused(
      [{ ...HEADER, version: "3" }, messageLine("a0000001", null, "one"), messageLine("a0000002", "a0000001", "two")],
      [{ kind: "unknown-version", line: 1 }],
    );
    expect([...loaded.tree.entries].map((e) => [e.id, e.parentId])).toEqual([
      ["a0000001", null],
      ["a0000002", "a0000001"],
    ]);
  });
});

describe("a broken header", () => {
  const header = /:1: .*the first line must be/;
  const cases: [string, string, RegExp][] = [
    ["garbage", "not a header at all\n{}\n", header],
    ["an entry where the header should be", `${JSON.stringify(messageLine("a0000001", null, "one"))}\n`, header],
    ["a torn header", '{"type":"session","id":"abc', header],
    ["an empty file", "", /s\.jsonl: empty-file: the file is empty/],
    ["a file of blank lines", "\n  \n\r\n", /s\.jsonl: empty-file: the file is empty/],
  ];
  for (const [name, content, message] of cases) {
    it(`${name}: a clear error, and the file is byte-for-byte as it was`, () => {
      const dir = tempDir();
      const path = join(dir, "s.jsonl");
      writeFileSync(path, content);
      expect(() => loadSession(path)).toThrow(SessionFileError);
      expect(() => Session.open(path)).toThrow(message);
      expect(readFileSync(path, "utf8")).toBe(content);
      expect(filesIn(dir)).toEqual(["s.jsonl"]);
    });
  }
});

describe("a failed write", () => {
  it("an entry that cannot be serialised writes nothing, and the session goes on", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    session.appendMessage(user("one"));
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => session.appendCustom("bad", circular)).toThrow(/circular/i);
    expect(linesOf(path)).toHaveLength(2);
    expect(session.tree.size).toBe(1);
    session.appendMessage(user("two"));
    session.close();
    expect(loadSession(path).problems).toEqual([]);
  });

  it("a write that fails refuses every later append, so nothing is glued onto a partial line", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    session.appendMessage(user("one"));
    // The session's writer (session-file.ts) holds the descriptor.
    const internals = (session as unknown as { file: { fd: number | undefined } }).file;
    closeSync(internals.fd!); // the disk "fails" under the session
    expect(() => session.appendMessage(user("two"))).toThrow(/EBADF/);
    expect(() => session.appendMessage(user("three"))).toThrow(/an earlier write failed/);
    expect(session.tree.size).toBe(1); // the tree holds only what the file holds
    internals.fd = undefined;
    session.close();
    const reopened = Session.open(path);
    expect(reopened.tree.size).toBe(1);
    reopened.close();
  });
});
