/**
 * Exercise 04: a torn-line-safe JSONL loader.
 *
 * A session file only grows: one JSON object per line, each line written in
 * one append. A crash in the middle of an append leaves a torn last line:
 * bytes with no newline that do not parse. Dropping them loses them without a
 * trace; leaving them in place glues the next append onto them, and then the
 * new, complete entry is lost too. Write the loader that tells a torn tail
 * from damage in the middle of the file, and the append that cuts the tail
 * off (keeping its bytes) before it writes.
 *
 * Grade your work with `npm run exercise -- 04` from the repository root.
 */

/** A complete line that parsed as a JSON object, with its line number (counting from 1). */
export interface JsonlRecord {
  line: number;
  value: Record<string, unknown>;
}

/** A complete line (a newline follows it) that is not a JSON object. */
export interface MalformedLine {
  line: number;
  message: string;
}

/** The bytes after the last newline that do not parse: an append cut off mid-write. */
export interface TornTail {
  line: number;
  /** Byte offset of the tail's first byte: where the file must be cut back to. */
  offset: number;
  /** The tail's bytes, exactly as they are in the file. */
  bytes: Uint8Array;
}

export interface ParsedJsonl {
  records: JsonlRecord[];
  malformed: MalformedLine[];
  tornTail: TornTail | undefined;
  /** The file ends on a complete record whose newline was never written. */
  missingFinalNewline: boolean;
}

/**
 * Splits a file's bytes into lines and parses each one. Never throws: every
 * problem is reported with its line number, and every complete record is kept.
 */
export function parseJsonl(bytes: Uint8Array): ParsedJsonl {
  // TODO(1): split the bytes at each newline (byte 0x0a) and parse every line that ends with one.
  //          A JSON object is a record, with its line number; blank lines are skipped (they still
  //          count as lines); any other line is malformed: report its line number and go on.
  // TODO(2): the bytes after the last newline. If they parse as an object, they are a record whose
  //          newline is missing (missingFinalNewline). If not, they are the torn tail: its line, its
  //          byte offset in the file, and its bytes exactly as they are. Never a record, never
  //          "malformed". Offsets are in bytes: "é" is 2 bytes, "🙂" is 4.
  throw new Error("TODO: parseJsonl is not written yet (see exercises/04-torn-line/README.md, 中文 README.zh-CN.md)");
}

export interface AppendResult {
  /** The whole file after the append. */
  bytes: Uint8Array;
  /** The torn tail that was cut off, to be kept beside the file; undefined if there was none. */
  setAside: Uint8Array | undefined;
}

/**
 * What the file holds after appending one JSON line to it, as a writer that
 * opens it after a crash must do it.
 */
export function appendLine(bytes: Uint8Array, json: string): AppendResult {
  // TODO(3): the next append (a behaviour to reach, tests "part 3"): the new line stands on a line
  //          of its own and parses, a torn tail's bytes come back in setAside, nothing else is lost;
  //          a file with a malformed line is not appended to (an Error names the line).
  throw new Error("TODO: appendLine is not written yet (see exercises/04-torn-line/README.md, 中文 README.zh-CN.md)");
}
