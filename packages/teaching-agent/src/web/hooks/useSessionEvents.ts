/**
 * The session's server-sent events, through the browser's EventSource.
 *
 * EventSource reconnects by itself after a dropped connection and sends the
 * last `id:` it saw as `Last-Event-ID`, so the server replays what was missed;
 * the page only has to listen. After a reconnect the page also reloads the
 * session, in case the server restarted and could not replay. An EventSource
 * gives up for good on an HTTP error answer; then the page opens a new one a
 * little later.
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
  onReconnect: () => void,
): Connection {
  const [connection, setConnection] = useState<Connection>("connecting");
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks, without reopening the stream each render.
  const handlers = useRef({ onEvent, onReconnect });
  useLayoutEffect(() => {
    handlers.current = { onEvent, onReconnect };
  });

  useEffect(() => {
    if (sessionId === undefined) return;
    setConnection("connecting");
    let opened = attempt > 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // #region eventSource
    const source = new EventSource(api.eventsUrl(sessionId));
    const listener = (message: MessageEvent<string>) => {
      let data: ServerEvent;
      try {
        data = JSON.parse(message.data) as ServerEvent;
      } catch {
        return; // not ours: nothing the page can show
      }
      handlers.current.onEvent({ id: message.lastEventId, name: message.type, data, receivedAt: performance.now() });
    };
    // A named event reaches only the listeners for its name: one per name the page knows.
    for (const name of ALL_EVENT_NAMES) source.addEventListener(name, listener as EventListener);
    // #endregion eventSource
    source.onopen = () => {
      setConnection("live");
      if (opened) handlers.current.onReconnect();
      opened = true;
    };
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) return setConnection("reconnecting");
      setConnection("closed");
      retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_AFTER_CLOSE_MS);
    };
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [sessionId, attempt]);

  return connection;
}
