/**
 * The one thing the loop needs from a model: a streaming call.
 *
 * A model receives the system prompt, the context messages and the tools, and
 * yields events while the reply grows. The stream always ends with exactly one
 * `done` or `error` event carrying the complete assistant message. Failures
 * (HTTP errors, time-outs, a stream cut off) and aborts arrive that way too, as
 * an assistant message with `stopReason: "error"` or `"aborted"` and an
 * `errorMessage`: a model never throws into the loop, so a failed call is
 * remembered in the session like any other message.
 */
import type { AgentMessage, AssistantMessage, ThinkingLevel, ToolCall } from "./messages.ts";

/** What a tool looks like to a model: a name, a description, JSON Schema parameters. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/**
 * What a call is for, when it is not the conversation itself. `"summary"`: the
 * last user message asks for a summary of a conversation (compaction and branch
 * summaries send it so). A real model needs no hint; the offline teaching model
 * reads it to know it must summarise, instead of guessing from the wording.
 */
export type RequestPurpose = "summary";

/** The HTTP header that carries the purpose to an OpenAI-compatible server (only the kit's stand-in reads it). */
export const PURPOSE_HEADER = "x-kit-purpose";

export interface ModelRequest {
  systemPrompt: string;
  /** The session's context; a model turns it into its provider's wire format. */
  messages: AgentMessage[];
  tools: ToolSpec[];
  thinkingLevel?: ThinkingLevel;
  purpose?: RequestPurpose;
  /** Aborting ends the stream with a `stopReason: "aborted"` message. */
  signal?: AbortSignal;
}

// #region model
/** Events of one model call. `partial` is the assistant message so far. */
export type ModelEvent =
  | { type: "start"; partial: AssistantMessage }
  | { type: "text_delta"; contentIndex: number; delta: string; partial: AssistantMessage }
  | { type: "thinking_delta"; contentIndex: number; delta: string; partial: AssistantMessage }
  | { type: "toolcall_start"; contentIndex: number; partial: AssistantMessage }
  | { type: "toolcall_delta"; contentIndex: number; delta: string; partial: AssistantMessage }
  | { type: "toolcall_end"; contentIndex: number; toolCall: ToolCall; partial: AssistantMessage }
  | { type: "done"; message: AssistantMessage }
  | { type: "error"; message: AssistantMessage };

export interface Model {
  /** Recorded on every assistant message, and in `model_change` entries. */
  readonly provider: string;
  readonly id: string;
  stream(request: ModelRequest): AsyncIterable<ModelEvent>;
}
// #endregion model
