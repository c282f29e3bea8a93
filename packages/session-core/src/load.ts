/**
 * Reading a session file: header, entries, the tree, and every problem found
 * on the way. Reading never changes the file, whatever it finds.
 *
 * Two steps. First the lines (read-lines.ts): each line is parsed and checked
 * on its own, so a torn last line, a garbage line or a wrong-shaped entry is
 * reported with its line. Then the tree: each entry goes under its parent.
 * What only shows across lines is found here: an id used twice, a parent that
 * does not exist, a parent written after its child, entries that loop back on
 * themselves. The entries that can be placed in the tree still are, so a
 * reader sees as much as the file holds.
 */
import { problemWords } from "./checks/problem-words.ts";
import type { Note, Problem } from "./checks/problems.ts";
import { explainUnplaced } from "./checks/unplaced.ts";
import { leafAfter, type SessionEntry, type SessionHeader } from "./entries.ts";
import { readSessionFile } from "./hardening/regular-file.ts";
import { readSessionLines, type SessionLines } from "./read-lines.ts";
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

/**
 * Puts entries in the tree in file order. An entry whose parent comes later in
 * the file waits for it; whatever still waits at the end names a parent that
 * does not exist, or is part of a cycle. Each is reported with its line.
 * The leaf is where the last placed line puts it, as pi reads it.
 *
 * Entries are handled by their index in `entries`; `lines[i]` is the line of
 * `entries[i]`.
 */
function placeInTree(entries: readonly SessionEntry[], lines: readonly number[], problems: Problem[]): SessionTree {
  const tree = new SessionTree();
  const waiting = new Map<string, number[]>(); // parent id -> the entries waiting for it
  const waitingIds = new Map<string, number>(); // id -> the entry with that id that waits
  let last = -1; // the placed entry on the latest line

  const placed = (i: number) => {
    if (last === -1 || lines[i]! > lines[last]!) last = i;
  };
  /** The entries that waited for `parent` (it came later in the file) go in now, and those that waited for them. */
  const placeWaitingFor = (parent: number) => {
    const ready = [parent];
    for (let next = ready.pop(); next !== undefined; next = ready.pop()) {
      const id = entries[next]!.id;
      const children = waiting.get(id);
      if (!children) continue;
      waiting.delete(id);
      for (const child of children) {
        problems.push({
          kind: "parent-after-child",
          line: lines[child]!,
          message: problemWords().parentAfterChild(id, lines[next]!),
        });
        waitingIds.delete(entries[child]!.id);
        tree.add(entries[child]!);
        placed(child);
        ready.push(child);
      }
    }
  };

  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const outcome = waitingIds.size > 0 && waitingIds.has(entry.id) ? "duplicate-id" : tree.tryAdd(entry);
    if (outcome === "added") {
      placed(i);
      if (waiting.size > 0) placeWaitingFor(i);
      continue;
    }
    if (outcome === "duplicate-id") {
      const usedOn = lines[entries.findIndex((other) => other.id === entry.id)]; // rare: a scan is fine
      problems.push({
        kind: "duplicate-id",
        line: lines[i]!,
        message: problemWords().duplicateId(entry.id, usedOn),
      });
    } else {
      waitingIds.set(entry.id, i);
      const siblings = waiting.get(entry.parentId!);
      if (siblings) siblings.push(i);
      else waiting.set(entry.parentId!, [i]);
    }
  }

  problems.push(...explainUnplaced(waitingIds, entries, lines));
  if (last !== -1) tree.switchLeaf(leafAfter(entries[last]!));
  return tree;
}
