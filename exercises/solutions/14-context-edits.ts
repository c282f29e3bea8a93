/**
 * Reference solution for exercise 14 (for teachers; learners write starter.ts).
 *
 * A context edit changes what the model is sent and nothing else: the entry it
 * edits stays in the file. The context is computed again from the path every
 * time, so the question is only which edits count at the end of this path:
 * those among the entries that are sent (all of the path, or the latest
 * compaction, its kept part and what follows). An edit a compaction summarised
 * away is not sent, so it no longer counts. Of several edits of one target the
 * last counts. An edit changes the messages of its target, so an edit of
 * anything that puts no message in the context (an edit, a label) changes nothing.
 */
import type { AgentMessage, CompactionSummaryMessage } from "@kit/agent-loop";
import { messagesOfEntry } from "@kit/compaction";
import type { CompactionEntry, ContextEditEntry, EditedContent, SessionEntry } from "@kit/session-core";

export function contextWithEdits(path: readonly SessionEntry[]): AgentMessage[] {
  const sent = sentEntries(path);
  const latest = path.findLastIndex((entry) => entry.type === "compaction");
  const edits = new Map<string, ContextEditEntry["replacement"]>();
  for (const entry of sent) {
    if (entry.type === "context_edit")
      edits.set((entry as ContextEditEntry).targetId, (entry as ContextEditEntry).replacement);
  }
  return sent.flatMap((entry) => {
    const messages = entry === path[latest] ? [summaryMessage(entry as CompactionEntry)] : messagesOf(entry);
    if (!edits.has(entry.id)) return messages;
    const replacement = edits.get(entry.id);
    if (replacement == null) return [];
    return messages.map((message) => withContent(message, replacement.content));
  });
}

/** The entries whose messages are sent: the whole path, or the latest compaction, the entries it kept, the rest. */
function sentEntries(path: readonly SessionEntry[]): readonly SessionEntry[] {
  const at = path.findLastIndex((entry) => entry.type === "compaction");
  if (at < 0) return path;
  const { firstKeptEntryId } = path[at] as CompactionEntry;
  const before = path.slice(0, at);
  const from = before.findIndex((entry) => entry.id === firstKeptEntryId);
  return [path[at]!, ...(from < 0 ? [] : before.slice(from)), ...path.slice(at + 1)];
}

/** Given: the messages one entry puts in the context (a compaction, a label, a setting, an edit: none). */
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

/**
 * Given: `message` with its content replaced and nothing else changed (role, ids, timestamp stay). An assistant
 * message's or a tool result's content is always a list of blocks, so a string becomes one text block. A message an
 * edit cannot change (a compaction's summary, say) comes back as it was.
 */
export function withContent(message: AgentMessage, content: EditedContent): AgentMessage {
  if (!["user", "assistant", "toolResult", "custom"].includes(message.role)) return message;
  const asBlocks = (message.role === "assistant" || message.role === "toolResult") && typeof content === "string";
  return { ...message, content: asBlocks ? [{ type: "text", text: content }] : content } as AgentMessage;
}
