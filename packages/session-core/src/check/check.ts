/**
 * Checking a session file: everything the loader finds line by line (a torn
 * last line, a malformed line, a duplicate id, a missing parent, a cycle, a
 * parent written after its child, an unknown version), plus what can only be
 * seen once the tree stands: a compaction whose `firstKeptEntryId` is not on
 * its own path; and, as notes, context edits that do nothing (edit-notes.ts).
 *
 * Such a compaction is not an error pi would notice: its context simply keeps
 * nothing from before the summary, and the entries the summary meant to keep
 * are silently dropped from what the model sees. That is why it is checked.
 *
 * Checking only reads. It never changes the file.
 */
import { type CompactionEntry, isEntryOfType } from "../entries.ts";
import { readSessionLines, sessionOfLines } from "../hardened-load.ts";
import type { LoadedSession } from "../load.ts";
import { isOnPathToRoot } from "../on-path.ts";
import type { SessionLines } from "../read-lines.ts";
import { type Problem, problemOf, SessionFileError } from "../reading/problems.ts";
import { readSessionFile } from "../reading/regular-file.ts";
import type { ReadonlySessionTree } from "../tree.ts";
import { findEditNotes } from "./edit-notes.ts";

export interface CheckResult {
  path: string;
  /** Every problem, sorted by line. Empty: the file is sound. */
  problems: Problem[];
  /** The file as loaded; absent when its header could not be read at all. */
  loaded?: LoadedSession;
}

/** Reads `path` and lists every problem in it. A broken header is a problem too, not an exception. */
export function checkSession(path: string): CheckResult {
  let lines: SessionLines;
  try {
    lines = readSessionLines(path, readSessionFile(path));
  } catch (error) {
    if (error instanceof SessionFileError) return { path, problems: error.problems };
    throw error; // the file cannot be read at all (missing, a directory, no permission)
  }
  const loaded = sessionOfLines(path, lines);
  const lineOf = linesById(lines);
  const problems = [...loaded.problems, ...findCompactionProblems(loaded.tree, lineOf)];
  // Context edits that do nothing are notes, not problems: pi reads them (and ignores them).
  loaded.notes = [...loaded.notes, ...findEditNotes(loaded.tree, lineOf)];
  return { path, problems: problems.sort((a, b) => a.line - b.line), loaded };
}

/**
 * The line of each entry read from the file, by id. An id used twice names its first line: that is the entry the
 * tree keeps.
 */
export function linesById(lines: Pick<SessionLines, "entries" | "entryLines">): Map<string, number> {
  const byId = new Map<string, number>();
  for (const [i, entry] of lines.entries.entries()) if (!byId.has(entry.id)) byId.set(entry.id, lines.entryLines[i]!);
  return byId;
}

// #region findCompactionProblems
/**
 * A compaction keeps the entries from `firstKeptEntryId` up to itself, so
 * that id must name the compaction itself or one of its ancestors. (Naming
 * the compaction itself is how a compaction says "keep nothing before me";
 * `repair` writes it that way.) Walking up from each compaction stops at the
 * kept entry, which is normally a few entries away.
 */
export function findCompactionProblems(tree: ReadonlySessionTree, lineOf: ReadonlyMap<string, number>): Problem[] {
  const problems: Problem[] = [];
  for (const compaction of tree.entries) {
    if (!isEntryOfType(compaction, "compaction")) continue;
    const line = lineOf.get(compaction.id) ?? 0;
    const keptId: unknown = compaction.firstKeptEntryId; // may be missing (a v1 file, a hand edit)
    if (typeof keptId !== "string") {
      problems.push(
        problemOf("first-kept-not-on-path", line, [{ say: "compactionWithoutFirstKept", args: [compaction.id] }]),
      );
    } else if (!tree.has(keptId)) {
      problems.push(
        problemOf("first-kept-not-on-path", line, [
          { say: "compactionKeepsFromNothing", args: [compaction.id, keptId] },
        ]),
      );
    } else if (!firstKeptIsOnPath(tree, compaction)) {
      const keptLine = lineOf.get(keptId);
      problems.push(
        problemOf("first-kept-not-on-path", line, [
          { say: "compactionKeepsFromOtherBranch", args: [compaction.id, keptId, keptLine] },
        ]),
      );
    }
  }
  return problems;
}
// #endregion findCompactionProblems

/** True if the compaction's `firstKeptEntryId` names the compaction itself or one of its ancestors. */
export function firstKeptIsOnPath(tree: ReadonlySessionTree, compaction: CompactionEntry): boolean {
  return isOnPathToRoot(tree, compaction.id, compaction.firstKeptEntryId);
}
