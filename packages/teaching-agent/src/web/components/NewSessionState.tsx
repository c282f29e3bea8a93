/**
 * A new session before its first question: nothing is written yet, so
 * opening the page or pressing New never leaves an empty file behind. The
 * file appears (POST /api/sessions) when the first question is sent.
 */
import { useT } from "../i18n/index.tsx";

export function NewSessionState() {
  const t = useT();
  return (
    <div className="chat" data-testid="new-session-state">
      <p className="empty">{t.newSessionEmpty}</p>
    </div>
  );
}
