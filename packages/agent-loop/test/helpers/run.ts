// Test helpers: a fixed clock and a way to run the loop to its end, keeping every event.
import { type AgentEvent, type RunAgentOptions, runAgent } from "../../src/index.ts";

/** A clock that starts at a fixed instant and moves one second per call. */
export function fixedClock(start = Date.UTC(2025, 0, 1)): () => number {
  let tick = 0;
  return () => start + 1000 * tick++;
}

export async function collect(options: RunAgentOptions, onEvent?: (event: AgentEvent) => void): Promise<AgentEvent[]> {
  const events: AgentEvent[] = [];
  for await (const event of runAgent(options)) {
    events.push(event);
    onEvent?.(event);
  }
  return events;
}

/** Event types in order, with the message role for message events: easy to compare. */
export function outline(events: AgentEvent[]): string[] {
  return events
    .filter((event) => event.type !== "message_update")
    .map((event) =>
      "message" in event && event.type.startsWith("message") ? `${event.type}:${event.message.role}` : event.type,
    );
}
