/**
 * Text in fixed-width columns, for demos that print things side by side.
 * A cell that is too long is cut and ends in "…", so a reader knows there is
 * more; nothing wraps, so every row stays one line.
 *
 * Widths are terminal columns, not characters: a Chinese character (and
 * full-width punctuation such as "，" or "：") takes two columns, so Chinese
 * and English cells line up alike. Which characters are wide is Unicode's
 * rule (East Asian Width), read from the `get-east-asian-width` package
 * rather than a table of our own; the site's pictures measure with it too.
 */

import { eastAsianWidth } from "get-east-asian-width";

/** How many terminal columns `char` takes: two for a wide or full-width one (Unicode's East Asian Width), else one. */
function charWidth(char: string): number {
  return eastAsianWidth(char.codePointAt(0) ?? 0);
}

/** How many terminal columns `text` takes. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** `text` cut to at most `width` columns; a cut ends in "…". */
export function clip(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let kept = "";
  let used = 0;
  for (const char of text) {
    const w = charWidth(char);
    if (used + w > width - 1) break;
    kept += char;
    used += w;
  }
  return `${kept}…`;
}

/** `text` followed by spaces up to `width` columns. */
export function pad(text: string, width: number): string {
  return text + " ".repeat(Math.max(0, width - displayWidth(text)));
}

/**
 * Rows of cells, each column `widths[i]` wide and joined by `gap`. The last
 * column is clipped but not padded, so lines carry no trailing spaces.
 */
export function columns(rows: readonly (readonly string[])[], widths: readonly number[], gap = "  "): string[] {
  return rows.map((cells) =>
    cells
      .map((cell, i) => {
        const width = widths[i] ?? displayWidth(cell);
        const clipped = clip(cell, width);
        return i === cells.length - 1 ? clipped : pad(clipped, width);
      })
      .join(gap)
      .trimEnd(),
  );
}

/** A rule as wide as a column: `─────`. */
export function rule(width: number): string {
  return "─".repeat(width);
}
