/**
 * The sessions in the folder, newest first (GET /api/sessions); one file each.
 * Empty ones (no question asked yet) can be hidden; the open one always shows.
 */

import { oneLine } from "@kit/agent-loop/messages";
import type { SessionSummary } from "@kit/server";
import { useT } from "../i18n/index.tsx";

export interface SessionListProps {
  sessions: SessionSummary[] | undefined;
  activeId: string | undefined;
  /** The open session as this page knows it now (the list is only as fresh as its last load). */
  active: { entryCount: number; name: string | undefined; running: boolean } | undefined;
  hideEmpty: boolean;
  onHideEmpty: (on: boolean) => void;
  onSelect: (id: string) => void;
  /** Undefined while the teacher follows a student: no New button, since nothing may be added to their sessions. */
  onCreate?: () => void;
}

const isEmpty = (session: SessionSummary) =>
  session.firstMessage === undefined && !session.running && session.error === undefined;

export function SessionList({
  sessions,
  activeId,
  active,
  hideEmpty,
  onHideEmpty,
  onSelect,
  onCreate,
}: SessionListProps) {
  const t = useT();
  const shown = hideEmpty ? sessions?.filter((s) => s.id === activeId || !isEmpty(s)) : sessions;
  return (
    <section className="panel session-list" data-testid="session-list">
      <header className="panel-head">
        <h2>{t.sessions}</h2>
        {onCreate && (
          <button type="button" className="primary small" data-testid="new-session" onClick={onCreate}>
            {t.newSession}
          </button>
        )}
      </header>
      <label className="hide-empty" title={t.hideEmptyTitle}>
        <input
          type="checkbox"
          data-testid="hide-empty"
          checked={hideEmpty}
          onChange={(box) => onHideEmpty(box.target.checked)}
        />{" "}
        {t.hideEmpty}
      </label>
      <ul>
        {shown?.map((listed) => {
          const session = listed.id === activeId && active ? { ...listed, ...active } : listed;
          return (
            <li key={session.id}>
              <button
                type="button"
                className={`session-item${session.id === activeId ? " active" : ""}`}
                data-testid="session-item"
                data-session-id={session.id}
                onClick={() => onSelect(session.id)}
                title={session.error ?? session.id}
              >
                <span className="session-name">
                  {session.name ?? (oneLine(session.firstMessage ?? "", 40) || t.untitled)}
                </span>
                <span className="muted" data-testid="session-count">
                  {t.entries(session.entryCount)}
                  {session.running ? ` · ${t.running}` : ""}
                  {session.error ? ` · ${t.cannotOpen}` : ""}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
