/**
 * The lines of a session file: one header, then entries.
 *
 * Every entry has a stable `id` (8 hex characters), the `parentId` of the entry
 * it follows (`null` for a root) and an ISO `timestamp`. Entries are immutable:
 * the file only grows. The shapes are pi's version-3 session format, so pi and
 * this kit can open each other's files.
 */
import type {
  AgentMessage,
  ImageContent,
  TextContent,
  ThinkingContent,
  ThinkingLevel,
  ToolCall,
  Usage,
} from "@kit/agent-loop/messages";

export const CURRENT_SESSION_VERSION = 3;

/** The first line of every file. It is metadata, not part of the tree. */
export interface SessionHeader {
  type: "session";
  /** Missing in version-1 files. */
  version?: number;
  /** The session's own id (a UUID), not an entry id. */
  id: string;
  timestamp: string;
  cwd: string;
  /** The file this session was forked from, if any. */
  parentSession?: string;
}

interface EntryBase {
  id: string;
  parentId: string | null;
  timestamp: string;
}

/** A message of the conversation: user, assistant, tool result, and the rest. */
export interface MessageEntry extends EntryBase {
  type: "message";
  message: AgentMessage;
}

// #region settingEntries
export interface ModelChangeEntry extends EntryBase {
  type: "model_change";
  provider: string;
  modelId: string;
}

export interface ThinkingLevelChangeEntry extends EntryBase {
  type: "thinking_level_change";
  thinkingLevel: ThinkingLevel;
}
// #endregion settingEntries

/**
 * The system prompt kept in the session (pi 1.6.0): a `message` entry with this
 * message. The first one holds the prompt and the tools; a later one patches
 * `sections` by name (`null` removes one) and lists the tools added or removed.
 * It is in the context like any message.
 */
export interface SystemMessage {
  role: "system";
  content: string | TextContent[];
  sections?: Record<string, string | null>;
  toolsAdded?: { name: string; description?: string; parameters?: unknown }[];
  toolsRemoved?: { name: string }[];
  timestamp: number;
}

/**
 * Marks that everything on the path before `firstKeptEntryId` is replaced, in
 * the context, by `summary`. Nothing is deleted: the old entries stay in the file.
 * A `firstKeptEntryId` equal to the compaction's own id keeps nothing.
 */
export interface CompactionEntry<TDetails = unknown> extends EntryBase {
  type: "compaction";
  summary: string;
  firstKeptEntryId: string;
  tokensBefore: number;
  details?: TDetails;
  /** True when an extension, not the agent, wrote the summary (pi's field name). */
  fromHook?: boolean;
  /**
   * The system prompt at the compaction, every system message before it replayed
   * into one (pi 1.6.0). It is sent before the summary; system messages in the kept
   * range are then left out, since this one holds them.
   */
  systemMessage?: SystemMessage;
  /** What writing the summary cost. */
  usage?: Usage;
}

/** A summary of the branch the conversation left, appended where it went instead. */
export interface BranchSummaryEntry<TDetails = unknown> extends EntryBase {
  type: "branch_summary";
  /** The leaf of the abandoned branch ("root" when it started before the first entry). */
  fromId: string;
  summary: string;
  details?: TDetails;
  fromHook?: boolean;
  usage?: Usage;
}

// #region contextEdit
/** What a context edit puts in place of a message's content. */
export type EditedContent = string | (TextContent | ImageContent | ThinkingContent | ToolCall)[];

/**
 * A later change to what an earlier entry puts in the context (pi 1.6.0), such
 * as a secret taken out of a tool result. The target stays in the file as it
 * was; only the context changes. `replacement: null` leaves the target out; a
 * replacement changes only the message's `content`. The edit counts only on
 * its own branch, the latest edit of a target wins, and a compaction that
 * summarises the edit away undoes it (context-edits.ts).
 */
export interface ContextEditEntry extends EntryBase {
  type: "context_edit";
  targetId: string;
  replacement: { content: EditedContent } | null;
}
// #endregion contextEdit

/**
 * Tokens a model call spent that no assistant message records, such as a cache
 * warm-up (pi 1.6.0). Counted in the session's totals; never in the context.
 */
export interface UsageEntry extends EntryBase {
  type: "usage";
  /** What the call was for ("cache_warm", "compaction", ...): any string. */
  kind: string;
  provider: string;
  model: string;
  usage: Usage;
  note?: string;
}

// #region stateEntries
/** Extension state. Restored on resume; never sent to the model. */
export interface CustomEntry<TData = unknown> extends EntryBase {
  type: "custom";
  customType: string;
  data?: TData;
}

/** A message from an extension that the model does see (as a user message). */
export interface CustomMessageEntry<TDetails = unknown> extends EntryBase {
  type: "custom_message";
  customType: string;
  content: string | (TextContent | ImageContent)[];
  display: boolean;
  details?: TDetails;
}

/** Sets (or, with `label` undefined or empty, clears) a bookmark on `targetId`. */
export interface LabelEntry extends EntryBase {
  type: "label";
  targetId: string;
  label: string | undefined;
}

/** Session metadata: the display name. The latest one wins; an empty name clears it. */
export interface SessionInfoEntry extends EntryBase {
  type: "session_info";
  name?: string;
}
// #endregion stateEntries

/** Every entry type this kit knows. */
export type KnownEntry =
  | MessageEntry
  | ModelChangeEntry
  | ThinkingLevelChangeEntry
  | CompactionEntry
  | BranchSummaryEntry
  | CustomEntry
  | CustomMessageEntry
  | LabelEntry
  | SessionInfoEntry
  | ContextEditEntry
  | UsageEntry;

/**
 * An entry of a type this kit does not know, written by a newer pi or an
 * extension. It is kept, indexed in the tree and written back unchanged:
 * dropping it would lose data and could orphan its children.
 */
export interface UnknownEntry extends EntryBase {
  type: string;
  [field: string]: unknown;
}

/**
 * Any entry of a file. `entry.type === "message"` alone cannot tell a message
 * from an unknown entry that happens to say "message" (its `type` is any
 * string), so code that reads the fields of an entry asks `isKnownEntry`
 * first: after it, `switch (entry.type)` narrows to one known type.
 */
export type SessionEntry = KnownEntry | UnknownEntry;

/** The type names of `KnownEntry`, for the reader and for `isKnownEntry`. */
export const KNOWN_ENTRY_TYPES: ReadonlySet<string> = new Set<KnownEntry["type"]>([
  "message",
  "model_change",
  "thinking_level_change",
  "compaction",
  "branch_summary",
  "custom",
  "custom_message",
  "label",
  "session_info",
  "context_edit",
  "usage",
]);

/**
 * True for the eleven types this kit knows. The reader checks every known entry
 * against its schema (entry-schema.ts), so a known entry in a tree has the
 * fields its type declares.
 */
export function isKnownEntry(entry: SessionEntry): entry is KnownEntry {
  return KNOWN_ENTRY_TYPES.has(entry.type);
}

/** Narrows an entry to one known type: `isEntryOfType(e, "compaction")`. */
export function isEntryOfType<T extends KnownEntry["type"]>(
  entry: SessionEntry,
  type: T,
): entry is Extract<KnownEntry, { type: T }> {
  return entry.type === type && isKnownEntry(entry);
}

// #region leafSwitch
/**
 * The `customType` of the root `repair` adds under the id of a missing parent,
 * so the orphans keep their `parentId` (see repair.ts). The tree drawing shows
 * it as a placeholder.
 */
export const REPAIR_PLACEHOLDER_TYPE = "repair_placeholder";

/**
 * The record of a leaf switch. pi takes the last line of a file as the current
 * leaf, so a switch that appended nothing would be forgotten on restart. This
 * `custom` entry is appended as a child of the new leaf: pi sees it as the
 * leaf, and since custom entries never reach the model, pi's context is the
 * new leaf's context. This kit reads it as "the leaf is my parent".
 */
export const LEAF_SWITCH_TYPE = "leaf_switch";

export interface LeafSwitchEntry extends CustomEntry<{ targetId: string | null }> {
  customType: typeof LEAF_SWITCH_TYPE;
}

export function isLeafSwitch(entry: SessionEntry): entry is LeafSwitchEntry {
  return isEntryOfType(entry, "custom") && entry.customType === LEAF_SWITCH_TYPE;
}
// #endregion leafSwitch

// #region leafAfter
/** A leaf-switch record means "the leaf is my parent"; any other entry is the leaf itself. */
export function leafAfter(entry: SessionEntry): string | null {
  return isLeafSwitch(entry) ? entry.parentId : entry.id;
}
// #endregion leafAfter

/** The fields a caller supplies; the store adds id, parentId and timestamp. */
export type EntryInput<T extends SessionEntry = KnownEntry> = T extends SessionEntry
  ? Omit<T, "id" | "parentId" | "timestamp">
  : never;
