/**
 * Text in fixed-width columns, for demos that print things side by side.
 * A cell that is too long is cut and ends in "…", so a reader knows there is
 * more; nothing wraps, so every row stays one line.
 *
 * Widths are terminal columns, not characters: a Chinese character (and
 * full-width punctuation such as "，" or "：") takes two columns, so Chinese
 * and English cells line up alike.
 */

/** How many terminal columns `text` takes: two for a wide (East Asian) character, one for the rest. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += isWide(char) ? 2 : 1;
  return width;
}

function isWide(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x1100 && code <= 0x115f) || // Hangul Jamo
    (code >= 0x2e80 && code <= 0x303e) || // CJK radicals, punctuation
    (code >= 0x3041 && code <= 0x33ff) || // kana, CJK symbols
    (code >= 0x3400 && code <= 0x4dbf) || // CJK extension A
    (code >= 0x4e00 && code <= 0x9fff) || // CJK unified ideographs
    (code >= 0xac00 && code <= 0xd7a3) || // Hangul syllables
    (code >= 0xf900 && code <= 0xfaff) || // CJK compatibility ideographs
    (code >= 0xfe30 && code <= 0xfe4f) || // CJK compatibility forms
    (code >= 0xff00 && code <= 0xff60) || // full-width forms
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

/** `text` cut to at most `width` columns; a cut ends in "…". */
export function clip(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let kept = "";
  let used = 0;
  for (const char of text) {
    const w = isWide(char) ? 2 : 1;
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
