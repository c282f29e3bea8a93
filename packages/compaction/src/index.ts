// The public face of @kit/compaction: what the server, the demos, the exercises and a learner import, by name.
// Everything else (prompts, summaries, file lists) is the package's own; its tests import those from their files.

export {
  type BetweenTurnsOptions,
  CompactionError,
  type CompactOptions,
  type CompactResult,
  compact,
  compactBetweenTurns,
  compactIfNeeded,
} from "./compact.ts";
export { budgetReachedAt, findCutPoint, messagesOfEntry, planCompaction } from "./cut-point.ts";
export {
  type NavigateOptions,
  type NavigateResult,
  NavigationError,
  navigate,
  navigationTarget,
} from "./navigate.ts";
export type { CompactionProblem, NavigationProblem, SummaryProblem } from "./problems.ts";
export { type CompactionSettings, compactionSettings } from "./settings.ts";
export { ENGLISH_SUMMARY_LINES, type SummaryLines } from "./summary-lines.ts";
export { estimateContextTokens, estimateTokens } from "./tokens.ts";
