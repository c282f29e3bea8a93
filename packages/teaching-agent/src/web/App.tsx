/**
 * The teaching agent's page: what it shows, computed from the entries the server sent with session-core's own pure
 * code (the tree, the path, the context, labels and name). Every action is one request to the server
 * (hooks/useSessionActions.ts); every change comes back as an event (hooks/useLiveSession.ts); the markup is
 * components/AppLayout.tsx. The page keeps no session state of its own beyond the entries it was sent.
 */
import type { CompactResponse } from "@kit/server";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { AppLayout } from "./components/AppLayout.tsx";
import { useDrawnOnce } from "./hooks/useDrawnOnce.ts";
import { useGrowingSession } from "./hooks/useGrowingSession.ts";
import { useHashSession } from "./hooks/useHashSession.ts";
import { useHideEmpty } from "./hooks/useHideEmpty.ts";
import { useLiveSession } from "./hooks/useLiveSession.ts";
import { useNotice } from "./hooks/useNotice.ts";
import { usePace } from "./hooks/usePace.ts";
import { usePresentation } from "./hooks/usePresentation.ts";
import { useRequestSkeleton } from "./hooks/useRequestSkeleton.ts";
import { useServerMode } from "./hooks/useServerMode.ts";
import { type Form, useSessionActions } from "./hooks/useSessionActions.ts";
import { useSessions } from "./hooks/useSessions.ts";
import { useT } from "./i18n/index.tsx";
import { chatPath } from "./model/chat-path.ts";
import { compactionSaving } from "./model/compaction-saving.ts";
import { sessionToOpen } from "./model/first-session.ts";
import { replayFrame } from "./model/replay.ts";
import { contextView } from "./model/session-view.ts";
import { unsavedReply } from "./model/streaming.ts";
import { versionsOf } from "./model/versions.ts";

const NO_ENTRIES: never[] = [];

export interface AppProps {
  /** The teacher following a student's session (classroom): every control that would change it is off. */
  readOnly?: boolean;
  /** Send is off (the teacher froze prompting); `classNote` says why. */
  sendBlocked?: boolean;
  /** A line from the classroom, shown in the top bar. */
  classNote?: ReactNode;
  /** `npm start`'s server: ask it whether it is read-only and exports (a classroom server answers neither). */
  asksServerMode?: boolean;
}

export function App({ readOnly: following = false, sendBlocked = false, classNote, asksServerMode }: AppProps = {}) {
  const t = useT();
  const serverMode = useServerMode(asksServerMode === true);
  const readOnly = following || serverMode.readOnly;
  const notice = useNotice();
  const { note, report, clear } = notice;
  const [presentation, setPresentation] = usePresentation();
  const [pace, setPace] = usePace();

  const { sessionId, entryId: linkedTarget, isNew, select: selectSession, startNew } = useHashSession();
  const { sessions, reloadSessions } = useSessions(report);
  const [hideEmpty, setHideEmpty] = useHideEmpty();
  const live = useLiveSession(sessionId, report);
  const detail = live.detail;
  const skeleton = useRequestSkeleton(sessionId, report);

  const [draft, setDraft] = useState("");
  const [focusBump, setFocusBump] = useState(0);
  const [followBump, setFollowBump] = useState(0);
  const [form, setForm] = useState<Form>();
  const [previewLeafId, setPreviewLeafId] = useState<string | null | undefined>(undefined);
  const [linkedEntryId, setLinkedEntryId] = useState<string>();
  const [replayLines, setReplayLines] = useState<number>();
  const [compacted, setCompacted] = useState<CompactResponse>();

  // No session in the address: open the newest small one (model/first-session.ts), or show a new one, which is
  // created by its first question.
  useEffect(() => {
    if (sessionId !== undefined || isNew || sessions === undefined) return;
    const newest = sessionToOpen(sessions);
    if (newest) selectSession(newest.id);
    else if (!readOnly) startNew();
  }, [sessionId, isNew, sessions, selectSession, startNew, readOnly]);

  // Switching session starts clean, but for a note about the switch itself (a fork).
  const noteAfterSwitch = useRef<string | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a session switch, which is what sessionId says
  useEffect(() => {
    setForm(undefined);
    setPreviewLeafId(undefined);
    setReplayLines(undefined);
    setLinkedEntryId(undefined);
    setCompacted(undefined);
    const pending = noteAfterSwitch.current;
    noteAfterSwitch.current = undefined;
    if (pending) note(pending);
    else clear();
  }, [sessionId, clear, note]);

  // The list shows names and "running": refresh it when those change.
  const allEntries = detail?.entries;
  // Grown by each event's entries, not built again: a leaf move appends one record (model/growing-session.ts).
  const session = useGrowingSession(allEntries ?? NO_ENTRIES);
  const sessionTree = session.tree;
  // A first screen may not hold the entry that named the session: the server's name stands until the whole comes.
  const name = sessionTree.sessionName ?? (live.leftOut > 0 ? detail?.name : undefined);
  const running = detail?.running ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list changes when these do
  useEffect(() => {
    void reloadSessions();
  }, [name, running, reloadSessions]);

  // What is shown: the session now, or as it was after `replayLines` lines.
  const frame = useMemo(
    () => (replayLines === undefined || !allEntries ? undefined : replayFrame(allEntries, replayLines)),
    [allEntries, replayLines],
  );
  // The session as shown: now, or a replay frame. Its tree object stays the same while the session grows
  // (model/growing-session.ts), so what is computed from the tree is keyed on the state holding it.
  const shown = frame ?? session;
  const tree = shown.tree;
  const conversation = frame ? frame.entries : session.conversation;
  const leafId = frame ? frame.tree.leafId : (detail?.leafId ?? null);
  const view = useMemo(() => contextView(shown.tree, leafId), [shown, leafId]);
  const seen = useMemo(
    () => (previewLeafId === undefined ? view : contextView(shown.tree, previewLeafId)),
    [shown, previewLeafId, view],
  );
  const path = useMemo(() => chatPath(view), [view]);
  const saving = useMemo(() => compacted && compactionSaving(shown.tree, compacted), [shown, compacted]);
  // A session's first screen is its tree and the chat's last entries: the rest of the chat, the request panel and the
  // versions follow in the next render, the last two once the whole session has come (model/first-screen.ts).
  const firstScreen = !useDrawnOnce(detail ? sessionId : undefined);
  const drawnOnce = !firstScreen && live.complete;
  // Leaf moves change no version (model/growing-session.ts): computed again for conversation entries only.
  const versionsFrom = drawnOnce ? conversation : NO_ENTRIES;
  const versions = useMemo(() => versionsOf(versionsFrom), [versionsFrom]);
  const reply = detail && !frame ? unsavedReply(live.streaming, detail.entries) : undefined;
  const locked = running || frame !== undefined || readOnly;

  const title = name ?? sessions?.find((s) => s.id === sessionId)?.firstMessage ?? t.untitledSession;
  useEffect(() => {
    document.title = `${title} · ${t.appTitle}`;
  }, [title, t]);

  const lineCount = allEntries?.length ?? 0;
  const actions = useSessionActions({
    sessionId,
    pace,
    draft,
    name,
    tree,
    view,
    form,
    replayLines,
    lineCount,
    notice,
    selectSession,
    reloadSessions,
    noteAfterSwitch,
    setDraft,
    setForm,
    setPreviewLeafId,
    setReplayLines,
    setCompacted,
    setFocusBump,
    setFollowBump,
  });
  const newSession = useCallback(() => {
    startNew();
    setFocusBump((n) => n + 1);
  }, [startNew]);

  return (
    <AppLayout
      following={following}
      readOnly={readOnly}
      serverReadOnly={serverMode.readOnly}
      exportHref={
        serverMode.exports && sessionId && !isNew ? `/export/${encodeURIComponent(sessionId)}.html` : undefined
      }
      sendBlocked={sendBlocked}
      classNote={classNote}
      pace={pace}
      onPace={setPace}
      presentation={presentation}
      onPresentation={setPresentation}
      sessionId={sessionId}
      isNew={isNew}
      title={title}
      name={name}
      sessions={sessions}
      hideEmpty={hideEmpty}
      onHideEmpty={setHideEmpty}
      onSelectSession={selectSession}
      onNewSession={newSession}
      detail={detail}
      complete={live.complete}
      leftOut={live.leftOut}
      damage={live.damage}
      connection={live.connection}
      timeline={live.timeline}
      onClearTimeline={live.clearTimeline}
      stepWaiting={live.stepWaiting}
      running={running}
      locked={locked}
      leafId={leafId}
      frame={frame}
      lineCount={lineCount}
      onReplayMove={setReplayLines}
      entries={shown.entries}
      conversation={conversation}
      labels={tree.labels}
      view={view}
      seen={seen}
      path={path}
      reply={reply}
      runningTools={Object.values(live.streaming.tools)}
      versions={versions}
      skeleton={skeleton}
      saving={saving}
      firstScreen={firstScreen}
      drawnOnce={drawnOnce}
      draft={draft}
      onDraft={setDraft}
      focusBump={focusBump}
      followBump={followBump}
      form={form}
      onCancelForm={() => setForm(undefined)}
      previewLeafId={previewLeafId}
      onEndPreview={() => setPreviewLeafId(undefined)}
      linkedEntryId={linkedEntryId}
      onLink={setLinkedEntryId}
      linkedTarget={linkedTarget}
      notice={notice.notice}
      onDismissNotice={clear}
      actions={actions}
    />
  );
}
