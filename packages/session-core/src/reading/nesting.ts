/**
 * How deep a value from a file or a model may nest.
 *
 * `JSON.parse` reads any depth, but `JSON.stringify`, `structuredClone` and
 * every recursive walk run out of stack a few thousand levels down (Node 20:
 * somewhere under 5,000, less when the stack is already in use). A line that
 * nests that deep would load, then crash whatever shows or sends it. So the
 * reader refuses a line deeper than `MAX_NESTING_DEPTH` as damage, and the
 * writer refuses to append one: pi's entries nest about six levels, tool-call
 * arguments a few more, so the limit is far above anything real and far below
 * what breaks.
 */
/** The deepest a line may nest: the entry object itself is level 1. */
export const MAX_NESTING_DEPTH = 1000;

/**
 * True if `value` nests more than `limit` levels of objects and arrays.
 * Walked with a list, not by recursion, so any depth is safe to ask about;
 * it stops as soon as it is past the limit.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== "object" || item === null) continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (typeof child === "object" && child !== null) pending.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * A line of `length` characters cannot nest deeper than `length / 2` (each
 * level opens and closes a bracket): shorter lines, almost all of them, need
 * no walk at all.
 */
export function mayNestDeeperThan(length: number, limit: number): boolean {
  return length > 2 * limit;
}
