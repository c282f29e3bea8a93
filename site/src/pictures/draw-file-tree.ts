/**
 * Chapter 04: demo 04's file in three orders. Left, the lines as they are in the file; middle, the same entries
 * as the tree they build (each child under its parent); right, the context at the leaf. A line joins each entry
 * to its place in the next column, so the reordering is visible.
 */
import { type SessionEntry, type SessionTree, toContextMessage } from "@kit/session-core";
import type { Lang } from "../pages.ts";
import { entryLabel } from "./entry-label.ts";
import { labelsIn } from "./labels.ts";
import { colors, Svg, shorten } from "./svg.ts";

const ROW = 38;
const COLUMN = 390;
const GAP = 120;

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
  svg.text(30, 40, say.title, { size: 20, weight: "bold" });
  const top = 110;
  const x = [30, 30 + COLUMN + GAP, 30 + 2 * (COLUMN + GAP)];
  for (const [i, title] of [say.file, say.tree, say.context].entries()) {
    svg.text(x[i]!, 88, title, { size: 18, weight: "bold" });
  }
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
    svg.line(x[0]! + COLUMN, y(row + 1) + 15, x[1]!, y(treeRow) + 15, { stroke, dash: !path.has(entry.id) });
  }
  for (const [row, entry] of contextRows.entries()) {
    const treeRow = treeRows.findIndex((r) => r.entry.id === entry.id);
    svg.line(x[1]! + COLUMN, y(treeRow) + 15, x[2]!, y(row) + 15, { stroke: colors.pathStroke });
  }
  // 1. The file: the header, then one line per entry.
  svg.box(x[0]!, y(0), COLUMN, 30, { fill: colors.summarised });
  svg.text(x[0]! + 10, y(0) + 21, `1  ${say.header}`, { size: 15, mono: true });
  for (const [row, entry] of fileRows.entries()) {
    svg.box(x[0]!, y(row + 1), COLUMN, 30, { fill: path.has(entry.id) ? colors.path : colors.box });
    svg.text(x[0]! + 10, y(row + 1) + 21, `${row + 2}`.padEnd(3), { size: 15, mono: true, fill: colors.faint });
    svg.text(x[0]! + 44, y(row + 1) + 21, `${entry.id}  ${shorten(entryLabel(entry), 26)}`, { size: 15 });
  }
  // 2. The tree, depth first, indented by depth.
  for (const [row, { entry, depth }] of treeRows.entries()) {
    const indent = depth * 14;
    svg.box(x[1]! + indent, y(row), COLUMN - indent, 30, { fill: path.has(entry.id) ? colors.path : colors.box });
    const tag = entry.id === leaf ? ` ${say.leaf}` : "";
    svg.text(x[1]! + indent + 10, y(row) + 21, `${entry.id}  ${shorten(entryLabel(entry), 22 - depth)}${tag}`, {
      size: 15,
    });
  }
  // 3. The context at the leaf: the messages of the path, root first.
  for (const [row, entry] of contextRows.entries()) {
    svg.box(x[2]!, y(row), COLUMN, 30, { fill: colors.path, stroke: colors.pathStroke });
    svg.text(x[2]! + 10, y(row) + 21, `${row + 1}. ${shorten(entryLabel(entry), 34)}`, { size: 15 });
  }
  const rows = Math.max(fileRows.length + 1, treeRows.length, contextRows.length);
  return svg.render(x[2]! + COLUMN + 30, top + rows * ROW + 20);
}
