/**
 * A long session's first screen (`GET /api/sessions/:id?outline=true`): only
 * the entries near the leaf. The leaf's k-th ancestor and everything below it,
 * whole, in file order: the chat's last entries and the tree rows around the
 * leaf, a few hundred KB where the session is megabytes. The page draws them
 * first and fetches the whole session after.
 */
import type { ReadonlySessionTree, SessionEntry } from "@kit/session-core";

/** Sessions up to this many entries are answered whole: their first screen would save little. */
export const OUTLINE_FROM_ENTRIES = 3000;
/** How far up from the leaf the first screen starts: the chat draws 100 entries, and "show earlier" adds 100 each. */
export const ANCESTOR_STEPS = 300;
/**
 * The most entries a first screen holds: below an ancestor with many branches (a question asked again and again)
 * the subtree can be most of the session, so the walk starts nearer the leaf until it is small again.
 */
export const FIRST_SCREEN_MOST_ENTRIES = 2000;

/**
 * The first screen's entries, in file order: the subtree under the leaf's ancestor `ANCESTOR_STEPS` up (or the
 * root), halving the steps while it holds more than `FIRST_SCREEN_MOST_ENTRIES`. Undefined when the session is
 * short enough to be sent whole, or has no leaf to start from. The leaf's own subtree is sent however big it is:
 * a subtree is never cut.
 */
export function firstScreenEntries(tree: ReadonlySessionTree): SessionEntry[] | undefined {
  if (tree.size <= OUTLINE_FROM_ENTRIES || tree.leafId === null) return undefined;
  return firstScreenAmong(tree.pathToRoot(tree.leafId), tree.entries);
}

/**
 * The first screen among `entries` (in file order), given the leaf's path root first, or only its nearest part:
 * undefined when that part is shorter than `ANCESTOR_STEPS` and does not start at the root.
 */
export function firstScreenAmong(
  path: readonly SessionEntry[],
  entries: Iterable<SessionEntry>,
): SessionEntry[] | undefined {
  const reachesRoot = path[0]?.parentId === null;
  if (!reachesRoot && path.length <= ANCESTOR_STEPS) return undefined;
  for (let steps = ANCESTOR_STEPS; ; steps = Math.floor(steps / 2)) {
    const top = path[Math.max(0, path.length - 1 - steps)]!;
    const below = subtree(entries, top);
    if (below.length <= FIRST_SCREEN_MOST_ENTRIES || steps === 0) return below;
  }
}

/** The labels of the entries a first screen sends: the only ones it draws. */
export function labelsAmong(entries: readonly SessionEntry[], labels: ReadonlyMap<string, string>) {
  const shown: Record<string, string> = {};
  for (const { id } of entries) {
    const label = labels.get(id);
    if (label !== undefined) shown[id] = label;
  }
  return shown;
}

/** `top` and every entry below it, in one pass: the file's order puts a parent before its children. */
function subtree(entries: Iterable<SessionEntry>, top: SessionEntry): SessionEntry[] {
  const kept = new Set([top.id]);
  const below = [top];
  for (const entry of entries) {
    if (entry.parentId === null || !kept.has(entry.parentId)) continue;
    kept.add(entry.id);
    below.push(entry);
  }
  return below;
}
