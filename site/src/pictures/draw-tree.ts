/** Chapter 03: demo 03's tree, its two leaves, the path from the leaf to the root lit, and the context beside it. */
import type { Lang } from "../pages.ts";
import { labelsIn } from "./labels.ts";
import { colors, fit, PICTURE_WIDTH, Svg } from "./svg.ts";
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
  // Drawn for a ~650 px column: the tree (two columns at most), and the context under it.
  const width = PICTURE_WIDTH - 20;
  let y = svg.wrapped(20, 32, say.title, width - 20, { size: 18, weight: "bold" });
  svg.text(20, y, say.edge, { size: 14, fill: colors.faint });
  const tags = new Map([
    [leafA, `↑ ${say.leaf} (${say.leafA})`],
    [leafB, `↑ ${say.leafB}`],
  ]);
  const drawn = drawTree(svg, nodes, 20, y + 20, {
    onPath: new Set(path.map((node) => node.id)),
    tags,
    tagsBelow: true,
    boxWidth: 300,
    columnGap: 40,
  });
  y += 20 + drawn.height + 36;
  svg.text(20, y, say.context, { size: 16, weight: "bold" });
  y += 14;
  path.forEach((node, index) => {
    svg.box(20, y, width - 20, 30, { fill: colors.path, stroke: colors.pathStroke });
    svg.text(30, y + 20, fit(`${index + 1}. ${node.label}`, width - 40, 14), { size: 14 });
    y += 36;
  });
  return svg.render(PICTURE_WIDTH, y + 10);
}
