/**
 * What the second reliability review found in the store: the writer and the
 * reader judge a line by one schema; a value nested thousands deep is damage,
 * never a crash; a second header is damage; messages quote the file's own
 * text and name what cannot be seen (U+FEFF, CR).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SessionManager } from "@mariozechner/pi-coding-agent";
import { describe, expect, it } from "vitest";
import { main } from "../src/cli/main.ts";
import {
  checkSession,
  contextAt,
  loadSession,
  renderTree,
  SessionFileError,
  SessionTree,
  UnwritableEntryError,
} from "../src/index.ts";
import { MAX_NESTING_DEPTH } from "../src/reading/nesting.ts";
import {
  assistant,
  HEADER,
  linesOf,
  messageLine,
  newSession,
  tempDir,
  thrownBy,
  user,
  writeLines,
} from "./support/files.ts";

/** An array nested `depth` deep: `[[[...]]]`. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
}

function checkOutput(path: string): string[] {
  const out: string[] = [];
  main(["check", path], { stdout: (text) => out.push(text), stderr: (text) => out.push(text) });
  return out;
}

function file(lines: (string | object)[]): string {
  const path = join(tempDir(), "s.jsonl");
  writeLines(path, lines);
  return path;
}

describe("the writer refuses what the reader would refuse", () => {
  it("an assistant message with a NaN token count: refused naming the field, nothing written", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    session.appendMessage(user("hi"));
    const before = readFileSync(path);
    const reply = assistant("hello");
    reply.usage = { ...reply.usage, totalTokens: Number.NaN };
    const error = thrownBy(() => session.appendMessage(reply));
    expect(error).toBeInstanceOf(UnwritableEntryError);
    expect((error as Error).message).toMatch(/message\.usage\.totalTokens is NaN/);
    expect((error as Error).message).toMatch(/nothing was written/);
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(session.tree.size).toBe(1);
    // The session goes on: the next sound entry is written.
    session.appendMessage(assistant("hello"));
    session.close();
    expect(checkSession(path).problems).toEqual([]);
  });

  it("an entry of the wrong shape is refused with the field the reader would name", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    const noProvider = { ...assistant("x"), provider: undefined } as unknown as ReturnType<typeof assistant>;
    expect(() => session.appendMessage(noProvider)).toThrow(/without message\.provider/);
    expect(linesOf(path)).toHaveLength(1);
    session.close();
  });

  it("custom data nested 6,000 deep is refused, not a stack overflow, and the file is as it was", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    const error = thrownBy(() => session.appendCustom("deep", nested(6000)));
    expect(error).toBeInstanceOf(UnwritableEntryError);
    expect((error as Error).message).toMatch(/nests more than 1,000 levels/);
    // Just past the limit, where JSON.stringify still works, the reader's own check refuses it.
    expect(() => session.appendCustom("deep", nested(MAX_NESTING_DEPTH))).toThrow(UnwritableEntryError);
    session.appendCustom("deep-enough", nested(MAX_NESTING_DEPTH - 3));
    session.close();
    expect(linesOf(path)).toHaveLength(2);
    expect(checkSession(path).problems).toEqual([]);
  });
});

describe("a null token count, which pi reads", () => {
  it("is read, noted by check (not damage), kept by repair, and pi agrees", () => {
    const reply = messageLine("b0000001", "a0000001", "the answer", "assistant") as { message: { usage: object } };
    reply.message.usage = { ...reply.message.usage, totalTokens: null };
    const path = file([HEADER, messageLine("a0000001", null, "q"), reply]);
    const loaded = loadSession(path);
    expect(loaded.problems).toEqual([]);
    expect(loaded.notes).toEqual([
      expect.objectContaining({
        kind: "null-token-count",
        line: 3,
        message: expect.stringMatching(/line 3: message\.usage\.totalTokens/),
      }),
    ]);
    expect(contextAt(loaded.tree).messages.at(-1)).toMatchObject({ role: "assistant" });
    const output = checkOutput(path);
    expect(output).toContainEqual(expect.stringMatching(/:3: note: token counts that are null/));
    expect(output.join("\n")).toMatch(/no problems/);
    const pi = SessionManager.open(path, join(path, ".."));
    expect(pi.buildSessionContext().messages).toEqual(contextAt(loaded.tree).messages);
  });
});

describe("a value nested thousands deep in a file", () => {
  it("is damage on its line; tree and context do not crash", () => {
    // Written as text: JSON.stringify itself cannot write a value this deep.
    const data = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const deep = `{"type":"custom","id":"c0000001","parentId":"a0000001","customType":"x","data":${data}}`;
    const path = file([HEADER, messageLine("a0000001", null, "q"), deep]);
    const { problems, loaded } = checkSession(path);
    expect(problems).toEqual([
      expect.objectContaining({
        kind: "not-an-entry",
        line: 3,
        message: expect.stringMatching(/nests more than 1,000/),
      }),
    ]);
    expect(renderTree(loaded!.tree)).toHaveLength(1);
    expect(() => main(["tree", path], { stdout: () => {}, stderr: () => {} })).not.toThrow();
  });

  it("draws, when built in memory, as a bounded preview", () => {
    const tree = new SessionTree();
    tree.add({ type: "custom", id: "c0000001", parentId: null, timestamp: "t", customType: "x", data: nested(20_000) });
    expect(renderTree(tree)[0]).toMatch(/^c0000001 custom x \[\[\[/);
  });
});

describe("a second header", () => {
  it("with parentId null is damage, not a root that becomes the leaf", () => {
    const path = file([HEADER, messageLine("a0000001", null, "q"), { ...HEADER, parentId: null }]);
    const loaded = loadSession(path);
    expect(loaded.problems).toEqual([
      expect.objectContaining({ kind: "not-an-entry", line: 3, message: expect.stringMatching(/a second header/) }),
    ]);
    expect(loaded.tree.leafId).toBe("a0000001");
    expect(loaded.tree.size).toBe(1);
  });
});

describe("messages that tell the truth", () => {
  it("a 1e400 timestamp is quoted as written, not as null", () => {
    const entry = JSON.stringify(messageLine("a0000001", null, "q")).replace(
      '"timestamp":1767258000000',
      '"timestamp":1e400',
    );
    const path = file([HEADER, entry]);
    const [problem] = loadSession(path).problems;
    expect(problem?.message).toMatch(/message\.timestamp is 1e400 \(too large for a number: it reads as Infinity\)/);
    expect(problem?.message).not.toMatch(/null/);
  });

  it("an id that is a number is quoted as the file writes it", () => {
    const path = file([HEADER, '{"type":"custom","customType":"x","id":123456789012345678901234,"parentId":null}']);
    expect(loadSession(path).problems[0]?.message).toMatch(/found id 123456789012345678901234,/);
  });

  it("a byte-order mark after a blank first line is named, with what to do", () => {
    const path = join(tempDir(), "s.jsonl");
    writeFileSync(path, `\n\ufeff${JSON.stringify(HEADER)}\n`);
    const error = thrownBy(() => loadSession(path)) as SessionFileError;
    expect(error).toBeInstanceOf(SessionFileError);
    expect(error.problems[0]?.message).toMatch(/byte-order mark \(U\+FEFF, bytes EF BB BF\) after 1 blank line/);
    expect(error.problems[0]?.message).toMatch(/delete the blank lines before it/);
    // On a terminal the mark is shown, not left invisible.
    expect(checkOutput(path).join("\n")).toMatch(/the line reads \\ufeff\{"type":"session"/);
  });

  it("lone carriage returns between lines are named", () => {
    const path = join(tempDir(), "s.jsonl");
    writeFileSync(path, `${JSON.stringify(HEADER)}\r${JSON.stringify(messageLine("a0000001", null, "q"))}\r\n`);
    const error = thrownBy(() => loadSession(path)) as SessionFileError;
    expect(error.problems[0]?.message).toMatch(/1 carriage return \(CR, U\+000D\) with no line feed/);
    expect(checkOutput(path).join("\n")).toMatch(/"cwd":"\/work"}\\x0d\{"type":"message"/);
  });

  it("a header after a garbage first line: says that pi takes it, and what to change", () => {
    const path = file(["not json at all", HEADER, messageLine("a0000001", null, "q")]);
    const error = thrownBy(() => loadSession(path)) as SessionFileError;
    expect(error.problems[0]?.message).toMatch(/pi skips it and takes line 2 as the header/);
    expect(error.problems[0]?.message).toMatch(/the line reads not json at all/);
  });
});
