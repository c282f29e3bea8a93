/**
 * The page's layout, given everything it shows: the top bar, sessions and the tree on the left, the chat of the
 * active path in the middle, what the model sees next and the event timeline on the right. It holds no state;
 * App.tsx computes what is shown and hooks/useSessionActions.ts what the buttons do.
 */
import type { Pace, SessionDetail } from "@kit/server";
import type { SessionEntry } from "@kit/session-core/tree";
import type { ReactNode } from "react";
import type { Form, SessionActions } from "../hooks/useSessionActions.ts";
import type { Connection } from "../hooks/useSessionEvents.ts";
import type { useSessions } from "../hooks/useSessions.ts";
import type { Damage } from "../hooks/useShownDetail.ts";
import { useT } from "../i18n/index.tsx";
import type { ReplayFrame } from "../model/replay.ts";
import type { ContextView } from "../model/session-view.ts";
import type { TimelineEvent } from "../model/timeline.ts";
import { ChatView, type ChatViewProps } from "./ChatView.tsx";
import { ContextPanel, type ContextPanelProps } from "./ContextPanel.tsx";
import { DamagedSession } from "./DamagedSession.tsx";
import { Editor } from "./Editor.tsx";
import { InlineForm } from "./InlineForm.tsx";
import { NewSessionState } from "./NewSessionState.tsx";
import { ReadOnlyBanner } from "./ReadOnlyBanner.tsx";
import { ReconnectingBanner } from "./ReconnectingBanner.tsx";
import { ReplayBar } from "./ReplayBar.tsx";
import { SessionList } from "./SessionList.tsx";
import { SpeedControl } from "./SpeedControl.tsx";
import { ConnectionState, type Notice, Toast } from "./StatusBar.tsx";
import { StepBar } from "./StepBar.tsx";
import { TimelinePanel } from "./TimelinePanel.tsx";
import { Toolbar } from "./Toolbar.tsx";
import { TornTailNotice } from "./TornTailNotice.tsx";
import { TreePanel } from "./TreePanel.tsx";

export interface AppLayoutProps {
  /** The teacher follows a student: nothing that acts is shown. */
  following: boolean;
  /** Following, or a read-only server: nothing may change the session. */
  readOnly: boolean;
  /** The server is read-only (someone's own pi sessions): a banner says so. */
  serverReadOnly: boolean;
  exportHref: string | undefined;
  sendBlocked: boolean;
  classNote: ReactNode | undefined;
  pace: Pace;
  onPace: (pace: Pace) => void;
  presentation: boolean;
  onPresentation: (on: boolean) => void;

  sessionId: string | undefined;
  isNew: boolean;
  title: string;
  name: string | undefined;
  sessions: ReturnType<typeof useSessions>["sessions"];
  hideEmpty: boolean;
  onHideEmpty: (on: boolean) => void;
  onSelectSession: (id: string) => void;
  onNewSession: () => void;

  detail: SessionDetail | undefined;
  complete: boolean;
  leftOut: number;
  damage: Damage | undefined;
  connection: Connection;
  timeline: TimelineEvent[];
  onClearTimeline: () => void;
  stepWaiting: string | undefined;
  running: boolean;
  /** Nothing may change the session now: a run streams, a replay is shown, or the page only reads. */
  locked: boolean;
  leafId: string | null;
  /** The replay frame shown, and how many lines the session has. */
  frame: ReplayFrame | undefined;
  lineCount: number;
  onReplayMove: (lines: number) => void;

  entries: readonly SessionEntry[];
  conversation: readonly SessionEntry[];
  labels: ReadonlyMap<string, string>;
  view: ContextView;
  seen: ContextView;
  path: ChatViewProps["path"];
  reply: ChatViewProps["reply"];
  runningTools: ChatViewProps["runningTools"];
  versions: ChatViewProps["versions"];
  skeleton: ContextPanelProps["skeleton"];
  saving: ContextPanelProps["saving"];
  firstScreen: boolean;
  drawnOnce: boolean;

  draft: string;
  onDraft: (text: string) => void;
  focusBump: number;
  followBump: number;
  form: Form | undefined;
  onCancelForm: () => void;
  previewLeafId: string | null | undefined;
  onEndPreview: () => void;
  linkedEntryId: string | undefined;
  onLink: (entryId: string | undefined) => void;
  linkedTarget: string | undefined;
  notice: Notice | undefined;
  onDismissNotice: () => void;
  actions: SessionActions;
}

export function AppLayout(p: AppLayoutProps) {
  const t = useT();
  const { actions, detail, form, frame } = p;
  return (
    <div className={p.pace === "step" ? "app stepping" : "app"}>
      <header className="topbar">
        <h1>{t.appTitle}</h1>
        <span className="session-title" data-testid="session-title" title={p.sessionId}>
          {p.title}
        </span>
        <Toolbar
          busy={p.locked}
          readOnly={p.following}
          unavailable={!detail || !p.complete}
          hasLeaf={p.leafId !== null}
          replaying={frame !== undefined}
          presentation={p.presentation}
          onCompact={actions.compact}
          onFork={() => actions.fork(p.leafId)}
          onLabel={() => p.leafId && actions.labelEntry(p.leafId)}
          onRename={actions.rename}
          onReplay={actions.toggleReplay}
          onPresentation={p.onPresentation}
          exportHref={p.exportHref}
        />
        {p.classNote && (
          <span className="class-note" role="status" data-testid="class-note">
            {p.classNote}
          </span>
        )}
        <ConnectionState connection={p.connection} />
      </header>
      {frame && detail && (
        <ReplayBar
          lines={frame.lines}
          total={p.lineCount}
          last={frame.last}
          onMove={p.onReplayMove}
          onExit={actions.endReplay}
        />
      )}
      {form && (
        <InlineForm
          key={form.kind === "name" ? "name" : `${form.kind}-${form.entryId}`}
          title={
            form.kind === "label"
              ? t.labelFor(form.entryId)
              : form.kind === "replace"
                ? t.replaceFor(form.entryId)
                : t.sessionName
          }
          initial={form.initial}
          placeholder={
            form.kind === "label"
              ? t.labelPlaceholder
              : form.kind === "replace"
                ? t.replacePlaceholder
                : t.namePlaceholder
          }
          onSubmit={actions.submitForm}
          onCancel={p.onCancelForm}
        />
      )}
      <aside className="sidebar">
        <SessionList
          sessions={p.sessions}
          activeId={p.sessionId}
          active={detail && { entryCount: detail.entries.length + p.leftOut, name: p.name, running: p.running }}
          hideEmpty={p.hideEmpty}
          onHideEmpty={p.onHideEmpty}
          onSelect={p.onSelectSession}
          onCreate={p.readOnly ? undefined : p.onNewSession}
        />
        {detail && (
          <TreePanel
            entries={p.entries}
            conversation={p.conversation}
            at={p.view}
            labels={p.labels}
            previewLeafId={p.previewLeafId}
            linkedEntryId={p.linkedEntryId}
            locked={p.locked}
            actions={actions.treeActions}
            onLink={p.onLink}
            onLeave={actions.focusEditor}
            targetEntryId={p.linkedTarget}
            leftOut={p.leftOut}
          />
        )}
      </aside>
      <main className="chat-column" data-testid="chat-column" data-leaf-id={String(p.leafId)} data-running={p.running}>
        {detail && <TornTailNotice parts={detail.tornSetAside} />}
        {p.isNew ? (
          <NewSessionState />
        ) : p.damage !== undefined ? (
          <DamagedSession damage={p.damage} />
        ) : (
          <ChatView
            path={p.path}
            reply={p.reply}
            runningTools={p.runningTools}
            versions={p.versions}
            followKey={`${p.sessionId}:${p.followBump}`}
            onEdit={p.locked ? undefined : actions.editAndSend}
            onFlip={p.locked ? undefined : actions.branch}
            firstScreen={p.firstScreen}
          />
        )}
        <Toast notice={p.notice} onDismiss={p.onDismissNotice} />
        {!p.isNew && p.connection === "reconnecting" && <ReconnectingBanner />}
        {p.serverReadOnly && <ReadOnlyBanner />}
        {p.pace === "step" && p.running && <StepBar next={p.stepWaiting} onStep={actions.step} />}
        {/* Following a student, the teacher reads: no question box, no Speed, nothing that looks like it acts.
            A read-only server (someone's own pi sessions) keeps the box, turned off, under a banner. */}
        {!p.following && (
          <Editor
            text={p.draft}
            onChange={p.onDraft}
            onSend={actions.send}
            onAbort={actions.abort}
            running={p.running}
            disabled={
              p.readOnly ||
              p.sendBlocked ||
              (p.isNew ? false : !detail || frame !== undefined || p.connection !== "live")
            }
            focusKey={`${p.sessionId}:${p.focusBump}`}
            onToTree={actions.focusTree}
          >
            <SpeedControl pace={p.pace} running={p.running} onPace={p.onPace} />
          </Editor>
        )}
      </main>
      <aside className="inspector">
        {detail && p.drawnOnce && (
          <ContextPanel
            key={p.sessionId}
            view={p.seen}
            skeleton={p.skeleton}
            previewLeafId={p.previewLeafId}
            onEndPreview={p.onEndPreview}
            linkedEntryId={p.linkedEntryId}
            onLink={p.onLink}
            saving={p.saving}
            replaying={frame !== undefined}
          />
        )}
        <TimelinePanel events={p.timeline} onClear={p.onClearTimeline} />
      </aside>
    </div>
  );
}
