/**
 * What a compaction saved, as the request panel shows it right after Compact:
 * the request before (the context at the compaction's parent, where the leaf
 * stood) and after (at the compaction entry), in provider messages, and in the
 * tokens the server counted when it compacted.
 */
import type { CompactResponse } from "@kit/server";
import type { SessionTree } from "@kit/session-core/tree";
import { requestMessages } from "./request-view.ts";
import { contextView } from "./session-view.ts";

export interface CompactionSaving {
  entryId: string;
  tokensBefore: number;
  tokensAfter: number;
  messagesBefore: number;
  messagesAfter: number;
}

// #region compactionSaving
export function compactionSaving(tree: SessionTree, compacted: CompactResponse): CompactionSaving | undefined {
  const entry = tree.get(compacted.entryId);
  if (!entry) return undefined; // not arrived yet: its session_updated event is on the way
  return {
    entryId: entry.id,
    tokensBefore: compacted.tokensBefore,
    tokensAfter: compacted.tokensAfter,
    messagesBefore: requestMessages(contextView(tree, entry.parentId)).length,
    messagesAfter: requestMessages(contextView(tree, entry.id)).length,
  };
}
// #endregion compactionSaving

/**
 * How the request's size changed, in whole percent of the size before: negative when it shrank. A compaction can
 * make it grow: its summary can be longer than the few short messages it replaced.
 */
export function percentChange(saving: CompactionSaving): number {
  if (saving.tokensBefore <= 0) return 0;
  return Math.round(((saving.tokensAfter - saving.tokensBefore) / saving.tokensBefore) * 100);
}

/** A change as the line shows it: "−42%", "+3%", "±0%" (a true minus sign, as in the chapter). */
export function signedPercent(change: number): string {
  return `${change > 0 ? "+" : change < 0 ? "−" : "±"}${Math.abs(change)}%`;
}
