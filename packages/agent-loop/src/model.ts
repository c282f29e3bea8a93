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
 * What a summary request summarises, as data. Compaction and branch summaries
 * set it beside their prompt. A real model reads the prompt and never sees this;
 * the offline teaching model reads it to write its summary by rules, instead of
 * parsing the prompt's text.
 */
export interface SummaryInput {
  /** The messages to summarise, oldest first. */
  messages: AgentMessage[];
  /** The summary these messages continue, when there is one. */
  previousSummary?: string;
}

export interface ModelRequest {
  systemPrompt: string;
  /** The session's context; a model turns it into its provider's wire format. */
  messages: AgentMessage[];
  tools: ToolSpec[];
  thinkingLevel?: ThinkingLevel;
  /** Set when the call asks for a summary: what it summarises. */
  summary?: SummaryInput;
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
