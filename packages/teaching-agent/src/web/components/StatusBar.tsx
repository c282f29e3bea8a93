/**
 * The connection to the event stream, and what just happened: a note (the
 * outcome of the last action) or an error. Both float over the page instead
 * of pushing it down, and go away by themselves or on the next action.
 */
import type { Connection } from "../hooks/useSessionEvents.ts";
import { useT } from "../i18n/index.tsx";

export interface Notice {
  kind: "note" | "error";
  text: string;
}

export function ConnectionState({ connection }: { connection: Connection }) {
  const t = useT();
  return (
    <span className={`connection ${connection}`} data-testid="connection" data-state={connection}>
      {t[connection]}
    </span>
  );
}

export function Toast({ notice, onDismiss }: { notice: Notice | undefined; onDismiss: () => void }) {
  const t = useT();
  if (!notice) return null;
  const error = notice.kind === "error";
  return (
    <div
      className={`toast ${notice.kind}`}
      role={error ? "alert" : "status"}
      data-testid={error ? "error-banner" : "status"}
    >
      <p>{notice.text}</p>
      <button type="button" className="link-button" onClick={onDismiss}>
        {t.dismiss}
      </button>
    </div>
  );
}
