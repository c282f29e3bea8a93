/**
 * Exercise 05: restoring a session's state on resume.
 *
 * A session is more than its messages: the model and thinking level in use, a
 * name, bookmarks (labels), an extension's private state. All of them are
 * entries in the same file, so resuming needs no side file: read them back
 * from the entries. The catch is where to read each one from. Settings and
 * extension state belong to a point in the conversation: read them from the
 * path to the leaf, so each branch has its own. A name and labels describe the
 * session, whichever branch you stand on.
 *
 * Grade your work with `npm run exercise -- 05` from the repository root.
 */
import type { ThinkingLevel } from "@kit/agent-loop";
import { type CustomEntry, isEntryOfType, type SessionEntry } from "@kit/session-core";

export interface RestoredState {
  /** The model last chosen or last answering on the path; null if none. */
  model: { provider: string; modelId: string } | null;
  /** The latest thinking level on the path; "off" if none. */
  thinkingLevel: ThinkingLevel;
  /** The session's name; undefined if none, or cleared. */
  name: string | undefined;
  /** Every label in force, by the id of the entry it marks. */
  labels: Map<string, string>;
  /** The latest `custom` entry of the extension's customType on the path. */
  extensionState: CustomEntry | undefined;
}

/**
 * The state a resumed session restores at `leafId`. `entries` are all the
 * entries of the file, in file order; `customType` names the extension whose
 * state to find.
 */
export function restoreState(
  entries: readonly SessionEntry[],
  leafId: string | null,
  customType: string,
): RestoredState {
  const path = pathTo(entries, leafId);
  // TODO(1): settings, from the path, the latest wins: a model_change sets the model, and so does
  //          an assistant message (it records the provider and model that wrote it); a
  //          thinking_level_change sets the thinking level. None on the path: null and "off".
  // TODO(2): name and labels (a behaviour to reach, tests "part 2"): right at any leaf, a label
  //          written on another branch included; an empty name or label clears it.
  // TODO(3): the extension's state: the latest `custom` entry on the path whose customType is the
  //          one asked for (not a custom_message, not another extension's custom entry).
  throw new Error(
    "TODO: restoreState is not written yet (see exercises/05-restore-state/README.md, 中文 README.zh-CN.md)",
  );
}

/** Given: the entries from the root down to `leafId`, root first (exercise 03 wrote this walk). */
export function pathTo(entries: readonly SessionEntry[], leafId: string | null): SessionEntry[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const leafFirst: SessionEntry[] = [];
  for (let id = leafId; id !== null; ) {
    const entry = byId.get(id);
    if (entry === undefined) throw new Error(`no entry with id "${id}"`);
    leafFirst.push(entry);
    id = entry.parentId;
  }
  return leafFirst.reverse();
}
