/**
 * The lines of a session file, read once for everyone: the loader (load.ts)
 * and `repair` both start here, so a line is numbered, parsed, migrated and
 * judged the same way by both. (Version-1 ids are derived from line numbers:
 * two readers that counted lines differently would give the same entry two ids.)
 *
 * The file's bytes are cut at their newlines and each line is decoded on its
 * own. Then, line by line:
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

/** A line, by its number (1-based). */
export interface NumberedLine {
  line: number;
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
export function readSessionLines(path: string, bytes: Buffer): SessionLines {
  const notes: Note[] = [];
  const hasByteOrderMark = bytes.subarray(0, 3).equals(BOM);
  if (hasByteOrderMark) {
    notes.push({
      kind: "byte-order-mark",
      line: 1,
      message: "the file starts with a byte-order mark (EF BB BF); it is read as if it were not there",
    });
  }
  // Bytes that are not UTF-8 decode as U+FFFD: only then are the lines holding one looked for.
  const utf8 = isUtf8(bytes);
  const notUtf8: number[] = [];
  const blank: number[] = [];
  let header: SessionHeader | undefined;
  let headerLine = 0;
  // A file of the current version needs no migration, so each line is judged as soon as it is parsed, while the
  // parser's new object is likely still in the processor's cache (one run on 10,000 entries: about a tenth of an
  // open faster than a second pass; no difference on 100,000). An older file's lines wait in `older` until the
  // whole file is migrated.
  let current = false;
  const older: RawLine[] = [];
  const found: Found = { entries: [], entryLines: [], problems: [], rejected: [] };
  let tornTail: SessionLines["tornTail"];

  // Line n is the bytes between the (n-1)th and the nth newline (line 1 starts after a byte-order mark), each line
  // decoded on its own. Cutting the bytes first is safe: a newline byte (0x0A) is never part of a longer UTF-8
  // character. Decoding the whole file at once would make one string of up to twice the file's size (two bytes a
  // character as soon as one character needs it), and V8 would place it in fresh memory on every open, each new
  // page a page fault (on the bench's machine, a third of a 10,000-entry open: docs/benchmarks.md). A line's text
  // is small and gone as soon as it is parsed. And a file longer than the longest string V8 can hold (about
  // 512 MiB) still opens, up to the 2 GiB Node reads at once.
  const firstByte = hasByteOrderMark ? BOM.length : 0;
  for (let start = firstByte, line = 1; start < bytes.length; line++) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline === -1 ? bytes.length : newline;
    const text = bytes.toString("utf8", start, end);
    const lineStart = start;
    start = end + 1;
    if (!utf8 && notUtf8.length < 6 && text.includes("\ufffd")) notUtf8.push(line); // the note names five, then "…"
    if (isBlank(text)) {
      blank.push(line);
      continue;
    }
    if (header === undefined) {
      header = parseHeader(path, text, line);
      headerLine = line;
      current = versionOf(header) === CURRENT_SESSION_VERSION;
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      if (newline === -1) {
        // The last line, without its newline: a write was cut off. Its bytes, not its text, are kept: a write
        // cut off mid-character decodes as U+FFFD.
        tornTail = { line, offset: lineStart, bytes: Buffer.from(bytes.subarray(lineStart)) };
        const size = tornTail.bytes.length;
        const message = `${size} bytes without a newline that are not complete JSON (a write was cut off)`;
        found.problems.push({ kind: "torn-last-line", line, message });
      } else {
        reject(found, line, "malformed-line", `not valid JSON (${(error as Error).message})`);
      }
      continue;
    }
    if (!isObjectWithType(value)) {
      const shown = preview(JSON.stringify(value));
      reject(found, line, "not-an-entry", `a session entry must be a JSON object with a "type"; found ${shown}`);
    } else if (current) judge(found, value, line);
    else older.push({ line, value });
  }
  if (header === undefined) {
    const problem: Problem = {
      kind: "empty-file",
      line: 0,
      message: "the file is empty: a session file starts with its header line",
    };
    throw new SessionFileError(path, [problem], "the file was left exactly as it was");
  }
  if (blank.length > 0) notes.push(blankLinesNote(blank));
  if (!utf8) notes.push(notUtf8Note(notUtf8));

  const fileVersion = migrateToCurrent(header, older);
  if (!isKnownVersion(fileVersion)) {
    found.problems.push({
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
    judge(found, raw.value, raw.line);
  }
  const { entries, entryLines, problems, rejected } = found;
  problems.sort((a, b) => a.line - b.line);
  rejected.sort((a, b) => a.line - b.line);
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
    missingFinalNewline: bytes.at(-1) !== 0x0a && !tornTail,
    spanOf: lineSpans(bytes, firstByte),
  };
}
// #endregion readLines

/**
 * What the lines held, gathered as they are read. Handed to the small functions below rather than closed over, so
 * those are made once, with the module, not anew on every open (a first version of this reader that gave each line
 * to a function made per open was slower: V8 optimised such functions again in every open).
 */
interface Found {
  entries: SessionEntry[];
  entryLines: number[];
  problems: Problem[];
  rejected: SessionLines["rejected"];
}

/** An object with a `type`, migrated: an entry, or a problem if it is not the entry it says. */
function judge(found: Found, value: Record<string, unknown>, line: number): void {
  const problem = entryProblem(value);
  if (problem === undefined) {
    // The one place a parsed object becomes an entry: it has just been checked.
    found.entries.push(value as unknown as SessionEntry);
    found.entryLines.push(line);
  } else {
    reject(found, line, "not-an-entry", problem);
  }
}

/** A line that holds no entry: a problem, and the line set aside with it. */
function reject(found: Found, line: number, kind: "malformed-line" | "not-an-entry", message: string): void {
  const problem: Problem = { kind, line, message };
  found.problems.push(problem);
  found.rejected.push({ line, problem });
}

/** Only whitespace (a line that starts with "{", as almost every line does, is not looked at further). */
function isBlank(text: string): boolean {
  return text.charCodeAt(0) !== 0x7b && text.trim() === "";
}

/** Finds where each line's bytes are, once, when first asked: only `repair` needs it. */
function lineSpans(bytes: Buffer, firstByte: number): (line: number) => LineSpan {
  let starts: number[] | undefined;
  return (line) => {
    if (!starts) {
      starts = [firstByte];
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
function notUtf8Note(bad: number[]): Note {
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
