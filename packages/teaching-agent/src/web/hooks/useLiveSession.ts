/**
 * One session, kept up to date: its entries and leaf, the reply still streaming, and the timeline of its events. The
 * server is the only source of truth and its events carry every change; each job has a file of its own:
 * - applying events (below, model/session-detail.ts): between loads, kilobytes per prompt instead of megabytes;
 * - the first screen (useShownDetail.ts): a long session's entries near the leaf, drawn before the whole has come;
 * - the prefetch (api/prefetch.ts): that first screen asked for by the page's first script, before React starts;
 * - coalesced loads (useCoalescedLoad.ts): one load in flight at a time, made once the stream listens, so none is lost;
 * - step by step (packages/server/src/run-manager.ts): the server holds the run; the page only names what waits.
 */

import type { ServerEvent, SessionDetail } from "@kit/server";
import { useCallback, useLayoutEffect, useReducer, useRef, useState } from "react";
import { changesDetail } from "../model/session-detail.ts";
import { idleStreaming, type StreamingState, streamingReducer } from "../model/streaming.ts";
import type { TimelineEvent } from "../model/timeline.ts";
import { useCoalescedLoad } from "./useCoalescedLoad.ts";
import { type Connection, useSessionEvents } from "./useSessionEvents.ts";
import { type Damage, useShownDetail } from "./useShownDetail.ts";
import { useTimeline } from "./useTimeline.ts";

export interface LiveSession {
  detail: SessionDetail | undefined;
  /** False while `detail` is a first screen (model/first-screen.ts): the load made with the stream open is to come. */
  complete: boolean;
  /** How many of the session's entries `detail` leaves out: a long session's first screen holds those near the leaf. */
  leftOut: number;
  /** Why the session cannot be opened (the server's problems, one a line, and the file), or undefined. */
  damage: Damage | undefined;
  streaming: StreamingState;
  timeline: TimelineEvent[];
  connection: Connection;
  /** Reload the session from the server now (coalesced). */
  reload: () => void;
  clearTimeline: () => void;
  /** At pace "step": the event the server holds for the next click, by name (undefined: the model's next piece). */
  stepWaiting: string | undefined;
}

export function useLiveSession(sessionId: string | undefined, onError: (error: unknown) => void): LiveSession {
  const activeId = useRef(sessionId);
  const { detail, complete, leftOut, damage, showAnswer, applyEvent, forget, setDamage } = useShownDetail();
  const { reload, restart, noteCrossing } = useCoalescedLoad(activeId, showAnswer, setDamage, onError);
  const { timeline, record, clear: clearTimeline } = useTimeline();
  const [streaming, dispatch] = useReducer(resettableStreaming, idleStreaming);
  const [stepWaiting, setStepWaiting] = useState<string>();

  // A new session: forget the old one's state, and ask for its first screen while its event stream opens (the
  // stream's effect, in useSessionEvents, runs after this one). A layout effect, so that a first screen already
  // here is in the frame the browser paints next.
  useLayoutEffect(() => {
    activeId.current = sessionId;
    forget();
    clearTimeline();
    setStepWaiting(undefined);
    dispatch("reset");
    restart(sessionId);
  }, [sessionId, forget, clearTimeline, restart]);

  const onEvent = useCallback(
    (event: TimelineEvent) => {
      const data = event.data;
      // Where a stepped run stands, not what happened: named on the step button, kept out of the timeline.
      if (data.type === "step_waiting") return setStepWaiting(data.fromModel ? undefined : data.next);
      setStepWaiting(undefined);
      // #region onEvent
      record(event);
      if (event.replayed) return;
      dispatch(data); // the streaming reply (streaming.ts)
      if (changesDetail(data)) {
        // A load in flight applies it again on top of its answer; a first screen may leave it to the whole.
        noteCrossing(data);
        applyEvent(data);
      }
      // The server could not replay what this page missed (it restarted): reload.
      if (data.type === "resync") reload();
      // #endregion onEvent
    },
    [record, noteCrossing, applyEvent, reload],
  );

  const connection = useSessionEvents(sessionId, onEvent, reload);
  return {
    detail,
    complete,
    leftOut,
    damage,
    streaming,
    timeline,
    connection,
    reload,
    clearTimeline,
    stepWaiting,
  };
}

function resettableStreaming(state: StreamingState, action: ServerEvent | "reset"): StreamingState {
  return action === "reset" ? idleStreaming : streamingReducer(state, action);
}
