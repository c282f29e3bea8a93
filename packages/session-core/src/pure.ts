/**
 * The pure heart of a session, with no file, lock or Node API behind it: entry types, the tree and its leaf, and
 * the context builder. `import ... from "@kit/session-core/tree"` gets only these, so a web page (or any code
 * that never touches the disk) can reuse the real path walk instead of writing its own.
 */

export {
  buildContext,
  buildSourcedContext,
  contextAt,
  contextEditsAt,
  type SessionContext,
  type SourcedContext,
  toContextMessage,
} from "./context.ts";
export { applyEdit, isEditableMessage, latestEdits } from "./context-edits.ts";
export {
  type CompactionEntry,
  type ContextEditEntry,
  isEntryOfType,
  isKnownEntry,
  isLeafSwitch,
  type KnownEntry,
  type MessageEntry,
  type SessionEntry,
  type SessionHeader,
  type SystemMessage,
} from "./entries.ts";
export { type ReadonlySessionTree, SessionTree, UnknownEntryError } from "./tree.ts";
