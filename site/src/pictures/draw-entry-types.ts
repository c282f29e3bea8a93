/**
 * Chapter 05: demo 05's path from the root to the leaf, and what each entry on it gives the model: a message, a
 * setting (model, thinking level), or nothing. The right-hand column is the kit's own rule (toContextMessage).
 */
import { isEntryOfType, type SessionTree, toContextMessage } from "@kit/session-core";
import type { Lang } from "../pages.ts";
import { entryLabel } from "./entry-label.ts";
import { labelsIn } from "./labels.ts";
import { colors, Svg, shorten } from "./svg.ts";

export function drawEntryTypes(tree: SessionTree, lang: Lang): string {
  const say = labelsIn(lang).entryTypes;
  const svg = new Svg(say.title);
  svg.text(30, 40, say.title, { size: 20, weight: "bold" });
  svg.text(30, 84, say.entry, { size: 17, weight: "bold" });
  svg.text(640, 84, say.gives, { size: 17, weight: "bold" });
  const path = tree.pathToRoot(tree.leafId);
  path.forEach((entry, row) => {
    const y = 100 + row * 42;
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
    svg.box(30, y, 520, 32, { fill: colors.box });
    svg.text(40, y + 22, `${entry.type}`, { size: 15, mono: true, fill: colors.faint });
    svg.text(250, y + 22, shorten(entryLabel(entry).replace(/^\S+ /, ""), 34), { size: 15 });
    svg.line(552, y + 16, 636, y + 16, { stroke: style.stroke, arrow: true, dash: !message && !setting });
    svg.box(640, y, 380, 32, style);
    svg.text(652, y + 22, gives, { size: 16 });
  });
  return svg.render(1050, 100 + path.length * 42 + 20);
}
