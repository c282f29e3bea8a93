/**
 * Why a summary, a compaction or a navigation did not happen, as data: a `kind` and what the sentence needs. The
 * library says nothing itself; the edges that a person reads (the server, the demos) put a problem into English or
 * Chinese. The error's own `message` is the kind and the data, for a log.
 */

/** The model could not write a summary; `model` is "provider/id". */
export type SummaryProblem =
  | { kind: "summary-threw"; model: string; error: string }
  | { kind: "summary-no-reply"; model: string }
  | { kind: "summary-failed"; model: string; stopReason: string; why: string }
  | { kind: "summary-no-text"; model: string };

export type CompactionProblem =
  | { kind: "nothing-to-compact"; leafId: string; keepRecentTokens: number }
  | { kind: "summary-failed"; summary: SummaryProblem }
  | { kind: "moved-on"; oldLeafId: string; newLeafId: string };

export type NavigationProblem =
  | { kind: "while-streaming" }
  | { kind: "no-model" }
  | { kind: "summary-failed"; summary: SummaryProblem }
  | { kind: "moved-on"; oldLeafId: string | null; newLeafId: string | null };

/** A problem as one line for a log: its kind, then its data as JSON. */
export function problemLine(problem: { kind: string }): string {
  const { kind, ...data } = problem;
  return Object.keys(data).length === 0 ? kind : `${kind} ${JSON.stringify(data)}`;
}
