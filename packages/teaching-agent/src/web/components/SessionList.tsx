/** The sessions in the folder, newest first (GET /api/sessions); one file each. */
import type { SessionSummary } from "@kit/server";
import { oneLine } from "../model/entry-text.ts";

export interface SessionListProps {
  sessions: SessionSummary[] | undefined;
  activeId: string | undefined;
  onSelect: (id: string) => void;
  onCreate: () => void;
}

export function SessionList({ sessions, activeId, onSelect, onCreate }: SessionListProps) {
  return (
    <section className="panel session-list" data-testid="session-list">
      <header className="panel-head">
        <h2>Sessions</h2>
        <button type="button" className="primary small" data-testid="new-session" onClick={onCreate}>
          New
        </button>
      </header>
      <ul>
        {sessions?.map((session) => (
          <li key={session.id}>
            <button
              type="button"
              className={`session-item${session.id === activeId ? " active" : ""}`}
              data-testid="session-item"
              data-session-id={session.id}
              onClick={() => onSelect(session.id)}
              title={session.error ?? session.id}
            >
              <span className="session-name">{session.name ?? (oneLine(session.firstMessage ?? "", 40) || "untitled")}</span>
              <span className="muted">
                {session.entryCount} entries{session.running ? " · running" : ""}
                {session.error ? " · cannot open" : ""}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
