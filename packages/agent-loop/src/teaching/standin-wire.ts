/**
 * The stand-in server's two translations, the reverse of the OpenAI model's:
 * a chat-completions request body back into a kit `ModelRequest`, and the
 * scripted model's events out as chat-completion chunks.
 *
 * With both, a kit model can sit behind a real HTTP endpoint, and the OpenAI
 * SDK on the other side cannot tell it from a real server.
 */
import type { ChatCompletionChunk, ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { parseJsonObject } from "../json-object.ts";
import type {
  AgentMessage,
  AssistantMessage,
  ImageContent,
  TextContent,
  ThinkingLevel,
  ToolCall,
  Usage,
} from "../messages.ts";
import { emptyUsage, textOf } from "../messages.ts";
import type { ModelEvent, ModelRequest, SummaryInput, ToolSpec } from "../model.ts";

/** The parts of a request body the stand-in reads. */
export interface ChatCompletionsBody {
  model?: string;
  messages?: ChatCompletionMessageParam[];
  tools?: { type: string; function?: { name: string; description?: string; parameters?: Record<string, unknown> } }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  reasoning_effort?: string;
  /** A summary request's data, sent only to the stand-in (`standInExtraBody`). */
  kit_summary?: SummaryInput;
}

export function fromChatCompletionsBody(body: ChatCompletionsBody): ModelRequest {
  const system: string[] = [];
  const messages: AgentMessage[] = [];
  const toolNames = new Map<string, string>(); // tool call id -> tool name, to name each result
  for (const message of body.messages ?? []) {
    switch (message.role) {
      case "system":
      case "developer":
        system.push(textOf(message.content));
        break;
      case "user":
        messages.push({ role: "user", content: userContent(message.content), timestamp: 0 });
        break;
      case "assistant": {
        const calls = (message.tool_calls ?? []).flatMap((call): ToolCall[] => {
          if (call.type !== "function") return [];
          const { name, arguments: json } = call.function;
          return [{ type: "toolCall", id: call.id, name, arguments: parseJsonObject(json) ?? {} }];
        });
        for (const call of calls) toolNames.set(call.id, call.name);
        const text = textOf(message.content ?? "");
        messages.push({
          ...assistantShell(body.model ?? "", calls.length > 0 ? "toolUse" : "stop"),
          content: [...(text ? [{ type: "text" as const, text }] : []), ...calls],
        });
        break;
      }
      case "tool": {
        const text = textOf(message.content);
        messages.push({
          role: "toolResult",
          toolCallId: message.tool_call_id,
          toolName: toolNames.get(message.tool_call_id) ?? "unknown",
          content: [{ type: "text", text }],
          isError: text.startsWith("Error"), // the wire has no error flag; the kit's error texts start so
          timestamp: 0,
        });
        break;
      }
    }
  }
  const tools = (body.tools ?? []).flatMap((tool): ToolSpec[] => {
    if (!tool.function) return [];
    const { name, description = "", parameters = {} } = tool.function;
    return [{ name, description, parameters }];
  });
  const request: ModelRequest = { systemPrompt: system.join("\n\n"), messages, tools };
  if (body.reasoning_effort) request.thinkingLevel = body.reasoning_effort as ThinkingLevel;
  if (Array.isArray(body.kit_summary?.messages)) request.summary = body.kit_summary;
  return request;
}

/** Turns model events into chunks; remembers which tool call got which stream index. */
export function chunkWriter(id: string, model: string) {
  const toolIndex = new Map<number, number>(); // content index -> tool call index in the stream
  type Delta = ChatCompletionChunk.Choice.Delta & { reasoning_content?: string };
  const chunk = (delta: Delta, finish: ChatCompletionChunk.Choice["finish_reason"] = null): ChatCompletionChunk => ({
    id,
    object: "chat.completion.chunk",
    created: 0,
    model,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  });
  return {
    fromEvent(event: ModelEvent): ChatCompletionChunk | undefined {
      switch (event.type) {
        case "start":
          return chunk({ role: "assistant", content: "" });
        case "text_delta":
          return chunk({ content: event.delta });
        case "thinking_delta":
          return chunk({ reasoning_content: event.delta });
        case "toolcall_start": {
          const call = event.partial.content[event.contentIndex] as ToolCall;
          const index = toolIndex.size;
          toolIndex.set(event.contentIndex, index);
          const fn = { name: call.name, arguments: "" };
          return chunk({ tool_calls: [{ index, id: call.id, type: "function", function: fn }] });
        }
        case "toolcall_delta": {
          const index = toolIndex.get(event.contentIndex) ?? 0;
          return chunk({ tool_calls: [{ index, function: { arguments: event.delta } }] });
        }
        case "done": {
          const reason = event.message.stopReason;
          return chunk({}, reason === "toolUse" ? "tool_calls" : reason === "length" ? "length" : "stop");
        }
        default:
          return undefined; // toolcall_end adds nothing on the wire; errors are written apart
      }
    },
    /** The last chunk: no choices, only the token counts. */
    usage(usage: Usage): ChatCompletionChunk {
      const prompt = usage.input + usage.cacheRead;
      const counts = { prompt_tokens: prompt, completion_tokens: usage.output, total_tokens: prompt + usage.output };
      return { id, object: "chat.completion.chunk", created: 0, model, choices: [], usage: counts };
    },
  };
}

function assistantShell(model: string, stopReason: AssistantMessage["stopReason"]): AssistantMessage {
  return {
    role: "assistant",
    content: [],
    api: "openai-completions",
    provider: "client",
    model,
    usage: emptyUsage(),
    stopReason,
    timestamp: 0,
  };
}

function userContent(content: ChatCompletionMessageParam["content"]): string | (TextContent | ImageContent)[] {
  if (typeof content === "string" || content === null || content === undefined) return content ?? "";
  return content.flatMap((part): (TextContent | ImageContent)[] => {
    if (part.type === "text") return [{ type: "text", text: part.text }];
    if (part.type === "image_url") {
      const match = /^data:([^;]+);base64,(.*)$/.exec(part.image_url.url);
      return match ? [{ type: "image", mimeType: match[1] ?? "", data: match[2] ?? "" }] : [];
    }
    return [];
  });
}
