/**
 * What the page's buttons do: each action is one request to the server (or a form to open first), and its result
 * comes back as events; a failure becomes the notice. The page's own state (the draft, the form, the preview, the
 * replay) is App's; the actions only set it.
 */
import type { CompactResponse, Pace } from "@kit/server";
import { type Dispatch, type RefObject, type SetStateAction, useCallback, useMemo } from "react";
import { api } from "../api/client.ts";
import { EDITOR_ID } from "../components/Editor.tsx";
import { TREE_ID } from "../components/TreePanel.tsx";
import { useT } from "../i18n/index.tsx";
import { entryLink } from "../model/address.ts";
import { contentText } from "../model/entry-text.ts";
import type { ContextView } from "../model/session-view.ts";
import { useStableCallback } from "./useStableCallback.ts";

/** The inline form above the chat: a label, the session's name, or what the model gets for an entry. */
export type Form =
  | { kind: "label"; entryId: string; initial: string }
  | { kind: "name"; initial: string }
  | { kind: "replace"; entryId: string; initial: string };

type Setter<T> = Dispatch<SetStateAction<T>>;

export interface SessionActionsInput {
  sessionId: string | undefined;
  pace: Pace;
  draft: string;
  /** The session's name, if it has one. */
  name: string | undefined;
  /** The session as shown: the label form starts from the entry's label. */
  tree: { labelOf(id: string): string | undefined };
  view: ContextView;
  form: Form | undefined;
  replayLines: number | undefined;
  /** How many lines the session has: where a replay starts. */
  lineCount: number;
  notice: { note: (text: string) => void; report: (error: unknown) => void; clear: () => void };
  selectSession: (id: string) => void;
  reloadSessions: () => Promise<unknown>;
  /** A note to show once the switch to another session (a fork) has cleared the old one's. */
  noteAfterSwitch: RefObject<string | undefined>;
  setDraft: Setter<string>;
  setForm: Setter<Form | undefined>;
  setPreviewLeafId: Setter<string | null | undefined>;
  setReplayLines: Setter<number | undefined>;
  setCompacted: Setter<CompactResponse | undefined>;
  setFocusBump: Setter<number>;
  setFollowBump: Setter<number>;
}

export function useSessionActions(input: SessionActionsInput) {
  const t = useT();
  const { sessionId, pace, draft, name, tree, view, form, replayLines, lineCount, notice } = input;
  const { selectSession, reloadSessions, noteAfterSwitch } = input;
  const { setDraft, setForm, setPreviewLeafId, setReplayLines, setCompacted, setFocusBump, setFollowBump } = input;
  const { note, report, clear } = notice;

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
  const rename = () => setForm({ kind: "name", initial: name ?? "" });
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
    [branch, askAgain, labelEntry, fork, setPreviewLeafId, copyLink, hideFromModel, replaceForModel],
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
  }, [setReplayLines, setFollowBump]);
  // A replay shows the past: a note about the present would be stale beside it.
  const toggleReplay = () => {
    clear();
    if (replayLines === undefined) setReplayLines(lineCount);
    else endReplay();
  };

  return {
    send,
    abort,
    step,
    compact,
    branch,
    editAndSend,
    fork,
    labelEntry,
    rename,
    treeActions,
    submitForm,
    focusEditor,
    focusTree,
    endReplay,
    toggleReplay,
  };
}

export type SessionActions = ReturnType<typeof useSessionActions>;
