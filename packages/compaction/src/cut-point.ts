/**
 * Where to cut: which entries a compaction summarises and which it keeps word
 * for word. Pure functions of the path (root first), so they can be tested
 * and drawn without a file or a model.
 *
 * Three things can go wrong here, and each has a rule:
 * - Cut between a tool call and its result, and the kept part starts with a
 *   result whose call is gone (providers reject it), or the summary describes
 *   a call whose outcome it never saw. Rule: never cut at a tool result.
 * - Cut inside a turn, and the kept part starts with the model working on a
 *   question it can no longer see. Rule: summarise the start of that turn on
 *   its own ("split turn"), so the kept part still makes sense.
 * - Compact a second time, and the messages the first compaction kept are
 *   neither in the new summary nor in the new kept part. Rule: summarise from
 *   the previous compaction's kept boundary, and update its summary.
 */
import type { AgentMessage } from "@kit/agent-loop";
import {
  applyEdit,
  type CompactionEntry,
  type ContextEditEntry,
  contextEditsAt,
  isEntryOfType,
  type SessionEntry,
  toContextMessage,
} from "@kit/session-core/tree";
import { estimateTokens } from "./tokens.ts";

/** For each entry a context edit changes, the edit (session-core's `contextEditsAt`). */
export type ContextEdits = ReadonlyMap<string, ContextEditEntry>;

/**
 * What one entry puts in the context: the context builder's own rule
 * (session-core's `toContextMessage`), applied to that entry alone, and its
 * context edit, if `edits` has one: a message an edit changed or left out is
 * summarised as the model sees it, so a secret taken out of a tool result
 * does not come back in a summary. A compaction entry puts nothing here (the
 * rule gives it no message): its summary is carried forward as the previous
 * summary instead.
 */
export function messagesOfEntry(entry: SessionEntry, edits?: ContextEdits): AgentMessage[] {
  const message = toContextMessage(entry);
  return applyEdit(message ? [message] : [], edits?.get(entry.id)).messages;
}

/** The messages of a run of entries, in order, with their context edits. */
export function messagesOfEntries(entries: readonly SessionEntry[], edits?: ContextEdits): AgentMessage[] {
  return entries.flatMap((entry) => messagesOfEntry(entry, edits));
}

// #region isValidCutPoint
/**
 * May the kept part start at this entry? Only where a message starts that is
 * not a tool result. The loop appends a reply's tool results right after the
 * reply, so cutting at the reply keeps it with all of its results, however
 * many calls it made, and cutting before a user message keeps whole turns.
 * Cutting at a tool result is the one cut that splits a call from its result.
 */
export function isValidCutPoint(entry: SessionEntry): boolean {
  const [message] = messagesOfEntry(entry);
  return message !== undefined && message.role !== "toolResult";
}
// #endregion isValidCutPoint

/** Does a turn start here? A user's message, or one that speaks for the user (pi's rule). */
export function isTurnStart(entry: SessionEntry): boolean {
  const [message] = messagesOfEntry(entry);
  if (!message) return false;
  return (
    message.role === "user" ||
    message.role === "bashExecution" ||
    message.role === "custom" ||
    message.role === "branchSummary"
  );
}

export interface CutPoint {
  /** Index of the first entry kept word for word. */
  firstKeptIndex: number;
  /** When the cut falls inside a turn: the index where that turn started. */
  turnStartIndex: number | undefined;
}

/**
 * Walking back from the newest entry of `entries[start..end)` and adding up
 * tokens: the index where `keepRecentTokens` is reached (`start` if never).
 * Not yet a cut point: it may fall on a tool result.
 */
export function budgetReachedAt(
  entries: readonly SessionEntry[],
  start: number,
  end: number,
  keepRecentTokens: number,
): number {
  let kept = 0;
  for (let i = end - 1; i >= start; i--) {
    kept += messagesOfEntry(entries[i]!).reduce((sum, message) => sum + estimateTokens(message), 0);
    if (kept >= keepRecentTokens) return i;
  }
  return start;
}

// #region findCutPoint
/**
 * Finds where the kept part of `entries[start..end)` begins so that it holds
 * at least `keepRecentTokens` (or everything, if there is not that much).
 */
export function findCutPoint(
  entries: readonly SessionEntry[],
  start: number,
  end: number,
  keepRecentTokens: number,
): CutPoint {
  // 1. Walk back from the newest entry, adding up tokens, until enough are kept.
  let cut = budgetReachedAt(entries, start, end, keepRecentTokens);

  // 2. Move back to a valid cut point: keeping a little more is safe,
  //    separating a tool call from its result is not.
  while (cut > start && !isValidCutPoint(entries[cut]!)) cut--;

  // 3. Cutting at a turn's start keeps whole turns. Anywhere else, the cut is
  //    inside a turn: find where that turn started, so that its beginning
  //    can be summarised on its own.
  if (cut === start || isTurnStart(entries[cut]!)) return { firstKeptIndex: cut, turnStartIndex: undefined };
  let turnStart = cut - 1;
  while (turnStart >= start && !isTurnStart(entries[turnStart]!)) turnStart--;
  return { firstKeptIndex: cut, turnStartIndex: turnStart >= start ? turnStart : undefined };
}
// #endregion findCutPoint

export interface CompactionPlan {
  /** The latest compaction on the path: the new summary updates its summary. */
  previous: CompactionEntry | undefined;
  /** Summarised as history: from the previous kept boundary (or the root) up to the cut or the split turn. */
  history: SessionEntry[];
  /** In a split turn: the turn's start, up to the cut, summarised on its own. Else empty. */
  turnPrefix: SessionEntry[];
  /** Kept word for word, from `firstKeptEntryId` to the leaf. */
  kept: SessionEntry[];
  firstKeptEntryId: string;
  /** The context edits at the end of the path: what is summarised is what the model is sent. */
  edits: ContextEdits;
}

// #region planCompaction
/**
 * What a compaction at the end of `path` would summarise and keep; `undefined`
 * when there is nothing to summarise (the path is empty, its last entry is a
 * compaction already, or all of it fits in `keepRecentTokens`).
 */
export function planCompaction(path: readonly SessionEntry[], keepRecentTokens: number): CompactionPlan | undefined {
  if (path.length === 0 || path.at(-1)!.type === "compaction") return undefined;

  // Repeated compaction: start where the previous one started keeping, not at
  // the previous compaction entry. The messages it kept are summarised now or
  // kept again; everything before them is already in its summary.
  const previousIndex = path.findLastIndex((entry) => entry.type === "compaction");
  const found = path[previousIndex];
  const previous = found && isEntryOfType(found, "compaction") ? found : undefined;
  let start = 0;
  if (previous) {
    const previousKept = path.findIndex((entry, i) => i < previousIndex && entry.id === previous.firstKeptEntryId);
    start = previousKept >= 0 ? previousKept : previousIndex + 1;
  }

  const { firstKeptIndex, turnStartIndex } = findCutPoint(path, start, path.length, keepRecentTokens);
  const historyEnd = turnStartIndex ?? firstKeptIndex;
  const plan: CompactionPlan = {
    previous,
    history: path.slice(start, historyEnd),
    turnPrefix: turnStartIndex === undefined ? [] : path.slice(turnStartIndex, firstKeptIndex),
    kept: path.slice(firstKeptIndex),
    firstKeptEntryId: path[firstKeptIndex]!.id,
    edits: contextEditsAt(path),
  };
  const toSummarise =
    messagesOfEntries(plan.history, plan.edits).length + messagesOfEntries(plan.turnPrefix, plan.edits).length;
  return toSummarise > 0 ? plan : undefined;
}
// #endregion planCompaction
