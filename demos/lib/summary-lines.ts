/**
 * A summary as the demos print it: each line behind a `│`. A summary runs to
 * dozens of lines, so by default a demo shows its first few and says how
 * many more `--verbose` would show (demos 06 and 07).
 */

/** The summary's lines; with a `limit`, only that many, then the line `more(hidden)` gives. */
export function summaryLines(summary: string, limit: number | undefined, more: (hidden: number) => string): string[] {
  const lines = summary.split("\n");
  const shown = limit === undefined ? lines : lines.slice(0, limit);
  const printed = shown.map((line) => `  │ ${line}`.trimEnd());
  return shown.length < lines.length ? [...printed, more(lines.length - shown.length)] : printed;
}
