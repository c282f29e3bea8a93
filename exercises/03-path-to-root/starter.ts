/**
 * Exercise 03: the path from a leaf to the root.
 *
 * A session is a tree: every entry names its parent, and the conversation the
 * model sees is the path from the current leaf up to the root, read root first.
 * Write `pathToRoot` so that chapter 03's tree can be turned into that path.
 *
 * Grade your work with `npm run exercise -- 03` from the repository root.
 */

/** The two fields of a session entry that make it a tree. */
export interface PathEntry {
  id: string;
  /** The entry this one was appended after; `null` for the root. */
  parentId: string | null;
}

/**
 * Returns the entries from the root down to `leafId`, root first and the leaf
 * last. `entries` maps every id to its entry.
 */
export function pathToRoot<E extends PathEntry>(entries: ReadonlyMap<string, E>, leafId: string | null): E[] {
  // TODO(1): start at the leaf, follow parentId up until an entry whose parentId is null,
  //          and return what you visited with the root first.
  // TODO(2): a null leaf (an empty session) gives []; an unknown leaf id throws an Error
  //          naming that id; a parentId that is not in `entries` throws naming the missing id.
  // TODO(3): no quadratic step: a chain 200,000 entries deep must come back quickly, so no
  //          `unshift` (or `splice` at the front) inside the loop, and no recursion.
  throw new Error(
    "TODO: pathToRoot is not written yet (see exercises/03-path-to-root/README.md, 中文 README.zh-CN.md)",
  );
}
