/**
 * Reading a session file: header, entries, the tree, and every problem found
 * on the way. Reading never changes the file, whatever it finds.
 *
 * Two steps. First the lines (read-lines.ts): each line is parsed and checked
 * on its own, so a torn last line, a garbage line or a wrong-shaped entry is
 * reported with its line. Then the tree (reading/place-in-tree.ts): each entry
 * goes under its parent. What only shows across lines is found there: an id
 * used twice, a parent that does not exist, a parent written after its child,
 * entries that loop back on themselves. The entries that can be placed in the
 * tree still are, so a reader sees as much as the file holds.
 */

import type { SessionHeader } from "./entries.ts";
import { readSessionLines, type SessionLines } from "./read-lines.ts";
import { placeInTree } from "./reading/place-in-tree.ts";
import type { Note, Problem } from "./reading/problems.ts";
import { readSessionFile } from "./reading/regular-file.ts";
import type { SessionTree } from "./tree.ts";

export interface LoadedSession {
  path: string;
  /** The header as version 3 (migrated in memory if the file is older). */
  header: SessionHeader;
  /** The version written in the file (1 when the header has none). */
  fileVersion: number;
  tree: SessionTree;
  problems: Problem[];
  /** What is odd but readable: a byte-order mark, blank lines, bytes that are not UTF-8. */
  notes: Note[];
  /** The unterminated, unparseable bytes at the end of the file, if any. */
  tornTail?: { line: number; offset: number; bytes: Buffer };
  /** The file ends on a complete line (entry or header) that has no newline yet. */
  missingFinalNewline: boolean;
}

// #region loadSession
export function loadSession(path: string): LoadedSession {
  return sessionOfLines(path, readSessionLines(path, readSessionFile(path)));
}

/** The session the lines of a file hold. `check` reads the lines itself, to name each entry's line. */
export function sessionOfLines(path: string, lines: SessionLines): LoadedSession {
  const problems = [...lines.problems];
  const tree = placeInTree(lines.entries, lines.entryLines, problems);
  problems.sort((a, b) => a.line - b.line);
  return {
    path,
    header: lines.header,
    fileVersion: lines.fileVersion,
    tree,
    problems,
    notes: lines.notes,
    tornTail: lines.tornTail,
    missingFinalNewline: lines.missingFinalNewline,
  };
}
// #endregion loadSession
