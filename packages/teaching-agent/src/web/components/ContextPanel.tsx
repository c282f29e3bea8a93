/**
 * "What the model sees next": the request the provider would receive if the
 * user sent a message now. The system prompt first, then the path from the
 * leaf to the root as the API's roles, with the summaries marked.
 *
 * Moving the leaf changes it, and that is the whole lesson of the tree, so the
 * panel shows the change: the beginning both leaves share folds into one line,
 * the messages that joined are marked, the ones that left are listed struck
 * through, and the view opens on the first change. Hovering a message lights
 * up its entry in the tree (and the other way round).
 */

import { oneLine } from "@kit/agent-loop/messages";
import type { ProviderRequest } from "@kit/agent-loop/provider-request";
import { memo, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useT } from "../i18n/index.tsx";
import type { CompactionSaving } from "../model/compaction-saving.ts";
import { type ContextDiff, diffContexts } from "../model/context-diff.ts";
import {
  fileSystemMessages,
  type NotSentView,
  omittedMessages,
  originalText,
  type RequestMessageView,
  requestMessages,
} from "../model/request-view.ts";
import type { ContextView } from "../model/session-view.ts";
import { CompactionSavingLine } from "./CompactionSavingLine.tsx";
import { RequestMessage } from "./RequestMessage.tsx";
import { ScrollingText } from "./ScrollingText.tsx";

/**
 * Past this many messages after the shared beginning, older ones wait behind a button (a long session has
 * thousands).
 */
const SHOWN_AT_ONCE = 120;

export interface ContextPanelProps {
  view: ContextView;
  skeleton: ProviderRequest | undefined;
  previewLeafId: string | null | undefined;
  onEndPreview: () => void;
  linkedEntryId: string | undefined;
  onLink: (entryId: string | undefined) => void;
  /** The compaction just made, while the leaf is on it: shown at the top, its summary scrolled into view. */
  saving?: CompactionSaving | undefined;
  /** A replay frame is shown: its changes are compared frame to frame, apart from the live state's (see below). */
  replaying?: boolean;
}

interface Remembered {
  messages: RequestMessageView[];
  diff: ContextDiff | undefined;
  left: RequestMessageView[];
}

export const ContextPanel = memo(function ContextPanel({
  view,
  skeleton,
  previewLeafId,
  onEndPreview,
  linkedEntryId,
  onLink,
  saving,
  replaying = false,
}: ContextPanelProps) {
  const t = useT();
  const messages = useMemo(() => requestMessages(view), [view]);
  // What the path holds that the request does not: messages a context edit hides, and pi's system messages.
  const omitted = useMemo(() => omittedMessages(view, t), [view, t]);
  const fileSystem = useMemo(() => fileSystemMessages(view), [view]);
  // The previous context, to compare with: kept across renders, replaced when the messages change. A replay keeps its
  // own, starting from the live one: leaving it then compares the present with the present before the replay, not
  // with the last frame shown, which would report a leaf move that never happened.
  const memory = useRef<{ live: Remembered; replay: Remembered; replaying: boolean }>({
    live: { messages: [], diff: undefined, left: [] },
    replay: { messages: [], diff: undefined, left: [] },
    replaying: false,
  });
  const { diff, left } = useMemo(() => {
    const memories = memory.current;
    if (replaying && !memories.replaying) memories.replay = memories.live;
    memories.replaying = replaying;
    const mode = replaying ? "replay" : "live";
    const previous = memories[mode];
    const keys = messages.map((message) => message.key);
    if (sameKeys(previous.messages, keys)) return previous;
    const first = previous.messages.length === 0 && previous.diff === undefined;
    const next = first
      ? undefined
      : diffContexts(
          previous.messages.map((message) => message.key),
          keys,
        );
    const leftKeys = new Set(next?.left);
    const gone = previous.messages.filter((message) => leftKeys.has(message.key));
    memories[mode] = { messages, diff: next, left: gone };
    return memories[mode];
  }, [messages, replaying]);

  const [openShared, setOpenShared] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [showJson, setShowJson] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new difference folds the shared part again
  useLayoutEffect(() => {
    setOpenShared(false);
    setShowAll(false);
  }, [diff]);

  // Open on the first change; without one (first load), on the end, where the next message goes. Right after
  // Compact, on the summary: what the model reads instead of the older messages.
  const body = useRef<HTMLDivElement>(null);
  const showSaving = saving !== undefined && saving.entryId === view.leafId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new difference (or a compaction) moves the view
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const target =
      (showSaving ? element.querySelector<HTMLElement>('[data-marker="compaction-summary"]') : null) ??
      element.querySelector<HTMLElement>("[data-first-change]") ??
      element.querySelector<HTMLElement>(".next-slot");
    if (target) element.scrollTop = Math.max(0, target.offsetTop - element.offsetTop - 40);
  }, [diff, showSaving]);

  const shared =
    diff && diff.shared > 0 && (diff.joined.size > 0 || diff.left.length > 0) && !openShared ? diff.shared : 0;
  const rest = messages.slice(shared);
  const hidden = showAll ? 0 : Math.max(0, rest.length - SHOWN_AT_ONCE);
  const shown = rest.slice(hidden);
  const firstChange = diff ? diff.shared : -1;
  const system = skeleton?.messages[0];
  const toolNames = skeleton?.tools
    ?.map((tool) => (tool.type === "function" ? tool.function.name : tool.type))
    .join(", ");

  return (
    <section className="panel context-panel" data-testid="context-panel" data-leaf-id={String(view.leafId)}>
      <header className="panel-head">
        <h2>{t.contextTitle}</h2>
        <span className="muted" data-testid="context-count">
          {t.messages(messages.length + (system ? 1 : 0))}
        </span>
      </header>
      {showSaving && <CompactionSavingLine saving={saving} />}
      {diff && (diff.left.length > 0 || diff.joined.size > 0) && (
        // Above the scrolled part, so a projector shows both counts however long the lists below are.
        <p className="change-count" data-testid="change-count">
          {t.changeCount(diff.left.length, diff.joined.size)}
        </p>
      )}
      {previewLeafId !== undefined && (
        <div className="preview-note" data-testid="preview-note">
          {t.previewAt} <code>{String(previewLeafId)}</code> {t.notTheLeaf}{" "}
          <button type="button" className="link-button" onClick={onEndPreview}>
            {t.backToLeaf}
          </button>
        </div>
      )}
      <div className="panel-body" ref={body}>
        <p className="muted request-meta">
          {t.model} <code>{skeleton?.model ?? "…"}</code> · {t.leaf} <code>{String(view.leafId)}</code> · {t.tools}{" "}
          {toolNames || t.none}
        </p>
        {system && (
          <details className="request-message role-system" data-testid="system-prompt">
            <summary>
              <span className="role">{t.roleName("system")}</span> {t.systemPrompt}
            </summary>
            <pre>{typeof system.content === "string" ? system.content : JSON.stringify(system.content)}</pre>
          </details>
        )}
        {fileSystem.length > 0 && (
          <NotSent testId="not-sent-system" title={t.notSentSystem(fileSystem.length)} messages={fileSystem} />
        )}
        {omitted.length > 0 && (
          <NotSent testId="not-sent-omitted" title={t.notSentOmitted(omitted.length)} messages={omitted} />
        )}
        {shared > 0 && (
          <button
            type="button"
            className="shared-prefix"
            data-testid="shared-prefix"
            data-count={shared}
            title={t.sharedTitle}
            onClick={() => setOpenShared(true)}
          >
            ▸ {t.shared(shared)}
          </button>
        )}
        {left.length > 0 && (
          <div className="left-context" data-testid="left-context" data-first-change="">
            <p>{t.leftContext(left.length)}</p>
            <ol>
              {left.map((message) => (
                <li
                  key={message.key}
                  className="left-message"
                  data-testid="left-message"
                  data-entry-id={message.entryId ?? ""}
                >
                  <span className="role">{t.roleName(message.role)}</span> <s>{oneLineOf(message)}</s>
                </li>
              ))}
            </ol>
          </div>
        )}
        {hidden > 0 && (
          <button type="button" className="link-button" onClick={() => setShowAll(true)}>
            {t.earlier(hidden)}
          </button>
        )}
        <ol className="request-messages">
          {shown.map((message, index) => {
            const position = shared + hidden + index;
            return (
              <RequestMessage
                key={message.key}
                message={message}
                joined={diff?.joined.has(message.key) ?? false}
                firstChange={left.length === 0 && position === firstChange}
                linked={message.entryId !== undefined && message.entryId === linkedEntryId}
                onLink={onLink}
                original={message.editId && message.entryId ? originalText(view, message.entryId, t) : undefined}
              />
            );
          })}
        </ol>
        <div className="next-slot" data-testid="next-slot">
          {t.nextGoesHere}
        </div>
        <details onToggle={(event) => setShowJson(event.currentTarget.open)}>
          <summary>{t.requestJson}</summary>
          {showJson && skeleton && (
            <pre className="json">
              {JSON.stringify(
                {
                  ...skeleton,
                  messages: [...skeleton.messages.slice(0, 1), ...messages.map((message) => message.raw)],
                },
                null,
                2,
              )}
            </pre>
          )}
        </details>
      </div>
    </section>
  );
});

/** Messages of the path the request leaves out, each with what its entry says in the file a click away. */
function NotSent({ testId, title, messages }: { testId: string; title: string; messages: NotSentView[] }) {
  const t = useT();
  return (
    <div className="not-sent" data-testid={testId}>
      <p>{title}</p>
      <ol>
        {messages.map((message) => (
          <li key={message.entryId} data-testid="not-sent-message" data-entry-id={message.entryId}>
            <details>
              <summary>
                <code>{message.entryId}</code>
                {message.editId && ` ${t.byEdit(message.editId)}`}
              </summary>
              <ScrollingText text={message.text} />
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}

function sameKeys(messages: readonly RequestMessageView[], keys: readonly string[]): boolean {
  return messages.length === keys.length && messages.every((message, index) => message.key === keys[index]);
}

function oneLineOf(message: RequestMessageView): string {
  const text = message.text || message.toolCalls.map((call) => `${call.name}(${call.arguments})`).join(" ");
  return oneLine(text, 90);
}
