/**
 * The damage only the whole file shows: entries the loader could not place in
 * the tree, because a parent is missing, could not be placed itself, or sits
 * on a cycle. Each entry is visited once, so a long broken chain costs linear
 * time.
 */
import type { SessionEntry } from "../entries.ts";
import { findCycles } from "./cycles.ts";
import { problemWords } from "./problem-words.ts";
import type { Problem } from "./problems.ts";

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
      return { kind: "cycle", line, message: problemWords().cycle(parentId, lines[parent!]) };
    }
    if (parent === undefined) return { kind: "missing-parent", line, message: problemWords().missingParent(parentId) };
    return { kind: "missing-parent", line, message: problemWords().parentNotPlaced(parentId, lines[parent]!) };
  });
}
