/**
 * The lines of a session file, read once for everyone: the loader (load.ts)
 * and `repair` both start here, so a line is numbered, parsed, migrated and
 * judged the same way by both. (Version-1 ids are derived from line numbers:
 * two readers that counted lines differently would give the same entry two ids.)
 *
 * The file is decoded once and cut at its newlines. Then, line by line:
 * - a byte-order mark at the start, and blank lines, are skipped and noted (pi
 *   reads such files too);
 * - the first line that is not blank is the header; without a readable one the
 *   file is refused (an empty file too, said so);
 * - a line that is not JSON is `malformed-line`, unless it is the last one and
 *   has no newline: then a write was cut off, and it is the torn tail;
 * - a line that is not an entry (no `type`, no string id, a parentId that is
 *   neither a string nor null, a known type of the wrong shape) is `not-an-entry`.
 * Whatever is wrong is a problem with its line; nothing here throws for a bad
 * line, and nothing is written. Where each line's bytes are is found only when
 * `repair` asks (`spanOf`): it copies the lines it keeps byte for byte.
 */
import { isUtf8 } from "node:buffer";
import { CURRENT_SESSION_VERSION, type SessionEntry, type SessionHeader } from "./entries.ts";
import { entryShapeProblem } from "./entry-schema.ts";
import { isKnownVersion, migrateToCurrent, type RawLine, versionOf } from "./migrate.ts";
import { type Note, type Problem, SessionFileError } from "./problems.ts";

/** Where a line's bytes are in the file (without its newline). */
export interface LineSpan {
  start: number;
  end: number;
}

/** A parsed line: its number and the object on it. */
export interface NumberedLine {
  line: number;
}

/**
 * A file as the reader takes it: its text, and its bytes for the few things
 * that need them exactly (a torn last line is kept byte for byte, bytes that
 * are not UTF-8 are named, `repair` copies lines byte for byte). `bytes` may
 * be called many times; it must give the bytes the text was decoded from.
 */
export interface FileContents {
  text: string;
  bytes(): Buffer;
}

/** The contents of bytes already read (repair reads them itself). */
export function contentsOf(bytes: Buffer): FileContents {
  return { text: bytes.toString("utf8"), bytes: () => bytes };
}

export interface SessionLines {
  /** The header as version 3 (migrated in memory if the file is older). */
  header: SessionHeader;
  headerLine: number;
  /** The version written in the file (1 when the header has none). */
  fileVersion: number;
  /** The entries that passed every check, in line order, as version 3 (migrated in memory if the file is older). */
  entries: SessionEntry[];
  /**
   * The line each of `entries` came from: `entryLines[i]` is the line of `entries[i]`. A list of numbers
   * beside the entries rather than a record for each: an open session keeps its lines' numbers, and a
   * record per entry would be ten thousand more objects to make, and to keep, for a 10,000-entry file.
   */
  entryLines: number[];
  /** The lines migration changed (none in a current file): a writer must write them anew, not copy their bytes. */
  migratedLines: ReadonlySet<number>;
  /** Lines that are not entries, each with its problem. */
  rejected: (NumberedLine & { problem: Problem })[];
  /** Every problem, in line order. */
  problems: Problem[];
  notes: Note[];
  /** The unterminated, unparseable bytes at the end of the file, if any. */
  tornTail?: { line: number; offset: number; bytes: Buffer };
  /** The file ends on a complete line that has no newline yet. */
  missingFinalNewline: boolean;
  /** Where line `line` (1-based) is in the bytes: for `repair`, which copies lines byte for byte. */
  spanOf(line: number): LineSpan;
}

// #region readLines
export function readSessionLines(path: string, contents: FileContents): SessionLines {
  // Line n is the text between the (n-1)th and the nth newline, in bytes as in
  // the decoded text: a newline byte is never part of a longer UTF-8 character.
  const { text: fileText, bytes } = contents;
  const lines = fileText.split("\n");
  const endsWithNewline = lines.at(-1) === "";
  if (endsWithNewline) lines.pop();
  const notes: Note[] = [];
  if (lines[0]?.charCodeAt(0) === 0xfeff) {
    lines[0] = lines[0].slice(1);
    notes.push({
      kind: "byte-order-mark",
      line: 1,
      message: "the file starts with a byte-order mark (EF BB BF); it is read as if it were not there",
    });
  }
  const blank: number[] = [];
  const isBlank = (text: string) => text.charCodeAt(0) !== 0x7b && text.trim() === ""; // 0x7b: "{"
  let first = 0;
  while (first < lines.length && isBlank(lines[first]!)) blank.push(++first);
  if (first === lines.length) {
    const problem: Problem = {
      kind: "empty-file",
      line: 0,
      message: "the file is empty: a session file starts with its header line",
    };
    throw new SessionFileError(path, [problem], "the file was left exactly as it was");
  }
  const headerLine = first + 1;
  const header = parseHeader(path, lines[first]!, headerLine);

  const problems: Problem[] = [];
  const rejected: SessionLines["rejected"] = [];
  let tornTail: SessionLines["tornTail"];
  // At most one entry a line: both lists are made that long at once and cut to the entries found at the end.
  // Grown one entry at a time, a list is copied each time it outgrows its room: three times its size allocated
  // in all, for an open that should cost little more than the parse itself.
  const entries = new Array<SessionEntry>(lines.length - first);
  const entryLines = new Array<number>(lines.length - first);
  let count = 0;
  /** An object with a `type`, migrated: an entry, or a problem if it is not the entry it says. */
  const judge = (value: Record<string, unknown>, line: number) => {
    const problem = entryProblem(value);
    if (problem === undefined) {
      // The one place a parsed object becomes an entry: it has just been checked.
      entries[count] = value as unknown as SessionEntry;
      entryLines[count++] = line;
    } else {
      const notAnEntry: Problem = { kind: "not-an-entry", line, message: problem };
      problems.push(notAnEntry);
      rejected.push({ line, problem: notAnEntry });
    }
  };
  // A file of the current version needs no migration, so each line is judged as soon as it is parsed, while the
  // parser's new object is likely still in the processor's cache (one run on 10,000 entries: about a tenth of an
  // open faster than a second pass; no difference on 100,000). An older file's lines wait in `older` until the
  // whole file is migrated.
  const current = versionOf(header) === CURRENT_SESSION_VERSION;
  const older: RawLine[] = [];
  for (let i = first + 1; i < lines.length; i++) {
    const text = lines[i]!;
    const line = i + 1;
    if (isBlank(text)) {
      blank.push(line);
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      if (i === lines.length - 1 && !endsWithNewline) {
        // The bytes, not the text: a write cut off mid-character decodes as U+FFFD.
        const offset = bytes().lastIndexOf(0x0a) + 1;
        tornTail = { line, offset, bytes: Buffer.from(bytes().subarray(offset)) };
        const size = tornTail.bytes.length;
        const message = `${size} bytes without a newline that are not complete JSON (a write was cut off)`;
        problems.push({ kind: "torn-last-line", line, message });
      } else {
        const problem: Problem = {
          kind: "malformed-line",
          line,
          message: `not valid JSON (${(error as Error).message})`,
        };
        problems.push(problem);
        rejected.push({ line, problem });
      }
      continue;
    }
    if (!isObjectWithType(value)) {
      const found = preview(JSON.stringify(value));
      const problem: Problem = {
        kind: "not-an-entry",
        line,
        message: `a session entry must be a JSON object with a "type"; found ${found}`,
      };
      problems.push(problem);
      rejected.push({ line, problem });
      continue;
    }
    if (current) judge(value, line);
    else older.push({ line, value });
  }
  if (blank.length > 0) notes.push(blankLinesNote(blank));
  // Bytes that are not UTF-8 decode as U+FFFD: only a text that holds one needs its bytes looked at.
  if (fileText.includes("\ufffd") && !isUtf8(bytes())) notes.push(notUtf8Note(lines));

  const fileVersion = migrateToCurrent(header, older);
  if (!isKnownVersion(fileVersion)) {
    problems.push({
      kind: "unknown-version",
      line: headerLine,
      message:
        `the header says version ${JSON.stringify(header.version)}; this kit reads versions 1 to ` +
        `${CURRENT_SESSION_VERSION} and will not write to this file ` +
        `(entries are shown as version ${CURRENT_SESSION_VERSION})`,
    });
  }
  const migratedLines = new Set<number>();
  for (const raw of older) {
    if (raw.migrated) migratedLines.add(raw.line);
    judge(raw.value, raw.line);
  }
  entries.length = count;
  entryLines.length = count;
  const missingFinalNewline = !endsWithNewline && !tornTail;
  problems.sort((a, b) => a.line - b.line);
  rejected.sort((a, b) => a.line - b.line);
  const spanOf = lineSpans(bytes);
  return {
    header,
    headerLine,
    fileVersion,
    entries,
    entryLines,
    migratedLines,
    rejected,
    problems,
    notes,
    tornTail,
    missingFinalNewline,
    spanOf,
  };
}
// #endregion readLines

/** Finds where each line's bytes are, once, when first asked: only `repair` needs it. */
function lineSpans(contents: () => Buffer): (line: number) => LineSpan {
  let starts: number[] | undefined;
  let bytes: Buffer;
  return (line) => {
    if (!starts) {
      bytes = contents();
      starts = [bytes.subarray(0, 3).equals(BOM) ? 3 : 0];
      for (let at = bytes.indexOf(0x0a); at !== -1; at = bytes.indexOf(0x0a, at + 1)) starts.push(at + 1);
    }
    const start = starts[line - 1]!;
    const next = starts[line];
    return { start, end: next === undefined ? bytes.length : next - 1 };
  };
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Why an object with a `type` is not an entry; `undefined` if it is one. */
function entryProblem(value: Record<string, unknown>): string | undefined {
  const { id, parentId } = value;
  if (typeof id !== "string" || id === "" || (parentId !== null && typeof parentId !== "string")) {
    const shown = (value: unknown) => preview(JSON.stringify(value) ?? "missing");
    const found = `found id ${shown(id)}, parentId ${shown(parentId)}`;
    return `an entry needs a string "id" and a "parentId" that is a string or null; ${found}`;
  }
  return entryShapeProblem(value);
}

function parseHeader(path: string, text: string, line: number): SessionHeader {
  const refuse = (kind: Problem["kind"], message: string): never => {
    throw new SessionFileError(path, [{ kind, line, message }], "the file was left exactly as it was");
  };
  let header: unknown;
  try {
    header = JSON.parse(text);
  } catch (error) {
    return refuse(
      "malformed-line",
      `the first line must be the session header, and it is not valid JSON (${(error as Error).message})`,
    );
  }
  const h = header as Partial<SessionHeader> | null;
  if (!h || typeof h !== "object" || h.type !== "session" || typeof h.id !== "string") {
    return refuse(
      "not-an-entry",
      `the first line must be a header {"type":"session","id":...}; found ${preview(text)}`,
    );
  }
  return h as SessionHeader;
}

function isObjectWithType(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { type?: unknown }).type === "string"
  );
}

function blankLinesNote(blank: number[]): Note {
  const lines = blank.slice(0, 5).join(", ");
  const more = blank.length > 5 ? `, … (${blank.length} in all)` : "";
  const message = `blank line${blank.length === 1 ? "" : "s"} (line ${lines}${more}) skipped, as pi skips them`;
  return { kind: "blank-lines", line: blank[0]!, message };
}

/** Invalid bytes decode to U+FFFD: the lines that hold one (or held a real U+FFFD) are named. */
function notUtf8Note(lines: string[]): Note {
  const bad: number[] = [];
  for (let i = 0; i < lines.length && bad.length < 6; i++) if (lines[i]!.includes("\ufffd")) bad.push(i + 1);
  const named = bad.slice(0, 5).join(", ");
  return {
    kind: "not-utf8",
    line: bad[0] ?? 1,
    message: `the file is not valid UTF-8 (line ${named}${bad.length > 5 ? ", …" : ""}); such bytes read as U+FFFD`,
  };
}

export function preview(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
