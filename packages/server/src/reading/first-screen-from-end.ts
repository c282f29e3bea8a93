/**
 * A long closed file's first screen, read from the file's end on the main
 * thread in milliseconds (session-core's `readSessionEnd`): the worker
 * thread's whole read of a 17 MB file takes a second.
 *
 * The end holds it because a parent is written before its children: the last
 * line gives the leaf, the lines before it the leaf's recent ancestors, and
 * everything below the first screen's top entry comes after that entry. The
 * labels a first screen draws mark entries of the end, so their label entries
 * come after them, in the end too. The answer is the bytes the whole read
 * would give for the same session (session-outline.ts).
 */
import { applyLabel, isEntryOfType, leafAfter, readSessionEnd, type SessionEntry } from "@kit/session-core";
import type { SessionOutline } from "../api-types.ts";
import { firstScreenAmong, labelsAmong, OUTLINE_FROM_ENTRIES } from "./session-outline.ts";

/** The GET body before `running` (as load-worker.ts's detailText), or undefined: then the whole read answers. */
export function firstScreenFromEnd(id: string, path: string): string | undefined {
  let firstScreen: SessionEntry[] | undefined;
  const end = readSessionEnd(path, (entries) => {
    firstScreen = firstScreenAmong(pathInEnd(entries), entries);
    return firstScreen !== undefined;
  });
  if (end === undefined || firstScreen === undefined) return undefined;
  const entryCount = end.entriesBefore + end.entries.length;
  if (entryCount <= OUTLINE_FROM_ENTRIES) return undefined;
  const { header, sessionName: name } = end;
  const leafId = leafOf(end.entries);
  const labels = labelsAmong(firstScreen, labelsIn(end.entries));
  const body: Omit<SessionOutline, "running" | "tornSetAside"> = {
    ...{ id, header, entries: firstScreen, leafId, labels, name },
    ...{ outline: true, entryCount },
  };
  return JSON.stringify(body);
}

/** The leaf's path, root first, as far up as the end holds it (empty when the leaf is above the end). */
function pathInEnd(entries: readonly SessionEntry[]): SessionEntry[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const get = (id: string | null) => (id === null ? undefined : byId.get(id));
  const path: SessionEntry[] = [];
  // Bounded by the end's size: a damaged end may loop back on itself (the whole read names the loop).
  for (let entry = get(leafOf(entries)); entry && path.length <= byId.size; entry = get(entry.parentId))
    path.push(entry);
  return path.reverse();
}

function leafOf(entries: readonly SessionEntry[]): string | null {
  const last = entries.at(-1);
  return last === undefined ? null : leafAfter(last);
}
/** The labels the end's label entries set, by the tree's own rule. */
function labelsIn(entries: readonly SessionEntry[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const entry of entries) if (isEntryOfType(entry, "label")) applyLabel(labels, entry);
  return labels;
}
