/**
 * One session, kept up to date: its entries and leaf (GET /api/sessions/:id),
 * the reply still streaming, and the timeline of its events.
 *
 * The server is the only source of truth, and its events carry every change:
 * `session_updated` the entries appended and the new leaf (labels and the
 * name are entries too), `branch_switch` the new leaf, `run_start`/`run_end`
 * whether a run streams. The page applies them and asks for the whole session
 * again only when it may have missed some: on a reconnect, or when the server
 * says `resync`. On a long session that is the difference between a few
 * kilobytes per prompt and megabytes. Reloads are coalesced: while one is in
 * flight, any number of further requests make one more.
 */

import type { ServerEvent, SessionDetail } from "@kit/server";
import type { SessionEntry } from "@kit/session-core/tree";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { api } from "../api/client.ts";
import { idleStreaming, type StreamingState, streamingReducer } from "../model/streaming.ts";
import type { TimelineEvent } from "../model/timeline.ts";
import { type Connection, useSessionEvents } from "./useSessionEvents.ts";

/** The timeline keeps the latest events only; a long class would otherwise grow it without end. */
const TIMELINE_LIMIT = 3000;

export interface LiveSession {
  detail: SessionDetail | undefined;
  streaming: StreamingState;
  timeline: TimelineEvent[];
  connection: Connection;
  /** Reload the session from the server now (coalesced). */
  reload: () => void;
  clearTimeline: () => void;
}

export function useLiveSession(sessionId: string | undefined, onError: (error: unknown) => void): LiveSession {
  const [detail, setDetail] = useState<SessionDetail>();
  const [streaming, dispatch] = useReducer(resettableStreaming, idleStreaming);
  const [timeline, setTimeline] = useState<TimelineEvent[]>([]);
  const activeId = useRef(sessionId);
  const loading = useRef({ inFlight: false, again: false });

  const reload = useCallback(() => {
    const id = activeId.current;
    if (id === undefined) return;
    const state = loading.current;
    if (state.inFlight) {
      state.again = true;
      return;
    }
    state.inFlight = true;
    void (async () => {
      try {
        do {
          state.again = false;
          const next = await api.getSession(id);
          if (activeId.current === id) setDetail(next);
        } while (state.again && activeId.current === id);
      } catch (error) {
        if (activeId.current === id) onError(error);
      } finally {
        state.inFlight = false;
      }
    })();
  }, [onError]);

  // A new session: forget the old one's state, load the new one.
  useEffect(() => {
    activeId.current = sessionId;
    loading.current = { inFlight: false, again: false };
    setDetail(undefined);
    setTimeline([]);
    dispatch("reset");
    reload();
  }, [sessionId, reload]);

  const onEvent = useCallback(
    (event: TimelineEvent) => {
      // #region onEvent
      setTimeline((events) => [...events.slice(-(TIMELINE_LIMIT - 1)), forTimeline(event)]);
      if (event.replayed) return;
      dispatch(event.data); // the streaming reply (streaming.ts)
      const data = event.data;
      switch (data.type) {
        case "session_updated":
          setDetail((current) => current && withAppended(current, data.appended, data.leafId));
          break;
        case "branch_switch":
          // session_updated (the leaf_switch record) has usually moved the leaf already.
          setDetail((current) =>
            current && current.leafId !== data.leafId ? { ...current, leafId: data.leafId } : current,
          );
          break;
        case "run_start":
          setDetail((current) => current && { ...current, running: true });
          break;
        case "run_end":
          setDetail((current) => current && { ...current, running: false });
          break;
        // The server could not replay what this page missed (it restarted): reload.
        case "resync":
          reload();
          break;
      }
      // #endregion onEvent
    },
    [reload],
  );

  const connection = useSessionEvents(sessionId, onEvent, reload);
  const clearTimeline = useCallback(() => setTimeline([]), []);
  return { detail, streaming, timeline, connection, reload, clearTimeline };
}

function resettableStreaming(state: StreamingState, action: ServerEvent | "reset"): StreamingState {
  return action === "reset" ? idleStreaming : streamingReducer(state, action);
}

/** Appends entries the page has not seen yet (an event may repeat after a reconnect). */
function withAppended(detail: SessionDetail, appended: SessionEntry[], leafId: string | null): SessionDetail {
  const known = new Set(detail.entries.map((entry) => entry.id));
  const fresh = appended.filter((entry) => !known.has(entry.id));
  return { ...detail, entries: fresh.length > 0 ? [...detail.entries, ...fresh] : detail.entries, leafId };
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
