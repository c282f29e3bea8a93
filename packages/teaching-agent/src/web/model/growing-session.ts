/**
 * A session's tree kept up to date as entries are appended, instead of built
 * again from every entry at each event. A file only grows, so when the new
 * list of entries starts with the old one, only the new entries are added to
 * the same `SessionTree` (session-core's own); any other list (a reload, a
 * switch of session) builds a fresh tree.
 *
 * A click in the tree appends one `leaf_switch` record, which changes neither
 * the drawn tree (records are hidden) nor the versions of a question. So the
 * entries as they stood at the last conversation entry are kept as one list
 * (`conversation`): what depends only on the conversation is computed again
 * when a conversation entry arrives, not at every leaf move.
 */
import { isLeafSwitch, type SessionEntry, type SessionTree } from "@kit/session-core/tree";
import { treeOf } from "./session-view.ts";

export interface GrowingSession {
  /** Every entry in file order (what the server sent, with the appended ones). */
  entries: readonly SessionEntry[];
  /** The same tree object from one state to the next while the file only grew: do not keep it as a memo key. */
  tree: SessionTree;
  /**
   * A prefix of `entries`: everything up to the last entry that is not a leaf_switch record. It is the same array
   * (the same identity) as long as only leaf moves were appended.
   */
  conversation: readonly SessionEntry[];
}

// #region grow
/** The session after `entries`, reusing `before` when `entries` only appends to its entries. */
export function grow(before: GrowingSession | undefined, entries: readonly SessionEntry[]): GrowingSession {
  if (!before || !extendsList(entries, before.entries)) {
    return { entries, tree: treeOf(entries), conversation: entries };
  }
  const added = entries.slice(before.entries.length);
  for (const entry of added) {
    // Already there: this very step was taken before (React may compute a state twice). Not addable: build afresh.
    if (before.tree.has(entry.id)) continue;
    if (before.tree.tryAdd(entry) !== "added") return { entries, tree: treeOf(entries), conversation: entries };
  }
  const onlyLeafMoves = added.every((entry) => isLeafSwitch(entry));
  return { entries, tree: before.tree, conversation: onlyLeafMoves ? before.conversation : entries };
}
// #endregion grow

/** Whether `next` is `previous` with entries appended (entries are compared by identity: appends keep the objects). */
function extendsList(next: readonly SessionEntry[], previous: readonly SessionEntry[]): boolean {
  if (next.length < previous.length) return false;
  if (previous.length === 0) return true;
  return next[0] === previous[0] && next[previous.length - 1] === previous[previous.length - 1];
}
