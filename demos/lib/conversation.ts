/**
 * Small, realistic messages for the session demos: user questions, assistant
 * replies (with the fields a real model fills in), tool calls and their
 * results. Timestamps come from a fixed clock, so a demo prints the same
 * thing on every run.
 */
import {
  type AssistantMessage,
  emptyUsage,
  type ToolResultMessage,
  type UserMessage,
  userMessage,
} from "@kit/agent-loop";

export interface MessageMaker {
  user(text: string): UserMessage;
  /** A final answer: `stopReason: "stop"`. */
  assistant(text: string): AssistantMessage;
  /** A reply that asks for a tool: `stopReason: "toolUse"`, a short text, then the call. */
  toolCall(callId: string, toolName: string, args: Record<string, unknown>, text?: string): AssistantMessage;
  toolResult(callId: string, toolName: string, text: string): ToolResultMessage;
  /** From now on, assistant messages say they came from this model. */
  useModel(provider: string, model: string): void;
}

export function messageMaker(start = "2026-01-01T09:00:00.000Z", stepMs = 1000): MessageMaker {
  let time = Date.parse(start);
  const now = () => (time += stepMs);
  let identity = { api: "openai-completions", provider: "openai", model: "gpt-4o-mini" };

  const reply = (
    content: AssistantMessage["content"],
    stopReason: AssistantMessage["stopReason"],
  ): AssistantMessage => ({
    role: "assistant",
    content,
    ...identity,
    usage: emptyUsage(),
    stopReason,
    timestamp: now(),
  });

  return {
    user: (text) => userMessage(text, now()),
    assistant: (text) => reply([{ type: "text", text }], "stop"),
    toolCall: (callId, toolName, args, text) =>
      reply(
        [
          ...(text ? [{ type: "text" as const, text }] : []),
          { type: "toolCall", id: callId, name: toolName, arguments: args },
        ],
        "toolUse",
      ),
    toolResult: (callId, toolName, text) => ({
      role: "toolResult",
      toolCallId: callId,
      toolName,
      content: [{ type: "text", text }],
      isError: false,
      timestamp: now(),
    }),
    useModel(provider, model) {
      identity = { ...identity, provider, model };
    },
  };
}
