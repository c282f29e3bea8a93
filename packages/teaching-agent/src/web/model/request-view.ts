/**
 * The provider request, read for display. The server sends the exact body the
 * model would receive next (a chat-completions request); the page lists its
 * messages and marks the ones that are not conversation but summaries: a
 * compaction's summary and branch summaries reach the model as user messages,
 * and a learner should see which those are. They are found by their summary
 * text, taken from the kit's own context, so the wrapper wording can change
 * without breaking the marks.
 */
import type { AgentMessage } from "@kit/agent-loop";

export type RequestMarker = "compaction-summary" | "branch-summary" | undefined;

export interface RequestMessageView {
  role: string;
  text: string;
  toolCalls: { id: string; name: string; arguments: string }[];
  toolCallId: string | undefined;
  marker: RequestMarker;
}

export interface RequestView {
  model: string;
  messages: RequestMessageView[];
  tools: string[];
  /** Everything else in the body (stream, stream_options, reasoning_effort, ...). */
  options: Record<string, unknown>;
}

// #region readRequest
export function readRequest(request: unknown, context: readonly AgentMessage[]): RequestView {
  const body = (request ?? {}) as Record<string, unknown>;
  const summaries: { summary: string; marker: RequestMarker }[] = [];
  for (const message of context) {
    if (message.role === "compactionSummary") summaries.push({ summary: message.summary, marker: "compaction-summary" });
    if (message.role === "branchSummary") summaries.push({ summary: message.summary, marker: "branch-summary" });
  }
  const messages = (Array.isArray(body.messages) ? body.messages : []).map((raw): RequestMessageView => {
    const message = raw as Record<string, unknown>;
    const text = textOfContent(message.content);
    const calls = Array.isArray(message.tool_calls) ? (message.tool_calls as Record<string, unknown>[]) : [];
    return {
      role: String(message.role),
      text,
      toolCalls: calls.map((call) => {
        const fn = (call.function ?? {}) as Record<string, unknown>;
        return { id: String(call.id), name: String(fn.name), arguments: String(fn.arguments) };
      }),
      toolCallId: typeof message.tool_call_id === "string" ? message.tool_call_id : undefined,
      marker: message.role === "user" ? summaries.find((s) => s.summary !== "" && text.includes(s.summary))?.marker : undefined,
    };
  });
  const tools = (Array.isArray(body.tools) ? body.tools : []).map((tool) => String(((tool as Record<string, unknown>).function as Record<string, unknown> | undefined)?.name));
  const { model, messages: _messages, tools: _tools, ...options } = body;
  return { model: String(model ?? "?"), messages, tools, options };
}
// #endregion readRequest

function textOfContent(content: unknown): string {
  if (typeof content === "string") return content;
  if (content === null || content === undefined) return "";
  if (Array.isArray(content)) {
    return content.map((part) => ((part as { type?: string }).type === "text" ? String((part as { text?: unknown }).text) : `[${String((part as { type?: string }).type)}]`)).join("\n");
  }
  return JSON.stringify(content);
}
