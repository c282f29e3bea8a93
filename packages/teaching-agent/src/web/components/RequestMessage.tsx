/** One message of the provider request, linked to the tree row of the entry it comes from. */
import { memo } from "react";
import { useT } from "../i18n/index.tsx";
import type { RequestMessageView } from "../model/request-view.ts";
import { ScrollingText } from "./ScrollingText.tsx";

export interface RequestMessageProps {
  message: RequestMessageView;
  joined: boolean;
  firstChange: boolean;
  linked: boolean;
  onLink: (entryId: string | undefined) => void;
  /** For a message a context edit changed: what its entry says in the file, a click away. */
  original: string | undefined;
}

export const RequestMessage = memo(function RequestMessage({
  message,
  joined,
  firstChange,
  linked,
  onLink,
  original,
}: RequestMessageProps) {
  const t = useT();
  const classes = [
    "request-message",
    `role-${message.role}`,
    message.marker ?? "",
    joined ? "joined" : "",
    linked ? "linked" : "",
    message.editId ? "edited" : "",
  ];
  return (
    <li
      className={classes.filter(Boolean).join(" ")}
      data-testid="context-message"
      data-role={message.role}
      data-marker={message.marker ?? ""}
      data-entry-id={message.entryId ?? ""}
      data-joined={joined}
      data-linked={linked}
      data-edit-id={message.editId ?? ""}
      data-first-change={firstChange ? "" : undefined}
      onMouseEnter={() => onLink(message.entryId)}
      onMouseLeave={() => onLink(undefined)}
    >
      <div className="request-head">
        <span className="role">{t.roleName(message.role)}</span>
        {message.marker === "compaction-summary" && <span className="marker-badge">{t.compactionSummary}</span>}
        {message.marker === "branch-summary" && <span className="marker-badge">{t.branchSummary}</span>}
        {message.marker === "filled-in" && <span className="marker-badge">{t.filledIn}</span>}
        {message.editId && (
          <span className="marker-badge edit-badge" data-testid="request-edited">
            {t.editedBy(message.editId)}
          </span>
        )}
        {joined && <span className="joined-badge">{t.joined}</span>}
        {message.toolCallId && <span className="tool-call-id">{t.forCall(message.toolCallId)}</span>}
      </div>
      {message.text !== "" &&
        (message.marker === "compaction-summary" || message.marker === "branch-summary" ? (
          <details>
            <summary>{t.summaryText}</summary>
            <ScrollingText text={message.text} />
          </details>
        ) : (
          <ScrollingText text={message.text} />
        ))}
      {message.editId && original !== undefined && (
        <details className="original" data-testid="request-original">
          <summary>{t.original}</summary>
          <ScrollingText text={original} />
        </details>
      )}
      {message.toolCalls.map((call) => (
        <div key={call.id} className="tool-call">
          <span className="tool-name">{call.name}</span> <code>{call.arguments}</code>{" "}
          <span className="tool-call-id">{call.id}</span>
        </div>
      ))}
    </li>
  );
});
