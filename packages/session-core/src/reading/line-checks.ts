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
import { MAX_NESTING_DEPTH, mayNestDeeperThan, nestsDeeperThan, tooDeepMessage } from "./nesting.ts";
import { problemWords } from "./problem-words.ts";
import { type Note, type Problem, SessionFileError } from "./problems.ts";

/**
 * Why a parsed line after the header cannot be an entry at all, before its
 * fields are looked at: not an object with a `type`, a second header, or
 * nested too deep to show. `undefined` if it may be one.
 */
export function notAnEntry(value: unknown, text: string, headerLine: number): string | undefined {
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

/**
 * Is a parsed object with a `type` a sound entry? `undefined` if it is, else
 * why not. The line's text serves only to quote a wrong value as the line
 * writes it (`1e400`, not `Infinity`), so it is decoded only for a wrong line:
 * most lines are sound, and decoding each twice would cost the reader time.
 */
export function judgeEntry(value: Record<string, unknown>, lineText: () => string): string | undefined {
  if (isSoundEntry(value)) return undefined;
  return whyNotAnEntry(value, lineText());
}

/** A string id, a parentId (null for a root), and the shape its type declares. */
function isSoundEntry(value: Record<string, unknown>): boolean {
  return idsProblem(value) === undefined && entryShapeProblem(value) === undefined;
}

/** Why an object with a `type` is not an entry, quoting `text`, its line; `undefined` if it is one. */
export function whyNotAnEntry(value: Record<string, unknown>, text: string): string | undefined {
  return idsProblem(value, text) ?? entryShapeProblem(value, text);
}

function idsProblem(value: Record<string, unknown>, text?: string): string | undefined {
  const { id, parentId } = value;
  if (typeof id === "string" && id !== "" && (parentId === null || typeof parentId === "string")) return undefined;
  return problemWords().badIdOrParent(
    preview(quoteAsWritten(id, text, "id")),
    preview(quoteAsWritten(parentId, text, "parentId")),
  );
}

export interface HeaderContext {
  /** How many blank lines come before the header line. */
  blankBefore: number;
  /** The line a reader that skips unreadable lines (pi) would take as the header, if not this one. */
  laterHeader: () => number | undefined;
}

export function parseHeader(path: string, text: string, line: number, context: HeaderContext): SessionHeader {
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

/** A file with no header line at all: nothing to read. */
export function emptyFileError(path: string): SessionFileError {
  const problem: Problem = { kind: "empty-file", line: 0, message: problemWords().emptyFile };
  return new SessionFileError(path, [problem], problemWords().leftAsItWas);
}

/** A header whose version this kit does not know: its entries are shown, and nothing is written to the file. */
export function unknownVersionProblem(header: SessionHeader, headerText: string, line: number): Problem {
  const version = quoteAsWritten(header.version, headerText, "version");
  return { kind: "unknown-version", line, message: problemWords().unknownVersion(version, CURRENT_SESSION_VERSION) };
}

/** Why a complete line is not JSON: the parser's words, what cannot be seen in it, and how it starts. */
export function malformedLine(parseError: Error, text: string): string {
  const words = problemWords();
  const why = `${words.notJson(parseError.message)}${invisibleCharacters(text)}`;
  return `${why}${words.separator}${words.lineReads(preview(text))}`;
}

/**
 * What cannot be seen in a line that failed to parse: a byte-order mark
 * (U+FEFF) at its start, or carriage returns (CR) inside it. Lines end only
 * at a line feed (LF), in this kit as in pi, so entries separated by lone CRs
 * run together into one line. "" when there is neither.
 */
export function invisibleCharacters(text: string): string {
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
  const lines = blank.slice(0, 5).join(problemWords().listSeparator);
  const message = problemWords().blankLines(lines, blank.length, blank.length > 5);
  return { kind: "blank-lines", line: blank[0]!, message };
}

export function nullCountsNote(found: { line: number; field: string }[]): Note {
  const words = problemWords();
  const named = found
    .slice(0, 5)
    .map(({ line, field }) => words.lineField(line, field))
    .join(words.listSeparator);
  return {
    kind: "null-token-count",
    line: found[0]!.line,
    message: words.nullTokenCounts(named, found.length, found.length > 5),
  };
}

/** Invalid bytes decode to U+FFFD: the lines that hold one (or held a real U+FFFD) are named. */
export function notUtf8Note(bad: number[]): Note {
  const named = bad.slice(0, 5).join(problemWords().listSeparator);
  return {
    kind: "not-utf8",
    line: bad[0] ?? 1,
    message: problemWords().notUtf8(named, bad.length > 5),
  };
}

/**
 * How a line starts: its first 60 characters, and "…" when it is longer. Not agent-loop's `oneLine`: that folds
 * whitespace and trims, and a byte-order mark or a stray carriage return at the edge of a bad line is the very
 * thing the message must show.
 */
function preview(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
