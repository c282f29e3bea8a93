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
  const path = tree.pathToRoot(tree.leafId);
  for (let steps = ANCESTOR_STEPS; ; steps = Math.floor(steps / 2)) {
    const top = path[Math.max(0, path.length - 1 - steps)]!;
    const entries = subtree(tree, top);
    if (entries.length <= FIRST_SCREEN_MOST_ENTRIES || steps === 0) return entries;
  }
}

/** `top` and every entry below it, in one pass: the file's order puts a parent before its children. */
function subtree(tree: ReadonlySessionTree, top: SessionEntry): SessionEntry[] {
  const kept = new Set([top.id]);
  const entries = [top];
  for (const entry of tree.entries) {
    if (entry.parentId === null || !kept.has(entry.parentId)) continue;
    kept.add(entry.id);
    entries.push(entry);
  }
  return entries;
}
