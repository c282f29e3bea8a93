/** A tool's answer, as the model will read it. An error result is marked: the model is told, not the user alone. */
import type { ToolResultMessage } from "@kit/agent-loop";
import { contentText } from "../model/entry-text.ts";

export function ToolResult({ message }: { message: ToolResultMessage }) {
  return (
    <div className={`bubble tool-result${message.isError ? " failed" : ""}`} data-testid="tool-result">
      <div className="bubble-head">
        <span className="tool-name">{message.toolName}</span> {message.isError ? "failed" : "result"}
        <span className="tool-call-id">{message.toolCallId}</span>
      </div>
      <pre>{contentText(message.content)}</pre>
    </div>
  );
}
