/**
 * The markers of the tree drawing in plain English, the library's own: what a compaction keeps, where a label is,
 * the leaf. A reader's language is chosen at the edges (../cli/tree-words.ts), which pass their words to
 * `renderTree`. Entry types and roles (`message`, `leaf_switch`, `user`) are file-format words and stay as they
 * are in every language.
 */

export interface TreeWords {
  leaf: string;
  leafMovedHere: string;
  noEntries: string;
  leafBeforeFirst: string;
  /** Where a deep tree starts again at the margin. */
  continuesAt: (depth: number, id: string) => string;
  keepsFrom: (id: string | undefined) => string;
  summaryFrom: (id: string) => string;
  unknownType: string;
  repairPlaceholder: string;
  hidden: string;
  labelOn: (id: string) => string;
  cleared: string;
  /** A session name set (`name` already quoted) or cleared, after the entry type `session_info`. */
  sessionName: (name: string) => string;
  sessionNameCleared: string;
  /** An assistant message with no text and no tool call. */
  thinkingOnly: string;
  noText: string;
  toolError: string;
  exitCode: (code: number) => string;
  images: (count: number) => string;
  unknownRole: string;
  /** A system message's tools (`toolsAdded`), after its text. */
  tools: (count: number) => string;
  /** A context edit: the target it replaces (the new content already quoted), or leaves out. */
  editReplaces: (targetId: string, content: string) => string;
  editOmits: (targetId: string) => string;
  /** A usage entry's token count. */
  tokens: (count: number | null | undefined) => string;
  /** After an entry whose message a context edit changed or left out, at the leaf. */
  editedBy: (editId: string) => string;
  omittedBy: (editId: string) => string;
}

export const ENGLISH_TREE_WORDS: TreeWords = {
  leaf: "← leaf",
  leafMovedHere: "↳ leaf moved here",
  noEntries: "(no entries yet)",
  leafBeforeFirst: "(leaf: before the first entry; the next entry starts a new root)",
  continuesAt: (depth, id) => `… continues at depth ${depth}, below ${id}:`,
  keepsFrom: (id) => `(keeps from ${id ?? "nothing"})`,
  summaryFrom: (id) => `(from ${id})`,
  unknownType: "(a type this kit does not know; kept as it is)",
  repairPlaceholder: "placeholder for a missing entry (added by repair)",
  hidden: " (hidden)",
  labelOn: (id) => `label on ${id}`,
  cleared: "cleared",
  sessionName: (name) => `name ${name}`,
  sessionNameCleared: "name cleared",
  thinkingOnly: "(thinking only)",
  noText: "(no text)",
  toolError: " (error)",
  exitCode: (code) => ` (exit ${code})`,
  images: (count) => ` (+${count} image${count === 1 ? "" : "s"})`,
  unknownRole: "(a role this kit does not know)",
  tools: (count) => ` (+${count} tool${count === 1 ? "" : "s"})`,
  editReplaces: (id, content) => `context_edit on ${id}: content now ${content}`,
  editOmits: (id) => `context_edit on ${id}: left out of the context`,
  tokens: (count) => `${count ?? "?"} tokens`,
  editedBy: (id) => `(✎ edited by ${id})`,
  omittedBy: (id) => `(⊘ left out by ${id})`,
};
