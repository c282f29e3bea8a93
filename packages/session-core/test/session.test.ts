import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contextAt, type EntryInput, LEAF_SWITCH_TYPE, loadSession, Session, type SessionEntry } from "../src/index.ts";
import {
  assistant,
  copyFixture,
  filesIn,
  HEADER,
  linesOf,
  messageLine,
  newSession,
  sha256,
  tempDir,
  user,
  writeLines,
} from "./support/files.ts";

describe("Session.create", () => {
  it("writes the header at once: the file exists from the first moment", () => {
    const path = join(tempDir(), "nested", "s.jsonl");
    const session = newSession(path);
    const lines = linesOf(path);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      type: "session",
      version: 3,
      id: "11111111-2222-3333-4444-555555555555",
      timestamp: "2026-01-01T09:00:00.000Z",
      cwd: "/work",
    });
    expect(readFileSync(path, "utf8").endsWith("\n")).toBe(true);
    session.close();
  });

  it("never overwrites an existing file", () => {
    const path = join(tempDir(), "s.jsonl");
    writeFileSync(path, "precious\n");
    expect(() => newSession(path)).toThrow(/already exists/);
    expect(readFileSync(path, "utf8")).toBe("precious\n");
    expect(existsSync(`${path}.lock`)).toBe(false);
  });
});

describe("appending", () => {
  it("writes each append as one newline-terminated line before returning, in order", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    const ids: string[] = [];
    const inputs = [
      () => session.appendMessage(user("q")),
      () => session.appendMessage(assistant("a")),
      () => session.appendModelChange("p", "m"),
      () => session.appendThinkingLevelChange("high"),
      () => session.appendCustom("state", { n: 1 }),
    ];
    for (const [index, append] of inputs.entries()) {
      ids.push(append());
      const lines = linesOf(path);
      expect(lines).toHaveLength(index + 2);
      const written = JSON.parse(lines.at(-1)!) as SessionEntry;
      expect(written).toEqual(JSON.parse(JSON.stringify(session.tree.get(ids.at(-1)!))));
      expect(written.parentId).toBe(index === 0 ? null : ids[index - 1]);
      expect(readFileSync(path, "utf8").endsWith("\n")).toBe(true);
    }
    expect(ids.every((id) => /^[0-9a-f]{8}$/.test(id))).toBe(true);
    session.close();
  });

  it("ignores an id, parentId or timestamp smuggled into the input", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    const first = session.appendMessage(user("one"));
    const input = {
      type: "message",
      message: user("two"),
      id: first,
      parentId: "elsewhere",
      timestamp: "then",
    } as unknown as EntryInput;
    const second = session.appendEntry(input);
    expect(second).not.toBe(first);
    expect(session.tree.get(second)).toMatchObject({
      id: second,
      parentId: first,
      timestamp: "2026-01-01T09:00:02.000Z",
    });
    session.close();
    expect(loadSession(path).problems).toEqual([]);
  });

  it("refuses a compaction that would keep entries from another branch, writing nothing", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    const root = session.appendMessage(user("root"));
    const side = session.appendMessage(user("side"));
    session.switchLeaf(root);
    session.appendMessage(user("main"));
    const before = sha256(path);
    expect(() => session.appendCompaction("s", side, 10)).toThrow(/not on the path from the leaf/);
    expect(() => session.appendCompaction("s", "nothere", 10)).toThrow(/no entry to keep with id "nothere"/);
    expect(sha256(path)).toBe(before);
    expect(session.appendCompaction("s", root, 10)).toMatch(/^[0-9a-f]{8}$/);
    session.close();
  });

  it("keeps in the tree the line as a restart reads it, not the object the caller passed", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    const data = { at: new Date("2026-01-01T09:00:00.000Z"), gone: undefined, kept: [1, 2] };
    const heard: SessionEntry[] = [];
    session.onAppend((entry) => heard.push(entry));
    const id = session.appendCustom("note", data);
    data.kept.push(3); // the caller changes its object afterwards: the tree does not follow
    const inMemory = session.tree.get(id);
    session.close();

    const reread = loadSession(path).tree.get(id);
    expect(inMemory).toEqual(reread);
    expect(inMemory).toMatchObject({ data: { at: "2026-01-01T09:00:00.000Z", kept: [1, 2] } });
    expect(Object.keys((inMemory as { data: object }).data)).toEqual(["at", "kept"]);
    expect(heard).toEqual([inMemory]);
  });

  it("refuses to append after close", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    session.close();
    expect(() => session.appendMessage(user("late"))).toThrow(/closed/);
  });
});

describe("reopening", () => {
  it("restores entries, labels, name and leaf", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    const q = session.appendMessage(user("q"));
    session.appendMessage(assistant("a"));
    session.setLabel(q, "question");
    session.setName("Named");
    const context = session.context();
    session.close();

    const reopened = Session.open(path);
    expect(reopened.tree.size).toBe(4);
    expect(reopened.tree.labelOf(q)).toBe("question");
    expect(reopened.name).toBe("Named");
    expect(reopened.context()).toEqual(context);
    reopened.close();
  });

  it("keeps the leaf after a switch with nothing appended, and pi's last-line leaf has the same context", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    const a = session.appendMessage(user("a"));
    session.appendMessage(assistant("b"));
    session.switchLeaf(a);
    session.close();

    const last = JSON.parse(linesOf(path).at(-1)!) as SessionEntry & { customType: string; data: unknown };
    expect(last).toMatchObject({ type: "custom", customType: LEAF_SWITCH_TYPE, parentId: a, data: { targetId: a } });
    const reopened = Session.open(path);
    expect(reopened.leafId).toBe(a);
    // pi takes the last line (the record) as its leaf: its context is the target's.
    expect(contextAt(reopened.tree, last.id)).toEqual(contextAt(reopened.tree, a));
    // The next entry is a child of the target, not of the record.
    const next = reopened.appendMessage(user("c"));
    expect(reopened.tree.get(next)!.parentId).toBe(a);
    reopened.close();
  });

  it("keeps a switch to null (before the first entry) across a restart", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    session.appendMessage(user("a"));
    session.switchLeaf(null);
    session.close();
    const reopened = Session.open(path);
    expect(reopened.leafId).toBeNull();
    const root = reopened.appendMessage(user("new root"));
    expect(reopened.tree.get(root)!.parentId).toBeNull();
    reopened.close();
  });

  it("records nothing when switching to the current leaf", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    const a = session.appendMessage(user("a"));
    const before = sha256(path);
    session.switchLeaf(a);
    expect(sha256(path)).toBe(before);
    expect(() => session.switchLeaf("nothere")).toThrow(/no entry with id "nothere"/);
    session.close();
  });

  it("keeps an entry of an unknown type, indexes it, and never changes its line", () => {
    const path = join(tempDir(), "s.jsonl");
    // Written by hand, not by JSON.stringify: `2.50` and the field order must come back byte for byte.
    const unknownLine =
      '{"type":"future_thing","id":"f0000001","parentId":"m0000001","timestamp":"2026-01-01T09:00:02.000Z",' +
      '"payload":{"nested":[1,2.50,"x"]},"extra":null}';
    writeFileSync(
      path,
      `${JSON.stringify(HEADER)}\n${JSON.stringify(messageLine("m0000001", null, "hi"))}\n${unknownLine}\n`,
    );
    const session = Session.open(path);
    expect(session.tree.get("f0000001")).toMatchObject({ type: "future_thing", payload: { nested: [1, 2.5, "x"] } });
    expect(session.leafId).toBe("f0000001");
    const child = session.appendMessage(user("after it"));
    expect(session.tree.get(child)!.parentId).toBe("f0000001");
    expect(session.context().messages).toEqual(
      [messageLine("m0000001", null, "hi") as { message: unknown }].map((e) => e.message).concat([user("after it")]),
    );
    session.close();
    expect(linesOf(path)[2]).toBe(unknownLine);
  });

  it("gives a clear error for a file that does not exist", () => {
    expect(() => Session.open(join(tempDir(), "missing.jsonl"))).toThrow(
      /does not exist; start a new session with Session.create/,
    );
  });

  it("puts the next append on a line of its own when the file lacks its final newline", () => {
    for (const withEntry of [false, true]) {
      const path = join(tempDir(), "s.jsonl");
      const body = withEntry
        ? `${JSON.stringify(HEADER)}\n${JSON.stringify(messageLine("m0000001", null, "hi"))}`
        : JSON.stringify(HEADER);
      writeFileSync(path, body);
      const session = Session.open(path);
      session.appendMessage(user("next"));
      session.close();
      const loaded = loadSession(path);
      expect(loaded.problems).toEqual([]);
      expect(loaded.tree.size).toBe(withEntry ? 2 : 1);
      expect(readFileSync(path, "utf8").startsWith(`${body}\n`)).toBe(true);
    }
  });
});

describe("old versions", () => {
  it("migrates a v1 file in memory with ids that are the same on every read, and reading never writes", () => {
    const dir = tempDir();
    const path = copyFixture("before-compaction", dir);
    const before = sha256(path);
    const first = loadSession(path);
    const second = loadSession(path);
    expect(first.fileVersion).toBe(1);
    expect(first.header.version).toBe(3);
    expect(first.problems).toEqual([]);
    expect([...first.tree.entries].map((e) => e.id)).toEqual([...second.tree.entries].map((e) => e.id));
    expect(new Set([...first.tree.entries].map((e) => e.id)).size).toBe(first.tree.size);
    // A linear chain: each entry follows the one before it.
    const entries = [...first.tree.entries];
    for (const [i, entry] of entries.entries()) {
      expect(entry.parentId).toBe(i === 0 ? null : entries[i - 1]!.id);
    }
    // Its v1 compactions now name their first kept entry by id.
    const compactions = [...first.tree.entries].filter((e) => e.type === "compaction") as (SessionEntry & {
      firstKeptEntryId: string;
    })[];
    expect(compactions).toHaveLength(2);
    for (const c of compactions)
      expect(first.tree.pathToRoot(c.id).some((e) => e.id === c.firstKeptEntryId)).toBe(true);
    // Opening for writing and closing, without an append, writes nothing either.
    Session.open(path).close();
    expect(sha256(path)).toBe(before);
    expect(filesIn(dir)).toEqual(["before-compaction.jsonl"]);
  });

  it("on the first append writes the migrated file atomically, keeping the original as FILE.v1.bak", () => {
    const dir = tempDir();
    const path = copyFixture("large-session", dir);
    const original = sha256(path);
    const inode = statSync(path).ino;
    const loaded = loadSession(path);
    const session = Session.open(path);
    expect(session.openReport.fileVersion).toBe(1);
    const added = session.appendMessage(user("appended after migration"));
    expect(session.migrationBackup).toBe(`${path}.v1.bak`);
    session.appendMessage(user("and one more"));
    session.close();

    expect(sha256(`${path}.v1.bak`)).toBe(original);
    expect(statSync(path).ino).not.toBe(inode); // replaced by a rename, not rewritten in place
    const after = loadSession(path);
    expect(after.fileVersion).toBe(3);
    expect(after.problems).toEqual([]);
    expect(after.tree.size).toBe(loaded.tree.size + 2);
    expect([...after.tree.entries].slice(0, loaded.tree.size).map((e) => e.id)).toEqual(
      [...loaded.tree.entries].map((e) => e.id),
    );
    expect(after.tree.get(added)!.parentId).toBe(loaded.tree.leafId);
    expect(contextAt(after.tree, loaded.tree.leafId)).toEqual(contextAt(loaded.tree));
    expect(JSON.parse(linesOf(path)[0]!).version).toBe(3);
  });

  it("migrates v2 (hookMessage becomes custom) keeping the file's own ids", () => {
    const dir = tempDir();
    const path = join(dir, "v2.jsonl");
    const hook = { role: "hookMessage", customType: "note", content: "from a hook", display: true, timestamp: 5 };
    writeLines(path, [
      { ...HEADER, version: 2 },
      messageLine("a0000001", null, "hi"),
      { type: "message", id: "a0000002", parentId: "a0000001", timestamp: "2026-01-01T09:00:02.000Z", message: hook },
    ]);
    const before = sha256(path);
    const loaded = loadSession(path);
    expect(loaded.fileVersion).toBe(2);
    expect([...loaded.tree.entries].map((e) => e.id)).toEqual(["a0000001", "a0000002"]);
    expect(contextAt(loaded.tree).messages[1]).toMatchObject({ role: "custom", content: "from a hook" });
    expect(sha256(path)).toBe(before);

    const session = Session.open(path);
    session.appendMessage(user("x"));
    session.close();
    expect(readFileSync(`${path}.v2.bak`, "utf8")).toContain("hookMessage");
    expect(loadSession(path).tree.get("a0000002")).toMatchObject({ message: { role: "custom" } });
  });
});
