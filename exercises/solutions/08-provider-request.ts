/**
 * Reference solution for exercise 08 (for teachers). The kit's own version,
 * with images, shell runs and thinking levels, is `buildProviderRequest` in
 * packages/agent-loop/src/provider-request.ts.
 */
import type { AgentMessage, AssistantMessage, ToolCall, ToolSpec } from "@kit/agent-loop";
import { textOf } from "@kit/agent-loop";

export interface ChatToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: "system"; content: string }
  | { role: "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ChatToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools?: { type: "function"; function: { name: string; description: string; parameters: unknown } }[];
  stream: true;
}

export interface RequestInput {
  model: string;
  systemPrompt: string;
  messages: AgentMessage[];
  tools?: ToolSpec[];
}

export function buildRequest(input: RequestInput): ChatRequest {
  const request: ChatRequest = {
    model: input.model,
    messages: [{ role: "system", content: input.systemPrompt }, ...toChatMessages(input.messages)],
    stream: true,
  };
  if (input.tools && input.tools.length > 0) {
    request.tools = input.tools.map(({ name, description, parameters }) => ({
      type: "function",
      function: { name, description, parameters },
    }));
  }
  return request;
}

export function toChatMessages(messages: readonly AgentMessage[]): ChatMessage[] {
  const out: ChatMessage[] = [];
  let waiting: ToolCall[] = []; // calls of the last assistant message still without a result

  // Before anything that is not one of their results, the calls still waiting get a stand-in result.
  const closeWaiting = () => {
    for (const call of waiting) out.push({ role: "tool", tool_call_id: call.id, content: MISSING_RESULT });
    waiting = [];
  };

  for (const message of messages) {
    if (message.role === "toolResult" && waiting.some((call) => call.id === message.toolCallId)) {
      waiting = waiting.filter((call) => call.id !== message.toolCallId);
      out.push({ role: "tool", tool_call_id: message.toolCallId, content: textOf(message.content) });
      continue;
    }
    closeWaiting();
    switch (message.role) {
      case "user":
      case "custom":
        out.push({ role: "user", content: textOf(message.content) });
        break;
      case "assistant": {
        const assistant = toAssistant(message);
        if (assistant === undefined) break;
        out.push(assistant);
        waiting = message.content.filter((block) => block.type === "toolCall");
        break;
      }
      case "compactionSummary":
      case "branchSummary":
        out.push({ role: "user", content: summaryAsUserText(message) });
        break;
      case "toolResult": // its call is not waiting: keep what it says, as text
        out.push({ role: "user", content: orphanResultAsUserText(message) });
        break;
      case "bashExecution":
        break;
    }
  }
  closeWaiting();
  return out;
}

function toAssistant(message: AssistantMessage): ChatMessage | undefined {
  const text = textOf(message.content); // text blocks only: thinking is not sent
  const calls = message.content.filter((block) => block.type === "toolCall");
  if (text === "" && calls.length === 0) return undefined;
  if (calls.length === 0) return { role: "assistant", content: text };
  return {
    role: "assistant",
    content: text === "" ? null : text,
    tool_calls: calls.map((call) => ({
      id: call.id,
      type: "function",
      function: { name: call.name, arguments: JSON.stringify(call.arguments) },
    })),
  };
}

export const MISSING_RESULT =
  "Error: no result was recorded for this tool call (the run was interrupted before the tool finished).";

export function summaryAsUserText(
  message: Extract<AgentMessage, { role: "compactionSummary" | "branchSummary" }>,
): string {
  return message.role === "compactionSummary"
    ? `Earlier turns of this conversation were replaced by this summary:\n<summary>\n${message.summary}\n</summary>`
    : "The conversation explored another branch and came back. What happened there:\n" +
        `<branch_summary>\n${message.summary}\n</branch_summary>`;
}

export function orphanResultAsUserText(message: Extract<AgentMessage, { role: "toolResult" }>): string {
  const text = message.content.map((block) => (block.type === "text" ? block.text : "")).join("");
  return `A tool result without its call (${message.toolName}):\n${text}`;
}
