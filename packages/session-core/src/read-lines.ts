/**
 * The lines of a session file, read once for everyone: the loader (load.ts)
 * and `repair` both start here, so both number, parse, migrate and judge a
 * line the same way. (Version-1 ids come from line numbers: two readers that
 * counted lines differently would give one entry two ids.)
 *
 * The loop is pi's `loadEntriesFromFile` made strict: cut the file at its
 * newlines, skip blank lines, parse each line as JSON, take the first as the
 * header and the rest as entries. Where pi skips a line it cannot parse, this
 * reader says which line and why, and keeps going. What a line must hold to be
 * a header or an entry is the check layer's question (reading/line-checks.ts):
 * the reader asks it and records the answer. Nothing here throws for a bad
 * line, and nothing is written.
 */

import { CURRENT_SESSION_VERSION, type SessionEntry, type SessionHeader } from "./entries.ts";
import { isKnownVersion, migrateToCurrent, type RawLine } from "./migrate.ts";
import { quoteAsWritten } from "./reading/entry-schema.ts";
import { FileNotes } from "./reading/file-notes.ts";
import { judgeEntry, laterHeader, malformedLine, notAnEntry, parseHeader } from "./reading/line-checks.ts";
import { problemWords } from "./reading/problem-words.ts";
import { type Note, type Problem, SessionFileError } from "./reading/problems.ts";

export interface SessionLines {
  /** The header as version 3 (migrated in memory if the file is older). */
  header: SessionHeader;
  headerLine: number;
  /** The version written in the file (1 when the header has none). */
  fileVersion: number;
  /** The entries that passed every check, in line order, as version 3 (migrated in memory if the file is older). */
  entries: SessionEntry[];
  /** The line each of `entries` came from: `entryLines[i]` is the line of `entries[i]`. */
  entryLines: number[];
  /** The lines migration changed (none in a current file): a writer must write them anew, not copy their bytes. */
  migratedLines: ReadonlySet<number>;
  /** Lines that are not entries, each with its problem. */
  rejected: { line: number; problem: Problem }[];
  /** Every problem, in line order. */
  problems: Problem[];
  notes: Note[];
  /** The unterminated, unparseable bytes at the end of the file, if any. */
  tornTail?: { line: number; offset: number; bytes: Buffer };
  /** The file ends on a complete line that has no newline yet. */
  missingFinalNewline: boolean;
}

// #region readLines
export function readSessionLines(path: string, bytes: Buffer): SessionLines {
  const notes = new FileNotes(bytes); // what is odd but readable: blank lines, bytes that are not UTF-8, ...
  const problems: Problem[] = [];
  const rejected: SessionLines["rejected"] = [];
  const reject = (line: number, kind: "malformed-line" | "not-an-entry", message: string) => {
    const problem: Problem = { kind, line, message };
    problems.push(problem);
    rejected.push({ line, problem });
  };
  let header: SessionHeader | undefined;
  let headerLine = 0;
  let headerText = "";
  let tornTail: SessionLines["tornTail"];
  const parsed: (RawLine & { start: number; end: number })[] = [];

  // 1. Each line on its own: cut at its newline byte (0x0A is never part of a longer UTF-8 character), decoded,
  //    parsed. The first line that is not blank is the header.
  for (let start = notes.firstLineStart, line = 1; start < bytes.length; line++) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline === -1 ? bytes.length : newline;
    const text = bytes.toString("utf8", start, end);
    const lineStart = start;
    start = end + 1;
    if (notes.isBlank(line, text)) continue;
    if (header === undefined) {
      header = parseHeader(path, text, line, {
        blankBefore: notes.blankLines,
        laterHeader: () => laterHeader(bytes, start, line + 1),
      });
      headerLine = line;
      headerText = text;
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      if (newline === -1) {
        // The last line, without its newline: a write was cut off. Its bytes are kept, not its text: a write cut
        // off mid-character decodes as U+FFFD.
        tornTail = { line, offset: lineStart, bytes: Buffer.from(bytes.subarray(lineStart)) };
        problems.push({ kind: "torn-last-line", line, message: problemWords().tornLastLine(tornTail.bytes.length) });
      } else {
        reject(line, "malformed-line", malformedLine(error as Error, text));
      }
      continue;
    }
    const notEntry = notAnEntry(value, text, headerLine);
    if (notEntry !== undefined) reject(line, "not-an-entry", notEntry);
    // Not the text: kept for every line until the end, it would hold the whole file a second time.
    else parsed.push({ line, value: value as Record<string, unknown>, start: lineStart, end });
  }
  if (header === undefined) {
    const problem: Problem = { kind: "empty-file", line: 0, message: problemWords().emptyFile };
    throw new SessionFileError(path, [problem], problemWords().leftAsItWas);
  }

  // pi 1.6.0 refuses a file that starts with a byte-order mark (pi 0.73.1 read it); it is read past, and reported.
  if (notes.firstLineStart > 0)
    problems.push({ kind: "byte-order-mark", line: 1, message: problemWords().byteOrderMark });

  // 2. An older file's lines are brought to version 3, in memory.
  const fileVersion = migrateToCurrent(header, parsed);
  if (!isKnownVersion(fileVersion)) {
    const message = problemWords().unknownVersion(
      quoteAsWritten(header.version, headerText, "version"),
      CURRENT_SESSION_VERSION,
    );
    problems.push({ kind: "unknown-version", line: headerLine, message });
  }

  // 3. Each object is judged as the entry its type says it is.
  const entries: SessionEntry[] = [];
  const entryLines: number[] = [];
  const migratedLines = new Set<number>();
  for (const { line, value, start, end, migrated } of parsed) {
    if (migrated) migratedLines.add(line);
    const problem = judgeEntry(value, () => bytes.toString("utf8", start, end));
    if (problem !== undefined) {
      reject(line, "not-an-entry", problem);
      continue;
    }
    entries.push(value as unknown as SessionEntry); // the one place a parsed object becomes an entry: just checked
    entryLines.push(line);
    notes.entry(line, value);
  }
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
    notes: notes.list(),
    tornTail,
    missingFinalNewline: bytes.at(-1) !== 0x0a && !tornTail,
  };
}
// #endregion readLines
