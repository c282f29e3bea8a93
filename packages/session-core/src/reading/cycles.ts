/**
 * The loops in a set of parent links. Each entry has at most one parent, so
 * following parents from any entry either ends (a root, a parent that is not
 * there) or comes back to an entry already on the walk: a cycle. A file's
 * entries can loop only when it is damaged (an entry's `add` refuses it);
 * the loader names them, and `repair` cuts them.
 *
 * Each entry is walked once: a walk stops at an entry an earlier walk went
 * through, so a long damaged chain costs linear time, not quadratic.
 */
export function findCycles<T>(items: Iterable<T>, parentOf: (item: T) => T | undefined): T[][] {
  const cycles: T[][] = [];
  const done = new Set<T>();
  for (const start of items) {
    const walk: T[] = [];
    const onWalk = new Set<T>();
    let current: T | undefined = start;
    while (current !== undefined && !done.has(current) && !onWalk.has(current)) {
      walk.push(current);
      onWalk.add(current);
      current = parentOf(current);
    }
    if (current !== undefined && onWalk.has(current)) cycles.push(walk.slice(walk.indexOf(current)));
    for (const item of walk) done.add(item);
  }
  return cycles;
}
