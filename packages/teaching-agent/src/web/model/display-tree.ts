/**
 * The session tree as the page draws it: the server's entries (in file order)
 * turned into nested nodes, each marked with whether it lies on the active
 * path and whether it is the current leaf.
 *
 * The page holds no session logic: the leaf, the labels and the context all
 * come from the server. What is done here is display only. One thing needs
 * care: `leaf_switch` records (appended as children of the new leaf each time
 * the leaf moves) are bookkeeping, not conversation, so they are hidden by
 * default; if anything hangs below a hidden record (pi, which takes the last
 * line as its leaf, may have continued from one), it is lifted to the record's
 * nearest visible ancestor so nothing disappears with it.
 */
import type { SessionEntry } from "@kit/session-core";

/** session-core's `LEAF_SWITCH_TYPE`, repeated here because the page only imports types. */
export const LEAF_SWITCH_CUSTOM_TYPE = "leaf_switch";

export function isLeafSwitchRecord(entry: SessionEntry): boolean {
  return entry.type === "custom" && (entry as { customType?: unknown }).customType === LEAF_SWITCH_CUSTOM_TYPE;
}

export interface DisplayNode {
  entry: SessionEntry;
  label: string | undefined;
  /** Visible children, in file order. */
  children: DisplayNode[];
  /** On the path from the root to the current leaf: what the model sees next (before compaction). */
  onPath: boolean;
  /** The current leaf (or, if the leaf is a hidden record, its nearest visible ancestor). */
  isLeaf: boolean;
  /** How many visible entries hang below this one, for a collapsed branch's count. */
  descendants: number;
}

export interface DisplayTree {
  roots: DisplayNode[];
  /** The visible entry marked as the leaf; `null` when the leaf is before the first entry. */
  leafId: string | null;
  /** Every node by entry id. */
  byId: ReadonlyMap<string, DisplayNode>;
  /** How many entries were hidden (leaf_switch records). */
  hidden: number;
}

export interface DisplayTreeOptions {
  /** Show the leaf_switch records too (a "show bookkeeping" toggle). */
  showLeafSwitches?: boolean;
}

// #region buildDisplayTree
export function buildDisplayTree(
  entries: readonly SessionEntry[],
  leafId: string | null,
  labels: Readonly<Record<string, string>>,
  options: DisplayTreeOptions = {},
): DisplayTree {
  const isHidden = (entry: SessionEntry) => !options.showLeafSwitches && isLeafSwitchRecord(entry);
  // 1. For every entry, the nearest visible ancestor. A parent always comes
  //    before its children in the file, so one pass in file order is enough.
  const visibleParent = new Map<string, string | null>();
  const parentOf = new Map<string, string | null>();
  const hiddenIds = new Set<string>();
  for (const entry of entries) {
    parentOf.set(entry.id, entry.parentId);
    const parent = entry.parentId;
    const lifted = parent === null || !parentOf.has(parent) ? null : hiddenIds.has(parent) ? visibleParent.get(parent)! : parent;
    visibleParent.set(entry.id, lifted);
    if (isHidden(entry)) hiddenIds.add(entry.id);
  }

  // 2. Nodes, attached to their visible parent, in file order.
  const byId = new Map<string, DisplayNode>();
  const roots: DisplayNode[] = [];
  const ordered: DisplayNode[] = [];
  for (const entry of entries) {
    if (hiddenIds.has(entry.id)) continue;
    const node: DisplayNode = { entry, label: labels[entry.id], children: [], onPath: false, isLeaf: false, descendants: 0 };
    byId.set(entry.id, node);
    ordered.push(node);
    const parentId = visibleParent.get(entry.id) ?? null;
    const parent = parentId === null ? undefined : byId.get(parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }

  // 3. The active path: walk up from the leaf through every entry, hidden or not.
  let visibleLeaf: string | null = null;
  for (let id = leafId; id !== null && parentOf.has(id); id = parentOf.get(id) ?? null) {
    const node = byId.get(id);
    if (!node) continue;
    node.onPath = true;
    if (visibleLeaf === null) {
      visibleLeaf = id;
      node.isLeaf = true;
    }
  }

  // 4. Subtree sizes, children before parents: file order reversed.
  for (let i = ordered.length - 1; i >= 0; i--) {
    const node = ordered[i]!;
    for (const child of node.children) node.descendants += 1 + child.descendants;
  }
  return { roots, leafId: visibleLeaf, byId, hidden: hiddenIds.size };
}
// #endregion buildDisplayTree
