/**
 * `readSessionEnd`: the header and the last entries of a long file, the same entries `loadSession` reads from
 * those lines, with the count and the name the lines before them give; widened until the caller has enough;
 * undefined where the end cannot stand alone.
 */
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSession, readSessionEnd, type SessionEntry } from "../src/index.ts";
import { FIRST_END_BYTES } from "../src/large-files/read-end.ts";
import { assistant, copyFixture, HEADER, messageLine, newSession, tempDir, user, writeLines } from "./support/files.ts";

/** A session named on its first lines, a custom entry quoting "session_info" after, then `questions` questions. */
function longSession(questions: number): string {
  const path = join(tempDir(), "long.jsonl");
  const session = newSession(path);
  session.setName("  the first name  ");
  session.setName("the class");
  // Not a session_info entry: the name search must look past it.
  session.appendCustom("note", { kind: "session_info", name: "not a name" });
  for (let i = 0; i < questions; i++) {
    session.appendMessage(user(`question ${i}`));
    session.appendMessage(assistant(`answer ${i}: ${"words ".repeat(100)}`));
  }
  session.close();
  return path;
}

const all = () => true;

describe("readSessionEnd", () => {
  it("reads the last entries as loadSession does, and counts and names the session from the lines before", () => {
    const path = longSession(2000); // about 1.5 MB
    const end = readSessionEnd(path, all)!;
    const whole = loadSession(path);
    const entries = [...whole.tree.entries];
    expect(end.header).toEqual(whole.header);
    expect(end.entries.length).toBeGreaterThan(100);
    expect(end.entries.length).toBeLessThan(entries.length / 4);
    expect(end.entries).toEqual(entries.slice(-end.entries.length));
    expect(end.entriesBefore + end.entries.length).toBe(whole.tree.size);
    expect(end.sessionName).toBe("the class");
    expect(whole.tree.sessionName).toBe("the class");
  });

  it("widens the end until the caller has enough, and gives up before the end is the whole file", () => {
    const path = longSession(2000);
    const sizes: number[] = [];
    const end = readSessionEnd(path, (entries) => {
      sizes.push(entries.length);
      return entries.length > 1000;
    })!;
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(end.entries.length).toBe(sizes.at(-1));
    expect(readSessionEnd(path, () => false)).toBeUndefined();
    // A file no longer than the first end is read whole, by the caller.
    const short = longSession(10);
    expect(readFileSync(short).length).toBeLessThan(FIRST_END_BYTES);
    expect(readSessionEnd(short, all)).toBeUndefined();
  });

  it("counts blank lines out, and keeps a torn last line out of the entries as loadSession does", () => {
    const path = longSession(2000);
    const lines = readFileSync(path, "utf8").split("\n");
    lines.splice(10, 0, "", "   ");
    writeFileSync(path, `${lines.join("\n")}{"type":"message","id":"to`);
    const end = readSessionEnd(path, all)!;
    const whole = loadSession(path);
    expect(whole.tornTail).toBeDefined();
    expect(end.entriesBefore + end.entries.length).toBe(whole.tree.size);
    expect(end.entries.at(-1)).toEqual([...whole.tree.entries].at(-1));
  });

  it("gives undefined for a damaged end, and for a file older than version 3", () => {
    const path = longSession(2000);
    appendFileSync(path, "not json\n");
    expect(readSessionEnd(path, all)).toBeUndefined();

    // Version 1 numbers ids by line: its end cannot be read alone.
    expect(readSessionEnd(copyFixture("large-session"), all)).toBeUndefined();

    const unnamed = join(tempDir(), "unnamed.jsonl");
    const lines: object[] = [HEADER];
    let parent: string | null = null;
    for (let i = 0; i < 3000; i++) {
      const id = `e${i}`;
      lines.push(messageLine(id, parent, `message ${i} ${"x".repeat(200)}`));
      parent = id;
    }
    writeLines(unnamed, lines);
    const end = readSessionEnd(unnamed, all)!;
    expect(end.sessionName).toBeUndefined();
    expect((end.entries.at(-1) as SessionEntry).id).toBe("e2999");
  });

  it("reads the name from a line that runs across two of its reads, and checks that line as every line is", () => {
    // The lines before the end are read a MiB at a time: the session_info line is put across the first MiB's edge.
    const lines: (string | object)[] = [HEADER, messageLine("e0", null, "first")];
    const named = (name: unknown) => ({
      ...{ type: "session_info", id: "n1", parentId: "e0", timestamp: "2026-01-01T09:00:01.000Z", name },
    });
    const scanStart = JSON.stringify(HEADER).length + 1;
    const edge = scanStart + 1024 * 1024;
    const beforePad = scanStart + JSON.stringify(lines[1]).length + 1;
    const padding = JSON.stringify(messageLine("pad", "e0", "")).length + 1;
    lines.push(messageLine("pad", "e0", "p".repeat(edge - beforePad - padding - 20)));
    lines.push(named("the class"));
    let parent = "n1";
    for (let i = 0; i < 1000; i++) {
      lines.push(messageLine(`m${i}`, parent, `message ${i} ${"x".repeat(400)}`));
      parent = `m${i}`;
    }
    const path = join(tempDir(), "named.jsonl");
    writeLines(path, lines);
    const text = readFileSync(path, "utf8");
    const at = text.indexOf('"session_info"');
    expect(text.lastIndexOf("\n", at) < edge - 1 && text.indexOf("\n", at) > edge).toBe(true);
    const end = readSessionEnd(path, all)!;
    expect(end.sessionName).toBe("the class");
    expect(end.entriesBefore + end.entries.length).toBe(loadSession(path).tree.size);

    // A name that is not a string: the whole read refuses the line, so the end does not answer for it.
    lines[3] = named(42);
    writeLines(path, lines);
    expect(readSessionEnd(path, all)).toBeUndefined();
  });
});
