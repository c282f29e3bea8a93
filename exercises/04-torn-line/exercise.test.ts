/**
 * Grading tests for exercise 04. One describe block per part of the starter's
 * TODOs; `npm run exercise -- 04` prints PASS or FAIL for each.
 *
 * The file is a small session in pi's format, with text in French and an
 * emoji, so that a character is not always one byte. The torn-line tests cut
 * it at every byte offset of its last line, as a crash could.
 */
import { describe, expect, it } from "vitest";
import type * as Exercise from "./starter.ts";

const implementation = process.env.EXERCISE_IMPL ?? "./starter.ts";
const { parseJsonl, appendLine } = (await import(implementation)) as typeof Exercise;

const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text);
const hex = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : Buffer.from(bytes).toString("hex"));
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

const at = (second: number) => `2026-01-01T09:00:${String(second).padStart(2, "0")}.000Z`;
const session = [
  { type: "session", version: 3, id: "exercise-04", timestamp: at(0), cwd: "/workspace" },
  {
    type: "message",
    id: "a1",
    parentId: null,
    timestamp: at(1),
    message: { role: "user", content: "Où est config.toml ? 🙂", timestamp: 1 },
  },
  {
    type: "message",
    id: "b2",
    parentId: "a1",
    timestamp: at(2),
    message: {
      role: "assistant",
      content: [{ type: "toolCall", id: "call_1", name: "read_file", arguments: { path: "config.toml" } }],
      stopReason: "toolUse",
      timestamp: 2,
    },
  },
  {
    type: "message",
    id: "c3",
    parentId: "b2",
    timestamp: at(3),
    message: {
      role: "toolResult",
      toolCallId: "call_1",
      toolName: "read_file",
      content: [{ type: "text", text: "[server] port = 8080" }],
      isError: false,
      timestamp: 3,
    },
  },
  {
    type: "message",
    id: "d4",
    parentId: "c3",
    timestamp: at(4),
    message: {
      role: "assistant",
      content: [{ type: "text", text: "Voilà — smol-toml lit le port : 8080 ✓" }],
      stopReason: "stop",
      timestamp: 4,
    },
  },
];
const lines = session.map((record) => JSON.stringify(record));
const fileText = `${lines.join("\n")}\n`;
const file = bytesOf(fileText);
/** Where the last line starts and where its newline is, in bytes. */
const lastStart = Buffer.byteLength(`${lines.slice(0, -1).join("\n")}\n`);
const lastNewline = file.length - 1;

const newEntry = JSON.stringify({
  type: "message",
  id: "e5",
  parentId: "d4",
  timestamp: at(5),
  message: { role: "user", content: "Et en YAML ?", timestamp: 5 },
});

const lineNumbers = (parsed: Exercise.ParsedJsonl) => parsed.records.map((record) => record.line);

/** Runs `check` on the file cut at every byte offset strictly inside its last line; returns the first failure. */
function firstFailingCut(check: (cut: Uint8Array, offset: number) => void): string | undefined {
  for (let offset = lastStart + 1; offset < lastNewline; offset++) {
    try {
      check(file.subarray(0, offset), offset);
    } catch (error) {
      const where = `${offset - lastStart} of the last line's ${lastNewline - lastStart} bytes`;
      return `cut after ${offset} bytes (${where}): ${(error as Error).message}`;
    }
  }
  return undefined;
}

describe("part 1: complete lines, and damage in the middle", () => {
  it("parses every complete line in order, with its line number", () => {
    const parsed = parseJsonl(file);
    expect(parsed.records.map((record) => record.value)).toEqual(session);
    expect(lineNumbers(parsed)).toEqual([1, 2, 3, 4, 5]);
    expect(parsed.malformed).toEqual([]);
    expect(parsed.tornTail).toBeUndefined();
    expect(parsed.missingFinalNewline, "expected missingFinalNewline false: the file ends with a newline").toBe(false);
  });

  it("skips blank lines, which still count as lines", () => {
    const parsed = parseJsonl(bytesOf(`${lines[0]}\n\n${lines[1]}\n   \n${lines[2]}\n`));
    expect(lineNumbers(parsed)).toEqual([1, 3, 5]);
    expect(parsed.malformed).toEqual([]);
  });

  it("reports a garbage line in the middle with its line number, and keeps every record after it", () => {
    // What pi leaves after appending onto a torn line: two halves glued together.
    const fused = `{"type":"mess${lines[2]}`;
    const parsed = parseJsonl(bytesOf(`${[lines[0], lines[1], fused, lines[3], lines[4]].join("\n")}\n`));
    expect(parsed.malformed.map((bad) => bad.line)).toEqual([3]);
    expect(parsed.malformed[0]!.message.length).toBeGreaterThan(0);
    expect(lineNumbers(parsed)).toEqual([1, 2, 4, 5]);
    expect(parsed.tornTail).toBeUndefined();
  });

  it("counts a line that is JSON but not an object as malformed", () => {
    const parsed = parseJsonl(bytesOf(`${lines[0]}\n42\nnull\n["a"]\n${lines[1]}\n`));
    expect(parsed.malformed.map((bad) => bad.line)).toEqual([2, 3, 4]);
    expect(lineNumbers(parsed)).toEqual([1, 5]);
  });

  it("gives nothing for an empty file", () => {
    expect(parseJsonl(new Uint8Array())).toEqual({
      records: [],
      malformed: [],
      tornTail: undefined,
      missingFinalNewline: false,
    });
  });
});

describe("part 2: a torn last line, cut at every byte", () => {
  it("reports a torn tail with its line, its byte offset and its exact bytes, at every cut of the last line", () => {
    const failure = firstFailingCut((cut) => {
      const parsed = parseJsonl(cut);
      expect(lineNumbers(parsed), "the complete records").toEqual([1, 2, 3, 4]);
      expect(parsed.malformed, "a torn tail is not a malformed line").toEqual([]);
      expect(parsed.tornTail?.line, "the torn line").toBe(5);
      expect(parsed.tornTail?.offset, "the byte offset of the torn line").toBe(lastStart);
      expect(hex(parsed.tornTail?.bytes), "the torn bytes, exactly").toBe(hex(cut.subarray(lastStart)));
      expect(
        parsed.missingFinalNewline,
        "expected missingFinalNewline false: a torn last line is not a missing newline",
      ).toBe(false);
    });
    if (failure !== undefined) expect.fail(failure);
  });

  it("counts offsets in bytes, not characters (this file has é, ù, — and 🙂 before the last line)", () => {
    const parsed = parseJsonl(file.subarray(0, lastStart + 10));
    expect(lastStart).toBeGreaterThan(`${lines.slice(0, -1).join("\n")}\n`.length);
    expect(parsed.tornTail?.offset).toBe(lastStart);
  });

  it("finds no torn tail when the file ends right after a newline", () => {
    const parsed = parseJsonl(file.subarray(0, lastStart));
    expect(lineNumbers(parsed)).toEqual([1, 2, 3, 4]);
    expect(parsed.tornTail).toBeUndefined();
    expect(parsed.missingFinalNewline, "expected missingFinalNewline false: the file ends with a newline").toBe(false);
  });

  it("keeps a complete last line whose newline is missing, and says the newline is missing", () => {
    const parsed = parseJsonl(file.subarray(0, lastNewline));
    expect(lineNumbers(parsed)).toEqual([1, 2, 3, 4, 5]);
    expect(parsed.records[4]!.value).toEqual(session[4]);
    expect(parsed.tornTail).toBeUndefined();
    expect(
      parsed.missingFinalNewline,
      "expected missingFinalNewline true: the last line is complete JSON but no newline follows it",
    ).toBe(true);
  });

  it("calls a bad last line that has its newline malformed, not torn: it was written whole", () => {
    const parsed = parseJsonl(concat(file.subarray(0, lastStart), bytesOf('{"type":"mess\n')));
    expect(parsed.malformed.map((bad) => bad.line)).toEqual([5]);
    expect(parsed.tornTail).toBeUndefined();
  });
});

describe("part 3: the next append never fuses with a torn line", () => {
  it("at every cut of the last line: cuts the tail off, keeps its bytes, and the new line parses", () => {
    const failure = firstFailingCut((cut) => {
      const { bytes, setAside } = appendLine(cut, newEntry);
      expect(hex(setAside), "the torn bytes, set aside exactly").toBe(hex(cut.subarray(lastStart)));
      const parsed = parseJsonl(bytes);
      expect(parsed.malformed, "no line fused with the tail").toEqual([]);
      expect(parsed.tornTail).toBeUndefined();
      expect(lineNumbers(parsed)).toEqual([1, 2, 3, 4, 5]);
      expect(parsed.records[4]!.value.id, "the new entry is line 5").toBe("e5");
      expect(hex(bytes.subarray(0, lastStart)), "the complete lines are untouched").toBe(
        hex(file.subarray(0, lastStart)),
      );
    });
    if (failure !== undefined) expect.fail(failure);
  });

  it("appends exactly the line and its newline to a file that ends cleanly", () => {
    const { bytes, setAside } = appendLine(file, newEntry);
    expect(Buffer.from(bytes).toString("utf8")).toBe(`${fileText}${newEntry}\n`);
    expect(setAside).toBeUndefined();
  });

  it("adds the missing newline of a complete last line before the new one", () => {
    const { bytes, setAside } = appendLine(file.subarray(0, lastNewline), newEntry);
    expect(Buffer.from(bytes).toString("utf8")).toBe(`${fileText}${newEntry}\n`);
    expect(setAside).toBeUndefined();
  });

  it("appends to an empty file", () => {
    const { bytes } = appendLine(new Uint8Array(), newEntry);
    expect(Buffer.from(bytes).toString("utf8")).toBe(`${newEntry}\n`);
  });

  it("refuses to append to a file with a malformed line, naming the line", () => {
    const damaged = bytesOf(`${[lines[0], lines[1], "not json at all", lines[3]].join("\n")}\n`);
    expect(() => appendLine(damaged, newEntry)).toThrow(/\b3\b/);
  });
});
