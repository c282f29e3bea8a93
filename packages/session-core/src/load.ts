/**
 * Reading a session file: header, entries, the tree, and every problem found
 * on the way. Reading never changes the file, whatever it finds.
 *
 * Two steps. First the lines (read-lines.ts): each line is parsed and checked
 * on its own, so a garbage line or a wrong-shaped entry is reported with its
 * line. Then the tree: each entry goes under its parent, in file order, as pi
 * reads it. A sound file writes every parent before its children; the kit's
 * `loadSession` (hardened-load.ts) composes a placement that also reads a file
 * that breaks that rule (reading/place-in-tree.ts).
 */

import { readFileSync } from "node:fs";
import type { SessionEntry, SessionHeader } from "./entries.ts";
import { readSessionLinesWith, type SessionLines } from "./read-lines.ts";
import type { Note, Problem } from "./reading/problems.ts";
import { SessionTree } from "./tree.ts";

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

/** Puts the entries in a tree; `lines[i]` is the line of `entries[i]`, and what cannot be placed is a problem. */
export type Placement = (
  entries: readonly SessionEntry[],
  lines: readonly number[],
  problems: Problem[],
) => SessionTree;

/** Each entry under its parent, in file order; the leaf is where the last line puts it. */
export const placeInFileOrder: Placement = (entries) => {
  const tree = new SessionTree();
  for (const entry of entries) tree.add(entry); // a parent written after its child: UnknownEntryError
  return tree;
};

// #region loadSession
/** The plain reader, whole: the lines of a sound file, put in a tree. */
export function loadPlainSession(path: string): LoadedSession {
  return placeLines(path, readSessionLinesWith(path, readFileSync(path)), placeInFileOrder);
}

/** The session the lines of a file hold, each entry placed by `place`. */
export function placeLines(path: string, lines: SessionLines, place: Placement): LoadedSession {
  const problems = [...lines.problems];
  const tree = place(lines.entries, lines.entryLines, problems);
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
