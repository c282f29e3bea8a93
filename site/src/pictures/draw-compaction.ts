/**
 * Chapter 06: demo 06's compaction. The path the compaction was made on, one bar per entry as long as its token
 * estimate; the newest entries up to keepRecentTokens are kept word for word, the cut moved back so a tool call
 * keeps its result, and everything before it summarised. The cut is recomputed with compaction's own
 * planCompaction and must land on the entry's firstKeptEntryId, or the picture is not drawn.
 */
import { budgetReachedAt, estimateTokens, messagesOfEntry, planCompaction } from "@kit/compaction";
import { type CompactionEntry, isEntryOfType, type SessionTree } from "@kit/session-core";
import type { Lang } from "../pages.ts";
import { entryLabel } from "./entry-label.ts";
import { labelsIn } from "./labels.ts";
import { colors, Svg, shorten } from "./svg.ts";

const ROW = 30;

export function drawCompactionWindow(tree: SessionTree, output: string, lang: Lang): string {
  const say = labelsIn(lang).compaction;
  const keep = Number(/keepRecentTokens (\d+)/.exec(output)?.[1]);
  if (!Number.isFinite(keep)) throw new Error("demo 06 printed no 'keepRecentTokens N' line: the picture needs it.");
  const compaction = [...tree.entries].find((entry): entry is CompactionEntry => isEntryOfType(entry, "compaction"));
  if (!compaction) throw new Error("demo 06's session file has no compaction entry to draw.");
  const path = tree.pathToRoot(compaction.parentId);
  const plan = planCompaction(path, keep);
  if (plan?.firstKeptEntryId !== compaction.firstKeptEntryId) {
    throw new Error(
      `demo 06: planCompaction keeps from ${plan?.firstKeptEntryId}, the file's entry from ` +
        `${compaction.firstKeptEntryId}; the picture would disagree with the demo.`,
    );
  }
  const firstKept = path.findIndex((entry) => entry.id === compaction.firstKeptEntryId);
  const reached = budgetReachedAt(path, 0, path.length, keep);
  const tokensOf = (i: number) => messagesOfEntry(path[i]!).reduce((sum, m) => sum + estimateTokens(m), 0);
  const most = Math.max(...path.map((_, i) => tokensOf(i)));
  const svg = new Svg(say.title);
  svg.text(30, 40, say.title, { size: 20, weight: "bold" });
  svg.box(30, 58, 18, 18, { fill: colors.summarised, radius: 3 });
  svg.text(56, 73, say.summarised, { size: 16 });
  svg.box(230, 58, 18, 18, { fill: colors.kept, stroke: colors.keptStroke, radius: 3 });
  svg.text(256, 73, say.kept, { size: 16 });
  const top = 100;
  path.forEach((entry, i) => {
    const y = top + i * ROW + (i >= firstKept ? 16 : 0);
    const kept = i >= firstKept;
    const tokens = tokensOf(i);
    svg.text(30, y + 19, entry.id, { size: 14, mono: true, fill: colors.faint });
    svg.text(150, y + 19, String(tokens), { size: 14, mono: true, anchor: "end" });
    const width = Math.max(3, Math.round((tokens / most) * 260));
    svg.box(160, y + 4, width, ROW - 8, {
      fill: kept ? colors.kept : colors.summarised,
      stroke: kept ? colors.keptStroke : colors.line,
      radius: 3,
    });
    svg.text(440, y + 19, shorten(entryLabel(entry), 46), { size: 15, fill: kept ? colors.ink : colors.faint });
    const notes = [i === firstKept ? say.firstKept : "", i === reached ? say.budget(keep) : ""].filter(Boolean);
    for (const [n, note] of notes.entries()) {
      svg.text(840, y + 19, note, { size: 15, weight: "bold", fill: n ? colors.warn : colors.keptStroke });
    }
  });
  // The cut, between the last summarised and the first kept entry.
  const cutY = top + firstKept * ROW + 8;
  svg.line(20, cutY, 1230, cutY, { stroke: colors.warn, strokeWidth: 2.5, dash: true });
  // A bracket over the tool call and its result when the budget fell on the result.
  if (reached > firstKept) {
    const y1 = top + firstKept * ROW + 20;
    const y2 = top + reached * ROW + 16 + ROW - 4;
    svg.line(432, y1, 432, y2, { stroke: colors.keptStroke, strokeWidth: 3 });
    svg.text(840, top + (reached + 1) * ROW + 16 + 19, say.pair, { size: 15, fill: colors.keptStroke });
  }
  const bottom = top + path.length * ROW + 16;
  svg.text(30, bottom + 34, say.becomes, { size: 16, fill: colors.faint });
  return svg.render(1250, bottom + 56);
}
