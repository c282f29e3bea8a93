/**
 * The session tree as the page draws it: the server's entries (in file order)
 * turned into nested nodes; `pathMarks` then says which lie on the active
 * path, which the latest compaction summarised, and which is the leaf.
 *
 * The page holds no session logic: the entries, the leaf and the labels come
 * from the server, the path from session-core's own `pathToRoot` (see
 * session-view.ts). What is done here is display only. One thing needs
 * care: `leaf_switch` records (appended as children of the new leaf each time
 * the leaf moves) are bookkeeping, not conversation, so they are hidden by
 * default; if anything hangs below a hidden record (pi, which takes the last
 * line as its leaf, may have continued from one), it is lifted to the record's
 * nearest visible ancestor so nothing disappears with it.
 */
import { isLeafSwitch, type SessionEntry } from "@kit/session-core/tree";
import type { ContextView } from "./session-view.ts";

export function isLeafSwitchRecord(entry: SessionEntry): boolean {
  return isLeafSwitch(entry);
}

export interface DisplayNode {
  entry: SessionEntry;
  label: string | undefined;
  /** Visible children, in file order. */
  children: DisplayNode[];
  /** How many visible entries hang below this one, for a collapsed branch's count. */
  descendants: number;
}

export interface DisplayTree {
  roots: DisplayNode[];
  /** Every node by entry id. */
  byId: ReadonlyMap<string, DisplayNode>;
  /** How many entries were hidden (leaf_switch records). */
  hidden: number;
  /** How many entries the filter (`options.shows`) left out, leaf_switch records apart. */
  filtered: number;
}

export interface DisplayTreeOptions {
  /** Show the leaf_switch records too (a "show bookkeeping" toggle). */
  showLeafSwitches?: boolean;
  /** Which entries to draw (the tree's filter and search, tree-filter.ts); all when absent. */
  shows?: ((entry: SessionEntry, label: string | undefined) => boolean) | undefined;
}

// #region buildDisplayTree
export function buildDisplayTree(
  entries: readonly SessionEntry[],
  labels: Readonly<Record<string, string>> | ReadonlyMap<string, string>,
  options: DisplayTreeOptions = {},
): DisplayTree {
  const labelOf = (id: string) => (labels instanceof Map ? labels.get(id) : (labels as Record<string, string>)[id]);
  const { shows } = options;
  const isLeafMove = (entry: SessionEntry) => !options.showLeafSwitches && isLeafSwitch(entry);
  // 1. For every entry, the nearest visible ancestor. A parent always comes
  //    before its children in the file, so one pass in file order is enough.
  const visibleParent = new Map<string, string | null>();
  const hiddenIds = new Set<string>();
  let leafMoves = 0;
  for (const entry of entries) {
    const parent = entry.parentId;
    const lifted =
      parent === null || !visibleParent.has(parent)
        ? null
        : hiddenIds.has(parent)
          ? visibleParent.get(parent)!
          : parent;
    visibleParent.set(entry.id, lifted);
    if (isLeafMove(entry)) leafMoves++;
    if (isLeafMove(entry) || (shows && !isLeafSwitch(entry) && !shows(entry, labelOf(entry.id))))
      hiddenIds.add(entry.id);
  }

  // 2. Nodes, attached to their visible parent, in file order.
  const byId = new Map<string, DisplayNode>();
  const roots: DisplayNode[] = [];
  const ordered: DisplayNode[] = [];
  for (const entry of entries) {
    if (hiddenIds.has(entry.id)) continue;
    const node: DisplayNode = { entry, label: labelOf(entry.id), children: [], descendants: 0 };
    byId.set(entry.id, node);
    ordered.push(node);
    const parentId = visibleParent.get(entry.id) ?? null;
    const parent = parentId === null ? undefined : byId.get(parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }

  // 3. Subtree sizes, children before parents: file order reversed.
  for (let i = ordered.length - 1; i >= 0; i--) {
    const node = ordered[i]!;
    for (const child of node.children) node.descendants += 1 + child.descendants;
  }
  return { roots, byId, hidden: leafMoves, filtered: hiddenIds.size - leafMoves };
}
// #endregion buildDisplayTree

/**
 * Where the path runs in the drawn tree, kept apart from the tree itself: a
 * leaf move changes only these marks, so only the rows whose marks change
 * are drawn again, however long the session.
 */
export interface PathMarks {
  onPath: ReadonlySet<string>;
  summarised: ReadonlySet<string>;
  /** The last visible entry of the path: the leaf as drawn; `null` before the first entry. */
  leafId: string | null;
}

export function pathMarks(tree: DisplayTree, at: Pick<ContextView, "path" | "summarised">): PathMarks {
  const onPath = new Set<string>();
  let leafId: string | null = null;
  for (const entry of at.path) {
    if (!tree.byId.has(entry.id)) continue;
    onPath.add(entry.id);
    leafId = entry.id;
  }
  return { onPath, summarised: at.summarised, leafId };
}
