/**
 * Each student's trees, small enough to send the teacher for the whole class:
 * one line per entry (session-core's own description of it), the
 * conversation only (leaf moves, labels and model changes are bookkeeping),
 * and the latest CLASS_TREE_NODES entries of a session. The full session is
 * one click away, in follow mode.
 */

import type { SessionView } from "@kit/server/building-blocks";
import { describeEntry, isEntryOfType, printable, type SessionEntry } from "@kit/session-core";
import { treeWords } from "@kit/session-core/words";
import type { ClassSessionTree, ClassTreeNode } from "./class-api-types.ts";
import type { Student } from "./class-roster.ts";

/** Entries per session in the teacher's list; the page keeps no more either. */
export const CLASS_TREE_NODES = 80;
/** Sessions per student in the first picture (the newest); later growth of any session is sent as it happens. */
export const CLASS_TREE_SESSIONS = 5;
const LINE_WIDTH = 48;

type Tree = SessionView["tree"];

/** Whether the teacher's list draws an entry: what was said and summarised, not the file's bookkeeping. */
export function isDrawn(entry: SessionEntry): boolean {
  return (
    isEntryOfType(entry, "message") ||
    isEntryOfType(entry, "compaction") ||
    isEntryOfType(entry, "branch_summary") ||
    isEntryOfType(entry, "custom_message")
  );
}

/** The nearest drawn entry at or above `id` (a leaf on a model change is drawn on the message before it). */
export function drawnAtOrAbove(tree: Tree, id: string | null): string | null {
  let entry = id === null ? undefined : tree.get(id);
  while (entry && !isDrawn(entry)) entry = entry.parentId === null ? undefined : tree.get(entry.parentId);
  return entry?.id ?? null;
}

export function treeNode(tree: Tree, entry: SessionEntry): ClassTreeNode {
  // describeEntry starts with the entry's id; the teacher's rows do not need it.
  const line = describeEntry(entry, LINE_WIDTH, treeWords()).slice(printable(entry.id).length + 1);
  return { id: entry.id, parentId: drawnAtOrAbove(tree, entry.parentId), line };
}

export function sessionTree(sessionId: string, view: SessionView): ClassSessionTree {
  const { tree } = view;
  const drawn = [...tree.entries].filter(isDrawn).slice(-CLASS_TREE_NODES);
  return {
    sessionId,
    leafId: drawnAtOrAbove(tree, tree.leafId),
    size: tree.size,
    nodes: drawn.map((entry) => treeNode(tree, entry)),
  };
}

/** A student's newest sessions as trees; a file that cannot be read is left out (the list shows its error). */
export function studentTrees(student: Student): ClassSessionTree[] {
  const { reader } = student.server.parts;
  const trees: ClassSessionTree[] = [];
  for (const summary of reader.list().slice(0, CLASS_TREE_SESSIONS)) {
    if (summary.error) continue;
    try {
      trees.push(sessionTree(summary.id, reader.read(summary.id)));
    } catch {
      // damaged since it was listed: the teacher sees the error in the list
    }
  }
  return trees;
}
