/**
 * Replay: the session as it was after each line of its file. A session file
 * is only ever appended to, so the first k entries are exactly the file as it
 * stood after its k-th line was written; building the tree from them (with
 * session-core's own `SessionTree`) gives the leaf, the labels and the context
 * of that moment. Scrubbing through k shows a learner that every change,
 * a branch switch or a compaction included, is one more line at the end.
 */
import type { SessionEntry, SessionTree } from "@kit/session-core/tree";
import { treeOf } from "./session-view.ts";

export interface ReplayFrame {
  /** How many entry lines of the file (after the header) this frame shows. */
  lines: number;
  entries: readonly SessionEntry[];
  /** The tree of those entries: its leaf, labels and name are the file's at that moment. */
  tree: SessionTree;
  /** The line just written, if any. */
  last: SessionEntry | undefined;
}

// #region replayFrame
export function replayFrame(entries: readonly SessionEntry[], lines: number): ReplayFrame {
  const shown = entries.slice(0, Math.max(0, Math.min(lines, entries.length)));
  const tree = treeOf(shown);
  return { lines: shown.length, entries: shown, tree, last: shown.at(-1) };
}
// #endregion replayFrame
