/**
 * What the model is sent: the path from the leaf back to the root, in order,
 * with compactions and summaries applied. A pure function of entries and a
 * leaf, and the same result as pi's `buildSessionContext` for every leaf.
 */
import type { AgentMessage, ThinkingLevel } from "@kit/agent-loop/messages";
import { type CompactionEntry, isKnownEntry, type SessionEntry } from "./entries.ts";
import type { ReadonlySessionTree } from "./tree.ts";

export interface SessionContext {
  messages: AgentMessage[];
  thinkingLevel: ThinkingLevel;
  /** The model last chosen or last answering on this path; `null` if none yet. */
  model: { provider: string; modelId: string } | null;
}

/** A context and, at the same index as each message, the id of the entry it came from. */
export interface SourcedContext extends SessionContext {
  /** `sourceIds[i]` is the entry `messages[i]` came from (for the summary: the compaction). */
  sourceIds: string[];
}

/** The context of a path in pi's shape (`{messages, thinkingLevel, model}`), as pi's `buildSessionContext`. */
export function buildContext(path: readonly SessionEntry[]): SessionContext {
  const { messages, thinkingLevel, model } = buildSourcedContext(path);
  return { messages, thinkingLevel, model };
}

// #region buildContext
/**
 * Builds the context from a path (root first, as `SessionTree.pathToRoot`
 * returns it), and says which entry each message came from. One pass for the
 * settings, one for the messages: linear in the depth of the path.
 */
export function buildSourcedContext(path: readonly SessionEntry[]): SourcedContext {
  // 1. Settings: the latest on the path wins, so look back from the leaf and
  //    stop once each is known. An assistant message also says which model
  //    answered. Only the latest compaction counts.
  let thinkingLevel: ThinkingLevel | undefined;
  let model: SessionContext["model"] | undefined;
  let compaction: CompactionEntry | undefined;
  let compactionIndex = -1;
  for (let index = path.length - 1; index >= 0; index--) {
    const entry = path[index]!;
    if (!isKnownEntry(entry)) continue; // a type this kit does not know changes nothing
    if (entry.type === "thinking_level_change") {
      thinkingLevel ??= entry.thinkingLevel;
    } else if (entry.type === "model_change") {
      model ??= { provider: entry.provider, modelId: entry.modelId };
    } else if (model === undefined && entry.type === "message" && entry.message.role === "assistant") {
      model = { provider: entry.message.provider, modelId: entry.message.model };
    } else if (entry.type === "compaction" && !compaction) {
      compaction = entry;
      compactionIndex = index;
    }
    if (thinkingLevel !== undefined && model !== undefined && compaction) break;
  }
  thinkingLevel ??= "off";
  model ??= null;

  // 2. The messages. Without a compaction: those of every entry on the path.
  //    With one: its summary first, then the entries it kept (firstKeptEntryId
  //    up to the compaction), then everything after it. If firstKeptEntryId is
  //    not on the path, nothing before the compaction is kept.
  const messages: AgentMessage[] = [];
  const sourceIds: string[] = [];
  const addMessagesOf = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const message = toContextMessage(path[i]!);
      if (message) {
        messages.push(message);
        sourceIds.push(path[i]!.id);
      }
    }
  };
  if (!compaction) {
    addMessagesOf(0, path.length);
  } else {
    messages.push(compactionSummaryMessage(compaction));
    sourceIds.push(compaction.id);
    const keptId = compaction.firstKeptEntryId;
    const firstKept = path.findIndex((entry, i) => i < compactionIndex && entry.id === keptId);
    if (firstKept >= 0) addMessagesOf(firstKept, compactionIndex);
    addMessagesOf(compactionIndex + 1, path.length);
  }
  return { messages, thinkingLevel, model, sourceIds };
}
// #endregion buildContext

// #region contextAt
/** The context at `leafId` of a tree; `null` is the position before the first entry. */
export function contextAt(tree: ReadonlySessionTree, leafId: string | null = tree.leafId): SessionContext {
  return buildContext(tree.pathToRoot(leafId));
}
// #endregion contextAt

// #region toContextMessage
/**
 * The message an entry contributes, if any: a message entry its message; a
 * custom message and a branch summary a message of their own role. Settings,
 * labels, names, custom state and unknown types contribute nothing.
 */
export function toContextMessage(entry: SessionEntry): AgentMessage | undefined {
  if (!isKnownEntry(entry)) return undefined;
  switch (entry.type) {
    case "message":
      return entry.message;
    case "custom_message":
      return {
        role: "custom",
        customType: entry.customType,
        content: entry.content,
        display: entry.display,
        details: entry.details,
        timestamp: toMillis(entry.timestamp),
      };
    case "branch_summary":
      if (!entry.summary) return undefined;
      return {
        role: "branchSummary",
        summary: entry.summary,
        fromId: entry.fromId,
        timestamp: toMillis(entry.timestamp),
      };
    default:
      return undefined;
  }
}
// #endregion toContextMessage

function compactionSummaryMessage(compaction: CompactionEntry): AgentMessage {
  return {
    role: "compactionSummary",
    summary: compaction.summary,
    tokensBefore: compaction.tokensBefore,
    timestamp: toMillis(compaction.timestamp),
  };
}

/**
 * An entry's timestamp in Unix milliseconds, as pi converts it
 * (`new Date(t).getTime()`): unlike `Date.parse`, it also reads a number as
 * milliseconds, which some old files hold.
 */
function toMillis(timestamp: string | number): number {
  return new Date(timestamp).getTime();
}
