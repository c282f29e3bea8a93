/**
 * Chapter 07: the /tree rule on demo 07's session. Before: the user selects a user message; the leaf goes to its
 * parent (compaction's own navigationTarget says where) and its text to the editor. After: the new branch beside
 * the old one, nothing deleted.
 */
import { navigationTarget } from "@kit/compaction";
import { isEntryOfType, SessionTree } from "@kit/session-core";
import type { Lang } from "../pages.ts";
import { entryLabel } from "./entry-label.ts";
import { labelsIn } from "./labels.ts";
import { colors, PICTURE_WIDTH, Svg, wrap } from "./svg.ts";
import { drawTree } from "./tree-layout.ts";

export function drawNavigation(tree: SessionTree, lang: Lang): string {
  const say = labelsIn(lang).navigation;
  const entries = [...tree.entries];
  const summary = entries.find((entry) => isEntryOfType(entry, "branch_summary"));
  if (!summary) throw new Error("demo 07's session file has no branch_summary: the /tree picture needs the switch.");
  // Before the switch: every entry written before the branch summary, with the leaf where it was.
  const before = SessionTree.fromEntries(entries.slice(0, entries.indexOf(summary)));
  const oldLeaf = before.leafId;
  const parent = summary.parentId;
  const selected = [...before.entries].find(
    (entry) => entry.parentId === parent && isEntryOfType(entry, "message") && entry.message.role === "user",
  );
  if (!selected || parent === null) throw new Error("demo 07: no user message under the branch summary's parent.");
  const target = navigationTarget(before, selected.id);
  if (target.leafId !== parent) {
    throw new Error(`demo 07: navigationTarget sends the leaf to ${target.leafId}, the file to ${parent}.`);
  }
  // After: up to the answer to the rewritten question (the demo labels entries later; they are not the point here).
  const lastMessage = entries.findLastIndex((entry) => isEntryOfType(entry, "message"));
  const after = SessionTree.fromEntries(entries.slice(0, lastMessage + 1));
  const nodes = (t: SessionTree) =>
    [...t.entries].map((e) => ({ id: e.id, parentId: e.parentId, label: entryLabel(e) }));
  const svg = new Svg(say.title);
  // For a ~650 px column: before above, after below (side by side, each would be half as wide).
  let y = svg.wrapped(20, 32, say.title, PICTURE_WIDTH - 40, { size: 18, weight: "bold" }) + 12;
  y = svg.wrapped(20, y, say.before, PICTURE_WIDTH - 40, { size: 16, weight: "bold" }) + 2;
  const left = drawTree(svg, nodes(before), 20, y, {
    onPath: new Set(before.pathToRoot(parent).map((e) => e.id)),
    selected: new Set([selected.id]),
    tags: new Map([
      [selected.id, say.selected],
      [parent, say.leafGoes],
      [oldLeaf ?? "", say.oldLeaf],
    ]),
    boxWidth: 330,
  });
  y += left.height + 14;
  const editor = wrap(say.editor(target.editorText ?? ""), PICTURE_WIDTH - 64, 14);
  svg.box(20, y, PICTURE_WIDTH - 40, 14 + editor.length * 20, { fill: colors.accentFill, stroke: colors.accent });
  svg.wrapped(32, y + 22, say.editor(target.editorText ?? ""), PICTURE_WIDTH - 64, { size: 14 }, 20 / 14);
  y += 14 + editor.length * 20 + 40;
  y = svg.wrapped(20, y, say.after, PICTURE_WIDTH - 40, { size: 16, weight: "bold" }) + 2;
  const right = drawTree(svg, nodes(after), 20, y, {
    onPath: new Set(after.pathToRoot(after.leafId).map((e) => e.id)),
    tags: new Map([[after.leafId ?? "", say.newLeaf]]),
    boxWidth: 270,
    columnGap: 24,
  });
  return svg.render(PICTURE_WIDTH, y + right.height + 20);
}
