/** A tool's answer, as the model will read it. An error result is marked: the model is told, not the user alone. */
import type { ToolResultMessage } from "@kit/agent-loop/messages";
import { useT } from "../i18n/index.tsx";
import { contentText } from "../model/entry-text.ts";
import { ScrollingText } from "./ScrollingText.tsx";

export function ToolResult({ message }: { message: ToolResultMessage }) {
  const t = useT();
  return (
    <div className={`bubble tool-result${message.isError ? " failed" : ""}`} data-testid="tool-result">
      <div className="bubble-head">
        <span className="tool-name">{message.toolName}</span> {message.isError ? t.failed : t.result}
        <span className="tool-call-id">{message.toolCallId}</span>
      </div>
      <ScrollingText text={contentText(message.content)} />
    </div>
  );
}
