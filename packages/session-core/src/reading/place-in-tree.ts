/**
 * Out-of-order placement, which the reader needs and the idea does not: in a
 * sound file every parent is written before its children, so each entry goes
 * under its parent as it is read. A file that breaks that rule is still read as
 * far as it can be: a child waits for a parent written after it, and whatever
 * still waits at the end is explained (reading/unplaced.ts).
 */

import { leafAfter, type SessionEntry } from "../entries.ts";
import { SessionTree } from "../tree.ts";
import { type Problem, problemOf } from "./problems.ts";
import { explainUnplaced } from "./unplaced.ts";

/**
 * Puts entries in the tree in file order. An entry whose parent comes later in
 * the file waits for it; whatever still waits at the end names a parent that
 * does not exist, or is part of a cycle. Each is reported with its line.
 * The leaf is where the last placed line puts it, as pi reads it.
 *
 * Entries are handled by their index in `entries`; `lines[i]` is the line of
 * `entries[i]`.
 */
export function placeInTree(
  entries: readonly SessionEntry[],
  lines: readonly number[],
  problems: Problem[],
): SessionTree {
  const tree = new SessionTree();
  const waiting = new Map<string, number[]>(); // parent id -> the entries waiting for it
  const waitingIds = new Map<string, number>(); // id -> the entry with that id that waits
  let last = -1; // the placed entry on the latest line

  const placed = (i: number) => {
    if (last === -1 || lines[i]! > lines[last]!) last = i;
  };
  /** The entries that waited for `parent` (it came later in the file) go in now, and those that waited for them. */
  const placeWaitingFor = (parent: number) => {
    const ready = [parent];
    for (let next = ready.pop(); next !== undefined; next = ready.pop()) {
      const id = entries[next]!.id;
      const children = waiting.get(id);
      if (!children) continue;
      waiting.delete(id);
      for (const child of children) {
        problems.push(
          problemOf("parent-after-child", lines[child]!, [{ say: "parentAfterChild", args: [id, lines[next]!] }]),
        );
        waitingIds.delete(entries[child]!.id);
        tree.add(entries[child]!);
        placed(child);
        ready.push(child);
      }
    }
  };

  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const outcome = waitingIds.size > 0 && waitingIds.has(entry.id) ? "duplicate-id" : tree.tryAdd(entry);
    if (outcome === "added") {
      placed(i);
      if (waiting.size > 0) placeWaitingFor(i);
      continue;
    }
    if (outcome === "duplicate-id") {
      const usedOn = lines[entries.findIndex((other) => other.id === entry.id)]; // rare: a scan is fine
      problems.push(problemOf("duplicate-id", lines[i]!, [{ say: "duplicateId", args: [entry.id, usedOn] }]));
    } else {
      waitingIds.set(entry.id, i);
      const siblings = waiting.get(entry.parentId!);
      if (siblings) siblings.push(i);
      else waiting.set(entry.parentId!, [i]);
    }
  }

  problems.push(...explainUnplaced(waitingIds, entries, lines));
  if (last !== -1) tree.switchLeaf(leafAfter(entries[last]!));
  return tree;
}
