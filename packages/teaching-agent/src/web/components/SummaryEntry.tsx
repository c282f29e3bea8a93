/**
 * A compaction or a branch summary: text that stands in, for the model, for
 * entries it no longer sees. Shown as a summary, never as a user message,
 * because nobody typed it; folded by default, because it is long and the
 * lesson is that it is there.
 */
import { useT } from "../i18n/index.tsx";

export function SummaryEntry({
  kind,
  summary,
  note,
}: {
  kind: "compaction" | "branch_summary";
  summary: string;
  note: string;
}) {
  const t = useT();
  return (
    <div className={`summary ${kind}`} data-testid={kind === "compaction" ? "compaction-summary" : "branch-summary"}>
      <div className="summary-head">
        <strong>{kind === "compaction" ? t.compactionSummary : t.branchSummary}</strong> <span>{note}</span>
      </div>
      <details>
        <summary>{t.summaryText}</summary>
        <pre>{summary}</pre>
      </details>
    </div>
  );
}
