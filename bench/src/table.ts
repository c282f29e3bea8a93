/**
 * The one table: a row per session and measure, the three contenders side by
 * side, and session-core's figure divided by the raw floor's and by pi's.
 * Printed as Markdown, so it can be pasted into docs/benchmarks.md as it is.
 */
export interface Row {
  session: string;
  /** The session's size, for the goals; not printed (the session's name says it). */
  entries: number;
  measure: string;
  raw?: Cell;
  ours?: Cell;
  pi?: Cell;
}

/** A figure, or a lower bound (`over`) when the measure hit its cap, or why there is none. */
export type Cell = { value: number } | { over: number } | { failed: string };

export function formatNumber(value: number): string {
  if (value === 0) return "0";
  if (value >= 100) return Math.round(value).toLocaleString("en-US");
  if (value >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

function formatCell(cell: Cell | undefined): string {
  if (!cell) return "—";
  if ("value" in cell) return formatNumber(cell.value);
  if ("over" in cell) return `> ${formatNumber(cell.over)}`;
  return `failed (${cell.failed})`;
}

function ratio(ours: Cell | undefined, other: Cell | undefined): string {
  if (!ours || !other || !("value" in ours)) return "";
  // Nothing divides by zero (an open that took no page fault): no ratio, rather than "Infinity×".
  if ("value" in other) return other.value === 0 ? "" : `${(ours.value / other.value).toFixed(2)}×`;
  if ("over" in other) return `< ${(ours.value / other.over).toFixed(3)}×`;
  return "";
}

export function renderTable(rows: Row[]): string {
  const header = [
    "session",
    "measure",
    "raw floor",
    "session-core",
    "pi 0.73.1",
    "session-core ÷ raw",
    "session-core ÷ pi",
  ];
  const cells = rows.map((row, index) => [
    index > 0 && rows[index - 1]!.session === row.session ? "" : row.session,
    row.measure,
    formatCell(row.raw),
    formatCell(row.ours),
    formatCell(row.pi),
    ratio(row.ours, row.raw),
    ratio(row.ours, row.pi),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const numeric = (column: number) => column >= 2;
  // Numbers are right-aligned (a colon on the right of the Markdown rule), text left-aligned.
  const pad = (value: string, column: number) =>
    numeric(column) ? value.padStart(widths[column]!) : value.padEnd(widths[column]!);
  const line = (values: string[]) => `| ${values.map(pad).join(" | ")} |`;
  const ruleOf = (width: number, column: number) =>
    numeric(column) ? `${"-".repeat(width + 1)}:` : "-".repeat(width + 2);
  const rule = `|${widths.map(ruleOf).join("|")}|`;
  return [line(header), rule, ...cells.map(line)].join("\n");
}
