/**
 * Compaction: when the context grows too large, append a summary entry that
 * stands in for the older messages. Nothing is deleted or rewritten. The file
 * keeps every message; only the context built from it changes, because the
 * context builder starts at the latest compaction on the path (its summary,
 * then the entries from `firstKeptEntryId` on).
 *
 * Two entry points: `compact` on request (pi's `/compact [instructions]`), and
 * `compactIfNeeded` between the turns of a run, so that a long chain of tool
 * calls is compacted before the next call overflows the window, not after.
 */
import type { AgentMessage, BetweenTurns, Model } from "@kit/agent-loop";
import type { Session } from "@kit/session-core";
import { planCompaction } from "./cut-point.ts";
import type { FileLists } from "./file-operations.ts";
import { type CompactionProblem, problemLine } from "./problems.ts";
import { type CompactionSettings, shouldCompact } from "./settings.ts";
import { SummaryError, type SummaryOptions, summarizeCompaction, type WrittenSummary } from "./summarize.ts";
import type { SummaryLines } from "./summary-lines.ts";
import { estimateContextTokens, sumOfEstimates } from "./tokens.ts";

/** A compaction that did not happen, and why (`problem`; the edges say it in words). Nothing was appended. */
export class CompactionError extends Error {
  constructor(
    readonly problem: CompactionProblem,
    options?: ErrorOptions,
  ) {
    super(problemLine(problem), options);
    this.name = "CompactionError";
  }
}

export interface CompactResult {
  /** The id of the compaction entry appended at the leaf. */
  entryId: string;
  /** The first entry kept word for word; older ones are now in the summary. */
  firstKeptEntryId: string;
  /** The context's size before (the entry's `tokensBefore`: usage plus estimate). */
  tokensBefore: number;
  /** The new context's size, estimated at characters / 4: no model has answered it yet. */
  tokensAfter: number;
  summary: string;
  details: FileLists;
  /** True when the cut fell inside a turn and the turn's start was summarised on its own. */
  splitTurn: boolean;
}

export interface CompactOptions extends SummaryOptions {
  /** Awaited once the summary is written, just before the entry is appended (a server pacing a run step by step). */
  beforeAppend?: () => Promise<void>;
}

// #region compact
/**
 * Summarises the older part of the path to the leaf and appends a `compaction`
 * entry at the leaf. Throws a CompactionError, appending nothing, when there
 * is nothing to summarise, when the model fails, or when the session moved on
 * while the summary was being written.
 */
export async function compact(
  session: Session,
  model: Model,
  settings: CompactionSettings,
  options: CompactOptions = {},
): Promise<CompactResult> {
  const leafBefore = session.leafId;
  const path = session.tree.pathToRoot(leafBefore);
  const plan = planCompaction(path, settings.keepRecentTokens);
  if (!plan) {
    const keepRecentTokens = settings.keepRecentTokens;
    throw new CompactionError({ kind: "nothing-to-compact", leafId: leafBefore ?? "null", keepRecentTokens });
  }
  const tokensBefore = estimateContextTokens(path).tokens;

  let written: WrittenSummary;
  try {
    written = await summarizeCompaction(model, plan, options);
  } catch (error) {
    if (error instanceof SummaryError)
      throw new CompactionError({ kind: "summary-failed", summary: error.problem }, { cause: error });
    throw error;
  }
  await options.beforeAppend?.();
  // The summary took time; if an entry was appended meanwhile, it is not in
  // the summary and not before the cut: appending now would hide it.
  if (session.leafId !== leafBefore) {
    const moved = { oldLeafId: leafBefore ?? "null", newLeafId: session.leafId ?? "null" };
    throw new CompactionError({ kind: "moved-on", ...moved });
  }

  const entryId = session.appendCompaction(written.summary, plan.firstKeptEntryId, tokensBefore, written.details);
  return {
    entryId,
    firstKeptEntryId: plan.firstKeptEntryId,
    tokensBefore,
    tokensAfter: sumOfEstimates(session.context().messages),
    summary: written.summary,
    details: written.details,
    splitTurn: plan.turnPrefix.length > 0,
  };
}
// #endregion compact

// #region compactIfNeeded
/**
 * Compacts when the context at the leaf has grown into the reserve; returns
 * `undefined` when it has not (or when auto-compaction is off). When it has,
 * but nothing can be summarised (the newest messages alone fill the window),
 * it returns `undefined` too: the model call that follows will report the
 * overflow, and that error is recorded like any other reply.
 */
export async function compactIfNeeded(
  session: Session,
  model: Model,
  settings: CompactionSettings,
  options: CompactOptions = {},
): Promise<CompactResult | undefined> {
  const path = session.tree.pathToRoot();
  if (!shouldCompact(estimateContextTokens(path).tokens, settings)) return undefined;
  if (!planCompaction(path, settings.keepRecentTokens)) return undefined;
  return compact(session, model, settings, options);
}
// #endregion compactIfNeeded

export interface BetweenTurnsOptions {
  /** Told about each compaction, e.g. to print it or send it to a browser; the run goes on once it is done. */
  onCompaction?: (result: CompactResult) => unknown;
  /** Awaited just before the compaction entry is appended. */
  beforeAppend?: () => Promise<void>;
  /** The lines the kit writes into a summary, in the caller's language (English by default). */
  summaryLines?: SummaryLines;
}

// #region compactBetweenTurns
/**
 * A `beforeNextTurn` hook for agent-loop's `runAgent`. It expects the run's
 * messages to be saved to `session` as they end (at `message_end`), so that
 * the session's context is the loop's context. When it compacts, it hands the
 * loop the new, shorter context to go on with.
 */
export function compactBetweenTurns(
  session: Session,
  model: Model,
  settings: CompactionSettings,
  options: BetweenTurnsOptions = {},
): (state: BetweenTurns) => Promise<AgentMessage[] | undefined> {
  return async ({ signal }) => {
    const { beforeAppend, summaryLines } = options;
    const result = await compactIfNeeded(session, model, settings, { signal, beforeAppend, summaryLines });
    if (!result) return undefined;
    await options.onCompaction?.(result);
    return session.context().messages;
  };
}
// #endregion compactBetweenTurns
