/**
 * A system message from pi's file (pi 1.6.0 keeps the system prompt in the session: the first system message holds
 * the prompt and the tools, later ones patch them), or the one a compaction kept. Shown as what it is, never as a
 * user or assistant message, and folded: its text is long, and the lesson is that it is there.
 */
import { useT } from "../i18n/index.tsx";
import { contentText } from "../model/entry-text.ts";

export interface SystemMessageLike {
  content?: string | { type: string; text?: string }[] | null;
  toolsAdded?: { name: string }[];
  toolsRemoved?: { name: string }[];
}

export function SystemMessage({ message, note }: { message: SystemMessageLike; note: string }) {
  const t = useT();
  const tools = [
    ...(message.toolsAdded ?? []).map((tool) => `+${tool.name}`),
    ...(message.toolsRemoved ?? []).map((tool) => `−${tool.name}`),
  ];
  return (
    <div className="system-message" data-testid="system-message">
      <div className="summary-head">
        <strong>
          {t.systemMessage} <code>system</code>
        </strong>{" "}
        <span>{note}</span>
      </div>
      <details>
        <summary>{t.systemMessageText}</summary>
        <pre>{contentText(message.content ?? "")}</pre>
        {tools.length > 0 && (
          <p className="muted">
            {t.tools} {tools.join(", ")}
          </p>
        )}
      </details>
    </div>
  );
}
