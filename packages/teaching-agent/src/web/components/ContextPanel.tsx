/**
 * "What the model sees next": the exact request the provider would receive if
 * the user sent a message now (GET /api/sessions/:id/context). The system
 * prompt first, then the active path as the API's roles, with the compaction
 * summary and branch summaries marked. Moving the leaf changes it; that is
 * the whole lesson of the tree.
 */
import { useMemo } from "react";
import type { ContextResponse } from "@kit/server";
import { readRequest } from "../model/request-view.ts";

export interface ContextPanelProps {
  context: ContextResponse | undefined;
  previewLeafId: string | null | undefined;
  onEndPreview: () => void;
}

export function ContextPanel({ context, previewLeafId, onEndPreview }: ContextPanelProps) {
  const view = useMemo(() => context && readRequest(context.request, context.context.messages), [context]);
  return (
    <section className="panel context-panel" data-testid="context-panel" data-leaf-id={context ? String(context.leafId) : ""}>
      <header className="panel-head">
        <h2>What the model sees next</h2>
        {context && (
          <span className="muted">
            ≈{context.tokens} tokens · {view?.messages.length ?? 0} messages
          </span>
        )}
      </header>
      {previewLeafId !== undefined && (
        <div className="preview-note">
          Preview at entry <code>{String(previewLeafId)}</code>, not the leaf.{" "}
          <button type="button" className="link-button" onClick={onEndPreview}>
            back to the leaf
          </button>
        </div>
      )}
      {!view ? (
        <p className="empty">Loading…</p>
      ) : (
        <div className="panel-body">
          <p className="muted">
            model <code>{view.model}</code> · leaf <code>{String(context?.leafId)}</code> · tools {view.tools.join(", ") || "none"}
          </p>
          <ol className="request-messages">
            {view.messages.map((message, index) => (
              <li key={index} className={`request-message role-${message.role}${message.marker ? ` ${message.marker}` : ""}`} data-testid="context-message" data-role={message.role} data-marker={message.marker ?? ""}>
                <div className="request-head">
                  <span className="role">{message.role}</span>
                  {message.marker && <span className="marker-badge">{message.marker === "compaction-summary" ? "compaction summary" : "branch summary"}</span>}
                  {message.toolCallId && <span className="tool-call-id">for {message.toolCallId}</span>}
                </div>
                {message.text !== "" && <pre>{message.text}</pre>}
                {message.toolCalls.map((call) => (
                  <div key={call.id} className="tool-call">
                    <span className="tool-name">{call.name}</span> <code>{call.arguments}</code> <span className="tool-call-id">{call.id}</span>
                  </div>
                ))}
              </li>
            ))}
          </ol>
          <details>
            <summary>the request body as JSON</summary>
            <pre className="json">{JSON.stringify(context?.request, null, 2)}</pre>
          </details>
        </div>
      )}
    </section>
  );
}
