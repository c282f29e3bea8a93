/**
 * An assistant reply: its thinking (folded away), its text, and each tool call
 * it asks for as a card of its own, so a learner sees that "calling a tool" is
 * just structured output the loop then acts on. A failed or aborted reply is
 * an error, shown as one, with the reason the model gave. The text is
 * rendered as Markdown; a toggle shows the raw text the model sent.
 */
import type { AssistantMessage as AssistantMessageType } from "@kit/agent-loop/messages";
import { useState } from "react";
import { useT } from "../i18n/index.tsx";
import { MarkdownText } from "./MarkdownText.tsx";

export function AssistantMessage({
  message,
  streaming = false,
}: {
  message: AssistantMessageType;
  streaming?: boolean;
}) {
  const t = useT();
  const failed = message.stopReason === "error" || message.stopReason === "aborted";
  // While streaming, the cursor sits at the end of the text being written.
  const lastText = message.content.findLastIndex((block) => block.type === "text");
  const lastBlock = message.content.length - 1;
  const cursor = <span className="cursor" title={t.stillWriting} />;
  const [raw, setRaw] = useState(false);
  return (
    <div className={`bubble assistant${failed ? " failed" : ""}`} data-raw={raw}>
      {message.content.map((block, index) => {
        // A reply's content blocks only ever grow at the end while it streams, and a saved one never changes:
        // the position is a stable key.
        if (block.type === "thinking") {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: content blocks never reorder (see above)
            <details key={index} className="thinking">
              <summary>{t.thinking}</summary>
              <p>{block.thinking}</p>
            </details>
          );
        }
        if (block.type === "toolCall") {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: content blocks never reorder (see above)
            <div key={index} className="tool-call" data-testid="tool-call">
              <span className="tool-name">{block.name}</span>
              <code>{JSON.stringify(block.arguments)}</code>
              <span className="tool-call-id">{block.id}</span>
            </div>
          );
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: content blocks never reorder (see above)
          <div key={index} className="text">
            {raw ? <pre className="raw-text">{block.text}</pre> : <MarkdownText text={block.text} />}
            {streaming && index === lastText && index === lastBlock && cursor}
          </div>
        );
      })}
      {streaming && (lastText < 0 || lastText !== lastBlock) && cursor}
      {lastText >= 0 && !streaming && (
        <button
          type="button"
          className="link-button raw-toggle"
          data-testid="raw-toggle"
          aria-pressed={raw}
          onClick={() => setRaw((shown) => !shown)}
          title={t.rawTextTitle}
        >
          {raw ? t.formattedText : t.rawText}
        </button>
      )}
      {failed && (
        <p className="error-text" data-testid="assistant-error">
          {failureText(message, t.aborted, t.error, t.noReason)}
        </p>
      )}
    </div>
  );
}

/** "Aborted while the reply was streaming.", not "Aborted: Aborted while ...". */
function failureText(message: AssistantMessageType, aborted: string, error: string, noReason: string): string {
  const reason = message.errorMessage?.trim();
  if (message.stopReason === "aborted")
    return reason && /^abort/i.test(reason) ? reason : `${aborted}${reason ? `: ${reason}` : ""}`;
  return `${error}: ${reason || noReason}`;
}
