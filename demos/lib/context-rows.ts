/**
 * A context as rows to print: the entry each message came from, its estimated
 * tokens, and one line of text. For the compaction and navigation demos,
 * where what matters is which entries the model is sent and how big they are.
 */
import { estimateTokens, messagesOfEntry } from "@kit/compaction";
import { buildContext, type ReadonlySessionTree } from "@kit/session-core";
import { messageRow } from "./rows.ts";

export interface ContextRow {
  /** The entry the message came from: a message entry, or the compaction or branch summary that stands in. */
  entryId: string;
  tokens: number;
  text: string;
}

/** The context at `leafId`, one row per message, oldest first. */
export function contextRows(tree: ReadonlySessionTree, leafId: string | null = tree.leafId): ContextRow[] {
  const path = tree.pathToRoot(leafId);
  // Each message is matched to its entry by its JSON, in path order (the same text twice stays two rows).
  const sources = new Map<string, string[]>();
  for (const entry of path) {
    const messages = entry.type === "compaction" ? buildContext([entry]).messages : messagesOfEntry(entry);
    for (const message of messages)
      sources.set(JSON.stringify(message), [...(sources.get(JSON.stringify(message)) ?? []), entry.id]);
  }
  return buildContext(path).messages.map((message) => ({
    entryId: sources.get(JSON.stringify(message))?.shift() ?? "?",
    tokens: estimateTokens(message),
    text: messageRow(message),
  }));
}

/** The sum of the rows' tokens. */
export function totalTokens(rows: readonly ContextRow[]): number {
  return rows.reduce((sum, row) => sum + row.tokens, 0);
}
