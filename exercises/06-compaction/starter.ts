/**
 * Exercise 06: compaction, the context after it and where to cut.
 *
 * A compaction appends one entry and deletes nothing: "from here on, the
 * context starts with this summary, then the entries from firstKeptEntryId
 * on". The file keeps every message; only the view the model is sent gets
 * shorter. Write that view, and then the rule that chooses where the kept part
 * begins: far enough back to keep the newest tokens word for word, and never
 * at a tool result, which would separate it from the call that asked for it.
 *
 * Grade your work with `npm run exercise -- 06` from the repository root.
 */
import type { AgentMessage, CompactionSummaryMessage } from "@kit/agent-loop";
import { estimateTokens, messagesOfEntry } from "@kit/compaction";
import type { CompactionEntry, SessionEntry } from "@kit/session-core";

/**
 * The messages the model is sent for a path (root first, the leaf last), with
 * the latest compaction on it applied.
 */
export function contextMessages(path: readonly SessionEntry[]): AgentMessage[] {
  // TODO(1): no compaction on the path: the messages of every entry, in order (messagesOf).
  //          With one: the summary first (summaryMessage), then the messages of the entries from
  //          firstKeptEntryId up to the compaction, then those of every entry after it.
  // TODO(2): several compactions: only the latest on the path counts (its summary already covers
  //          the earlier ones), and its kept part may begin before an earlier compaction. A
  //          firstKeptEntryId that is not on the path before the compaction keeps nothing before it.
  throw new Error(
    "TODO: contextMessages is not written yet (see exercises/06-compaction/README.md, 中文 README.zh-CN.md)",
  );
}

/**
 * The index in `path` (which has no compaction) of the first entry kept word
 * for word when compacting with a budget of `keepRecentTokens`.
 */
export function findCutPoint(path: readonly SessionEntry[], keepRecentTokens: number): number {
  // TODO(3): the cut point (a behaviour to reach, tests "part 3"): the kept part holds at least
  //          keepRecentTokens (or everything: 0), never a tool result without its call, never starts
  //          on an entry with no message, and keeps no more than that requires.
  throw new Error(
    "TODO: findCutPoint is not written yet (see exercises/06-compaction/README.md, 中文 README.zh-CN.md)",
  );
}

/** Given: the messages one entry puts in the context (a compaction entry: none; a label: none). */
export function messagesOf(entry: SessionEntry): AgentMessage[] {
  return messagesOfEntry(entry);
}

/** Given: the message that stands for everything a compaction summarised. */
export function summaryMessage(compaction: CompactionEntry): CompactionSummaryMessage {
  return {
    role: "compactionSummary",
    summary: compaction.summary,
    tokensBefore: compaction.tokensBefore,
    timestamp: new Date(compaction.timestamp).getTime(),
  };
}

/** Given: the estimated tokens of an entry's messages (characters / 4). */
export function tokensOf(entry: SessionEntry): number {
  return messagesOf(entry).reduce((sum, message) => sum + estimateTokens(message), 0);
}
