/**
 * Text in fixed-width columns, for demos that print things side by side.
 * A cell that is too long is cut and ends in "…", so a reader knows there is
 * more; nothing wraps, so every row stays one line.
 */

/** `text` cut to at most `width` characters; a cut ends in "…". */
export function clip(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}

/**
 * Rows of cells, each column `widths[i]` wide and joined by `gap`. The last
 * column is clipped but not padded, so lines carry no trailing spaces.
 */
export function columns(rows: readonly (readonly string[])[], widths: readonly number[], gap = "  "): string[] {
  return rows.map((cells) =>
    cells
      .map((cell, i) => {
        const width = widths[i] ?? cell.length;
        const clipped = clip(cell, width);
        return i === cells.length - 1 ? clipped : clipped.padEnd(width);
      })
      .join(gap)
      .trimEnd(),
  );
}

/** A rule as wide as a column: `─────`. */
export function rule(width: number): string {
  return "─".repeat(width);
}
