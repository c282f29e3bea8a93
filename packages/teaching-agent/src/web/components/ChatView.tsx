/**
 * The chat of the active path: the saved entries from the root to the leaf,
 * then the reply still streaming in. Follows the bottom while new text
 * arrives, unless the reader has scrolled up to read; sending a message (or
 * moving the leaf) always brings the bottom back into view. A path of
 * thousands of messages shows its latest ones, the earlier ones a page per
 * click: nobody reads them all, and drawing them all would slow every change.
 */

import type { AssistantMessage as AssistantMessageType } from "@kit/agent-loop/messages";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useT } from "../i18n/index.tsx";
import type { ChatEntry } from "../model/chat-path.ts";
import { entryLine } from "../model/entry-text.ts";
import type { Versions } from "../model/versions.ts";
import { AssistantMessage } from "./AssistantMessage.tsx";
import { ChatEntryView } from "./ChatEntryView.tsx";
import type { QuestionVersions } from "./UserMessage.tsx";

export interface ChatViewProps {
  path: ChatEntry[];
  reply: AssistantMessageType | undefined;
  runningTools: string[];
  versions: Versions;
  /** Changes when the reader's own action should bring the bottom back (a send, a leaf move). */
  followKey: string;
  onEdit: ((entryId: string, text: string, summarize: boolean) => void) | undefined;
  onFlip: ((leafId: string) => void) | undefined;
  /** The render that first shows the session: only the entries a screen holds are drawn, the others in the next. */
  firstScreen: boolean;
}

/**
 * How many entries of the path are drawn, and how many more each "show earlier" adds. A screen holds a dozen; every
 * drawn entry is laid out again when the leaf moves, and a reply is parsed as Markdown when first drawn.
 */
const SHOWN_AT_ONCE = 100;
/** The entries drawn in a session's first frame: a screen's worth (each reply is parsed as Markdown first). */
const FIRST_FRAME = 12;

export function ChatView(props: ChatViewProps) {
  const { path, reply, runningTools, versions, followKey, onEdit, onFlip, firstScreen } = props;
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const [drawnLater, setDrawnLater] = useState(SHOWN_AT_ONCE);
  const drawn = firstScreen ? FIRST_FRAME : drawnLater;
  const hidden = Math.max(0, path.length - drawn);
  const shown = hidden > 0 ? path.slice(hidden) : path;
  const followBottom = useRef(true);
  const lastFollowKey = useRef(followKey);
  const settling = useRef<number | undefined>(undefined);
  /**
   * Entries drawn for the first time are laid out at an estimated height until they come into view
   * (content-visibility in styles.css), so after a jump to the bottom the bottom moves on: many entries drawn at once
   * (leaving a replay, a leaf move) left the chat far above the leaf's reply. After the reader's own action, the chat
   * keeps to the bottom frame by frame until its height holds.
   */
  const settleAtBottom = () => {
    if (settling.current !== undefined) cancelAnimationFrame(settling.current);
    let height = -1;
    let frames = 0;
    const step = () => {
      const element = scroller.current;
      if (!element || element.scrollHeight === height || ++frames > 60) {
        settling.current = undefined;
        return;
      }
      height = element.scrollHeight;
      element.scrollTop = height;
      followBottom.current = true;
      settling.current = requestAnimationFrame(step);
    };
    settling.current = requestAnimationFrame(step);
  };
  useEffect(() => () => cancelAnimationFrame(settling.current ?? 0), []);
  // Before paint, so the browser never shows (or reports as a scroll) the in-between position.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (lastFollowKey.current !== followKey) {
      lastFollowKey.current = followKey;
      followBottom.current = true;
      settleAtBottom();
    }
    // Nothing drawn yet (the page before its session comes): reading the height would lay out the page for nothing.
    if (element && followBottom.current && (shown.length > 0 || reply)) element.scrollTop = element.scrollHeight;
  });
  const onScroll = () => {
    const element = scroller.current;
    // The page's own scrolls while it settles say nothing about where the reader is.
    if (element && settling.current === undefined)
      followBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
  };

  // One object per question with versions, made again only when the path or the versions change (entries are memoised).
  const versionsById = useMemo(() => {
    const byId = new Map<string, QuestionVersions>();
    const go = (id: string | undefined) =>
      id === undefined || !onFlip ? undefined : () => onFlip(versions.latest.get(id) ?? id);
    for (const { entry } of path) {
      const siblings = versions.siblings.get(entry.id);
      const branches = versions.branches.get(entry.id) ?? 1;
      if (!siblings || (siblings.length < 2 && branches < 2)) continue;
      const index = siblings.indexOf(entry.id);
      byId.set(entry.id, {
        index: index + 1,
        count: siblings.length,
        branches,
        previous: go(siblings[index - 1]),
        next: go(siblings[index + 1]),
      });
    }
    return byId;
  }, [path, versions, onFlip]);

  // A screen reader hears that a reply streams, then the reply once it is saved (not every piece of it).
  const lastEntry = path.at(-1)?.entry;
  const lastLine = lastEntry && entryLine(lastEntry, t);
  const announced = reply ? t.answering : lastLine?.kind === "assistant" ? lastLine.text.slice(0, 400) : "";

  return (
    <>
      <p className="sr-only" role="status" aria-live="polite" data-testid="reply-status">
        {announced}
      </p>
      <div className="chat" ref={scroller} onScroll={onScroll} data-testid="chat">
        {path.length === 0 && !reply && <p className="empty">{t.chatEmpty}</p>}
        {hidden > 0 && (
          <button
            type="button"
            className="link-button earlier"
            data-testid="chat-earlier"
            onClick={() => setDrawnLater((count) => count + SHOWN_AT_ONCE)}
          >
            {t.earlier(Math.min(hidden, SHOWN_AT_ONCE))}
          </button>
        )}
        {shown.map(({ entry, summarised, edit }) => (
          <div
            key={entry.id}
            className={`chat-entry${summarised ? " summarised" : ""}${edit ? ` edit-${edit.kind}` : ""}`}
            data-testid="chat-entry"
            data-entry-id={entry.id}
            data-entry-type={entry.type}
            data-edit={edit?.kind}
          >
            {summarised && (
              <span className="summarised-tag" title={t.summarisedTitle}>
                {t.summarised}
              </span>
            )}
            {edit && (
              <span
                className={`edit-mark ${edit.kind}`}
                data-testid="chat-edit-mark"
                title={edit.kind === "omitted" ? t.omittedTitle(edit.editId) : t.editedTitle(edit.editId)}
              >
                {edit.kind === "omitted" ? t.omittedMark : t.editedMark}
              </span>
            )}
            <ChatEntryView entry={entry} versions={versionsById.get(entry.id)} onEdit={onEdit} />
          </div>
        ))}
        {reply && (
          <div className="chat-entry streaming" data-testid="streaming-reply">
            <AssistantMessage message={reply} streaming />
          </div>
        )}
        {runningTools.map((name, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the tools of one step run in call order; a name may repeat
          <div key={index} className="note running">
            {t.runningTool(name)}
          </div>
        ))}
      </div>
    </>
  );
}
