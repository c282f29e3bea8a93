/**
 * Reference solution for exercise 06 (for teachers; learners write starter.ts).
 *
 * The context is computed from the path every time, so compaction changes the
 * computation, never the file: the latest compaction on the path says "start
 * with my summary, then the entries from firstKeptEntryId on". The cut point
 * decides where that kept part begins: far enough back to keep the budget,
 * and never at a tool result, whose call would then be summarised away.
 */
import type { AgentMessage, CompactionSummaryMessage } from "@kit/agent-loop";
import { estimateTokens, messagesOfEntry } from "@kit/compaction";
import type { CompactionEntry, SessionEntry } from "@kit/session-core";

export function contextMessages(path: readonly SessionEntry[]): AgentMessage[] {
  const compactionIndex = path.findLastIndex((entry) => entry.type === "compaction");
  if (compactionIndex < 0) return path.flatMap(messagesOf);

  const compaction = path[compactionIndex] as CompactionEntry;
  const firstKept = path.findIndex((entry, i) => i < compactionIndex && entry.id === compaction.firstKeptEntryId);
  const kept = firstKept < 0 ? [] : path.slice(firstKept, compactionIndex);
  return [
    summaryMessage(compaction),
    ...kept.flatMap(messagesOf),
    ...path.slice(compactionIndex + 1).flatMap(messagesOf),
  ];
}

export function findCutPoint(path: readonly SessionEntry[], keepRecentTokens: number): number {
  // 1. Walk back from the newest entry until the kept part holds the budget.
  let cut = 0;
  let kept = 0;
  for (let i = path.length - 1; i >= 0; i--) {
    kept += tokensOf(path[i]!);
    if (kept >= keepRecentTokens) {
      cut = i;
      break;
    }
  }
  // 2. Move back (keeping a little more) to an entry where a message starts that is not a tool result.
  while (cut > 0 && !isValidCutPoint(path[cut]!)) cut--;
  return cut;
}

function isValidCutPoint(entry: SessionEntry): boolean {
  const [message] = messagesOf(entry);
  return message !== undefined && message.role !== "toolResult";
}

/** Given in the starter: the messages one entry puts in the context (a compaction entry: none). */
export function messagesOf(entry: SessionEntry): AgentMessage[] {
  return messagesOfEntry(entry);
}

/** Given in the starter: the message that stands for everything a compaction summarised. */
export function summaryMessage(compaction: CompactionEntry): CompactionSummaryMessage {
  return {
    role: "compactionSummary",
    summary: compaction.summary,
    tokensBefore: compaction.tokensBefore,
    timestamp: new Date(compaction.timestamp).getTime(),
  };
}

/** Given in the starter: the estimated tokens of an entry's messages (characters / 4). */
export function tokensOf(entry: SessionEntry): number {
  return messagesOf(entry).reduce((sum, message) => sum + estimateTokens(message), 0);
}
