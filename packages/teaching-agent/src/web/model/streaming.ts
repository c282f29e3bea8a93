/**
 * The reply that is still being written. The server saves a message at its
 * `message_end`; until then the only place the reply exists is the stream of
 * `message_update` events, each carrying the whole reply so far. The chat
 * shows this partial reply below the saved path. The server announces the
 * saved entry (`session_updated`) just before the `message_end` that names it
 * (`entryId`), so the partial reply goes at `message_end`, and in the moment
 * between the two it is hidden behind the saved entry that holds it: the text
 * never flickers or shows twice.
 */
import type { AssistantMessage } from "@kit/agent-loop/messages";
import type { ServerEvent } from "@kit/server";
import { isKnownEntry, type SessionEntry } from "@kit/session-core/tree";

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
      // Only the assistant's reply streams; prompts and tool results arrive whole.
      return e.message.role === "assistant" ? { ...state, reply: e.message } : state;
    case "message_end":
      // Saved as e.entryId, which the page already has: the chat shows the entry now.
      return e.message.role === "assistant" ? { ...state, reply: undefined } : state;
    case "tool_execution_start":
      return { ...state, tools: { ...state.tools, [e.toolCallId]: e.toolName } };
    case "tool_execution_end": {
      const { [e.toolCallId]: _done, ...rest } = state.tools;
      return { ...state, tools: rest };
    }
    default:
      return state;
  }
}
// #endregion streamingReducer

/** The partial reply, unless the entry just saved is that reply (its message_end is on the way). */
export function unsavedReply(state: StreamingState, entries: readonly SessionEntry[]): AssistantMessage | undefined {
  const reply = state.reply;
  const last = entries.at(-1);
  if (!reply || !last || !isKnownEntry(last) || last.type !== "message") return reply;
  return last.message.role === "assistant" && last.message.timestamp === reply.timestamp ? undefined : reply;
}
