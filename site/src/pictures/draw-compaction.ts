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
import { colors, fit, PICTURE_WIDTH, Svg, textWidth } from "./svg.ts";

const ROW = 28;

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
  // For a ~650 px column: id, tokens, a bar, the entry; a note ends its row at the right edge.
  const right = PICTURE_WIDTH - 20;
  const legendY = svg.wrapped(20, 32, say.title, PICTURE_WIDTH - 40, { size: 18, weight: "bold" }) + 4;
  svg.box(20, legendY - 14, 16, 16, { fill: colors.summarised, radius: 3 });
  svg.text(42, legendY, say.summarised, { size: 14 });
  svg.box(200, legendY - 14, 16, 16, { fill: colors.kept, stroke: colors.keptStroke, radius: 3 });
  svg.text(222, legendY, say.kept, { size: 14 });
  const top = legendY + 16;
  const labelX = 272;
  path.forEach((entry, i) => {
    const y = top + i * ROW + (i >= firstKept ? 16 : 0);
    const kept = i >= firstKept;
    const tokens = tokensOf(i);
    svg.text(20, y + 19, entry.id, { size: 14, mono: true, fill: colors.faint });
    svg.text(132, y + 19, String(tokens), { size: 14, mono: true, anchor: "end" });
    const width = Math.max(3, Math.round((tokens / most) * 120));
    svg.box(140, y + 4, width, ROW - 8, {
      fill: kept ? colors.kept : colors.summarised,
      stroke: kept ? colors.keptStroke : colors.line,
      radius: 3,
    });
    // The budget's note on its own row; on the first kept entry's row when the cut did not have to move back.
    const notes = [i === firstKept ? say.firstKept : "", i === reached ? say.budget(keep) : ""].filter(Boolean);
    const note = notes.length === 2 ? `${notes[0]} ${notes[1]!.replace(/^← /, "· ")}` : (notes[0] ?? "");
    const noteWidth = note ? textWidth(note, 14) + 16 : 0;
    svg.text(labelX, y + 19, fit(entryLabel(entry), right - labelX - noteWidth, 14), {
      size: 14,
      fill: kept ? colors.ink : colors.faint,
    });
    if (note) {
      const fill = i === firstKept ? colors.keptStroke : colors.warn;
      svg.text(right, y + 19, note, { size: 14, weight: "bold", anchor: "end", fill });
    }
  });
  // The cut, between the last summarised and the first kept entry.
  const cutY = top + firstKept * ROW + 8;
  svg.line(10, cutY, PICTURE_WIDTH - 10, cutY, { stroke: colors.warn, strokeWidth: 2.5, dash: true });
  let bottom = top + path.length * ROW + 16 + 28;
  // A bracket over the tool call and its result when the budget fell on the result, explained under the rows.
  if (reached > firstKept) {
    const y1 = top + firstKept * ROW + 20;
    const y2 = top + reached * ROW + 16 + ROW - 4;
    svg.line(266, y1, 266, y2, { stroke: colors.keptStroke, strokeWidth: 3 });
    svg.line(20, bottom - 5, 34, bottom - 5, { stroke: colors.keptStroke, strokeWidth: 3 });
    bottom = svg.wrapped(42, bottom, say.pair, right - 42, { size: 14, fill: colors.keptStroke }) + 6;
  }
  bottom = svg.wrapped(20, bottom, say.becomes, right - 20, { size: 14, fill: colors.faint });
  return svg.render(PICTURE_WIDTH, bottom);
}
