/**
 * The loop's events as the server sends them (`WireAgentEvent` in api-types.ts).
 */
import type { AgentEvent, ModelEvent } from "@kit/agent-loop";
import type { WireAgentEvent, WireModelEvent } from "./api-types.ts";

/**
 * The loop's event as it is sent (message_end, which gains its entry id, is
 * sent by the caller). One change: a `message_update` carries the reply so far
 * twice (`message`, and `modelEvent.partial`, the same snapshot); the second
 * copy is left out, which halves what every streamed piece costs.
 *
 * The one copy that stays is kept on purpose, as pi's events keep it: a tab
 * that connects mid-reply, or misses an update, is whole again at the next
 * one, with no delta to replay. The price is bytes that grow with the square
 * of a reply's pieces; a classroom's replies are short, and the event hub
 * caps what it keeps for replay (sse-hub.ts).
 */
export function forWire(event: Exclude<AgentEvent, { type: "message_end" }>): WireAgentEvent {
  if (event.type !== "message_update") return event;
  return { ...event, modelEvent: withoutPartial(event.modelEvent) };
}

function withoutPartial(modelEvent: ModelEvent): WireModelEvent {
  if (!("partial" in modelEvent)) return modelEvent;
  const { partial: _sameAsMessage, ...rest } = modelEvent;
  return rest;
}
