/**
 * The path from the root to a leaf, moved from one leaf to the next the way a
 * finger moves on the tree: up from the new leaf until it meets the old path
 * (their common ancestor), then down. The shared prefix is kept as it is, so a
 * move costs the distance between the two leaves, not their depth: a click
 * beside the leaf of a 50,000-entry session touches a handful of entries.
 *
 * A session only grows (an entry's parent never changes), so a path stays true
 * while entries are appended; a new tree (a file read again) needs a new one.
 */
import { type ReadonlySessionTree, type SessionEntry, UnknownEntryError } from "@kit/session-core";

export class LeafPath {
  private readonly path: SessionEntry[] = [];
  /** Each entry on the path, by id: its place in `path`. Where the walk up from a new leaf stops. */
  private readonly place = new Map<string, number>();

  constructor(private readonly tree: Pick<ReadonlySessionTree, "get">) {}

  /**
   * The entries from the root down to `leafId` (none for null), root first, as `tree.pathToRoot` gives them. The
   * array is this object's own and changes at the next move: read it before moving again.
   */
  moveTo(leafId: string | null): readonly SessionEntry[] {
    const climbed: SessionEntry[] = [];
    let id = leafId;
    while (id !== null && !this.place.has(id)) {
      const entry = this.tree.get(id);
      if (!entry) throw new UnknownEntryError(id);
      climbed.push(entry);
      id = entry.parentId;
    }
    const kept = id === null ? 0 : this.place.get(id)! + 1;
    for (let i = kept; i < this.path.length; i++) this.place.delete(this.path[i]!.id);
    this.path.length = kept;
    for (let i = climbed.length - 1; i >= 0; i--) {
      this.place.set(climbed[i]!.id, this.path.length);
      this.path.push(climbed[i]!);
    }
    return this.path;
  }
}
