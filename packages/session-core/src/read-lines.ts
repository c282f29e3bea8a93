/**
 * The lines of a session file, read once for everyone: the loader (load.ts)
 * and `repair` both start here, so a line is numbered, parsed, migrated and
 * judged the same way by both. (Version-1 ids are derived from line numbers:
 * two readers that counted lines differently would give the same entry two ids.)
 *
 * Line by line, from the bytes of the file:
 * - a byte-order mark at the start, and blank lines, are skipped and noted (pi
 *   reads such files too);
 * - the first line is the header; without a readable one the file is refused;
 * - a line that is not JSON is `malformed-line`, unless it is the last one and
 *   has no newline: then a write was cut off, and it is the torn tail;
 * - a line that is not an entry (no `type`, no string id, a parentId that is
 *   neither a string nor null, a known type of the wrong shape) is `not-an-entry`.
 * Whatever is wrong is a problem with its line; nothing here throws for a bad
 * line, and nothing is written.
 */
import { isUtf8 } from "node:buffer";
import { CURRENT_SESSION_VERSION, type SessionEntry, type SessionHeader } from "./entries.ts";
import { entryShapeProblem } from "./entry-schema.ts";
import { isKnownVersion, migrateToCurrent, type RawLine } from "./migrate.ts";
import { type Note, type Problem, SessionFileError } from "./problems.ts";

/** One line of the file: its number and where its bytes are (without the newline). */
export interface LineSpan {
  line: number;
  start: number;
  end: number;
}

/** An entry line that passed every check, migrated to version 3 in memory. */
export interface EntryLine extends LineSpan {
  value: SessionEntry;
  /** Migrating changed this line (see migrate.ts). */
  migrated?: boolean;
}

export interface SessionLines {
  /** The header as version 3 (migrated in memory if the file is older). */
  header: SessionHeader;
  headerSpan: LineSpan;
  /** The version written in the file (1 when the header has none). */
  fileVersion: number;
  entries: EntryLine[];
  /** Lines that are not entries, each with its problem. */
  rejected: (LineSpan & { problem: Problem })[];
  /** Every problem, in line order. */
  problems: Problem[];
  notes: Note[];
  /** The unterminated, unparseable bytes at the end of the file, if any. */
  tornTail?: { line: number; offset: number; bytes: Buffer };
  /** The file ends on a complete line that has no newline yet. */
  missingFinalNewline: boolean;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

// #region readLines
export function readSessionLines(path: string, bytes: Buffer): SessionLines {
  const notes: Note[] = [];
  const start = bytes.subarray(0, 3).equals(BOM) ? 3 : 0;
  if (start > 0)
    notes.push({
      kind: "byte-order-mark",
      line: 1,
      message: "the file starts with a byte-order mark (EF BB BF); it is read as if it were not there",
    });

  const spans = splitLines(bytes, start);
  const blank = spans.filter((span) => isBlank(bytes, span));
  const content = spans.filter((span) => !isBlank(bytes, span));
  if (blank.length > 0) notes.push(blankLinesNote(blank));
  if (!isUtf8(bytes)) notes.push(notUtf8Note(bytes, spans));
  const headerSpan = content[0];
  if (!headerSpan)
    throw new SessionFileError(
      path,
      [{ kind: "empty-file", line: 0, message: "the file is empty: a session file starts with its header line" }],
      "the file was left exactly as it was",
    );
  const header = parseHeader(path, bytes, headerSpan);

  const problems: Problem[] = [];
  const rejected: SessionLines["rejected"] = [];
  const reject = (span: LineSpan, problem: Problem) => {
    problems.push(problem);
    rejected.push({ ...span, problem });
  };
  let tornTail: SessionLines["tornTail"];
  const parsed: (RawLine & LineSpan)[] = [];
  const lastSpan = spans.at(-1);
  const endsWithNewline = bytes.length > 0 && bytes[bytes.length - 1] === 0x0a;
  for (const span of content.slice(1)) {
    const { line } = span;
    let value: unknown;
    try {
      value = JSON.parse(bytes.toString("utf8", span.start, span.end));
    } catch (error) {
      if (span === lastSpan && !endsWithNewline) {
        tornTail = { line, offset: span.start, bytes: Buffer.from(bytes.subarray(span.start)) };
        problems.push({
          kind: "torn-last-line",
          line,
          message: `${tornTail.bytes.length} bytes without a newline that are not complete JSON (a write was cut off)`,
        });
      } else {
        reject(span, { kind: "malformed-line", line, message: `not valid JSON (${(error as Error).message})` });
      }
      continue;
    }
    if (!isObjectWithType(value)) {
      reject(span, {
        kind: "not-an-entry",
        line,
        message: `a session entry must be a JSON object with a "type"; found ${preview(JSON.stringify(value))}`,
      });
      continue;
    }
    parsed.push({ ...span, value });
  }

  const fileVersion = migrateToCurrent(header, parsed);
  if (!isKnownVersion(fileVersion)) {
    problems.push({
      kind: "unknown-version",
      line: headerSpan.line,
      message:
        `the header says version ${JSON.stringify(header.version)}; this kit reads versions 1 to ` +
        `${CURRENT_SESSION_VERSION} and will not write to this file ` +
        `(entries are shown as version ${CURRENT_SESSION_VERSION})`,
    });
  }
  const entries: EntryLine[] = [];
  for (const raw of parsed) {
    const problem = entryProblem(raw.value);
    // The one place a parsed object becomes a SessionEntry: it has just been checked.
    if (problem === undefined) entries.push({ ...raw, value: raw.value as unknown as SessionEntry });
    else reject(raw, { kind: "not-an-entry", line: raw.line, message: problem });
  }
  const missingFinalNewline = !endsWithNewline && !tornTail && content.length > 0;
  problems.sort((a, b) => a.line - b.line);
  return { header, headerSpan, fileVersion, entries, rejected, problems, notes, tornTail, missingFinalNewline };
}
// #endregion readLines

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

/** Every line, numbered from 1; the text after the last newline (if any) is the last line. */
function splitLines(bytes: Buffer, from: number): LineSpan[] {
  const spans: LineSpan[] = [];
  let start = from;
  while (start < bytes.length) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline === -1 ? bytes.length : newline;
    spans.push({ line: spans.length + 1, start, end });
    start = end + 1;
  }
  return spans;
}

/** Only spaces, tabs and carriage returns (a CRLF file's empty line). */
function isBlank(bytes: Buffer, span: LineSpan): boolean {
  for (let i = span.start; i < span.end; i++) {
    const byte = bytes[i];
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0d) return false;
  }
  return true;
}

function parseHeader(path: string, bytes: Buffer, span: LineSpan): SessionHeader {
  const text = bytes.toString("utf8", span.start, span.end);
  const refuse = (kind: Problem["kind"], message: string): never => {
    throw new SessionFileError(path, [{ kind, line: span.line, message }], "the file was left exactly as it was");
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

function blankLinesNote(blank: LineSpan[]): Note {
  const lines = blank
    .slice(0, 5)
    .map((span) => span.line)
    .join(", ");
  const more = blank.length > 5 ? `, … (${blank.length} in all)` : "";
  return {
    kind: "blank-lines",
    line: blank[0]!.line,
    message: `blank line${blank.length === 1 ? "" : "s"} (line ${lines}${more}) skipped, as pi skips them`,
  };
}

function notUtf8Note(bytes: Buffer, spans: LineSpan[]): Note {
  const bad = spans.filter((span) => !isUtf8(bytes.subarray(span.start, span.end)));
  const lines = bad
    .slice(0, 5)
    .map((span) => span.line)
    .join(", ");
  return {
    kind: "not-utf8",
    line: bad[0]?.line ?? 1,
    message: `the file is not valid UTF-8 (line ${lines}${bad.length > 5 ? ", …" : ""}); such bytes read as U+FFFD`,
  };
}

export function preview(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
