/**
 * What a learner or another package imports from `@kit/session-core`, and nothing else. The pure part (entries,
 * tree, context) is also `@kit/session-core/tree` (pure.ts), for a web page. Anything not named here is internal:
 * a test imports it from its own file.
 */

export { type CheckResult, checkSession } from "./check/check.ts";
export {
  buildContext,
  buildSourcedContext,
  contextAt,
  type SessionContext,
  type SourcedContext,
  toContextMessage,
} from "./context.ts";
export { ContextEditError, type ContextEditRefusal } from "./context-edit-error.ts";
export { applyEdit, isEditableMessage, latestEdits } from "./context-edits.ts";
// The entries a file holds.
export {
  type BranchSummaryEntry,
  type CompactionEntry,
  type ContextEditEntry,
  CURRENT_SESSION_VERSION,
  type CustomEntry,
  type CustomMessageEntry,
  type EditedContent,
  type EntryInput,
  isEntryOfType,
  isKnownEntry,
  isLeafSwitch,
  type KnownEntry,
  type LabelEntry,
  LEAF_SWITCH_TYPE,
  leafAfter,
  type MessageEntry,
  REPAIR_PLACEHOLDER_TYPE,
  type SessionEntry,
  type SessionHeader,
  type SessionInfoEntry,
  type SystemMessage,
} from "./entries.ts";
export { loadSession } from "./hardened-load.ts";
export { type CreateOptions, type ForkOptions, Session, type SessionOptions } from "./hardened-session.ts";
export type { OpenReport } from "./hardening/open-for-writing.ts";
// The session on disk: write, read, check, repair.
export { type Clock, type IdGenerator, seededIds, steppingClock, systemClock } from "./ids.ts";
export { printable } from "./inspect/display-text.ts";
// The inspector's drawing, and text from a file made safe for a terminal.
export { describeEntry, renderTree } from "./inspect/render-tree.ts";
export { readSessionEnd, type SessionEnd } from "./large-files/read-end.ts";
export type { LoadedSession } from "./load.ts";
export {
  describeFileKind,
  formatProblem,
  type Note,
  type Problem,
  refusalToOpen,
  SessionFileError,
  UnwritableEntryError,
} from "./reading/problems.ts";
export { RepairRefusedError, type RepairReport, repairSession } from "./repair/repair.ts";
export type { AppendListener } from "./session.ts";
export { SessionWriteError } from "./session-file.ts";
export { SessionLockedError } from "./side-files/lock.ts";
// The tree in memory, and the context the model is sent.
export { applyLabel, type EntryRole, type ReadonlySessionTree, SessionTree, UnknownEntryError } from "./tree.ts";
