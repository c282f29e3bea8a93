/**
 * What an append refuses before it writes, beside the line itself (strict-line.ts judges that): an id the
 * generator got wrong, a compaction that keeps entries of another branch.
 * Each refusal throws before a byte is written, so the file and the tree stay as they were.
 */
import type { IdGenerator } from "../ids.ts";
import { isOnPathToRoot } from "../on-path.ts";
import type { ReadonlySessionTree } from "../tree.ts";

/** A new id from the generator. It is injectable, so its answer is checked: a string, not empty, not used here. */
export function freshId(file: string, ids: IdGenerator, tree: Pick<ReadonlySessionTree, "has">): string {
  const id: unknown = ids((candidate) => tree.has(candidate));
  if (typeof id === "string" && id !== "" && !tree.has(id)) return id;
  throw new Error(
    `${file}: the id generator returned ${JSON.stringify(id)}, which is empty or already used; nothing was written`,
  );
}

/**
 * Kept entries are read from the compaction's own path; one kept from another branch would silently keep
 * nothing (pi reads it so), and `check` would flag the file.
 */
export function refuseKeepingOffPath(
  file: string,
  tree: Pick<ReadonlySessionTree, "get">,
  leafId: string | null,
  firstKeptEntryId: string,
): void {
  if (isOnPathToRoot(tree, leafId, firstKeptEntryId)) return;
  throw new Error(
    `${file}: firstKeptEntryId "${firstKeptEntryId}" is not on the path from the leaf ` +
      `(${leafId ?? "null"}) to the root; a compaction can only keep entries of its own path`,
  );
}
