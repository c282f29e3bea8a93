/**
 * The events of one run of the agent, in the order they happen.
 *
 * A caller learns everything through these: a terminal prints them, a server
 * forwards them to a browser, a session store saves each message at its
 * `message_end`. Every message of a run (the user's prompt, each assistant
 * reply including failed and aborted ones, each tool result) has a
 * `message_start` and a `message_end`; nothing reaches the context without them.
 *
 *   agent_start
 *     turn_start                      (turn 1, 2, ...)
 *       message_start / message_end     the user's prompt (turn 1 only)
 *       message_start                   the assistant reply begins
 *       message_update ...              one per streamed piece
 *       message_end                     the reply is complete
 *       tool_execution_start / _end     for each tool call, in order
 *       message_start / message_end     its tool result
 *     turn_end
 *   agent_end                         with the reason the run stopped
 */
import type { AgentMessage, AssistantMessage, ToolResultMessage } from "./messages.ts";
import type { ModelEvent } from "./model.ts";

/**
 * Why a run stopped: the model answered without tools ("done"), the turn limit
 * was reached, the run was aborted, or the model call failed.
 */
export type AgentEndReason = "done" | "turn_limit" | "aborted" | "error";

// #region agent-event
export type AgentEvent =
  | { type: "agent_start" }
  | { type: "turn_start"; turn: number }
  | { type: "message_start"; message: AgentMessage }
  /** A streamed piece: `modelEvent` is the delta, `message` the reply so far. */
  | { type: "message_update"; message: AssistantMessage; modelEvent: ModelEvent }
  | { type: "message_end"; message: AgentMessage }
  | { type: "tool_execution_start"; toolCallId: string; toolName: string; args: Record<string, unknown> }
  | { type: "tool_execution_end"; toolCallId: string; toolName: string; result: ToolResultMessage; isError: boolean }
  | { type: "turn_end"; turn: number; message: AssistantMessage; toolResults: ToolResultMessage[] }
  /** `messages` are the messages this run added, in order, the prompt first. */
  | { type: "agent_end"; reason: AgentEndReason; messages: AgentMessage[] };
// #endregion agent-event
