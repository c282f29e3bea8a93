/**
 * Comparing a block in the docs with what it claims to show: the lines of a
 * source region, or what a demo printed.
 *
 * Only differences a reader cannot see are forgiven: whitespace at the end of
 * a line, and blank lines before the first and after the last line (editors
 * and fences add and remove those freely). Everything else must match exactly,
 * so a renamed variable or a changed number in a demo's output fails the check.
 */

/** A line as it will be compared, with the line number it came from in its file (for messages). */
export interface NumberedLine {
  text: string;
  line: number;
}

/** Splits text into comparable lines: trailing whitespace dropped, outer blank lines dropped. */
export function comparableLines(text: string, firstLine = 1): NumberedLine[] {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line, index) => ({ text: line.trimEnd(), line: firstLine + index }));
  return trimBlankEnds(lines);
}

/** Drops blank lines at both ends, keeping those in the middle. */
export function trimBlankEnds(lines: NumberedLine[]): NumberedLine[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]?.text === "") start++;
  while (end > start && lines[end - 1]?.text === "") end--;
  return lines.slice(start, end);
}

/** Where two blocks first part ways; `undefined` on one side means that side had already ended. */
export interface Difference {
  /** 1-based line within the block in the docs. */
  index: number;
  inDocs: NumberedLine | undefined;
  inTruth: NumberedLine | undefined;
}

/** The first line where the block in the docs and the truth differ, or undefined if they are equal. */
export function firstDifference(inDocs: NumberedLine[], truth: NumberedLine[]): Difference | undefined {
  const length = Math.max(inDocs.length, truth.length);
  for (let i = 0; i < length; i++) {
    const a = inDocs[i];
    const b = truth[i];
    if (a?.text !== b?.text) return { index: i + 1, inDocs: a, inTruth: b };
  }
  return undefined;
}

/** `"const x = 1;"` or `(nothing: it has ended)`: JSON quoting makes stray spaces and tabs visible. */
export function showLine(line: NumberedLine | undefined): string {
  return line === undefined ? "(nothing: it has ended)" : JSON.stringify(line.text);
}
