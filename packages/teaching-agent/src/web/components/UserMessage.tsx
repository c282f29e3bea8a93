/**
 * A user message, as chat apps show it: a pencil to edit it in place, and
 * "‹ 2/3 ›" when an edit made several versions of it (another question asked
 * at the same point is not a version: it is counted as a branch here). Sending an
 * edit is pi's edit-and-resubmit (the leaf moves to just before the question,
 * then the new text is sent): a new branch beside the old one, which stays in
 * the file. Flipping to a version moves the leaf to where that version's
 * conversation stood.
 */

import type { UserMessage as UserMessageType } from "@kit/agent-loop/messages";
import { useEffect, useRef, useState } from "react";
import { useT } from "../i18n/index.tsx";
import { contentText } from "../model/entry-text.ts";
import { LongText } from "./LongText.tsx";

export interface QuestionVersions {
  index: number;
  count: number;
  /** How many different questions (each with its versions) were asked at this point; 1 when only this one. */
  branches: number;
  /** Moves to the previous or next version; undefined at either end. */
  previous: (() => void) | undefined;
  next: (() => void) | undefined;
}

export interface UserMessageProps {
  message: UserMessageType;
  versions: QuestionVersions | undefined;
  /** Sends the edited text as a new version; undefined while editing is not possible (a run, a replay). */
  onEdit: ((text: string, summarize: boolean) => void) | undefined;
}

export function UserMessage({ message, versions, onEdit }: UserMessageProps) {
  const t = useT();
  const text = contentText(message.content);
  const [draft, setDraft] = useState<string>();
  const [summarize, setSummarize] = useState(false);
  const editing = draft !== undefined;
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (editing) area.current?.focus({ preventScroll: true });
  }, [editing]);
  if (draft !== undefined && onEdit) {
    const send = () => {
      if (draft.trim() === "") return;
      onEdit(draft, summarize);
      setDraft(undefined);
    };
    return (
      <div className="bubble user editing" data-testid="edit-bar">
        <textarea
          data-testid="edit-input"
          value={draft}
          rows={Math.min(8, draft.split("\n").length + 1)}
          ref={area}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") setDraft(undefined);
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              send();
            }
          }}
        />
        <label className="muted">
          <input
            type="checkbox"
            data-testid="summarize-checkbox"
            checked={summarize}
            onChange={(event) => setSummarize(event.target.checked)}
          />{" "}
          {t.summarizeBranch}
        </label>
        <p className="muted">{t.editNote}</p>
        <div className="row">
          <button type="button" onClick={() => setDraft(undefined)}>
            {t.cancel}
          </button>
          <button
            type="button"
            className="primary"
            data-testid="confirm-edit"
            disabled={draft.trim() === ""}
            onClick={send}
          >
            {t.editSend}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="bubble user">
      <LongText text={text} />
      <div className="bubble-tools">
        {versions && versions.count > 1 && (
          <span className="versions" data-testid="versions">
            <VersionStep testId="version-previous" onClick={versions.previous} title={t.previousVersion} arrow="‹" />
            <span data-testid="version-index">{t.versionOf(versions.index, versions.count)}</span>
            <VersionStep testId="version-next" onClick={versions.next} title={t.nextVersion} arrow="›" />
          </span>
        )}
        {versions && versions.branches > 1 && (
          <span className="branches-here" data-testid="branches-here" title={t.branchesHereTitle}>
            {t.branchesHere(versions.branches)}
          </span>
        )}
        {onEdit && (
          <button
            type="button"
            className="link-button edit-pencil"
            data-testid="edit-message"
            onClick={() => setDraft(text)}
            title={t.editTitle}
          >
            ✎ {t.editQuestion}
          </button>
        )}
      </div>
    </div>
  );
}

interface VersionStepProps {
  testId: string;
  /** Undefined at either end: the button stays, disabled, so the others do not move. */
  onClick: (() => void) | undefined;
  title: string;
  arrow: string;
}

function VersionStep({ testId, onClick, title, arrow }: VersionStepProps) {
  return (
    <button
      type="button"
      className="link-button"
      data-testid={testId}
      disabled={!onClick}
      onClick={onClick}
      title={title}
    >
      {arrow}
    </button>
  );
}
