/**
 * The checks the reader (read-lines.ts) asks about each line: is the first line
 * a header, is a later line an entry, and what is odd but readable (the notes).
 * The reader is a plain loop over lines; every judgement about what a line
 * holds, and every message that explains one, lives here.
 *
 * A line after the header is judged twice: before migration (is it an object
 * with a `type`, not a second header, not nested too deep) and after it (a
 * string id, a parentId, the shape its type declares: entry-schema.ts), since
 * a version-1 line gets its id only when migrated. The writer's check
 * (hardening/strict-line.ts) runs the same judgement on the line about to be
 * appended.
 */
import { CURRENT_SESSION_VERSION, type SessionHeader } from "../entries.ts";
import { entryShapeProblem, quoteAsWritten } from "./entry-schema.ts";
import { MAX_NESTING_DEPTH, mayNestDeeperThan, nestsDeeperThan } from "./nesting.ts";
import type { Said } from "./problem-words.ts";
import { type Note, noteOf, type Problem, problemOf, SessionFileError } from "./problems.ts";

/**
 * Why a parsed line after the header cannot be an entry at all, before its
 * fields are looked at: not an object with a `type`, a second header, or
 * nested too deep to show. `undefined` if it may be one.
 */
export function notAnEntry(value: unknown, text: string, headerLine: number): Said[] | undefined {
  if (!isObjectWithType(value)) {
    return [{ say: "notAnObjectWithType", args: [preview(text)] }];
  }
  if (value.type === "session") {
    // With parentId:null it would pass for a root, and the leaf; pi skips every "session" line after the first.
    return [{ say: "secondHeader", args: [headerLine] }];
  }
  if (mayNestDeeperThan(text.length, MAX_NESTING_DEPTH) && nestsDeeperThan(value, MAX_NESTING_DEPTH)) {
    return [{ say: "tooDeep", args: [MAX_NESTING_DEPTH] }];
  }
  return undefined;
}

/**
 * Is a parsed object with a `type` a sound entry? `undefined` if it is, else
 * why not. The line's text serves only to quote a wrong value as the line
 * writes it (`1e400`, not `Infinity`), so it is decoded only for a wrong line:
 * most lines are sound, and decoding each twice would cost the reader time.
 */
export function judgeEntry(value: Record<string, unknown>, lineText: () => string): Said[] | undefined {
  if (isSoundEntry(value)) return undefined;
  return whyNotAnEntry(value, lineText());
}

/** A string id, a parentId (null for a root), and the shape its type declares. */
function isSoundEntry(value: Record<string, unknown>): boolean {
  return idsProblem(value) === undefined && entryShapeProblem(value) === undefined;
}

/** Why an object with a `type` is not an entry, quoting `text`, its line; `undefined` if it is one. */
export function whyNotAnEntry(value: Record<string, unknown>, text: string): Said[] | undefined {
  const ids = idsProblem(value, text);
  if (ids !== undefined) return ids;
  const shape = entryShapeProblem(value, text);
  return shape === undefined ? undefined : [{ say: "shape", args: [shape] }];
}

function idsProblem(value: Record<string, unknown>, text?: string): Said[] | undefined {
  const { id, parentId } = value;
  if (typeof id === "string" && id !== "" && (parentId === null || typeof parentId === "string")) return undefined;
  // Quoted short already (at most 40 characters of a value): see quoteAsWritten.
  return [{ say: "badIdOrParent", args: [quoteAsWritten(id, text, "id"), quoteAsWritten(parentId, text, "parentId")] }];
}

export interface HeaderContext {
  /** How many blank lines come before the header line. */
  blankBefore: number;
  /** The line a reader that skips unreadable lines (pi) would take as the header, if not this one. */
  laterHeader: () => number | undefined;
}

export function parseHeader(path: string, text: string, line: number, context: HeaderContext): SessionHeader {
  const refuse = (kind: Problem["kind"], said: Said[]): never => {
    throw new SessionFileError(path, [problemOf(kind, line, said)], "left-as-it-was");
  };
  let header: unknown;
  try {
    header = JSON.parse(text);
  } catch (error) {
    return refuse("malformed-line", notAHeader(text, context, (error as Error).message));
  }
  const h = header as Partial<SessionHeader> | null;
  if (!h || typeof h !== "object" || h.type !== "session" || typeof h.id !== "string") {
    return refuse("not-an-entry", [{ say: "headerNotAnObject", args: [preview(text)] }]);
  }
  return h as SessionHeader;
}

/**
 * Why a first line that is not JSON is not read as a header, said so that
 * what cannot be seen is named: where pi opens such a file (it trims a
 * byte-order mark after blank lines, and skips unreadable lines until one
 * parses), the message says what pi does and what to change.
 */
function notAHeader(text: string, context: HeaderContext, parseError: string): Said[] {
  const parts: Said[] = [{ say: "headerNotJson", args: [parseError] }];
  const invisible = invisibleCharacters(text);
  if (text.startsWith("\ufeff") && context.blankBefore > 0) {
    parts.push({ say: "byteOrderMarkAfterBlankLines", args: [context.blankBefore] });
  } else if (invisible.length > 0) parts.push(...invisible);
  else {
    const later = context.laterHeader();
    if (later !== undefined) parts.push({ say: "piTakesLaterHeader", args: [later] });
  }
  parts.push({ say: "lineReads", args: [preview(text)] });
  return parts;
}

/** A file with no header line at all: nothing to read. */
export function emptyFileError(path: string): SessionFileError {
  return new SessionFileError(path, [problemOf("empty-file", 0, [{ say: "emptyFile" }])], "left-as-it-was");
}

/** A header whose version this kit does not know: its entries are shown, and nothing is written to the file. */
export function unknownVersionProblem(header: SessionHeader, headerText: string, line: number): Problem {
  const version = quoteAsWritten(header.version, headerText, "version");
  return problemOf("unknown-version", line, [{ say: "unknownVersion", args: [version, CURRENT_SESSION_VERSION] }]);
}

/** Why a complete line is not JSON: the parser's words, what cannot be seen in it, and how it starts. */
export function malformedLine(parseError: Error, text: string): Said[] {
  return [
    { say: "notJson", args: [parseError.message] },
    ...invisibleCharacters(text),
    { say: "lineReads", args: [preview(text)] },
  ];
}

/**
 * What cannot be seen in a line that failed to parse: a byte-order mark
 * (U+FEFF) at its start, or carriage returns (CR) inside it. Lines end only
 * at a line feed (LF), in this kit as in pi, so entries separated by lone CRs
 * run together into one line. "" when there is neither.
 */
export function invisibleCharacters(text: string): Said[] {
  const parts: Said[] = [];
  if (text.startsWith("\ufeff")) parts.push({ say: "byteOrderMarkInside" });
  const innerCRs = text.replace(/\r$/, "").split("\r").length - 1;
  if (innerCRs > 0) {
    const at = text.indexOf("\r");
    const around = text.slice(Math.max(0, at - 20), at + 21);
    parts.push({ say: "loneCarriageReturns", args: [innerCRs, at + 1, around] });
  }
  return parts;
}

/** The number of the first line from `start` on that parses as JSON, if it is a header (as pi looks for it). */
export function laterHeader(bytes: Buffer, start: number, firstLine: number): number | undefined {
  for (let at = start, line = firstLine; at < bytes.length; line++) {
    const newline = bytes.indexOf(0x0a, at);
    const end = newline === -1 ? bytes.length : newline;
    const text = bytes.toString("utf8", at, end);
    at = end + 1;
    if (text.trim() === "") continue;
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

export function blankLinesNote(blank: number[]): Note {
  return noteOf("blank-lines", blank[0]!, [{ say: "blankLines", args: [blank] }]);
}

export function nullCountsNote(found: { line: number; field: string }[]): Note {
  return noteOf("null-token-count", found[0]!.line, [{ say: "nullTokenCounts", args: [found] }]);
}

/** Invalid bytes decode to U+FFFD: the lines that hold one (or held a real U+FFFD) are named. */
export function notUtf8Note(bad: number[]): Note {
  return noteOf("not-utf8", bad[0] ?? 1, [{ say: "notUtf8", args: [bad] }]);
}

/**
 * How a line starts: its first 60 characters, and "…" when it is longer. Not agent-loop's `oneLine`: that folds
 * whitespace and trims, and a byte-order mark or a stray carriage return at the edge of a bad line is the very
 * thing the message must show.
 */
function preview(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
