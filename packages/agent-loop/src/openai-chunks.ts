/**
 * Reading a chat-completions stream: what each chunk adds to the reply.
 *
 * A streamed reply arrives as many small JSON chunks. Text comes as pieces of
 * `content`; reasoning, on servers that send it, as `reasoning_content` or
 * `reasoning`; and each tool call as pieces tagged with an `index`, its id and
 * name in the first piece and its arguments as JSON text cut anywhere. Several
 * tool calls can interleave, so pieces are joined by index, never by arrival.
 * The last chunk carries the usage and no choices at all.
 *
 * These functions are pure: chunk in, events out. The I/O lives in
 * `openai-model.ts`.
 */
import type { ChatCompletionChunk } from "openai/resources/chat/completions";
import type { CompletionUsage } from "openai/resources/completions";
import type { StopReason, Usage } from "./messages.ts";
import { emptyUsage } from "./messages.ts";
import type { ModelEvent } from "./model.ts";
import type { ReplyBuilder } from "./reply-builder.ts";

type FinishedReason = Exclude<StopReason, "error" | "aborted">;
type Delta = ChatCompletionChunk.Choice.Delta & { reasoning_content?: string | null; reasoning?: string | null };

// #region apply-delta
/** Adds one chunk's delta to the reply. `calls` maps the stream's tool-call index to the reply's content index. */
export function* applyDelta(reply: ReplyBuilder, delta: Delta, calls: Map<number, number>): Generator<ModelEvent> {
  const reasoning = delta.reasoning_content ?? delta.reasoning;
  if (reasoning) yield reply.appendThinking(reasoning);
  if (delta.content) yield reply.appendText(delta.content);
  for (const piece of delta.tool_calls ?? []) {
    let contentIndex = calls.get(piece.index);
    if (contentIndex === undefined) {
      const opened = reply.startToolCall(piece.id ?? "", piece.function?.name ?? "");
      contentIndex = opened.contentIndex;
      calls.set(piece.index, contentIndex);
      yield opened.event;
    } else {
      reply.setToolCallIdentity(contentIndex, { id: piece.id, name: piece.function?.name });
    }
    if (piece.function?.arguments) yield reply.appendToolCallArguments(contentIndex, piece.function.arguments);
  }
}
// #endregion apply-delta

// #region finish-reason
/** The provider's finish_reason as the kit's stop reason; anything unexpected is an error that names it. */
export function toStopReason(finishReason: string): { stopReason: FinishedReason } | { error: string } {
  switch (finishReason) {
    case "stop":
      return { stopReason: "stop" };
    case "length":
      return { stopReason: "length" };
    case "tool_calls":
    case "function_call":
      return { stopReason: "toolUse" };
    default: // "content_filter", or a server's own word
      return { error: `The provider stopped the reply with finish_reason "${finishReason}".` };
  }
}
// #endregion finish-reason

/**
 * The provider's token counts in the kit's shape. `prompt_tokens` includes the
 * cached ones, which the kit counts apart. Cost stays 0: the kit keeps no price list.
 * Some OpenAI-compatible servers leave a count out (or send null): a count that is
 * missing or not a finite number is 0, so the total stays a number and the reply
 * saves as a file the kit reads back.
 */
export function toUsage(usage: CompletionUsage): Usage {
  const cached = tokenCount(usage.prompt_tokens_details?.cached_tokens);
  const result = emptyUsage();
  result.input = tokenCount(usage.prompt_tokens) - cached;
  result.cacheRead = cached;
  result.output = tokenCount(usage.completion_tokens);
  result.totalTokens = result.input + result.cacheRead + result.output;
  return result;
}

/** A token count as the server sent it, or 0 when it is missing, null, or not a finite number. */
function tokenCount(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}
