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
 *   neither a string nor null, a known type of the wrong shape, a second
 *   `session` header, a value nested deeper than nesting.ts allows) is
 *   `not-an-entry`;
 * - an assistant message with a `null` token count is read, as pi reads it,
 *   and noted.
 * Whatever is wrong is a problem with its line; nothing here throws for a bad
 * line, and nothing is written. Where each line's bytes are is found only when
 * `repair` asks (`spanOf`): it copies the lines it keeps byte for byte.
 */
import { isUtf8 } from "node:buffer";
import { CURRENT_SESSION_VERSION, type SessionEntry, type SessionHeader } from "./entries.ts";
import { entryShapeProblem, nullTokenCounts, show } from "./entry-schema.ts";
import { isKnownVersion, migrateToCurrent, type RawLine, versionOf } from "./migrate.ts";
import { MAX_NESTING_DEPTH, mayNestDeeperThan, nestsDeeperThan, tooDeepMessage } from "./nesting.ts";
import { problemWords } from "./problem-words.ts";
import { type Note, type Problem, SessionFileError, UnwritableEntryError } from "./problems.ts";

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
      message: problemWords().byteOrderMark,
    });
  }
  // Bytes that are not UTF-8 decode as U+FFFD: only then are the lines holding one looked for.
  const utf8 = isUtf8(bytes);
  const notUtf8: number[] = [];
  const blank: number[] = [];
  let header: SessionHeader | undefined;
  let headerLine = 0;
  let headerText = "";
  // A file of the current version needs no migration, so each line is judged as soon as it is parsed, while the
  // parser's new object is likely still in the processor's cache (one run on 10,000 entries: about a tenth of an
  // open faster than a second pass; no difference on 100,000). An older file's lines wait in `older` until the
  // whole file is migrated.
  let current = false;
  const older: RawLine[] = [];
  const found: Found = { entries: [], entryLines: [], problems: [], rejected: [], nullCounts: [] };
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
      header = parseHeader(path, text, line, {
        blankBefore: blank.length,
        laterHeader: () => laterHeader(bytes, start, line + 1),
      });
      headerLine = line;
      headerText = text;
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
        const message = problemWords().tornLastLine(size);
        found.problems.push({ kind: "torn-last-line", line, message });
      } else {
        const words = problemWords();
        const why = `${words.notJson((error as Error).message)}${invisibleCharacters(text)}`;
        reject(found, line, "malformed-line", `${why}${words.separator}${words.lineReads(preview(text))}`);
      }
      continue;
    }
    const notEntry = notAnEntry(value, text, headerLine);
    if (notEntry !== undefined) reject(found, line, "not-an-entry", notEntry);
    else if (current) judge(found, value as Record<string, unknown>, line, text);
    else older.push({ line, value: value as Record<string, unknown>, text });
  }
  if (header === undefined) {
    const problem: Problem = {
      kind: "empty-file",
      line: 0,
      message: problemWords().emptyFile,
    };
    throw new SessionFileError(path, [problem], problemWords().leftAsItWas);
  }
  if (blank.length > 0) notes.push(blankLinesNote(blank));
  if (!utf8) notes.push(notUtf8Note(notUtf8));
  if (found.nullCounts.length > 0) notes.push(nullCountsNote(found.nullCounts));

  const fileVersion = migrateToCurrent(header, older);
  if (!isKnownVersion(fileVersion)) {
    found.problems.push({
      kind: "unknown-version",
      line: headerLine,
      message: problemWords().unknownVersion(show(header.version, headerText, "version"), CURRENT_SESSION_VERSION),
    });
  }
  const migratedLines = new Set<number>();
  for (const raw of older) {
    if (raw.migrated) migratedLines.add(raw.line);
    judge(found, raw.value, raw.line, raw.text);
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
  /** The lines of assistant messages with a `null` token count, and the first such count's field on each. */
  nullCounts: { line: number; field: string }[];
}

/** An object with a `type`, migrated: an entry, or a problem if it is not the entry it says. */
function judge(found: Found, value: Record<string, unknown>, line: number, text?: string): void {
  const problem = entryProblem(value, text);
  if (problem === undefined) {
    // The one place a parsed object becomes an entry: it has just been checked.
    found.entries.push(value as unknown as SessionEntry);
    found.entryLines.push(line);
    const nulls = nullTokenCounts(value);
    if (nulls.length > 0) found.nullCounts.push({ line, field: nulls[0]! });
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

/**
 * Why a parsed line after the header cannot be an entry at all, before its
 * fields are looked at: not an object with a `type`, a second header, or
 * nested too deep to show. `undefined` if it may be one.
 */
function notAnEntry(value: unknown, text: string, headerLine: number): string | undefined {
  if (!isObjectWithType(value)) {
    return problemWords().notAnObjectWithType(preview(text));
  }
  if (value.type === "session") {
    // With parentId:null it would pass for a root, and the leaf; pi skips every "session" line after the first.
    return problemWords().secondHeader(headerLine);
  }
  if (mayNestDeeperThan(text.length, MAX_NESTING_DEPTH) && nestsDeeperThan(value, MAX_NESTING_DEPTH)) {
    return tooDeepMessage();
  }
  return undefined;
}

/** Why an object with a `type` is not an entry; `undefined` if it is one. `text` is its line, to quote. */
function entryProblem(value: Record<string, unknown>, text?: string): string | undefined {
  const { id, parentId } = value;
  if (typeof id !== "string" || id === "" || (parentId !== null && typeof parentId !== "string")) {
    return problemWords().badIdOrParent(preview(show(id, text, "id")), preview(show(parentId, text, "parentId")));
  }
  return entryShapeProblem(value, text);
}

// #region lineToWrite
/**
 * The line `entry` is appended as, judged as the reader will judge it when the
 * file is opened again: written as JSON, parsed back, and put through the same
 * checks, so the kit never writes a line it would refuse. It is stricter by
 * one thing: a `null` token count, which the reader accepts from pi's files
 * (and notes), is refused here (a `NaN` count is written as `null`).
 * Throws `UnwritableEntryError` naming the field; nothing is written.
 */
export function lineToWrite(path: string, entry: SessionEntry): string {
  const refuse = (reason: string): never => {
    throw new UnwritableEntryError(path, String(entry.type), reason);
  };
  let text: string;
  try {
    text = JSON.stringify(entry);
  } catch (error) {
    // Nested some thousands deep, JSON.stringify runs out of stack; a circular value throws a TypeError of its own.
    if (error instanceof RangeError) return refuse(tooDeepMessage());
    throw error;
  }
  const value: unknown = JSON.parse(text);
  const problem = notAnEntry(value, text, 1) ?? entryProblem(value as Record<string, unknown>, text);
  if (problem !== undefined) refuse(problem);
  const [nullCount] = nullTokenCounts(value as Record<string, unknown>);
  if (nullCount !== undefined) {
    const usage = (entry as { message?: { usage?: Record<string, unknown> } }).message?.usage;
    const written = usage?.[nullCount.split(".").at(-1)!];
    refuse(`its ${nullCount} is ${String(written)}, which a file holds as null (a count must be a finite number)`);
  }
  return text;
}
// #endregion lineToWrite

interface HeaderContext {
  /** How many blank lines come before the header line. */
  blankBefore: number;
  /** The line a reader that skips unreadable lines (pi) would take as the header, if not this one. */
  laterHeader: () => number | undefined;
}

function parseHeader(path: string, text: string, line: number, context: HeaderContext): SessionHeader {
  const refuse = (kind: Problem["kind"], message: string): never => {
    throw new SessionFileError(path, [{ kind, line, message }], problemWords().leftAsItWas);
  };
  let header: unknown;
  try {
    header = JSON.parse(text);
  } catch (error) {
    return refuse("malformed-line", notAHeader(text, context, (error as Error).message));
  }
  const h = header as Partial<SessionHeader> | null;
  if (!h || typeof h !== "object" || h.type !== "session" || typeof h.id !== "string") {
    return refuse("not-an-entry", problemWords().headerNotAnObject(preview(text)));
  }
  return h as SessionHeader;
}

/**
 * Why a first line that is not JSON is not read as a header, said so that
 * what cannot be seen is named: where pi opens such a file (it trims a
 * byte-order mark after blank lines, and skips unreadable lines until one
 * parses), the message says what pi does and what to change.
 */
function notAHeader(text: string, context: HeaderContext, parseError: string): string {
  const words = problemWords();
  const parts = [words.headerNotJson(parseError)];
  const invisible = invisibleCharacters(text);
  if (text.startsWith("\ufeff") && context.blankBefore > 0) {
    parts.push(words.byteOrderMarkAfterBlankLines(context.blankBefore));
  } else if (invisible) parts.push(invisible.slice(words.separator.length));
  else {
    const later = context.laterHeader();
    if (later !== undefined) parts.push(words.piTakesLaterHeader(later));
  }
  parts.push(words.lineReads(preview(text)));
  return parts.join(words.separator);
}

/**
 * What cannot be seen in a line that failed to parse: a byte-order mark
 * (U+FEFF) at its start, or carriage returns (CR) inside it. Lines end only
 * at a line feed (LF), in this kit as in pi, so entries separated by lone CRs
 * run together into one line. "" when there is neither.
 */
function invisibleCharacters(text: string): string {
  const parts: string[] = [];
  if (text.startsWith("\ufeff")) {
    parts.push(problemWords().byteOrderMarkInside);
  }
  const innerCRs = text.replace(/\r$/, "").split("\r").length - 1;
  if (innerCRs > 0) {
    const at = text.indexOf("\r");
    parts.push(problemWords().loneCarriageReturns(innerCRs, at + 1, text.slice(Math.max(0, at - 20), at + 21)));
  }
  const { separator } = problemWords();
  return parts.length > 0 ? `${separator}${parts.join(separator)}` : "";
}

/** The number of the first line from `start` on that parses as JSON, if it is a header (as pi looks for it). */
function laterHeader(bytes: Buffer, start: number, firstLine: number): number | undefined {
  for (let at = start, line = firstLine; at < bytes.length; line++) {
    const newline = bytes.indexOf(0x0a, at);
    const end = newline === -1 ? bytes.length : newline;
    const text = bytes.toString("utf8", at, end);
    at = end + 1;
    if (isBlank(text)) continue;
    try {
      const value = JSON.parse(text) as { type?: unknown; id?: unknown } | null;
      return value?.type === "session" && typeof value.id === "string" ? line : undefined;
    } catch {
      // pi skips a line that is not JSON, and so does this search
    }
  }
  return undefined;
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
  const message = problemWords().blankLines(lines, blank.length, blank.length > 5);
  return { kind: "blank-lines", line: blank[0]!, message };
}

function nullCountsNote(found: Found["nullCounts"]): Note {
  const words = problemWords();
  const named = found
    .slice(0, 5)
    .map(({ line, field }) => words.lineField(line, field))
    .join(", ");
  return {
    kind: "null-token-count",
    line: found[0]!.line,
    message: words.nullTokenCounts(named, found.length, found.length > 5),
  };
}

/** Invalid bytes decode to U+FFFD: the lines that hold one (or held a real U+FFFD) are named. */
function notUtf8Note(bad: number[]): Note {
  const named = bad.slice(0, 5).join(", ");
  return {
    kind: "not-utf8",
    line: bad[0] ?? 1,
    message: problemWords().notUtf8(named, bad.length > 5),
  };
}

export function preview(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
