/**
 * The teaching agent's page: sessions and the tree on the left, the chat of
 * the active path in the middle, what the model sees next and the event
 * timeline on the right. Every action is one request to the server; every
 * change comes back as an event. The page keeps no session state of its own
 * beyond what it is showing.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { AgentMessage } from "@kit/agent-loop";
import { api } from "./api/client.ts";
import { ChatView } from "./components/ChatView.tsx";
import { ContextPanel } from "./components/ContextPanel.tsx";
import { EditResubmitBar } from "./components/EditResubmitBar.tsx";
import { Editor } from "./components/Editor.tsx";
import { InlineForm } from "./components/InlineForm.tsx";
import { SessionList } from "./components/SessionList.tsx";
import { StatusBar } from "./components/StatusBar.tsx";
import { TimelinePanel } from "./components/TimelinePanel.tsx";
import { Toolbar } from "./components/Toolbar.tsx";
import { TreePanel } from "./components/TreePanel.tsx";
import { useHashSession } from "./hooks/useHashSession.ts";
import { useStableCallback } from "./hooks/useStableCallback.ts";
import { useLiveSession } from "./hooks/useLiveSession.ts";
import { useModelContext } from "./hooks/useModelContext.ts";
import { useSessions } from "./hooks/useSessions.ts";
import { chatPath } from "./model/chat-path.ts";
import { contentText } from "./model/entry-text.ts";
import { unsavedReply } from "./model/streaming.ts";

type Form = { kind: "label"; entryId: string; initial: string } | { kind: "name"; initial: string };

export function App() {
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState<string>();
  const report = useCallback((error: unknown) => {
    setErrors((list) => [...list.slice(-2), error instanceof Error ? error.message : String(error)]);
  }, []);

  const [sessionId, selectSession] = useHashSession();
  const { sessions, reloadSessions } = useSessions(report);
  const live = useLiveSession(sessionId, report);
  const detail = live.detail;

  const [draft, setDraft] = useState("");
  const [focusKey, setFocusKey] = useState(0);
  const [editTarget, setEditTarget] = useState<{ entryId: string; text: string }>();
  const [form, setForm] = useState<Form>();
  const [previewLeafId, setPreviewLeafId] = useState<string | null | undefined>(undefined);

  // No session in the address: open the newest, or start the first one (once).
  const creatingFirst = useRef(false);
  useEffect(() => {
    if (sessionId !== undefined || sessions === undefined) return;
    if (sessions[0]) return selectSession(sessions[0].id);
    if (creatingFirst.current) return;
    creatingFirst.current = true;
    api.createSession().then(async (created) => {
      await reloadSessions();
      selectSession(created.id);
    }, report);
  }, [sessionId, sessions, selectSession, reloadSessions, report]);

  // Switching session starts clean.
  useEffect(() => {
    setEditTarget(undefined);
    setForm(undefined);
    setPreviewLeafId(undefined);
    setStatus(undefined);
  }, [sessionId]);

  // The list shows names and "running": refresh it when those change.
  useEffect(() => {
    void reloadSessions();
  }, [detail?.name, detail?.running, reloadSessions]);

  const version = `${detail?.leafId ?? "null"}:${detail?.entries.length ?? 0}`;
  const context = useModelContext(detail ? sessionId : undefined, version, previewLeafId, report);
  const path = useMemo(() => (detail ? chatPath(detail.entries, detail.leafId) : []), [detail]);
  const reply = detail ? unsavedReply(live.streaming, detail.entries) : undefined;
  const running = detail?.running ?? false;
  const leafId = detail?.leafId ?? null;

  /** Runs one request; its error goes to the banner. */
  const act = useCallback(
    async (work: (id: string) => Promise<void>) => {
      if (sessionId === undefined) return;
      try {
        await work(sessionId);
      } catch (error) {
        report(error);
      }
    },
    [sessionId, report],
  );

  const send = () =>
    act(async (id) => {
      await api.prompt(id, draft);
      setDraft("");
      setEditTarget(undefined);
    });
  const abort = () => act(async (id) => void (await api.abort(id)));
  const compact = () =>
    act(async (id) => {
      setStatus("compacting…");
      const result = await api.compact(id);
      setStatus(`compacted: ${result.tokensBefore} → ${result.tokensAfter} tokens`);
    }).finally(() => setStatus((current) => (current === "compacting…" ? undefined : current)));
  const branch = useStableCallback((entryId: string | null) =>
    act(async (id) => {
      setPreviewLeafId(undefined);
      await api.branch(id, entryId);
    }),
  );
  const fork = useStableCallback((entryId: string | null) =>
    act(async (id) => {
      if (entryId === null) return;
      const created = await api.fork(id, entryId);
      await reloadSessions();
      selectSession(created.id);
    }),
  );
  const startEdit = useStableCallback((entryId: string) => {
    const entry = detail?.entries.find((candidate) => candidate.id === entryId);
    const message = (entry as { message?: AgentMessage } | undefined)?.message;
    if (message?.role === "user") setEditTarget({ entryId, text: contentText(message.content) });
  });
  const labelEntry = useStableCallback((entryId: string) => setForm({ kind: "label", entryId, initial: detail?.labels[entryId] ?? "" }));
  const treeActions = useMemo(
    () => ({ onSelect: branch, onEdit: startEdit, onLabel: labelEntry, onFork: fork, onPreview: setPreviewLeafId }),
    [branch, startEdit, labelEntry, fork],
  );
  const confirmEdit = (summarize: boolean) =>
    act(async (id) => {
      if (!editTarget) return;
      if (summarize) setStatus("summarising the branch…");
      const result = await api.navigate(id, editTarget.entryId, summarize);
      setDraft(result.editorText ?? "");
      setFocusKey((key) => key + 1);
      setEditTarget(undefined);
      setPreviewLeafId(undefined);
      setStatus(result.summaryEntryId ? `branch summarised into ${result.summaryEntryId}` : undefined);
    });
  const submitForm = (value: string) =>
    act(async (id) => {
      if (form?.kind === "label") await api.label(id, form.entryId, value);
      if (form?.kind === "name") {
        await api.rename(id, value);
        await reloadSessions();
      }
      setForm(undefined);
      live.reload();
    });

  const createSession = () =>
    api.createSession().then(async (created) => {
      await reloadSessions();
      selectSession(created.id);
    }, report);

  const title = detail?.name ?? sessions?.find((s) => s.id === sessionId)?.firstMessage ?? "untitled session";
  return (
    <div className="app">
      <header className="topbar">
        <h1>Teaching agent</h1>
        <span className="session-title" data-testid="session-title" title={sessionId}>
          {title}
        </span>
        <Toolbar
          running={running}
          hasLeaf={leafId !== null}
          onCompact={compact}
          onAbort={abort}
          onFork={() => fork(leafId)}
          onLabel={() => leafId && setForm({ kind: "label", entryId: leafId, initial: detail?.labels[leafId] ?? "" })}
          onRename={() => setForm({ kind: "name", initial: detail?.name ?? "" })}
        />
        <StatusBar connection={live.connection} status={status} errors={errors} onDismiss={() => setErrors([])} />
      </header>
      {form && (
        <InlineForm
          key={form.kind === "label" ? `label-${form.entryId}` : "name"}
          title={form.kind === "label" ? `Label for ${form.entryId}:` : "Session name:"}
          initial={form.initial}
          placeholder={form.kind === "label" ? "e.g. before-refactor (empty clears)" : "e.g. compaction demo"}
          onSubmit={submitForm}
          onCancel={() => setForm(undefined)}
        />
      )}
      <aside className="sidebar">
        <SessionList sessions={sessions} activeId={sessionId} onSelect={selectSession} onCreate={createSession} />
        {detail && (
          <TreePanel
            entries={detail.entries}
            leafId={detail.leafId}
            labels={detail.labels}
            previewLeafId={previewLeafId}
            actions={treeActions}
          />
        )}
      </aside>
      <main className="chat-column" data-testid="chat-column" data-leaf-id={String(leafId)} data-running={running}>
        <ChatView path={path} reply={reply} runningTools={Object.values(live.streaming.tools)} onEdit={startEdit} />
        {editTarget && <EditResubmitBar text={editTarget.text} onConfirm={confirmEdit} onCancel={() => setEditTarget(undefined)} />}
        <Editor text={draft} onChange={setDraft} onSend={send} onAbort={abort} running={running} disabled={!detail} focusKey={focusKey} />
      </main>
      <aside className="inspector">
        <ContextPanel context={context} previewLeafId={previewLeafId} onEndPreview={() => setPreviewLeafId(undefined)} />
        <TimelinePanel events={live.timeline} onClear={live.clearTimeline} />
      </aside>
    </div>
  );
}
