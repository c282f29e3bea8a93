/** The timeline of the session's events: the latest only, since a long class would otherwise grow it without end. */
import { useCallback, useState } from "react";
import type { TimelineEvent } from "../model/timeline.ts";

const TIMELINE_LIMIT = 3000;

export function useTimeline() {
  const [timeline, setTimeline] = useState<TimelineEvent[]>([]);
  const record = useCallback(
    (event: TimelineEvent) => setTimeline((events) => [...events.slice(-(TIMELINE_LIMIT - 1)), forTimeline(event)]),
    [],
  );
  const clear = useCallback(() => setTimeline([]), []);
  return { timeline, record, clear };
}

/**
 * Each message_update carries the whole reply so far; the timeline keeps the
 * new piece (`modelEvent`) and the reply without its content, instead of
 * every version of the reply (which would grow with the square of its length).
 */
function forTimeline(event: TimelineEvent): TimelineEvent {
  const data = event.data;
  if (data.type !== "agent_event" || data.event.type !== "message_update") return event;
  return { ...event, data: { ...data, event: { ...data.event, message: { ...data.event.message, content: [] } } } };
}
