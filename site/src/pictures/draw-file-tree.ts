/**
 * Chapter 04: demo 04's file in three orders. Left, the lines as they are in the file; middle, the same entries
 * as the tree they build (each child under its parent); right, the context at the leaf. A line joins each entry
 * to its place in the next column, so the reordering is visible.
 */
import { type SessionEntry, type SessionTree, toContextMessage } from "@kit/session-core";
import type { Lang } from "../pages.ts";
import { entryLabel } from "./entry-label.ts";
import { labelsIn } from "./labels.ts";
import { colors, fit, PICTURE_WIDTH, Svg, textWidth } from "./svg.ts";

// Three columns in a ~650 px column: each entry is its id and what it is, the ids being what moves between them.
const ROW = 36;
const COLUMN = 196;
const GAP = 26;
const INDENT = 8;

/** The tree's entries depth first (file order among siblings), each with its depth. */
function depthFirst(tree: SessionTree): { entry: SessionEntry; depth: number }[] {
  const rows: { entry: SessionEntry; depth: number }[] = [];
  const visit = (entry: SessionEntry, depth: number) => {
    rows.push({ entry, depth });
    for (const child of tree.children(entry.id)) visit(child, depth + 1);
  };
  for (const root of tree.children(null)) visit(root, 0);
  return rows;
}

export function drawFileTreeContext(tree: SessionTree, lang: Lang): string {
  const say = labelsIn(lang).fileTree;
  const svg = new Svg(say.title);
  const titleEnd = svg.wrapped(20, 32, say.title, PICTURE_WIDTH - 40, { size: 18, weight: "bold" });
  const x = [20, 20 + COLUMN + GAP, 20 + 2 * (COLUMN + GAP)];
  for (const [i, title] of [say.file, say.tree, say.context].entries()) {
    svg.wrapped(x[i]!, titleEnd + 10, title, COLUMN, { size: 15, weight: "bold" });
  }
  const top = titleEnd + 52;
  const leaf = tree.leafId;
  const path = new Set(tree.pathToRoot(leaf).map((entry) => entry.id));
  const fileRows = [...tree.entries];
  const treeRows = depthFirst(tree);
  const contextRows = tree.pathToRoot(leaf).filter((entry) => toContextMessage(entry) !== undefined);
  const y = (row: number) => top + row * ROW;
  // The joining lines first, so the boxes cover their ends.
  for (const [row, entry] of fileRows.entries()) {
    const treeRow = treeRows.findIndex((r) => r.entry.id === entry.id);
    const stroke = path.has(entry.id) ? colors.pathStroke : colors.line;
    svg.line(x[0]! + COLUMN, y(row + 1) + 14, x[1]!, y(treeRow) + 14, { stroke, dash: !path.has(entry.id) });
  }
  for (const [row, entry] of contextRows.entries()) {
    const treeRow = treeRows.findIndex((r) => r.entry.id === entry.id);
    svg.line(x[1]! + COLUMN, y(treeRow) + 14, x[2]!, y(row) + 14, { stroke: colors.pathStroke });
  }
  // 1. The file: the header, then one line per entry.
  svg.box(x[0]!, y(0), COLUMN, 28, { fill: colors.summarised });
  svg.text(x[0]! + 6, y(0) + 19, `1 ${say.header}`, { size: 14 });
  for (const [row, entry] of fileRows.entries()) {
    svg.box(x[0]!, y(row + 1), COLUMN, 28, { fill: path.has(entry.id) ? colors.path : colors.box });
    svg.text(x[0]! + 6, y(row + 1) + 19, `${row + 2}`, { size: 14, mono: true, fill: colors.faint });
    svg.text(x[0]! + 28, y(row + 1) + 19, `${entry.id} ${fit(entryLabel(entry), COLUMN - 108, 14)}`, { size: 14 });
  }
  // 2. The tree, depth first, indented by depth.
  for (const [row, { entry, depth }] of treeRows.entries()) {
    const indent = depth * INDENT;
    svg.box(x[1]! + indent, y(row), COLUMN - indent, 28, { fill: path.has(entry.id) ? colors.path : colors.box });
    const tag = entry.id === leaf ? ` ${say.leaf}` : "";
    const room = COLUMN - indent - 84 - textWidth(tag, 14);
    svg.text(x[1]! + indent + 6, y(row) + 19, `${entry.id} ${fit(entryLabel(entry), room, 14)}${tag}`, { size: 14 });
  }
  // 3. The context at the leaf: the messages of the path, root first.
  for (const [row, entry] of contextRows.entries()) {
    svg.box(x[2]!, y(row), COLUMN, 28, { fill: colors.path, stroke: colors.pathStroke });
    svg.text(x[2]! + 6, y(row) + 19, fit(`${row + 1}. ${entryLabel(entry)}`, COLUMN - 12, 14), { size: 14 });
  }
  const rows = Math.max(fileRows.length + 1, treeRows.length, contextRows.length);
  return svg.render(PICTURE_WIDTH, top + rows * ROW + 10);
}
