// Test helpers: messages written in one line, with the fields a real model fills in.
import { type AssistantMessage, emptyUsage, type ToolResultMessage } from "../../src/index.ts";

export function assistant(
  content: AssistantMessage["content"],
  stopReason: AssistantMessage["stopReason"] = "stop",
): AssistantMessage {
  return {
    role: "assistant",
    content,
    api: "test",
    provider: "test",
    model: "test",
    usage: emptyUsage(),
    stopReason,
    timestamp: 0,
  };
}

export function toolResult(toolCallId: string, toolName: string, text: string, isError = false): ToolResultMessage {
  return { role: "toolResult", toolCallId, toolName, content: [{ type: "text", text }], isError, timestamp: 0 };
}
