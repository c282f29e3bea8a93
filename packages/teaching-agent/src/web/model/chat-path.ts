/**
 * The chat shows the active path: the entries from the root down to the
 * current leaf. It shows all of them, even those a compaction replaced, so a
 * learner sees that nothing was deleted; those are marked "summarised" (the
 * model no longer sees them, it sees the compaction's summary instead).
 */
import type { CompactionEntry, SessionEntry } from "@kit/session-core";
import { isLeafSwitchRecord } from "./display-tree.ts";

export interface ChatEntry {
  entry: SessionEntry;
  /** Before the latest compaction's first kept entry: in the file, no longer in the context. */
  summarised: boolean;
}

/** Entry types that the chat leaves to the tree: bookkeeping, not conversation. */
const NOT_IN_CHAT = new Set(["label", "session_info", "custom"]);

// #region chatPath
export function chatPath(entries: readonly SessionEntry[], leafId: string | null): ChatEntry[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const path: SessionEntry[] = [];
  for (let entry = leafId === null ? undefined : byId.get(leafId); entry; ) {
    path.push(entry);
    entry = entry.parentId === null ? undefined : byId.get(entry.parentId);
  }
  path.reverse();

  // Everything before the latest compaction's first kept entry is summarised.
  const compactionIndex = path.findLastIndex((entry) => entry.type === "compaction");
  let keptFrom = 0;
  if (compactionIndex >= 0) {
    const firstKept = (path[compactionIndex] as CompactionEntry).firstKeptEntryId;
    const index = path.findIndex((entry, i) => i < compactionIndex && entry.id === firstKept);
    keptFrom = index >= 0 ? index : compactionIndex;
  }
  return path
    .map((entry, index) => ({ entry, summarised: index < keptFrom }))
    .filter(({ entry }) => !NOT_IN_CHAT.has(entry.type) && !isLeafSwitchRecord(entry));
}
// #endregion chatPath
