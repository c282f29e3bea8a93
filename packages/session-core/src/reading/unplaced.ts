/**
 * The damage only the whole file shows: entries the loader could not place in
 * the tree, because a parent is missing, could not be placed itself, or sits
 * on a cycle. Each entry is visited once, so a long broken chain costs linear
 * time.
 */
import type { SessionEntry } from "../entries.ts";
import { findCycles } from "./cycles.ts";
import { type Problem, problemOf } from "./problems.ts";

/**
 * Says why each entry left waiting could not be placed: its parent does not
 * exist, its parent could not be placed, or it sits on a cycle. Each entry is
 * visited once, so a long broken chain costs linear time.
 */
export function explainUnplaced(
  unplaced: ReadonlyMap<string, number>,
  entries: readonly SessionEntry[],
  lines: readonly number[],
): Problem[] {
  const parentOf = (i: number) => unplaced.get(entries[i]!.parentId!);
  const onCycle = new Set(findCycles(unplaced.values(), parentOf).flat());
  return [...unplaced.values()].map((i): Problem => {
    const parentId = entries[i]!.parentId!;
    const parent = unplaced.get(parentId);
    const line = lines[i]!;
    if (onCycle.has(i)) {
      return problemOf("cycle", line, [{ say: "cycle", args: [parentId, lines[parent!]] }]);
    }
    if (parent === undefined) return problemOf("missing-parent", line, [{ say: "missingParent", args: [parentId] }]);
    return problemOf("missing-parent", line, [{ say: "parentNotPlaced", args: [parentId, lines[parent]!] }]);
  });
}
