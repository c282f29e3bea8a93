/**
 * Reference solution for exercise 05 (for teachers; learners write starter.ts).
 *
 * Two scopes, and the whole exercise is keeping them apart. Settings and an
 * extension's state belong to a point in the conversation, so they are read
 * from the path: each branch has its own. A name and labels describe the
 * session and its entries, so they are read from the whole file, in file
 * order, last one wins: a label set on one branch marks its entry everywhere.
 */
import type { ThinkingLevel } from "@kit/agent-loop";
import { type CustomEntry, isEntryOfType, type SessionEntry } from "@kit/session-core";

export interface RestoredState {
  /** The model last chosen or last answering on the path; null if none. */
  model: { provider: string; modelId: string } | null;
  /** The latest thinking level on the path; "off" if none. */
  thinkingLevel: ThinkingLevel;
  /** The session's name: the latest session_info in the file; undefined if none, or cleared. */
  name: string | undefined;
  /** Every label in force, by the id of the entry it marks. */
  labels: Map<string, string>;
  /** The latest `custom` entry of the extension's customType on the path. */
  extensionState: CustomEntry | undefined;
}

export function restoreState(
  entries: readonly SessionEntry[],
  leafId: string | null,
  customType: string,
): RestoredState {
  const state: RestoredState = {
    model: null,
    thinkingLevel: "off",
    name: undefined,
    labels: new Map(),
    extensionState: undefined,
  };

  // 1. Settings and extension state: along the path, the latest wins.
  for (const entry of pathTo(entries, leafId)) {
    if (isEntryOfType(entry, "model_change")) {
      state.model = { provider: entry.provider, modelId: entry.modelId };
    } else if (isEntryOfType(entry, "message") && entry.message.role === "assistant") {
      // An answer says which model wrote it.
      state.model = { provider: entry.message.provider, modelId: entry.message.model };
    } else if (isEntryOfType(entry, "thinking_level_change")) {
      state.thinkingLevel = entry.thinkingLevel;
    } else if (isEntryOfType(entry, "custom") && entry.customType === customType) {
      state.extensionState = entry;
    }
  }

  // 2. Name and labels: the whole file, in file order, the latest wins; empty clears.
  for (const entry of entries) {
    if (isEntryOfType(entry, "session_info")) {
      state.name = entry.name?.trim() || undefined;
    } else if (isEntryOfType(entry, "label")) {
      if (entry.label) state.labels.set(entry.targetId, entry.label);
      else state.labels.delete(entry.targetId);
    }
  }
  return state;
}

/** Given in the starter: the entries from the root down to `leafId`, root first. */
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
