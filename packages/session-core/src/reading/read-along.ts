/**
 * What may ride along the reader's loop (read-lines.ts) without changing it: notes on odd bytes (file-notes.ts) and
 * a torn last line kept aside (torn-tail.ts). Every hook is optional; the plain reader has none, and
 * hardened-load.ts composes both.
 */
import type { Note, Problem } from "./problems.ts";

/** The unterminated, unparseable bytes at the end of a file. */
export interface TornTail {
  line: number;
  offset: number;
  bytes: Buffer;
}

export interface ReadAlong {
  /** Where the first line starts (past a byte-order mark, which is read as if it were not there). */
  firstLineStart?: number;
  /** Sees each line's text, blank or not, before the loop reads it. */
  line?(line: number, text: string): void;
  /** A last line with no newline that is not JSON: the problem to report instead of a malformed line. */
  cutOff?(line: number, offset: number): Problem | undefined;
  /** Sees each entry that passed its checks. */
  entry?(line: number, value: Record<string, unknown>): void;
  /** Adds its problems once every line is read, before migration. */
  linesRead?(problems: Problem[]): void;
  /** What it found, for the result. */
  finish?(): { notes?: Note[]; tornTail?: TornTail };
}

/** Several ride-alongs as one, each hook called in the order given. */
export function alongside(...alongs: ReadAlong[]): ReadAlong {
  return {
    firstLineStart: Math.max(0, ...alongs.map((along) => along.firstLineStart ?? 0)),
    line: (line, text) => {
      for (const along of alongs) along.line?.(line, text);
    },
    cutOff: (line, offset) => {
      for (const along of alongs) {
        const problem = along.cutOff?.(line, offset);
        if (problem !== undefined) return problem;
      }
      return undefined;
    },
    entry: (line, value) => {
      for (const along of alongs) along.entry?.(line, value);
    },
    linesRead: (problems) => {
      for (const along of alongs) along.linesRead?.(problems);
    },
    finish: () => Object.assign({}, ...alongs.map((along) => along.finish?.() ?? {})),
  };
}
