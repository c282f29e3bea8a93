/**
 * Tree navigation, pi's `/tree`: move the leaf to any entry of the session,
 * optionally leaving behind a summary of the branch being left.
 *
 * Selecting a user message means "ask this again, differently": the leaf goes
 * to the message's parent and its text comes back for editing, so what is sent
 * next starts a new branch beside the old one. Nothing is deleted: the old
 * branch stays in the file, and a `branch_summary` entry at the new position
 * tells the next turn what was tried there.
 *
 * A run streaming into the session appends to the leaf as it goes; moving the
 * leaf under it would scatter its messages across two branches. So navigation
 * is refused while one streams.
 */
import type { Model } from "@kit/agent-loop";
import { textOf } from "@kit/agent-loop/messages";
import type { Session } from "@kit/session-core";
import { isEntryOfType, type ReadonlySessionTree, type SessionEntry, UnknownEntryError } from "@kit/session-core/tree";
import { messagesOfEntries } from "./cut-point.ts";
import { type NavigationProblem, problemLine } from "./problems.ts";
import { SummaryError, summarizeBranch, type WrittenSummary } from "./summarize.ts";

/** A navigation that did not happen, and why (`problem`). The leaf did not move and nothing was appended. */
export class NavigationError extends Error {
  constructor(
    readonly problem: NavigationProblem,
    options?: ErrorOptions,
  ) {
    super(problemLine(problem), options);
    this.name = "NavigationError";
  }
}

export interface NavigationTarget {
  /** Where the leaf goes: the selected entry, or the parent of a selected user message. */
  leafId: string | null;
  /** The selected message's text, for the editor, when it was a user or custom message. */
  editorText: string | undefined;
}

// #region navigationTarget
/**
 * Where the leaf goes when `targetId` is selected (pi's rule). A user message
 * (or a custom message, which speaks for the user) is to be asked again: the
 * leaf goes to its parent (`null` for a root) and its text goes back to the
 * editor. Any other entry becomes the leaf itself, to continue from there.
 */
export function navigationTarget(tree: ReadonlySessionTree, targetId: string): NavigationTarget {
  const entry = tree.get(targetId);
  if (!entry) throw new UnknownEntryError(targetId);
  if (isEntryOfType(entry, "message") && entry.message.role === "user") {
    return { leafId: entry.parentId, editorText: textOf(entry.message.content) };
  }
  if (isEntryOfType(entry, "custom_message")) return { leafId: entry.parentId, editorText: textOf(entry.content) };
  return { leafId: targetId, editorText: undefined };
}
// #endregion navigationTarget

// #region abandonedEntries
/**
 * The entries that leave the path when the leaf moves from `oldLeafId` to
 * `newLeafId`: from the old leaf back to the common ancestor, oldest first.
 * A user message selected to be asked again is among them: it is no longer on
 * the path, and the summary needs it to say what was being asked.
 */
export function abandonedEntries(
  tree: ReadonlySessionTree,
  oldLeafId: string | null,
  newLeafId: string | null,
): SessionEntry[] {
  const stays = new Set(tree.pathToRoot(newLeafId).map((entry) => entry.id));
  return tree.pathToRoot(oldLeafId).filter((entry) => !stays.has(entry.id));
}
// #endregion abandonedEntries

export interface NavigateOptions {
  /** Summarise the branch being left (needs `model`). */
  summarize?: boolean;
  model?: Model;
  /** The user's focus for the branch summary. */
  instructions?: string;
  /** Whether a run is streaming into this session now; a function is asked at the moment it matters. */
  isStreaming?: boolean | (() => boolean);
  signal?: AbortSignal;
}

export interface NavigateResult {
  /** The leaf after navigating: the new position, or the branch summary appended there. */
  leafId: string | null;
  /** The text to put back in the editor, when a user or custom message was selected. */
  editorText: string | undefined;
  /** The `branch_summary` entry appended, if the branch was summarised. */
  summaryEntryId?: string;
}

// #region navigate
/**
 * Moves the leaf for a selection of `targetId`; with `summarize`, first
 * writes a summary of the branch being left and appends it at the new
 * position. Selecting the current leaf changes nothing.
 */
export async function navigate(
  session: Session,
  targetId: string,
  options: NavigateOptions = {},
): Promise<NavigateResult> {
  refuseWhileStreaming(options.isStreaming);
  const oldLeafId = session.leafId;
  if (targetId === oldLeafId) return { leafId: oldLeafId, editorText: undefined };

  const { model } = options;
  if (options.summarize && !model) throw new NavigationError({ kind: "no-model" });
  const target = navigationTarget(session.tree, targetId);
  const left = abandonedEntries(session.tree, oldLeafId, target.leafId);
  if (!model || !options.summarize || messagesOfEntries(left).length === 0) {
    session.switchLeaf(target.leafId);
    return { leafId: session.leafId, editorText: target.editorText };
  }

  let written: WrittenSummary;
  try {
    written = await summarizeBranch(model, left, { instructions: options.instructions, signal: options.signal });
  } catch (error) {
    if (error instanceof SummaryError)
      throw new NavigationError({ kind: "summary-failed", summary: error.problem }, { cause: error });
    throw error;
  }
  // The summary took time: check again that nothing started writing meanwhile.
  refuseWhileStreaming(options.isStreaming);
  if (session.leafId !== oldLeafId) {
    throw new NavigationError({ kind: "moved-on", oldLeafId, newLeafId: session.leafId });
  }
  const summaryEntryId = session.appendBranchSummary(target.leafId, written.summary, written.details);
  return { leafId: session.leafId, editorText: target.editorText, summaryEntryId };
}
// #endregion navigate

function refuseWhileStreaming(isStreaming: NavigateOptions["isStreaming"]): void {
  const streaming = typeof isStreaming === "function" ? isStreaming() : isStreaming === true;
  if (streaming) {
    throw new NavigationError({ kind: "while-streaming" });
  }
}
