/**
 * `Session.onAppend`: every append is announced once, after its line is on
 * disk, whatever kind of entry it is; a listener that fails cannot undo it.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LEAF_SWITCH_TYPE, type SessionEntry } from "../src/index.ts";
import { assistant, linesOf, newSession, tempDir, user } from "./support/files.ts";

describe("onAppend", () => {
  it("announces every entry type once, after the line is in the file, with the leaf after it", () => {
    const path = join(tempDir(), "a.jsonl");
    const session = newSession(path);
    const heard: { entry: SessionEntry; leafId: string | null; linesOnDisk: number }[] = [];
    session.onAppend((entry, leafId) => heard.push({ entry, leafId, linesOnDisk: linesOf(path).length }));

    const first = session.appendMessage(user("q"));
    session.appendMessage(assistant("a"));
    session.appendModelChange("p", "m");
    session.appendThinkingLevelChange("high");
    session.setLabel(first, "start");
    session.setName("named");
    session.switchLeaf(first);
    session.switchLeaf(first); // no move, nothing appended, nothing announced
    session.appendCompaction("summary", first, 10);

    const types = heard.map(({ entry }) =>
      entry.type === "custom" ? (entry as { customType: string }).customType : entry.type,
    );
    expect(types).toEqual([
      "message",
      "message",
      "model_change",
      "thinking_level_change",
      "label",
      "session_info",
      LEAF_SWITCH_TYPE,
      "compaction",
    ]);
    // Each was on disk when announced: the header plus every entry so far.
    expect(heard.map((h) => h.linesOnDisk)).toEqual(heard.map((_, i) => i + 2));
    expect(heard.map((h) => h.entry)).toEqual([...session.tree.entries]);
    // The leaf is each new entry, except after a leaf switch: there it is the switch's target.
    expect(heard.map((h) => h.leafId)).toEqual(
      heard.map((h, i) => (types[i] === LEAF_SWITCH_TYPE ? first : h.entry.id)),
    );
    session.close();
  });

  it("stops when unsubscribed; a listener that throws neither undoes the append nor silences the others", async () => {
    const path = join(tempDir(), "b.jsonl");
    const session = newSession(path);
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      session.onAppend(() => {
        throw new Error("listener broke");
      });
      const heard: string[] = [];
      const stop = session.onAppend((entry) => heard.push(entry.id));
      const id = session.appendMessage(user("q"));
      expect(heard).toEqual([id]);
      expect(session.tree.has(id)).toBe(true);
      expect(linesOf(path)).toHaveLength(2);
      stop();
      session.appendMessage(user("again"));
      expect(heard).toEqual([id]);
      // Process warnings are emitted on the next tick: wait for it here, so a missing warning fails this test.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
      session.close();
    }
    expect(warnings.some((w) => w.includes("listener broke"))).toBe(true);
  });

  it("announces nothing when the write fails", () => {
    const path = join(tempDir(), "c.jsonl");
    const session = newSession(path);
    const heard: string[] = [];
    session.onAppend((entry) => heard.push(entry.id));
    session.close();
    expect(() => session.appendMessage(user("q"))).toThrow(/closed/);
    expect(heard).toEqual([]);
  });
});
