/**
 * What the model is sent: the path from the leaf back to the root, in order,
 * with compactions and summaries applied. A pure function of entries and a
 * leaf, and the same result as pi's `buildSessionContext` for every leaf.
 */
import type { AgentMessage, ThinkingLevel } from "@kit/agent-loop/messages";
import type {
  BranchSummaryEntry,
  CompactionEntry,
  CustomMessageEntry,
  MessageEntry,
  ModelChangeEntry,
  SessionEntry,
  ThinkingLevelChangeEntry,
} from "./entries.ts";
import type { ReadonlySessionTree } from "./tree.ts";

export interface SessionContext {
  messages: AgentMessage[];
  thinkingLevel: ThinkingLevel;
  /** The model last chosen or last answering on this path; `null` if none yet. */
  model: { provider: string; modelId: string } | null;
}

// #region buildContext
/**
 * Builds the context from a path (root first, as `SessionTree.pathToRoot`
 * returns it). One pass for the settings, one for the messages: linear in the
 * depth of the path.
 */
export function buildContext(path: readonly SessionEntry[]): SessionContext {
  // 1. Settings: the latest on the path wins. An assistant message also says
  //    which model answered. Find the latest compaction on the way.
  let thinkingLevel: ThinkingLevel = "off";
  let model: SessionContext["model"] = null;
  let compactionIndex = -1;
  path.forEach((entry, index) => {
    if (entry.type === "thinking_level_change") {
      thinkingLevel = (entry as ThinkingLevelChangeEntry).thinkingLevel;
    } else if (entry.type === "model_change") {
      const change = entry as ModelChangeEntry;
      model = { provider: change.provider, modelId: change.modelId };
    } else if (entry.type === "message") {
      const message = (entry as MessageEntry).message;
      if (message.role === "assistant") model = { provider: message.provider, modelId: message.model };
    } else if (entry.type === "compaction") {
      compactionIndex = index;
    }
  });

  // 2. No compaction: every entry that carries a message, in order.
  if (compactionIndex < 0) {
    return { messages: path.flatMap(toContextMessages), thinkingLevel, model };
  }

  // 3. With a compaction: its summary first, then the entries it kept (from
  //    firstKeptEntryId up to the compaction), then everything after it.
  //    If firstKeptEntryId is not on the path, nothing before the compaction is kept.
  const compaction = path[compactionIndex] as CompactionEntry;
  const messages: AgentMessage[] = [compactionSummaryMessage(compaction)];
  const firstKept = path.findIndex((entry, i) => i < compactionIndex && entry.id === compaction.firstKeptEntryId);
  if (firstKept >= 0) {
    for (let i = firstKept; i < compactionIndex; i++) messages.push(...toContextMessages(path[i]!));
  }
  for (let i = compactionIndex + 1; i < path.length; i++) messages.push(...toContextMessages(path[i]!));
  return { messages, thinkingLevel, model };
}
// #endregion buildContext

// #region contextAt
/** The context at `leafId` of a tree; `null` is the position before the first entry. */
export function contextAt(tree: ReadonlySessionTree, leafId: string | null = tree.leafId): SessionContext {
  return buildContext(tree.pathToRoot(leafId));
}
// #endregion contextAt

// #region toContextMessages
/**
 * The messages an entry contributes: a message entry its message; a custom
 * message and a branch summary a message of their own role. Settings, labels,
 * names, custom state and unknown types contribute nothing.
 */
function toContextMessages(entry: SessionEntry): AgentMessage[] {
  switch (entry.type) {
    case "message":
      return [(entry as MessageEntry).message];
    case "custom_message": {
      const custom = entry as CustomMessageEntry;
      return [
        {
          role: "custom",
          customType: custom.customType,
          content: custom.content,
          display: custom.display,
          details: custom.details,
          timestamp: toMillis(custom.timestamp),
        },
      ];
    }
    case "branch_summary": {
      const branch = entry as BranchSummaryEntry;
      if (!branch.summary) return [];
      return [{ role: "branchSummary", summary: branch.summary, fromId: branch.fromId, timestamp: toMillis(branch.timestamp) }];
    }
    default:
      return [];
  }
}
// #endregion toContextMessages

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
