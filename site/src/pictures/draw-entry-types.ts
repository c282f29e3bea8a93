/**
 * Chapter 05: demo 05's path from the root to the leaf, and what each entry on it gives the model: a message, a
 * setting (model, thinking level), or nothing. The right-hand column is the kit's own rule (toContextMessage).
 */
import { isEntryOfType, type SessionTree, toContextMessage } from "@kit/session-core";
import type { Lang } from "../pages.ts";
import { entryLabel } from "./entry-label.ts";
import { labelsIn } from "./labels.ts";
import { colors, fit, PICTURE_WIDTH, Svg, wrap } from "./svg.ts";

export function drawEntryTypes(tree: SessionTree, lang: Lang): string {
  const say = labelsIn(lang).entryTypes;
  const svg = new Svg(say.title);
  // For a ~650 px column: the entry (its type over its text) on the left, what it gives the model on the right.
  const left = 20;
  const leftWidth = 350;
  const right = 410;
  const rightWidth = PICTURE_WIDTH - 20 - right;
  const headings = svg.wrapped(left, 32, say.title, PICTURE_WIDTH - 40, { size: 18, weight: "bold" }) + 10;
  svg.wrapped(left, headings, say.entry, leftWidth, { size: 15, weight: "bold" });
  const top = svg.wrapped(right, headings, say.gives, rightWidth, { size: 15, weight: "bold" }) + 4;
  const path = tree.pathToRoot(tree.leafId);
  path.forEach((entry, row) => {
    const y = top + row * 54;
    const message = toContextMessage(entry);
    const setting = isEntryOfType(entry, "model_change")
      ? say.setting(say.model)
      : isEntryOfType(entry, "thinking_level_change")
        ? say.setting(say.thinking)
        : undefined;
    const gives = message ? say.message(message.role) : (setting ?? say.nothing);
    const style = message
      ? { fill: colors.kept, stroke: colors.keptStroke }
      : setting
        ? { fill: colors.accentFill, stroke: colors.accent }
        : { fill: colors.summarised, stroke: colors.line, dash: true };
    svg.box(left, y, leftWidth, 46, { fill: colors.box });
    svg.text(left + 10, y + 19, entry.type, { size: 14, mono: true, fill: colors.faint });
    svg.text(left + 10, y + 38, fit(entryLabel(entry).replace(/^\S+ /, ""), leftWidth - 20, 14), { size: 14 });
    svg.line(left + leftWidth + 2, y + 23, right - 4, y + 23, {
      stroke: style.stroke,
      arrow: true,
      dash: !message && !setting,
    });
    svg.box(right, y, rightWidth, 46, style);
    const lines = wrap(gives, rightWidth - 20, 14).slice(0, 2);
    lines.forEach((line, i) => {
      svg.text(right + 10, y + (lines.length === 1 ? 28 : 19 + i * 19), line, { size: 14 });
    });
  });
  return svg.render(PICTURE_WIDTH, top + path.length * 54 + 10);
}
