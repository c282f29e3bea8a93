/** One entry of the active path, drawn by what it is. */
import { memo } from "react";
import type { AgentMessage } from "@kit/agent-loop";
import type { BranchSummaryEntry, CompactionEntry, SessionEntry } from "@kit/session-core";
import { entryLine } from "../model/entry-text.ts";
import { AssistantMessage } from "./AssistantMessage.tsx";
import { SummaryEntry } from "./SummaryEntry.tsx";
import { ToolResult } from "./ToolResult.tsx";
import { UserMessage } from "./UserMessage.tsx";

/** Memoised: entries never change, so a saved entry renders once however fast a reply streams below it. */
export const ChatEntryView = memo(function ChatEntryView({ entry, onEdit }: { entry: SessionEntry; onEdit: (entryId: string) => void }) {
  if (entry.type === "message") {
    const message = (entry as { message: AgentMessage }).message;
    switch (message.role) {
      case "user":
        return <UserMessage message={message} onEdit={() => onEdit(entry.id)} />;
      case "assistant":
        return <AssistantMessage message={message} />;
      case "toolResult":
        return <ToolResult message={message} />;
      default:
        return <Note entry={entry} />;
    }
  }
  if (entry.type === "compaction") {
    const compaction = entry as CompactionEntry;
    return <SummaryEntry kind="compaction" summary={compaction.summary} note={`replaces the entries above ${compaction.firstKeptEntryId} (${compaction.tokensBefore} tokens before)`} />;
  }
  if (entry.type === "branch_summary") {
    const branch = entry as BranchSummaryEntry;
    return <SummaryEntry kind="branch_summary" summary={branch.summary} note={`of the branch that ended at ${branch.fromId}`} />;
  }
  return <Note entry={entry} />;
});

/** Settings and anything else: one quiet line. */
function Note({ entry }: { entry: SessionEntry }) {
  const line = entryLine(entry);
  return (
    <div className="note">
      {line.tag}: {line.text}
    </div>
  );
}
