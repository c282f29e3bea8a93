/**
 * A compaction or a branch summary: text that stands in, for the model, for
 * entries it no longer sees. Shown as a summary, never as a user message,
 * because nobody typed it.
 */
export function SummaryEntry({ kind, summary, note }: { kind: "compaction" | "branch_summary"; summary: string; note: string }) {
  return (
    <div className={`summary ${kind}`} data-testid={kind === "compaction" ? "compaction-summary" : "branch-summary"}>
      <div className="summary-head">
        <strong>{kind === "compaction" ? "Compaction summary" : "Branch summary"}</strong> <span>{note}</span>
      </div>
      <details open={kind === "compaction"}>
        <summary>the summary the model reads</summary>
        <pre>{summary}</pre>
      </details>
    </div>
  );
}
