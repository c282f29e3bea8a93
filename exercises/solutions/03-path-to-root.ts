/**
 * Reference solution for exercise 03 (for teachers; learners write starter.ts).
 *
 * Walk up once, collecting leaf first, then reverse once: two linear passes.
 * The tempting `path.unshift(entry)` inside the loop moves every element
 * already collected on each step, which is quadratic: invisible on a ten-entry
 * demo, minutes on a long session. Recursion has the opposite failure: a deep
 * session overflows the stack.
 */
/** The two fields of a session entry that make it a tree (the same type as the starter's). */
export interface PathEntry {
  id: string;
  parentId: string | null;
}

export function pathToRoot<E extends PathEntry>(entries: ReadonlyMap<string, E>, leafId: string | null): E[] {
  if (leafId === null) return [];
  const leaf = entries.get(leafId);
  if (leaf === undefined) throw new Error(`no entry with id "${leafId}" (the leaf)`);

  const leafFirst: E[] = [leaf];
  let current = leaf;
  while (current.parentId !== null) {
    const parent = entries.get(current.parentId);
    if (parent === undefined) {
      throw new Error(`entry "${current.id}" names parent "${current.parentId}", which is not in the session`);
    }
    // A tree built by appending cannot hold a cycle, but a hand-edited file can:
    // a path longer than the number of entries must have gone round in a loop.
    if (leafFirst.length > entries.size) {
      throw new Error(`the parent links from "${leafId}" form a cycle`);
    }
    leafFirst.push(parent);
    current = parent;
  }
  return leafFirst.reverse();
}
