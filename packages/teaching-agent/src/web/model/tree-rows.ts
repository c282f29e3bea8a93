/**
 * The display tree flattened into rows, the way pi's /tree draws it: a
 * straight run of entries stays at one indentation, and only where the
 * conversation forks do its branches step in by one level. A session of
 * hundreds of entries with a few branches is then a readable column, not a
 * staircase running off the right edge.
 *
 * A branch is collapsed by the id of its first entry; a collapsed branch shows
 * that entry and how many more it hides. Built with an explicit stack: a
 * straight run of tens of thousands of entries would overflow a recursive walk.
 * Any tree of nodes with an id and children is drawn the same way: the
 * teacher's list of a class (packages/classroom/src/web/class-trees.ts) uses it too.
 */
import type { DisplayNode, DisplayTree } from "./display-tree.ts";

/** What drawing needs of a node: its entry's id and its children. */
export interface RowNode<N> {
  entry: { id: string };
  children: readonly N[];
}

export interface TreeRow<N extends RowNode<N> = DisplayNode> {
  node: N;
  /** How many forks lie between the root and this entry. */
  depth: number;
  /** The first entry of a branch (a child of a fork, or one of several roots): it can be collapsed. */
  branchStart: boolean;
  /** This entry has several children: the conversation forks here. */
  forks: boolean;
  /** A collapsed branch start: its descendants are not in the rows. */
  collapsed: boolean;
  /**
   * The connector drawn before the row, as in pi's /tree: one cell per fork
   * level, "│ " where a later sibling branch still follows, "├─"/"└─" on the
   * first row of a branch.
   */
  guide: string;
}

// #region treeRows
export function treeRows<N extends RowNode<N> = DisplayNode>(
  tree: { roots: readonly N[] },
  collapsed: ReadonlySet<string>,
): TreeRow<N>[] {
  const rows: TreeRow<N>[] = [];
  const severalRoots = tree.roots.length > 1;
  // The stack holds what is still to draw; pushed in reverse so file order comes out.
  // `more` says, per fork level above the row, whether a later sibling branch follows (its line continues).
  const stack: { node: N; depth: number; branchStart: boolean; more: boolean[] }[] = [];
  for (let i = tree.roots.length - 1; i >= 0; i--) {
    stack.push({ node: tree.roots[i]!, depth: 0, branchStart: severalRoots, more: [] });
  }

  // Every row of a straight run after its first has the same guide (the run shares one `more`): made once a run.
  const runGuides = new Map<readonly boolean[], string>();
  const guideFor = (more: readonly boolean[], startsBranch: boolean) => {
    if (startsBranch) return guideOf(more, true);
    const known = runGuides.get(more);
    if (known !== undefined) return known;
    const guide = guideOf(more, false);
    runGuides.set(more, guide);
    return guide;
  };

  while (stack.length > 0) {
    const { node, depth, branchStart, more } = stack.pop()!;
    const isCollapsed = branchStart && collapsed.has(node.entry.id);
    const forks = node.children.length > 1;
    rows.push({
      node,
      depth,
      branchStart,
      forks,
      collapsed: isCollapsed,
      guide: guideFor(more, branchStart && depth > 0),
    });
    if (isCollapsed) continue;
    if (!forks) {
      // A straight run: the only child continues on the same level.
      const only = node.children[0];
      if (only) stack.push({ node: only, depth, branchStart: false, more });
      continue;
    }
    const last = node.children.length - 1;
    for (let i = last; i >= 0; i--) {
      stack.push({ node: node.children[i]!, depth: depth + 1, branchStart: true, more: [...more, i < last] });
    }
  }
  return rows;
}
// #endregion treeRows

/** Past this many fork levels the guide is cut on the left, so a deep tree keeps room for its text. */
const MAX_GUIDE_LEVELS = 10;

function guideOf(more: readonly boolean[], startsBranch: boolean): string {
  const cells = more.map((follows, level) => {
    const own = level === more.length - 1;
    if (own && startsBranch) return follows ? "├─" : "└─";
    return follows ? "│ " : "  ";
  });
  return cells.length > MAX_GUIDE_LEVELS ? `…${cells.slice(-MAX_GUIDE_LEVELS).join("")}` : cells.join("");
}

/** The branch starts that lie off the active path: what "collapse other branches" collapses. */
export function offPathBranchStarts(tree: DisplayTree, onPath: ReadonlySet<string>): string[] {
  const ids: string[] = [];
  for (const row of treeRows(tree, new Set())) {
    if (row.branchStart && !onPath.has(row.node.entry.id)) ids.push(row.node.entry.id);
  }
  return ids;
}
