/**
 * Drawing a session tree: one box per entry, the root at the top, each child one row below its parent. A first
 * child stays in its parent's column and every further child opens a new column to the right, so a branch reads
 * as a column of its own. The edge from a child to its parent is its `parentId`.
 */
import { colors, fit, type Svg } from "./svg.ts";

export interface TreeNode {
  id: string;
  parentId: string | null;
  /** What the entry is, one short line: "user: How do I read config.toml?". */
  label: string;
}

export interface TreeDrawing {
  /** Entries drawn as on the path (filled, with a thick edge). */
  onPath?: ReadonlySet<string>;
  /** A tag beside an entry: "← leaf A". */
  tags?: ReadonlyMap<string, string>;
  /** Entries drawn with a blue outline (the one a click selects). */
  selected?: ReadonlySet<string>;
  /** Where the tags go: beside the box (the default), or under it (for leaves, which have nothing under them). */
  tagsBelow?: boolean;
  boxWidth?: number;
  columnGap?: number;
  rowHeight?: number;
}

interface Placed {
  node: TreeNode;
  column: number;
  row: number;
}

/** Column and row of every node; `nodes` in file order, each parent before its children. */
export function placeTree(nodes: readonly TreeNode[]): Placed[] {
  const children = new Map<string | null, TreeNode[]>();
  for (const node of nodes) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  const placed: Placed[] = [];
  let nextColumn = 0;
  const visit = (node: TreeNode, column: number, row: number): void => {
    placed.push({ node, column, row });
    (children.get(node.id) ?? []).forEach((child, index) => {
      visit(child, index === 0 ? column : ++nextColumn, row + 1);
    });
  };
  for (const root of children.get(null) ?? []) visit(root, placed.length === 0 ? 0 : ++nextColumn, 0);
  return placed;
}

/** Draws the tree with its top-left corner at (x, y); returns the drawing's width and height. */
export function drawTree(
  svg: Svg,
  nodes: readonly TreeNode[],
  x: number,
  y: number,
  options: TreeDrawing = {},
): { width: number; height: number } {
  const boxWidth = options.boxWidth ?? 300;
  const columnGap = options.columnGap ?? 40;
  const rowHeight = options.rowHeight ?? 50;
  const boxHeight = 32;
  const placed = placeTree(nodes);
  const at = new Map(placed.map((p) => [p.node.id, p]));
  const left = (p: Placed) => x + p.column * (boxWidth + columnGap);
  const top = (p: Placed) => y + p.row * rowHeight;
  // Edges first, so boxes sit on top of them: from each child up to its parent.
  for (const p of placed) {
    const parent = p.node.parentId === null ? undefined : at.get(p.node.parentId);
    if (!parent) continue;
    const both = options.onPath?.has(p.node.id) && options.onPath.has(parent.node.id);
    const stroke = both ? colors.pathStroke : colors.line;
    const fromX = left(p) + 24;
    const toX = left(parent) + 24;
    if (fromX === toX) {
      svg.line(fromX, top(p), toX, top(parent) + boxHeight, { stroke, strokeWidth: both ? 3 : 1.5, arrow: true });
    } else {
      // An elbow: up from the child, across to the parent's column, up into the parent.
      const midY = top(p) - (rowHeight - boxHeight) / 2;
      const strokeWidth = both ? 3 : 1.5;
      svg.line(fromX, top(p), fromX, midY, { stroke, strokeWidth });
      svg.line(fromX, midY, toX + 14, midY, { stroke, strokeWidth });
      svg.line(toX + 14, midY, toX + 14, top(parent) + boxHeight, { stroke, strokeWidth, arrow: true });
    }
  }
  for (const p of placed) {
    const onPath = options.onPath?.has(p.node.id) ?? false;
    const selected = options.selected?.has(p.node.id) ?? false;
    svg.box(left(p), top(p), boxWidth, boxHeight, {
      fill: onPath ? colors.path : colors.box,
      stroke: selected ? colors.accent : onPath ? colors.pathStroke : colors.line,
      strokeWidth: selected || onPath ? 3 : 1.5,
    });
    svg.text(left(p) + 8, top(p) + 21, p.node.id, { size: 14, mono: true, fill: colors.faint });
    svg.text(left(p) + 84, top(p) + 21, fit(p.node.label, boxWidth - 92, 14), { size: 14 });
    const tag = options.tags?.get(p.node.id);
    if (!tag) continue;
    const style = { size: 14, weight: "bold", fill: colors.accent } as const;
    if (options.tagsBelow) svg.text(left(p) + 8, top(p) + boxHeight + 18, tag, style);
    else svg.text(left(p) + boxWidth + 8, top(p) + 21, tag, style);
  }
  const columns = Math.max(0, ...placed.map((p) => p.column)) + 1;
  const rows = Math.max(0, ...placed.map((p) => p.row)) + 1;
  const below = options.tagsBelow && options.tags?.size ? 24 : 0;
  return { width: columns * (boxWidth + columnGap) - columnGap, height: (rows - 1) * rowHeight + boxHeight + below };
}
