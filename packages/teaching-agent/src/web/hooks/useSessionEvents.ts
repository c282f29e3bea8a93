/**
 * The session's server-sent events, through the browser's EventSource.
 *
 * EventSource reconnects by itself after a dropped connection and sends the
 * last `id:` it saw as `Last-Event-ID`, so the server replays what was missed;
 * the page only has to listen. Each time the stream opens, `load` loads the
 * session: the first time because only events after that moment arrive on
 * the stream, after a reconnect in case the server restarted and could not
 * replay. An EventSource gives up for good on an HTTP error answer; the page
 * then loads the session once anyway (it is shown, though not live) and opens
 * a new stream a little later.
 *
 * A reload starts a new EventSource, which knows nothing of the events
 * before it. The page keeps the ids of the first and the last event it saw
 * (sessionStorage, per tab), and after a reload asks the server to replay from
 * just before the first (`?lastEventId=`): the events up to the last rebuild
 * the timeline only (the session itself is loaded fresh), later ones are
 * applied. If the server restarted in between, or no longer keeps them, it
 * answers `resync` instead.
 */

import type { ServerEvent } from "@kit/server";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { api } from "../api/client.ts";
import { ALL_EVENT_NAMES } from "../api/event-names.ts";
import type { TimelineEvent } from "../model/timeline.ts";

const RETRY_AFTER_CLOSE_MS = 3000;

export type Connection = "connecting" | "live" | "reconnecting" | "closed";

export function useSessionEvents(
  sessionId: string | undefined,
  onEvent: (event: TimelineEvent) => void,
  load: () => void,
): Connection {
  const [connection, setConnection] = useState<Connection>("connecting");
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks, without reopening the stream each render.
  const handlers = useRef({ onEvent, load });
  useLayoutEffect(() => {
    handlers.current = { onEvent, load };
  });

  useEffect(() => {
    if (sessionId === undefined) return;
    setConnection("connecting");
    let retry: ReturnType<typeof setTimeout> | undefined;
    const memoryKey = `teaching-agent.last-event.${sessionId}`;
    const firstKey = `teaching-agent.first-event.${sessionId}`;
    const seen = attempt === 0 ? positionOf(sessionStorage.getItem(memoryKey)) : undefined;
    const first = positionOf(sessionStorage.getItem(firstKey));
    const from = seen && first?.epoch === seen.epoch ? `${seen.epoch}-${first.seq - 1}` : undefined;
    const url = from ? `${api.eventsUrl(sessionId)}?lastEventId=${encodeURIComponent(from)}` : api.eventsUrl(sessionId);
    // #region eventSource
    const source = new EventSource(url);
    const listener = (message: MessageEvent<string>) => {
      let data: ServerEvent;
      try {
        data = JSON.parse(message.data) as ServerEvent;
      } catch {
        return; // not ours: nothing the page can show
      }
      const position = positionOf(message.lastEventId);
      const replayed = seen !== undefined && position?.epoch === seen.epoch && position.seq <= seen.seq;
      if (!replayed) sessionStorage.setItem(memoryKey, message.lastEventId);
      if (position && positionOf(sessionStorage.getItem(firstKey))?.epoch !== position.epoch) {
        sessionStorage.setItem(firstKey, message.lastEventId);
      }
      handlers.current.onEvent(
        replayed
          ? { id: message.lastEventId, name: message.type, data, replayed: true }
          : { id: message.lastEventId, name: message.type, data, receivedAt: performance.now() },
      );
    };
    // A named event reaches only the listeners for its name: one per name the page knows.
    for (const name of ALL_EVENT_NAMES) source.addEventListener(name, listener as EventListener);
    // #endregion eventSource
    source.onopen = () => {
      setConnection("live");
      handlers.current.load();
    };
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) return setConnection("reconnecting");
      setConnection("closed");
      if (attempt === 0) handlers.current.load();
      retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_AFTER_CLOSE_MS);
    };
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [sessionId, attempt]);

  return connection;
}

/** An event id is "EPOCH-SEQ": the server run, and the event's number in it. */
function positionOf(id: string | null): { epoch: string; seq: number } | undefined {
  const match = id ? /^(.+)-(\d+)$/.exec(id) : null;
  return match ? { epoch: match[1]!, seq: Number(match[2]) } : undefined;
}
