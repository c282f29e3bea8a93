/**
 * Is an entry on the path from another entry up to the root? A compaction
 * asks it of the entry it keeps from, both when it is appended (is it on the
 * path to the leaf?) and when a file is checked or repaired (is it on the
 * compaction's own path?). One walk answers both.
 */
import type { ReadonlySessionTree } from "./tree.ts";

/**
 * True if `id` names `fromId` itself or one of its ancestors (false when
 * `fromId` is null: the path before the first entry is empty). Walks up from
 * `fromId` and stops as soon as it meets `id`, so an entry a few steps up
 * costs a few steps; `pathToRoot` would build the whole path first. The walk
 * ends: a tree refuses an entry whose parent it does not already hold, so
 * parents never form a cycle.
 */
export function isOnPathToRoot(tree: Pick<ReadonlySessionTree, "get">, fromId: string | null, id: string): boolean {
  let current = fromId === null ? undefined : tree.get(fromId);
  while (current) {
    if (current.id === id) return true;
    current = current.parentId === null ? undefined : tree.get(current.parentId);
  }
  return false;
}
