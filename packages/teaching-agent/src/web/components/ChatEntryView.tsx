/** One entry of the active path, drawn by what it is. */

import { isKnownEntry, type SessionEntry } from "@kit/session-core/tree";
import { memo } from "react";
import { useT } from "../i18n/index.tsx";
import { entryLine } from "../model/entry-text.ts";
import { AssistantMessage } from "./AssistantMessage.tsx";
import { SummaryEntry } from "./SummaryEntry.tsx";
import { SystemMessage, type SystemMessageLike } from "./SystemMessage.tsx";
import { ToolResult } from "./ToolResult.tsx";
import { type QuestionVersions, UserMessage } from "./UserMessage.tsx";

export interface ChatEntryViewProps {
  entry: SessionEntry;
  versions: QuestionVersions | undefined;
  onEdit: ((entryId: string, text: string, summarize: boolean) => void) | undefined;
}

/** Memoised: entries never change, so a saved entry renders once however fast a reply streams below it. */
export const ChatEntryView = memo(function ChatEntryView({ entry, versions, onEdit }: ChatEntryViewProps) {
  const t = useT();
  if (!isKnownEntry(entry)) return <Note entry={entry} />;
  if (entry.type === "message") {
    const message = entry.message;
    // pi's system messages: agent-loop's message type has no such role, so it is asked for first.
    if ((message.role as string) === "system")
      return <SystemMessage message={message as unknown as SystemMessageLike} note={t.systemMessageNote} />;
    switch (message.role) {
      case "user":
        return (
          <UserMessage
            message={message}
            versions={versions}
            onEdit={onEdit && ((text, summarize) => onEdit(entry.id, text, summarize))}
          />
        );
      case "assistant":
        return <AssistantMessage message={message} />;
      case "toolResult":
        return <ToolResult message={message} />;
      default:
        return <Note entry={entry} />;
    }
  }
  if (entry.type === "compaction") {
    return (
      <>
        <SummaryEntry
          kind="compaction"
          summary={entry.summary}
          note={t.replacesAbove(entry.firstKeptEntryId, entry.tokensBefore)}
        />
        {entry.systemMessage && <SystemMessage message={entry.systemMessage} note={t.compactionSystem} />}
      </>
    );
  }
  if (entry.type === "branch_summary") {
    // pi writes the entry the branch left from (the fork point) as fromId.
    return <SummaryEntry kind="branch_summary" summary={entry.summary} note={t.branchedFrom(entry.fromId)} />;
  }
  return <Note entry={entry} />;
});

/** Settings and anything else: one quiet line, named as the tree names it (in Chinese, the Chinese word first). */
function Note({ entry }: { entry: SessionEntry }) {
  const t = useT();
  const line = entryLine(entry, t);
  return (
    <div className="note">
      {t.kindName(line.kind, line.tag)}: {line.text}
    </div>
  );
}
