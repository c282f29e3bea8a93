/**
 * The lines of a session file, read once for everyone: the loader (load.ts)
 * and `repair` both start here, so both number, parse, migrate and judge a
 * line the same way. (Version-1 ids come from line numbers: two readers that
 * counted lines differently would give one entry two ids.)
 *
 * The loop is pi's `loadEntriesFromFile` made strict: cut the file at its
 * newlines, skip blank lines, parse each line as JSON, take the first as the
 * header and the rest as entries. Where pi skips a line it cannot parse, this
 * reader says which line and why, and keeps going. Whether a line is sound is
 * one question, `judgeEntry` (reading/line-checks.ts): the reader asks it and
 * records the answer. Nothing here throws for a bad line, and nothing is
 * written. What a real file also needs (notes on odd bytes, a torn last line
 * kept aside) rides along the loop, composed by hardened-load.ts.
 */

import type { SessionEntry, SessionHeader } from "./entries.ts";
import { isKnownVersion, migrateToCurrent, type RawLine } from "./migrate.ts";
import {
  emptyFileError,
  judgeEntry,
  laterHeader,
  malformedLine,
  notAnEntry,
  parseHeader,
  unknownVersionProblem,
} from "./reading/line-checks.ts";
import { type Note, type Problem, problemOf, type Said } from "./reading/problems.ts";
import type { ReadAlong, TornTail } from "./reading/read-along.ts";

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
  tornTail?: TornTail;
  /** The file ends on a complete line that has no newline yet. */
  missingFinalNewline: boolean;
}

// #region readLines
export function readSessionLinesWith(path: string, bytes: Buffer, along: ReadAlong = {}): SessionLines {
  const problems: Problem[] = [];
  const rejected: SessionLines["rejected"] = [];
  const reject = (line: number, kind: "malformed-line" | "not-an-entry", said: Said[]) => {
    const problem = problemOf(kind, line, said);
    problems.push(problem);
    rejected.push({ line, problem });
  };
  let header: SessionHeader | undefined;
  let headerLine = 0;
  let headerText = "";
  let blankBefore = 0;
  let cutOff = false;
  const parsed: (RawLine & { start: number; end: number })[] = [];

  // 1. Each line on its own: cut at its newline byte (0x0A is never part of a longer UTF-8 character), decoded,
  //    parsed. The first line that is not blank is the header.
  for (let start = along.firstLineStart ?? 0, line = 1; start < bytes.length; line++) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline === -1 ? bytes.length : newline;
    const text = bytes.toString("utf8", start, end);
    const lineStart = start;
    start = end + 1;
    along.line?.(line, text);
    if (text.trim() === "") {
      if (header === undefined) blankBefore++;
      continue; // skipped, as pi skips it
    }
    if (header === undefined) {
      header = parseHeader(path, text, line, { blankBefore, laterHeader: () => laterHeader(bytes, start, line + 1) });
      headerLine = line;
      headerText = text;
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const cut = newline === -1 ? along.cutOff?.(line, lineStart) : undefined;
      if (cut !== undefined) {
        problems.push(cut);
        cutOff = true;
      } else reject(line, "malformed-line", malformedLine(error as Error, text));
      continue;
    }
    const notEntry = notAnEntry(value, text, headerLine);
    if (notEntry !== undefined) reject(line, "not-an-entry", notEntry);
    // Not the text: kept for every line until the end, it would hold the whole file a second time.
    else parsed.push({ line, value: value as Record<string, unknown>, start: lineStart, end });
  }
  if (header === undefined) throw emptyFileError(path);
  along.linesRead?.(problems);

  // 2. An older file's lines are brought to version 3, in memory.
  const fileVersion = migrateToCurrent(header, parsed);
  if (!isKnownVersion(fileVersion)) problems.push(unknownVersionProblem(header, headerText, headerLine));

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
    along.entry?.(line, value);
  }
  const found = along.finish?.() ?? {};
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
    notes: found.notes ?? [],
    tornTail: found.tornTail,
    missingFinalNewline: bytes.at(-1) !== 0x0a && !cutOff,
  };
}
// #endregion readLines
