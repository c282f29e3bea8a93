/**
 * The chat of the active path: the saved entries from the root to the leaf,
 * then the reply still streaming in. Follows the bottom while new text
 * arrives, unless the reader has scrolled up to read.
 */
import { useLayoutEffect, useRef } from "react";
import type { AssistantMessage as AssistantMessageType } from "@kit/agent-loop";
import type { ChatEntry } from "../model/chat-path.ts";
import { AssistantMessage } from "./AssistantMessage.tsx";
import { ChatEntryView } from "./ChatEntryView.tsx";

export interface ChatViewProps {
  path: ChatEntry[];
  reply: AssistantMessageType | undefined;
  runningTools: string[];
  onEdit: (entryId: string) => void;
}

export function ChatView({ path, reply, runningTools, onEdit }: ChatViewProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const followBottom = useRef(true);
  // Before paint, so the browser never shows (or reports as a scroll) the in-between position.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && followBottom.current) element.scrollTop = element.scrollHeight;
  });
  const onScroll = () => {
    const element = scroller.current;
    if (element) followBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
  };

  return (
    <div className="chat" ref={scroller} onScroll={onScroll} data-testid="chat">
      {path.length === 0 && !reply && <p className="empty">No messages on this path yet. Ask something below.</p>}
      {path.map(({ entry, summarised }) => (
        <div key={entry.id} className={`chat-entry${summarised ? " summarised" : ""}`} data-testid="chat-entry" data-entry-id={entry.id} data-entry-type={entry.type}>
          {summarised && <span className="summarised-tag" title="Still in the file; the model sees the compaction summary instead">summarised</span>}
          <ChatEntryView entry={entry} onEdit={onEdit} />
        </div>
      ))}
      {reply && (
        <div className="chat-entry streaming" data-testid="streaming-reply">
          <AssistantMessage message={reply} streaming />
        </div>
      )}
      {runningTools.map((name, index) => (
        <div key={index} className="note running">
          running {name}…
        </div>
      ))}
    </div>
  );
}
