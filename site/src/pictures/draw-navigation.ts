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
import { colors, Svg } from "./svg.ts";
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
  svg.text(30, 40, say.title, { size: 20, weight: "bold" });
  svg.text(30, 80, say.before, { size: 18, weight: "bold" });
  const left = drawTree(svg, nodes(before), 30, 100, {
    onPath: new Set(before.pathToRoot(parent).map((e) => e.id)),
    selected: new Set([selected.id]),
    tags: new Map([
      [selected.id, say.selected],
      [parent, say.leafGoes],
      [oldLeaf ?? "", say.oldLeaf],
    ]),
    boxWidth: 330,
  });
  svg.box(30, 100 + left.height + 20, 560, 36, { fill: colors.accentFill, stroke: colors.accent });
  svg.text(42, 100 + left.height + 44, say.editor(target.editorText ?? ""), { size: 16 });
  const rightX = 30 + 330 + 330;
  svg.text(rightX, 80, say.after, { size: 18, weight: "bold" });
  const right = drawTree(svg, nodes(after), rightX, 100, {
    onPath: new Set(after.pathToRoot(after.leafId).map((e) => e.id)),
    tags: new Map([[after.leafId ?? "", say.newLeaf]]),
    boxWidth: 330,
    columnGap: 30,
  });
  return svg.render(rightX + right.width + 120, 100 + Math.max(left.height + 76, right.height) + 30);
}
