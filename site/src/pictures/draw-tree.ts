/** Chapter 03: demo 03's tree, its two leaves, the path from the leaf to the root lit, and the context beside it. */
import type { Lang } from "../pages.ts";
import { labelsIn } from "./labels.ts";
import { colors, Svg, shorten } from "./svg.ts";
import { drawTree, type TreeNode } from "./tree-layout.ts";

/** A row of demo 03's "id parentId entry" table, with its note ("← fork: 2 children, leaf A"). */
const ROW = /^ {2}([0-9a-f]{8}) {2}([0-9a-f]{8}|null)\s+(.+?)(?:\s+← (.*))?$/;

/** The entries of the table demo 03 prints, in the order they were added, and the note on each. */
export function treeTableOf(output: string): { nodes: TreeNode[]; notes: Map<string, string> } {
  const nodes: TreeNode[] = [];
  const notes = new Map<string, string>();
  for (const line of output.split("\n")) {
    const row = ROW.exec(line);
    if (!row) continue;
    nodes.push({ id: row[1]!, parentId: row[2] === "null" ? null : row[2]!, label: row[3]!.trim() });
    if (row[4]) notes.set(row[1]!, row[4]);
  }
  if (nodes.length === 0) throw new Error("demo 03 printed no id/parentId table: the tree picture has no data.");
  return { nodes, notes };
}

export function drawSessionTree(output: string, lang: Lang): string {
  const say = labelsIn(lang).tree;
  const { nodes, notes } = treeTableOf(output);
  const leafOf = (name: string) => [...notes].find(([, note]) => note.includes(name))?.[0];
  const leafA = leafOf(say.leafA);
  const leafB = leafOf(say.leafB);
  if (!leafA || !leafB) throw new Error(`demo 03's table names no "${say.leafA}" or "${say.leafB}" entry.`);
  // The demo ends back on leaf A: that is the leaf, and its path is the context.
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const path: TreeNode[] = [];
  for (let node = byId.get(leafA); node; node = node.parentId === null ? undefined : byId.get(node.parentId)) {
    path.unshift(node);
  }
  const svg = new Svg(say.title);
  svg.text(30, 40, say.title, { size: 20, weight: "bold" });
  svg.text(30, 68, say.edge, { size: 16, fill: colors.faint });
  const tags = new Map([
    [leafA, `${say.leaf} (${say.leafA})`],
    [leafB, say.leafB],
  ]);
  const drawn = drawTree(svg, nodes, 30, 90, {
    onPath: new Set(path.map((node) => node.id)),
    tags,
    boxWidth: 400,
    columnGap: 170,
  });
  const panelX = 30 + drawn.width + 180;
  svg.text(panelX, 110, say.context, { size: 18, weight: "bold" });
  path.forEach((node, index) => {
    const y = 130 + index * 40;
    svg.box(panelX, y, 480, 32, { fill: colors.path, stroke: colors.pathStroke });
    svg.text(panelX + 10, y + 22, `${index + 1}. ${shorten(node.label, 50)}`, { size: 16 });
  });
  return svg.render(panelX + 500, Math.max(90 + drawn.height, 130 + path.length * 40) + 30);
}
