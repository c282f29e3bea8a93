/**
 * Two steps of `repair` that work on the shape of the tree: cutting cycles, and
 * putting every parent before its children. Both walk each entry a bounded
 * number of times, so a long damaged chain costs linear time.
 */

import type { SessionEntry } from "../entries.ts";
import { findCycles } from "../reading/cycles.ts";

/** An entry as repair handles it, with its line: `changed` once its value differs from that line. */
export interface Item {
  line: number;
  value: SessionEntry;
  changed: boolean;
  /** Migration changed it (see migrate.ts): written anew, like a changed one, not copied byte for byte. */
  migrated?: boolean;
}

/**
 * Cuts every loop of parent links at its earliest line: `cut` is told which
 * entry, and makes it a root.
 */
export function cutCycles(items: Item[], byId: Map<string, Item>, cut: (item: Item) => void): void {
  const parentOf = (item: Item) => (item.value.parentId === null ? undefined : byId.get(item.value.parentId));
  for (const cycle of findCycles(items, parentOf)) cut(cycle.reduce((a, b) => (b.line < a.line ? b : a)));
}

/**
 * Entries in file order, except that one whose parent comes later waits and
 * follows right after its parent (with its own waiting descendants). A
 * placeholder goes just before the first entry that needs it.
 */
export function parentsFirst(
  items: Item[],
  placeholders: Map<string, Item>,
  onMove: (item: Item, parent: Item) => void,
): Item[] {
  const out: Item[] = [];
  const placed = new Set<string>();
  const waiting = new Map<string, Item[]>();
  const place = (first: Item) => {
    const stack = [first];
    while (stack.length > 0) {
      const item = stack.pop()!;
      out.push(item);
      placed.add(item.value.id);
      const children = waiting.get(item.value.id);
      if (!children) continue;
      waiting.delete(item.value.id);
      for (const child of children) onMove(child, item);
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  };
  for (const item of items) {
    const parentId = item.value.parentId;
    const placeholder = parentId === null ? undefined : placeholders.get(parentId);
    if (placeholder && !placed.has(placeholder.value.id)) place(placeholder);
    if (parentId === null || placed.has(parentId)) place(item);
    else {
      const list = waiting.get(parentId);
      if (list) list.push(item);
      else waiting.set(parentId, [item]);
    }
  }
  if (waiting.size > 0)
    throw new Error(`repair: ${waiting.size} parent ids never placed; this is a bug in repair, nothing was written`);
  return out;
}
