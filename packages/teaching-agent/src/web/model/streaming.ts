/**
 * The reply that is still being written. The server saves a message at its
 * `message_end`; until then the only place the reply exists is the stream of
 * `message_update` events, each carrying the whole reply so far. The chat
 * shows this partial reply below the saved path, and drops it once the saved
 * entry arrives (matched by role, timestamp and content), so the text never flickers
 * or shows twice.
 */
import type { AssistantMessage } from "@kit/agent-loop";
import type { ServerEvent } from "@kit/server";
import type { SessionEntry } from "@kit/session-core";

export interface StreamingState {
  /** The reply so far, while a run is writing one. */
  reply: AssistantMessage | undefined;
  /** Tools running now, by tool call id. */
  tools: Record<string, string>;
}

export const idleStreaming: StreamingState = { reply: undefined, tools: {} };

// #region streamingReducer
export function streamingReducer(state: StreamingState, event: ServerEvent): StreamingState {
  if (event.type === "run_end") return idleStreaming;
  if (event.type !== "agent_event") return state;
  const e = event.event;
  switch (e.type) {
    case "message_start":
    case "message_update":
    case "message_end": {
      const message = e.message as { role?: string } | undefined;
      // Only the assistant's reply streams; prompts and tool results arrive whole.
      return message?.role === "assistant" ? { ...state, reply: message as AssistantMessage } : state;
    }
    case "tool_execution_start":
      return { ...state, tools: { ...state.tools, [String(e.toolCallId)]: String(e.toolName) } };
    case "tool_execution_end": {
      const { [String(e.toolCallId)]: _done, ...rest } = state.tools;
      return { ...state, tools: rest };
    }
    default:
      return state;
  }
}
// #endregion streamingReducer

/** The partial reply, unless the session already holds it as a saved entry. */
export function unsavedReply(state: StreamingState, entries: readonly SessionEntry[]): AssistantMessage | undefined {
  const reply = state.reply;
  if (!reply) return undefined;
  // Two replies can share a millisecond, so the content must match too.
  const content = JSON.stringify(reply.content);
  const saved = entries.some((entry) => {
    const message = (entry as { message?: { role?: string; timestamp?: number; content?: unknown } }).message;
    return (
      entry.type === "message" &&
      message?.role === "assistant" &&
      message.timestamp === reply.timestamp &&
      JSON.stringify(message.content) === content
    );
  });
  return saved ? undefined : reply;
}
