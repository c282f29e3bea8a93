/**
 * What the model is sent: the path from the leaf back to the root, in order,
 * with compactions, summaries and context edits applied. A pure function of
 * entries and a leaf, and the same result as pi's `buildSessionContext` for
 * every leaf (pi 1.6.0's rules; on files without pi 1.6.0's new entries, also
 * pi 0.73.1's).
 */
import type { AgentMessage, ThinkingLevel } from "@kit/agent-loop/messages";
import { applyEdit, latestEdits } from "./context-edits.ts";
import {
  type CompactionEntry,
  type ContextEditEntry,
  isEntryOfType,
  isKnownEntry,
  type SessionEntry,
} from "./entries.ts";
import type { ReadonlySessionTree } from "./tree.ts";

export interface SessionContext {
  messages: AgentMessage[];
  thinkingLevel: ThinkingLevel;
  /** The model last chosen or last answering on this path; `null` if none yet. */
  model: { provider: string; modelId: string } | null;
}

/** An entry a context edit left out of the context, and the edit that did. */
export interface OmittedEntry {
  targetId: string;
  editId: string;
}

/** A context and, at the same index as each message, where it came from. */
export interface SourcedContext extends SessionContext {
  /** `sourceIds[i]` is the entry `messages[i]` came from (for the summary and the system prompt: the compaction). */
  sourceIds: string[];
  /** `editIds[i]` is the context edit that replaced the content of `messages[i]`, or undefined if none did. */
  editIds: (string | undefined)[];
  /** The entries that would have put a message here but a context edit left out, in path order. */
  omitted: OmittedEntry[];
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
 * settings, one to choose the entries, one for their messages: linear in the
 * depth of the path.
 */
export function buildSourcedContext(path: readonly SessionEntry[]): SourcedContext {
  // 1. Settings: the latest on the path wins, as in pi's loop. An assistant
  //    message also says which model answered. Only the latest compaction counts.
  let thinkingLevel: ThinkingLevel = "off";
  let model: SessionContext["model"] = null;
  let compactionIndex = -1;
  for (const [index, entry] of path.entries()) {
    if (!isKnownEntry(entry)) continue; // a type this kit does not know changes nothing
    if (entry.type === "thinking_level_change") thinkingLevel = entry.thinkingLevel;
    else if (entry.type === "model_change") model = { provider: entry.provider, modelId: entry.modelId };
    else if (entry.type === "message" && entry.message.role === "assistant") {
      model = { provider: entry.message.provider, modelId: entry.message.model };
    } else if (entry.type === "compaction") compactionIndex = index;
  }

  // 2. The entries whose messages are sent (chosenEntries, below), and the
  //    edit that counts for each target among them (context-edits.ts).
  const chosen = chosenEntries(path, compactionIndex);
  const edits = latestEdits(chosen);

  // 3. Each chosen entry's messages, as its edit (if any) leaves them.
  const context: SourcedContext = {
    messages: [],
    thinkingLevel,
    model,
    sourceIds: [],
    editIds: [],
    omitted: [],
  };
  chosen.forEach((entry, index) => {
    // Only the latest compaction, always first, speaks; an older one in its kept range says nothing.
    const original =
      index === 0 && compactionIndex >= 0 ? compactionMessages(entry as CompactionEntry) : messagesOf(entry);
    const edit = edits.get(entry.id);
    const { messages, edited } = applyEdit(original, edit);
    // An edit that left out an entry with messages omitted it; one of an entry without messages did nothing.
    if (edited && messages.length === 0) context.omitted.push({ targetId: entry.id, editId: edit!.id });
    messages.forEach((message, i) => {
      context.messages.push(message);
      context.sourceIds.push(entry.id);
      context.editIds.push(message !== original[i] ? edit!.id : undefined); // a replaced message is a new object
    });
  });
  return context;
}
// #endregion buildContext

// #region chosenEntries
/**
 * The entries whose messages are sent. Without a compaction: the whole path.
 * With one: the compaction first, then the entries it kept (from
 * `firstKeptEntryId` up to the compaction, system messages left out: the
 * compaction's own system message replaces them), then everything after it.
 * If `firstKeptEntryId` is not before the compaction on the path (another
 * branch, or the compaction's own id), nothing before it is kept.
 */
export function chosenEntries(path: readonly SessionEntry[], compactionIndex: number): readonly SessionEntry[] {
  if (compactionIndex < 0) return path;
  const compaction = path[compactionIndex] as CompactionEntry;
  const keptId = compaction.firstKeptEntryId;
  const firstKept = path.findIndex((entry, i) => i < compactionIndex && entry.id === keptId);
  const kept =
    firstKept < 0 ? [] : path.slice(firstKept, compactionIndex).filter((entry) => !isSystemMessageEntry(entry));
  return [compaction, ...kept, ...path.slice(compactionIndex + 1)];
}
// #endregion chosenEntries

/** The context edits that count at the end of `path`: for each target, the edit that shapes its messages. */
export function contextEditsAt(path: readonly SessionEntry[]): Map<string, ContextEditEntry> {
  const compactionIndex = path.findLastIndex((entry) => isEntryOfType(entry, "compaction"));
  return latestEdits(chosenEntries(path, compactionIndex));
}

function isSystemMessageEntry(entry: SessionEntry): boolean {
  return isKnownEntry(entry) && entry.type === "message" && (entry.message.role as string) === "system";
}

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
 * labels, names, custom state, usage, context edits and unknown types
 * contribute nothing; a compaction speaks only as the latest on the path
 * (`compactionMessages`). Content that is `null` or missing is read as empty,
 * as pi 1.6.0 reads it.
 */
export function toContextMessage(entry: SessionEntry): AgentMessage | undefined {
  if (!isKnownEntry(entry)) return undefined;
  switch (entry.type) {
    case "message":
      return withContent(entry.message);
    case "custom_message":
      return {
        role: "custom",
        customType: entry.customType,
        content: entry.content ?? [],
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

/** An entry's messages, as a list (none, or the one of `toContextMessage`). */
function messagesOf(entry: SessionEntry): AgentMessage[] {
  const message = toContextMessage(entry);
  return message ? [message] : [];
}

/**
 * A message whose `content` is `null` or missing, with empty content instead
 * (pi 1.6.0: an empty string for a system message, no blocks for a user,
 * assistant or tool result message). Files from old versions, forks or hand
 * edits hold such messages.
 */
function withContent(message: AgentMessage): AgentMessage {
  const { role, content } = message as { role: string; content?: unknown };
  if (content != null) return message;
  if (role === "system") return { ...message, content: "" } as AgentMessage;
  if (role === "user" || role === "assistant" || role === "toolResult")
    return { ...message, content: [] } as AgentMessage;
  return message;
}

/** The latest compaction's messages: its system prompt (if it kept one), then its summary. */
export function compactionMessages(compaction: CompactionEntry): AgentMessage[] {
  const summary: AgentMessage = {
    role: "compactionSummary",
    summary: compaction.summary,
    tokensBefore: compaction.tokensBefore,
    timestamp: toMillis(compaction.timestamp),
  };
  return compaction.systemMessage ? [compaction.systemMessage as unknown as AgentMessage, summary] : [summary];
}

/**
 * An entry's timestamp in Unix milliseconds, as pi converts it
 * (`new Date(t).getTime()`): unlike `Date.parse`, it also reads a number as
 * milliseconds, which some old files hold.
 */
function toMillis(timestamp: string | number): number {
  return new Date(timestamp).getTime();
}
