/** The connection to the event stream, the last thing done, and errors, which stay until dismissed. */
import type { Connection } from "../hooks/useSessionEvents.ts";

export interface StatusBarProps {
  connection: Connection;
  status: string | undefined;
  errors: string[];
  onDismiss: () => void;
}

const CONNECTION_TEXT: Record<Connection, string> = {
  connecting: "connecting…",
  live: "live",
  reconnecting: "reconnecting…",
  closed: "disconnected, retrying",
};

export function StatusBar({ connection, status, errors, onDismiss }: StatusBarProps) {
  return (
    <>
      <span className={`connection ${connection}`} data-testid="connection" data-state={connection}>
        {CONNECTION_TEXT[connection]}
      </span>
      {status && (
        <span className="status" data-testid="status">
          {status}
        </span>
      )}
      {errors.length > 0 && (
        <div className="error-banner" role="alert" data-testid="error-banner">
          {errors.map((error, index) => (
            <p key={index}>{error}</p>
          ))}
          <button type="button" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      )}
    </>
  );
}
