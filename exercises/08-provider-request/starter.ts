/**
 * Exercise 08: what the model is sent.
 *
 * The session remembers messages in the kit's own shape; an OpenAI-compatible
 * endpoint reads one JSON body in its shape (chat completions). Write the
 * translation: the system prompt first, then every message of the context in
 * the API's roles, and the repair a provider insists on: every tool call the
 * model made is answered by exactly one tool message before anything else
 * comes. A run killed in the middle of a tool leaves a call with no result in
 * the session; send that as it is and the provider answers 400, and the
 * conversation can never go on.
 *
 * Grade your work with `npm run exercise -- 08` from the repository root.
 */
import type { AgentMessage, ToolSpec } from "@kit/agent-loop";

/** One tool call, as the API writes it: the arguments are a JSON string, not an object. */
export interface ChatToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

/** The messages of a chat-completions body (text only: this exercise leaves images out). */
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
  /** The context: what the session says the model should see, oldest first. */
  messages: AgentMessage[];
  tools?: ToolSpec[];
}

/** The body of one streaming chat-completions request. */
export function buildRequest(input: RequestInput): ChatRequest {
  // TODO(1): the system prompt as the first message, then toChatMessages(input.messages);
  //          `stream: true`; and `tools` (each { type: "function", function: { name, description,
  //          parameters } }) only when there is at least one tool.
  throw new Error(
    "TODO: buildRequest is not written yet (see exercises/08-provider-request/README.md, 中文 README.zh-CN.md)",
  );
}

/** The context's messages in the API's roles, in order, repaired so that a provider accepts them. */
export function toChatMessages(messages: readonly AgentMessage[]): ChatMessage[] {
  // TODO(1): a user message becomes { role: "user", content: its text } (textOf). An assistant
  //          message becomes { role: "assistant", content: its text, or null when it has none } with
  //          its tool calls in `tool_calls` (arguments as a JSON string). A tool result becomes
  //          { role: "tool", tool_call_id, content: its text }.
  // TODO(2): what a model API has no role for. Thinking blocks are not sent; an assistant message
  //          with neither text nor tool calls (a failed reply) is skipped. A compaction summary or a
  //          branch summary becomes a user message (summaryAsUserText says what it is); an extension's
  //          custom message a user message with its text. Anything else (a shell run) is not sent.
  // TODO(3): every tool call gets exactly one result (a behaviour to reach, tests "part 3"): the
  //          request is one a provider accepts whatever the context holds (a call with no result, a
  //          result with no waiting call), and no result's words are lost.
  throw new Error(
    "TODO: toChatMessages is not written yet (see exercises/08-provider-request/README.md, 中文 README.zh-CN.md)",
  );
}

/** Given: the result sent for a call that has none. The model reads it as a failed tool. */
export const MISSING_RESULT =
  "Error: no result was recorded for this tool call (the run was interrupted before the tool finished).";

/** Given: the text of a summary, wrapped so the model knows it is not the user speaking. */
export function summaryAsUserText(
  message: Extract<AgentMessage, { role: "compactionSummary" | "branchSummary" }>,
): string {
  return message.role === "compactionSummary"
    ? `Earlier turns of this conversation were replaced by this summary:\n<summary>\n${message.summary}\n</summary>`
    : "The conversation explored another branch and came back. What happened there:\n" +
        `<branch_summary>\n${message.summary}\n</branch_summary>`;
}

/** Given: a tool result with no call waiting for it, kept as text. */
export function orphanResultAsUserText(message: Extract<AgentMessage, { role: "toolResult" }>): string {
  const text = message.content.map((block) => (block.type === "text" ? block.text : "")).join("");
  return `A tool result without its call (${message.toolName}):\n${text}`;
}
