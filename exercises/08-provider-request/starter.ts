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
 *
 * 练习 08：发给模型的是什么。
 *
 * 会话按本项目自己的格式记住消息；兼容 OpenAI 的接口读的是按它的格式写的一个 JSON 请求体
 * （chat completions）。写出这层翻译：系统提示词在最前面，然后是上下文里的每条消息，换成 API 的角色；
 * 还有模型服务商坚持要的修补：模型发出的每个工具调用，都要先被恰好一条 tool 消息回答，之后才能有别的。
 * 一次在工具执行中途被杀掉的运行，会在会话里留下一个没有结果的工具调用；原样发出去，服务商就回 400，
 * 这段对话再也接不下去。
 *
 * 题目：exercises/08-provider-request/README.zh-CN.md；对应章节：docs/zh-CN/08-real-model.md。
 * 评分：在仓库根目录运行 `KIT_LANG=zh-CN npm run exercise -- 08`（终端本来就是中文环境时不用加 KIT_LANG）。
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
  //          中文：系统提示词作为第一条消息，然后是 toChatMessages(input.messages)；`stream: true`；至少有一个工具时
  //          才带上 `tools`（每个写成 { type: "function", function: { name, description, parameters } }）。
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
  //          中文：用户消息变成 { role: "user", content: 它的文字 }（textOf）。assistant 消息变成
  //          { role: "assistant", content: 它的文字，没有文字时为 null }，工具调用放进 `tool_calls`
  //          （参数写成 JSON 字符串）。工具结果变成 { role: "tool", tool_call_id, content: 它的文字 }。
  // TODO(2): what a model API has no role for. Thinking blocks are not sent; an assistant message
  //          with neither text nor tool calls (a failed reply) is skipped. A compaction summary or a
  //          branch summary becomes a user message (summaryAsUserText says what it is); an extension's
  //          custom message a user message with its text. Anything else (a shell run) is not sent.
  //          中文：模型 API 里没有对应角色的东西。思考块不发送；既没有文字也没有工具调用的 assistant 消息
  //          （失败的回复）跳过。压缩摘要或分支摘要变成一条用户消息（summaryAsUserText 说明它是什么）；
  //          扩展的自定义消息变成带着它文字的用户消息。其他的（比如一次 shell 运行）都不发送。
  // TODO(3): every tool call gets exactly one result (a behaviour to reach, tests "part 3"): the
  //          request is one a provider accepts whatever the context holds (a call with no result, a
  //          result with no waiting call), and no result's words are lost.
  //          中文：每个工具调用恰好得到一个结果（只给要达到的行为，测试 "part 3"）：不管上下文里有什么
  //          （没有结果的工具调用、没有工具调用在等的结果），请求都要是服务商接受的，
  //          而且任何结果里的文字都不能丢。
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
