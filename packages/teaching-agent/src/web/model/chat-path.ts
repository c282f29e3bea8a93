/**
 * The chat shows the active path: the entries from the root down to the
 * current leaf. It shows all of them, even those a compaction replaced, so a
 * learner sees that nothing was deleted; those are marked "summarised" (the
 * model no longer sees them, it sees the compaction's summary instead). The
 * path and which entries are summarised come from session-view.ts, that is
 * from session-core's own path walk and context builder.
 */
import type { SessionEntry } from "@kit/session-core/tree";
import { isLeafSwitchRecord } from "./display-tree.ts";
import type { ContextView, EntryEdit } from "./session-view.ts";

export interface ChatEntry {
  entry: SessionEntry;
  /** Before the latest compaction's first kept entry: in the file, no longer in the context. */
  summarised: boolean;
  /** A context edit changes what the model gets for this entry: other content, or nothing. */
  edit: EntryEdit | undefined;
}

/** Entry types that the chat leaves to the tree: bookkeeping, not conversation (a usage record is a cost). */
const NOT_IN_CHAT = new Set(["label", "session_info", "custom", "usage"]);

// #region chatPath
export function chatPath(view: Pick<ContextView, "path" | "summarised" | "edited">): ChatEntry[] {
  return view.path
    .filter((entry) => !NOT_IN_CHAT.has(entry.type) && !isLeafSwitchRecord(entry))
    .map((entry) => ({ entry, summarised: view.summarised.has(entry.id), edit: view.edited.get(entry.id) }));
}
// #endregion chatPath
