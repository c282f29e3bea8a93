/**
 * Reference solution for exercise 07 (for teachers; learners write starter.ts).
 *
 * Selecting a user message means "ask this again, differently": the leaf goes
 * to its parent, so the rewritten question becomes a sibling of the old one,
 * and the old text goes back to the editor. Anything else means "continue
 * from here". The move is a pointer: nothing is removed from the tree.
 */
import { textOf } from "@kit/agent-loop";
import { isEntryOfType, type SessionTree } from "@kit/session-core";

export interface Selection {
  /** Where the leaf goes: `null` is the position before the first entry. */
  leafId: string | null;
  /** The text to put back in the editor, for a user or custom message. */
  editorText: string | undefined;
}

export function selectionFor(tree: SessionTree, targetId: string): Selection {
  const entry = tree.get(targetId);
  if (entry === undefined) throw new Error(`no entry with id "${targetId}" in this session`);
  if (isEntryOfType(entry, "message") && entry.message.role === "user") {
    return { leafId: entry.parentId, editorText: textOf(entry.message.content) };
  }
  if (isEntryOfType(entry, "custom_message")) return { leafId: entry.parentId, editorText: textOf(entry.content) };
  return { leafId: entry.id, editorText: undefined };
}

export function selectEntry(tree: SessionTree, targetId: string): Selection {
  if (targetId === tree.leafId) return { leafId: tree.leafId, editorText: undefined };
  const selection = selectionFor(tree, targetId);
  tree.switchLeaf(selection.leafId);
  return selection;
}
