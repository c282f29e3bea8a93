/**
 * Fork: the conversation up to one entry, as a session file of its own.
 *
 * A session tree can hold many branches; sometimes one of them deserves a
 * file to itself, to share or to go on with while the original stays as it
 * was. The new file holds the path from the root to the chosen entry, with the
 * same ids (so a compaction's `firstKeptEntryId` still names its entry), and
 * its header names the original in `parentSession` (pi's field). The file is
 * written by `Session.fork`: a header made as `Session.create` makes every
 * header, then these entries, through the session's own writer and its lock.
 *
 * What could go wrong: an entry left out (an old label, a leaf-switch record)
 * whose child then names a parent the new file does not have. Every entry kept
 * is therefore re-linked to the one kept before it; labels are written again
 * at the end, as pi does, since a label may have been set long after the entry
 * it marks, on another branch.
 */
import { isEntryOfType, isLeafSwitch, type LabelEntry, type SessionEntry } from "./entries.ts";
import { type IdGenerator, randomIds } from "./ids.ts";
import type { ReadonlySessionTree } from "./tree.ts";

/** What a fork reads: an open `Session`, or a file read with `loadSession`. */
export interface ForkSource {
  /** The original's file, recorded as the fork's `parentSession`. */
  readonly path: string;
  readonly header: { readonly cwd: string };
  readonly tree: ReadonlySessionTree;
}

// #region forkEntries
/**
 * The entries of a fork up to `entryId`, pure: the path without labels and
 * leaf-switch records, each entry re-linked to the one before it, then one
 * label entry per label that marks an entry of the path.
 */
export function forkEntries(
  source: Pick<ForkSource, "tree">,
  entryId: string,
  ids: IdGenerator = randomIds,
): SessionEntry[] {
  const path = source.tree.pathToRoot(entryId);
  const leftOut = (entry: SessionEntry) => entry.type === "label" || isLeafSwitch(entry);

  const entries: SessionEntry[] = [];
  for (const entry of path) {
    if (leftOut(entry)) continue;
    const parentId = entries.at(-1)?.id ?? null;
    entries.push({ ...entry, parentId } as SessionEntry);
  }
  // A compaction that starts keeping at an entry left out starts at the next one kept.
  const kept = new Set(entries.map((entry) => entry.id));
  for (const [i, entry] of entries.entries()) {
    if (!isEntryOfType(entry, "compaction") || kept.has(entry.firstKeptEntryId)) continue;
    const from = path.findIndex((e) => e.id === entry.firstKeptEntryId);
    if (from < 0) continue;
    const next = path.slice(from + 1).find((e) => kept.has(e.id));
    if (next) entries[i] = { ...entry, firstKeptEntryId: next.id };
  }

  const taken = (id: string) => kept.has(id) || source.tree.has(id);
  for (const entry of [...entries]) {
    const label = source.tree.labelOf(entry.id);
    if (label === undefined) continue;
    const labelEntry: LabelEntry = {
      type: "label",
      id: ids(taken),
      parentId: entries.at(-1)!.id,
      timestamp: lastLabelTimestamp(source.tree, entry.id),
      targetId: entry.id,
      label,
    };
    kept.add(labelEntry.id);
    entries.push(labelEntry);
  }
  return entries;
}
// #endregion forkEntries

/** When the label now on `targetId` was set: the last label entry for it in file order. */
function lastLabelTimestamp(tree: ReadonlySessionTree, targetId: string): string {
  let timestamp = new Date(0).toISOString();
  for (const e of tree.entries) if (isEntryOfType(e, "label") && e.targetId === targetId) timestamp = e.timestamp;
  return timestamp;
}
