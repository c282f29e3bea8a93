/**
 * The teaching agent's page: sessions and the tree on the left, the chat of
 * the active path in the middle, what the model sees next and the event
 * timeline on the right. Every action is one request to the server; every
 * change comes back as an event. The page keeps no session state of its own
 * beyond the entries it was sent: the tree, the path, the context, labels and
 * name are computed from them with session-core's own pure code.
 */
import type { CompactResponse } from "@kit/server";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { api } from "./api/client.ts";
import { ChatView } from "./components/ChatView.tsx";
import { ContextPanel } from "./components/ContextPanel.tsx";
import { DamagedSession } from "./components/DamagedSession.tsx";
import { EDITOR_ID, Editor } from "./components/Editor.tsx";
import { InlineForm } from "./components/InlineForm.tsx";
import { NewSessionState } from "./components/NewSessionState.tsx";
import { ReadOnlyBanner } from "./components/ReadOnlyBanner.tsx";
import { ReconnectingBanner } from "./components/ReconnectingBanner.tsx";
import { ReplayBar } from "./components/ReplayBar.tsx";
import { SessionList } from "./components/SessionList.tsx";
import { SpeedControl } from "./components/SpeedControl.tsx";
import { ConnectionState, Toast } from "./components/StatusBar.tsx";
import { StepBar } from "./components/StepBar.tsx";
import { TimelinePanel } from "./components/TimelinePanel.tsx";
import { Toolbar } from "./components/Toolbar.tsx";
import { TornTailNotice } from "./components/TornTailNotice.tsx";
import { TREE_ID, TreePanel } from "./components/TreePanel.tsx";
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
import { useSessions } from "./hooks/useSessions.ts";
import { useStableCallback } from "./hooks/useStableCallback.ts";
import { useT } from "./i18n/index.tsx";
import { entryLink } from "./model/address.ts";
import { chatPath } from "./model/chat-path.ts";
import { compactionSaving } from "./model/compaction-saving.ts";
import { contentText } from "./model/entry-text.ts";
import { sessionToOpen } from "./model/first-session.ts";
import { replayFrame } from "./model/replay.ts";
import { contextView } from "./model/session-view.ts";
import { unsavedReply } from "./model/streaming.ts";
import { versionsOf } from "./model/versions.ts";

const NO_ENTRIES: never[] = [];

type Form =
  | { kind: "label"; entryId: string; initial: string }
  | { kind: "name"; initial: string }
  | { kind: "replace"; entryId: string; initial: string };

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
  const { notice, note, report, clear } = useNotice();
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
  const entries = shown.entries;
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

  /** Runs one request: the last note goes away, an error becomes the new one. */
  const act = useCallback(
    async (work: (id: string) => Promise<void>) => {
      if (sessionId === undefined) return;
      clear();
      try {
        await work(sessionId);
      } catch (error) {
        report(error);
      }
    },
    [sessionId, report, clear],
  );

  const send = async () => {
    if (sessionId !== undefined) {
      return act(async (id) => {
        await api.prompt(id, draft, pace);
        setDraft("");
        setFollowBump((n) => n + 1);
      });
    }
    // A new session: its file is created now, with the first question.
    clear();
    try {
      const created = await api.createSession();
      selectSession(created.id);
      await api.prompt(created.id, draft, pace);
      setDraft("");
      await reloadSessions();
    } catch (error) {
      report(error);
    }
  };
  const abort = () => act(async (id) => void (await api.abort(id)));
  /**
   * One click, one event: the server holds each event of a stepped run (run-manager.ts). A click that comes while
   * the run is still producing its next event is owed, so no click is lost.
   */
  const step = () => act(async (id) => void (await api.step(id)));
  const compact = () =>
    act(async (id) => {
      note(t.compacting);
      try {
        const result = await api.compact(id);
        setCompacted(result);
        note(t.compacted(result.tokensBefore, result.tokensAfter));
      } catch (error) {
        // Pressed too early is an answer, not a failure.
        if (error instanceof Error && /^nothing to compact/.test(error.message)) note(t.nothingToCompact);
        else throw error;
      }
    });
  const branch = useStableCallback((entryId: string | null) =>
    act(async (id) => {
      setPreviewLeafId(undefined);
      await api.branch(id, entryId);
      setFollowBump((n) => n + 1);
    }),
  );
  /** pi's /tree on a user message: the leaf to its parent, the text back in the editor. */
  const askAgain = useStableCallback((entryId: string) =>
    act(async (id) => {
      setPreviewLeafId(undefined);
      const result = await api.navigate(id, entryId, false);
      setDraft(result.editorText ?? "");
      setFocusBump((n) => n + 1);
      note(t.askAgain);
    }),
  );
  const editAndSend = useStableCallback((entryId: string, text: string, summarize: boolean) =>
    act(async (id) => {
      setPreviewLeafId(undefined);
      if (summarize) note(t.summarising);
      const result = await api.navigate(id, entryId, summarize, true);
      await api.prompt(id, text, pace);
      setFollowBump((n) => n + 1);
      if (result.summaryEntryId) note(t.branchSummarised(result.summaryEntryId));
      else clear();
    }),
  );
  const fork = useStableCallback((entryId: string | null) =>
    act(async (id) => {
      if (entryId === null) return;
      const created = await api.fork(id, entryId);
      const forkName = t.forkName(name ?? created.firstMessage ?? t.untitledSession);
      await api.rename(created.id, forkName);
      await reloadSessions();
      noteAfterSwitch.current = t.forked(forkName);
      selectSession(created.id);
    }),
  );
  const labelEntry = useStableCallback((entryId: string) =>
    setForm({ kind: "label", entryId, initial: tree.labelOf(entryId) ?? "" }),
  );
  const copyLink = useStableCallback((entryId: string) => {
    if (sessionId === undefined) return;
    const link = entryLink(sessionId, entryId);
    // The clipboard needs the page's permission; the note shows the link either way, to copy by hand.
    const copied = navigator.clipboard?.writeText(link) ?? Promise.reject(new Error("no clipboard"));
    copied.then(
      () => note(t.linkCopied(link)),
      () => note(t.linkNotCopied(link)),
    );
  });
  /** A context edit (pi 1.6.0): the message stays in the file; from the new leaf on, the model does not get it. */
  const hideFromModel = useStableCallback((entryId: string) =>
    act(async (id) => {
      setPreviewLeafId(undefined);
      await api.contextEdit(id, entryId, null);
    }),
  );
  /** The form starts from what the model gets now for the entry (an earlier edit's text, or the entry's own). */
  const replaceForModel = useStableCallback((entryId: string) => {
    const index = view.sources.indexOf(entryId);
    const message = index < 0 ? undefined : (view.messages[index] as { content?: unknown } | undefined);
    const content = message?.content;
    const initial = typeof content === "string" || Array.isArray(content) ? contentText(content) : "";
    setForm({ kind: "replace", entryId, initial });
  });
  const treeActions = useMemo(
    () => ({
      onSelect: branch,
      onAskAgain: askAgain,
      onLabel: labelEntry,
      onFork: fork,
      onPreview: setPreviewLeafId,
      onCopyLink: copyLink,
      onHideFromModel: hideFromModel,
      onReplaceForModel: replaceForModel,
    }),
    [branch, askAgain, labelEntry, fork, copyLink, hideFromModel, replaceForModel],
  );
  const submitForm = (value: string) =>
    act(async (id) => {
      if (form?.kind === "label") await api.label(id, form.entryId, value);
      if (form?.kind === "name") await api.rename(id, value);
      if (form?.kind === "replace") {
        setPreviewLeafId(undefined);
        await api.contextEdit(id, form.entryId, { content: value });
      }
      setForm(undefined);
    });
  const focusEditor = useCallback(() => document.getElementById(EDITOR_ID)?.focus(), []);
  const focusTree = useCallback(() => document.getElementById(TREE_ID)?.focus(), []);
  // Back in the present, the chat shows the leaf's latest reply, wherever the replay left its scroll.
  const endReplay = useCallback(() => {
    setReplayLines(undefined);
    setFollowBump((n) => n + 1);
  }, []);
  // A replay shows the past: a note about the present would be stale beside it.
  const toggleReplay = () => {
    clear();
    if (replayLines === undefined) setReplayLines(allEntries?.length ?? 0);
    else endReplay();
  };

  return (
    <div className={pace === "step" ? "app stepping" : "app"}>
      <header className="topbar">
        <h1>{t.appTitle}</h1>
        <span className="session-title" data-testid="session-title" title={sessionId}>
          {title}
        </span>
        <Toolbar
          busy={locked}
          readOnly={following}
          unavailable={!detail || !live.complete}
          hasLeaf={leafId !== null}
          replaying={frame !== undefined}
          presentation={presentation}
          onCompact={compact}
          onFork={() => fork(leafId)}
          onLabel={() => leafId && labelEntry(leafId)}
          onRename={() => setForm({ kind: "name", initial: name ?? "" })}
          onReplay={toggleReplay}
          onPresentation={setPresentation}
          exportHref={
            serverMode.exports && sessionId && !isNew ? `/export/${encodeURIComponent(sessionId)}.html` : undefined
          }
        />
        {classNote && (
          <span className="class-note" role="status" data-testid="class-note">
            {classNote}
          </span>
        )}
        <ConnectionState connection={live.connection} />
      </header>
      {frame && allEntries && (
        <ReplayBar
          lines={frame.lines}
          total={allEntries.length}
          last={frame.last}
          onMove={setReplayLines}
          onExit={endReplay}
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
          onSubmit={submitForm}
          onCancel={() => setForm(undefined)}
        />
      )}
      <aside className="sidebar">
        <SessionList
          sessions={sessions}
          activeId={sessionId}
          active={detail && { entryCount: detail.entries.length + live.leftOut, name, running }}
          hideEmpty={hideEmpty}
          onHideEmpty={setHideEmpty}
          onSelect={selectSession}
          onCreate={
            readOnly
              ? undefined
              : () => {
                  startNew();
                  setFocusBump((n) => n + 1);
                }
          }
        />
        {detail && (
          <TreePanel
            entries={entries}
            conversation={conversation}
            at={view}
            labels={tree.labels}
            previewLeafId={previewLeafId}
            linkedEntryId={linkedEntryId}
            locked={locked}
            actions={treeActions}
            onLink={setLinkedEntryId}
            onLeave={focusEditor}
            targetEntryId={linkedTarget}
            leftOut={live.leftOut}
          />
        )}
      </aside>
      <main className="chat-column" data-testid="chat-column" data-leaf-id={String(leafId)} data-running={running}>
        {detail && <TornTailNotice parts={detail.tornSetAside} />}
        {isNew ? (
          <NewSessionState />
        ) : live.damage !== undefined ? (
          <DamagedSession damage={live.damage} />
        ) : (
          <ChatView
            path={path}
            reply={reply}
            runningTools={Object.values(live.streaming.tools)}
            versions={versions}
            followKey={`${sessionId}:${followBump}`}
            onEdit={locked ? undefined : editAndSend}
            onFlip={locked ? undefined : branch}
            firstScreen={firstScreen}
          />
        )}
        <Toast notice={notice} onDismiss={clear} />
        {!isNew && live.connection === "reconnecting" && <ReconnectingBanner />}
        {serverMode.readOnly && <ReadOnlyBanner />}
        {pace === "step" && running && <StepBar next={live.stepWaiting} onStep={step} />}
        {/* Following a student, the teacher reads: no question box, no Speed, nothing that looks like it acts.
            A read-only server (someone's own pi sessions) keeps the box, turned off, under a banner. */}
        {!following && (
          <Editor
            text={draft}
            onChange={setDraft}
            onSend={send}
            onAbort={abort}
            running={running}
            disabled={
              readOnly || sendBlocked || (isNew ? false : !detail || frame !== undefined || live.connection !== "live")
            }
            focusKey={`${sessionId}:${focusBump}`}
            onToTree={focusTree}
          >
            <SpeedControl pace={pace} running={running} onPace={setPace} />
          </Editor>
        )}
      </main>
      <aside className="inspector">
        {detail && drawnOnce && (
          <ContextPanel
            key={sessionId}
            view={seen}
            skeleton={skeleton}
            previewLeafId={previewLeafId}
            onEndPreview={() => setPreviewLeafId(undefined)}
            linkedEntryId={linkedEntryId}
            onLink={setLinkedEntryId}
            saving={saving}
            replaying={frame !== undefined}
          />
        )}
        <TimelinePanel events={live.timeline} onClear={live.clearTimeline} />
      </aside>
    </div>
  );
}
