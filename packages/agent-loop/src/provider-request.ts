/**
 * What the model sees: the kit's context turned into one chat-completions request.
 *
 * A session remembers more kinds of message than a model API understands
 * (summaries, extension messages, shell runs, thinking). This is the single
 * place where they are translated, so the request the OpenAI-compatible model
 * sends, the one the web page shows as "what the model sees next", and the one
 * a test inspects are the same object, built by the same code.
 *
 * Two things could make a provider reject the request, and both are repaired
 * here rather than in the session: an assistant message with nothing left to
 * send, and a tool call without a result (a run aborted or killed mid-tool).
 */
import type {
  ChatCompletionAssistantMessageParam,
  ChatCompletionContentPart,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from "openai/resources/chat/completions";
import type {
  AgentMessage,
  AssistantMessage,
  ImageContent,
  TextContent,
  ThinkingLevel,
  ToolCall,
  ToolResultMessage,
} from "./messages.ts";
import { textOf } from "./messages.ts";
import type { ToolSpec } from "./model.ts";

export type ProviderRequest = ChatCompletionCreateParamsStreaming;
export type ProviderMessage = ChatCompletionMessageParam;

export interface ProviderRequestInput {
  /** The model id the endpoint expects, e.g. "gpt-4o-mini". */
  model: string;
  systemPrompt: string;
  messages: AgentMessage[];
  tools?: ToolSpec[];
  /**
   * Sent as `reasoning_effort` unless "off". Only models that reason accept it;
   * others answer 400, and the error reply says so.
   */
  thinkingLevel?: ThinkingLevel;
}

// #region build-request
/** The exact body of a streaming chat-completions request. */
export function buildProviderRequest(input: ProviderRequestInput): ProviderRequest {
  const request: ProviderRequest = {
    model: input.model,
    messages: [{ role: "system", content: input.systemPrompt }, ...toProviderMessages(input.messages)],
    stream: true,
    // Without this the stream never says how many tokens the call used.
    stream_options: { include_usage: true },
  };
  if (input.tools && input.tools.length > 0) request.tools = input.tools.map(toProviderTool);
  if (input.thinkingLevel && input.thinkingLevel !== "off") request.reasoning_effort = input.thinkingLevel;
  return request;
}
// #endregion build-request

// #region to-provider-messages
/**
 * The context as chat-completions messages, in order:
 * 1. user, assistant and tool results map to the API's own roles;
 * 2. summaries, extension messages and shell runs become user messages with a wrapper saying what they are;
 * 3. thinking is not sent, and an assistant message with nothing left to send is skipped;
 * 4. every tool call gets exactly one result: a missing one is added as an error.
 */
export function toProviderMessages(messages: AgentMessage[]): ProviderMessage[] {
  const out: ProviderMessage[] = [];
  let waiting: ToolCall[] = []; // tool calls of the last assistant message still without a result

  const closeWaitingCalls = () => {
    for (const call of waiting) out.push({ role: "tool", tool_call_id: call.id, content: MISSING_RESULT });
    waiting = [];
  };

  for (const message of messages) {
    if (message.role === "toolResult" && waiting.some((call) => call.id === message.toolCallId)) {
      waiting = waiting.filter((call) => call.id !== message.toolCallId);
      out.push(toToolMessage(message));
      continue;
    }
    closeWaitingCalls();
    if (message.role === "assistant") {
      const assistant = toAssistantMessage(message);
      if (assistant === undefined) continue;
      out.push(assistant);
      waiting = message.content.filter((block) => block.type === "toolCall");
      continue;
    }
    const text = asUserText(message);
    if (text !== undefined) out.push({ role: "user", content: text });
  }
  closeWaitingCalls();
  return out;
}
// #endregion to-provider-messages

const MISSING_RESULT =
  "Error: no result was recorded for this tool call (the run was interrupted before the tool finished).";

function toAssistantMessage(message: AssistantMessage): ChatCompletionAssistantMessageParam | undefined {
  const text = textOf(message.content);
  const toolCalls = message.content.filter((block) => block.type === "toolCall");
  if (text === "" && toolCalls.length === 0) return undefined; // e.g. an error reply with no content
  const assistant: ChatCompletionAssistantMessageParam = { role: "assistant", content: text === "" ? null : text };
  if (toolCalls.length > 0) {
    assistant.tool_calls = toolCalls.map((call) => ({
      id: call.id,
      type: "function",
      function: { name: call.name, arguments: JSON.stringify(call.arguments) },
    }));
  }
  return assistant;
}

/** A tool message carries text only; images are named, not sent. */
function toToolMessage(message: ToolResultMessage): ProviderMessage {
  const text = message.content.map((block) => (block.type === "text" ? block.text : "(image not sent)")).join("\n");
  return { role: "tool", tool_call_id: message.toolCallId, content: text };
}

// #region wrappers
/** Every message that is not the model's own turn reaches it as a user message; `undefined` means "not sent". */
function asUserText(message: AgentMessage): string | ChatCompletionContentPart[] | undefined {
  switch (message.role) {
    case "user":
      return toUserContent(message.content);
    case "compactionSummary":
      return (
        "Earlier turns of this conversation were replaced by this summary to save space. " +
        `Treat it as what happened before this point.\n\n<summary>\n${message.summary}\n</summary>`
      );
    case "branchSummary":
      return (
        "Before this point the conversation explored another branch and came back. " +
        `This is what happened there:\n\n<branch_summary>\n${message.summary}\n</branch_summary>`
      );
    case "custom":
      return `<extension_message type="${message.customType}">\n${textOf(message.content)}\n</extension_message>`;
    case "bashExecution":
      return message.excludeFromContext ? undefined : describeShellRun(message);
    case "toolResult": // a result whose call is not in the context: keep what it says, as text
      return `A tool result without its call (${message.toolName}):\n${textOf(message.content)}`;
    case "assistant":
      return undefined;
  }
}
// #endregion wrappers

function describeShellRun(run: Extract<AgentMessage, { role: "bashExecution" }>): string {
  const lines = [`The user ran a shell command:\n$ ${run.command}`, run.output === "" ? "(no output)" : run.output];
  if (run.cancelled) lines.push("(the command was cancelled)");
  else if (typeof run.exitCode === "number" && run.exitCode !== 0) lines.push(`(exit code ${run.exitCode})`);
  if (run.truncated) {
    lines.push(run.fullOutputPath ? `(output truncated; full output in ${run.fullOutputPath})` : "(output truncated)");
  }
  return lines.join("\n");
}

function toUserContent(content: string | (TextContent | ImageContent)[]): string | ChatCompletionContentPart[] {
  if (typeof content === "string") return content;
  if (content.every((block) => block.type === "text")) return textOf(content);
  return content.map((block) =>
    block.type === "text"
      ? { type: "text", text: block.text }
      : { type: "image_url", image_url: { url: `data:${block.mimeType};base64,${block.data}` } },
  );
}

function toProviderTool(tool: ToolSpec): ChatCompletionTool {
  const { name, description, parameters } = tool;
  return { type: "function", function: { name, description, parameters } };
}
