/**
 * Which entries the tree shows, as pi's `/tree` filters them (Ctrl+O cycles
 * through the same five), plus a search over the rows' text. An entry that is
 * filtered out is only not drawn: what hangs below it is drawn under its
 * nearest shown ancestor (display-tree.ts), so no branch disappears with it.
 *
 * pi's rules: every filter but "all" skips an assistant message that only
 * calls tools (no text, not an error): its tool results and the next reply
 * say what happened. "default" also skips the settings and bookkeeping
 * entries (labels, names, model and thinking changes, custom records); "no
 * tools" skips tool results on top of that; "user" keeps the questions only;
 * "labelled" the entries with a label. pi's "all" still skips the tool-call
 * messages and every `usage` record; here "all" means every entry, since a class may want to see them.
 */
import { isKnownEntry, type SessionEntry } from "@kit/session-core/tree";
import { entryLine, type LineWords } from "./entry-text.ts";

export const TREE_FILTERS = ["default", "no-tools", "user-only", "labelled-only", "all"] as const;
export type TreeFilter = (typeof TREE_FILTERS)[number];

/** pi 1.6.0 counts a context edit as bookkeeping too (its target's row is marked instead); a usage record as well. */
const SETTINGS = new Set([
  "label",
  "custom",
  "model_change",
  "thinking_level_change",
  "session_info",
  "context_edit",
  "usage",
]);

/** An assistant reply holding only tool calls: no text, and it did not fail. */
function onlyCallsTools(entry: SessionEntry): boolean {
  if (!isKnownEntry(entry) || entry.type !== "message" || entry.message.role !== "assistant") return false;
  const { content, stopReason } = entry.message;
  if (stopReason === "error" || stopReason === "aborted") return false;
  return !content.some((block) => block.type === "text" && block.text.trim() !== "");
}

const role = (entry: SessionEntry) =>
  isKnownEntry(entry) && entry.type === "message" ? entry.message.role : undefined;

// #region treeFilter
export function passesFilter(entry: SessionEntry, label: string | undefined, filter: TreeFilter): boolean {
  if (filter === "all") return true;
  if (onlyCallsTools(entry)) return false;
  switch (filter) {
    case "user-only":
      return role(entry) === "user";
    case "labelled-only":
      return label !== undefined;
    case "no-tools":
      return !SETTINGS.has(entry.type) && role(entry) !== "toolResult";
    case "default":
      return !SETTINGS.has(entry.type);
  }
}
// #endregion treeFilter

/** The words a search looks in: what the row shows (its kind and text) and its label. */
export function searchText(entry: SessionEntry, label: string | undefined, lineWords: LineWords): string {
  const line = entryLine(entry, lineWords);
  return `${line.tag} ${line.text} ${label ?? ""}`.toLowerCase();
}

/**
 * The test for one row: the filter, then every word of the search (in any order, any case), as pi's search box
 * does. Undefined when nothing is filtered, so the tree is built as before.
 */
export function treeFilterTest(
  filter: TreeFilter,
  search: string,
  lineWords: LineWords,
): ((entry: SessionEntry, label: string | undefined) => boolean) | undefined {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (filter === "all" && words.length === 0) return undefined;
  return (entry, label) => {
    if (!passesFilter(entry, label, filter)) return false;
    if (words.length === 0) return true;
    const text = searchText(entry, label, lineWords);
    return words.every((word) => text.includes(word));
  };
}
