/**
 * One session, kept up to date: its entries and leaf (GET /api/sessions/:id),
 * the reply still streaming, and the timeline of its events.
 *
 * The server is the only source of truth, and its events carry every change:
 * `session_updated` the entries appended and the new leaf (labels and the
 * name are entries too), `branch_switch` the new leaf, `run_start`/`run_end`
 * whether a run streams. The page loads the whole session each time its event
 * stream opens (the first time, and after a reconnect, when it may have
 * missed some), and when the server says `resync`; in between it applies the
 * events (model/session-detail.ts). On a long session that is the difference
 * between a few kilobytes per prompt and megabytes. The session's first screen
 * (model/first-screen.ts: of a long one the entries near the leaf, a short one whole) is asked
 * for by the page's first script (api/early-answers.ts), or as soon as a session is chosen, beside
 * the stream's opening, and drawn when it comes (in the page's first frame when it came while the
 * page loaded), with the events that crossed it applied; it is never taken as the whole (`complete` stays false),
 * since the server may have read it before the stream listened. The load that
 * counts is made once the stream is open, after that first screen is painted:
 * loading after the stream is open leaves no gap, so a question sent the moment
 * a new session is created is answered on a stream that was already listening.
 * Loads are coalesced: while one is in flight, any number of further requests
 * make one more. At pace "step" the server holds each event of the run until
 * POST /step (packages/server/src/run-manager.ts); its `step_waiting` says
 * which, for the step button, and is kept out of the timeline.
 */

import type { ServerEvent, SessionDetail, SessionOutline } from "@kit/server";
import { useCallback, useLayoutEffect, useReducer, useRef, useState } from "react";
import { ApiRequestError, api } from "../api/client.ts";
import { takeEarlyFirstScreen } from "../api/early-answers.ts";
import { type FirstScreen, firstScreenOf, fitsFirstScreen } from "../model/first-screen.ts";
import { changesDetail, detailAfter } from "../model/session-detail.ts";
import { idleStreaming, type StreamingState, streamingReducer } from "../model/streaming.ts";
import type { TimelineEvent } from "../model/timeline.ts";
import { type Connection, useSessionEvents } from "./useSessionEvents.ts";
import { useStableCallback } from "./useStableCallback.ts";

/** A session the server refused to open: its problems as the server said them, and the file as commands name it. */
export interface Damage {
  message: string;
  /** Given by the server beside the message, which is in the server's language and is not parsed here. */
  file: string | undefined;
}

/** The timeline keeps the latest events only; a long class would otherwise grow it without end. */
const TIMELINE_LIMIT = 3000;

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
  const [detail, setDetail] = useState<SessionDetail>();
  const [complete, setComplete] = useState(true);
  const [leftOut, setLeftOut] = useState(0);
  const leftOutNow = useRef(0);
  /** The server's message when the file cannot be opened (damaged_session): shown until it opens again. */
  const [damage, setDamage] = useState<Damage>();
  const [streaming, dispatch] = useReducer(resettableStreaming, idleStreaming);
  const [timeline, setTimeline] = useState<TimelineEvent[]>([]);
  const activeId = useRef(sessionId);
  /** A load in flight, whether another is wanted after it, and the events that arrived while it was out. */
  const loading = useRef(idleLoading());
  const [stepWaiting, setStepWaiting] = useState<string>();

  /** Shows what a load answered, with the events that crossed it applied again. */
  const showLoaded = useCallback((answer: FirstScreen, state: Loading) => {
    const next = answer.detail;
    // The load may have been read before or after each of these: applied again, they count once.
    const fits = (current: SessionDetail, event: ServerEvent) =>
      answer.leftOut === 0 || fitsFirstScreen(current, event);
    setDetail(
      state.crossing.reduce((current, event) => (fits(current, event) ? detailAfter(current, event) : current), next),
    );
    setComplete(answer.complete);
    setLeftOut(answer.leftOut);
    leftOutNow.current = answer.leftOut;
    setDamage(undefined);
    state.shownOnce = true;
  }, []);

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
          state.crossing = [];
          const answer: FirstScreen = !state.shownOnce
            ? firstScreenOf(await api.getFirstScreen(id))
            : { detail: await api.getSession(id), complete: true, leftOut: 0 };
          if (activeId.current !== id) break;
          showLoaded(answer, state);
          // A first screen drawn from an outline: the whole session comes next, once the first screen is painted (its
          // parse would hold the frame back).
          if (!answer.complete) {
            await afterNextPaint();
            state.again = true;
          }
        } while (state.again && activeId.current === id);
      } catch (error) {
        if (activeId.current !== id) return;
        if (error instanceof ApiRequestError && error.code === "damaged_session")
          setDamage({ message: error.message, file: error.file });
        else onError(error);
      } finally {
        state.inFlight = false;
        state.crossing = [];
      }
    })();
  }, [onError, showLoaded]);

  /** The first screen, asked for before the stream is open: drawn, then the stream's own load follows. */
  const loadEarly = useStableCallback((id: string) => {
    const state = loading.current;
    state.inFlight = true;
    const early = takeEarlyFirstScreen(id);
    const show = (answer: SessionDetail | SessionOutline) => {
      const first = firstScreenOf(answer);
      if (activeId.current === id) showLoaded({ ...first, complete: false }, state);
      return first;
    };
    // An answer that came while the page loaded is drawn at once: this runs before the first frame is painted.
    const shownNow = early?.arrived && show(early.arrived);
    void (async () => {
      try {
        const first = shownNow || show(await (early?.answer ?? api.getFirstScreen(id)));
        // An outline's whole is a long parse: it waits for the first screen's frame (a short one is light).
        if (activeId.current === id && !first.complete) await afterNextPaint();
      } catch {
        // Said by the load made once the stream is open, which asks again.
      } finally {
        state.inFlight = false;
        state.crossing = [];
        // The stream opened while this was out: the load it asked for is made now.
        if (state.again && activeId.current === id) reload();
      }
    })();
  });

  // A new session: forget the old one's state, and ask for its first screen while its event stream opens (the
  // stream's effect, in useSessionEvents, runs after this one). A layout effect, so that a first screen already
  // here is in the frame the browser paints next.
  useLayoutEffect(() => {
    activeId.current = sessionId;
    loading.current = idleLoading();
    setDetail(undefined);
    setComplete(true);
    setLeftOut(0);
    leftOutNow.current = 0;
    setDamage(undefined);
    setTimeline([]);
    setStepWaiting(undefined);
    dispatch("reset");
    if (sessionId !== undefined) loadEarly(sessionId);
  }, [sessionId, loadEarly]);

  const onEvent = useCallback(
    (event: TimelineEvent) => {
      // Where a stepped run stands, not what happened: named on the step button, kept out of the timeline.
      const data = event.data;
      if (data.type === "step_waiting") return setStepWaiting(data.fromModel ? undefined : data.next);
      setStepWaiting(undefined);
      // #region onEvent
      setTimeline((events) => [...events.slice(-(TIMELINE_LIMIT - 1)), forTimeline(event)]);
      if (event.replayed) return;
      dispatch(data); // the streaming reply (streaming.ts)
      if (changesDetail(data)) {
        if (loading.current.inFlight) loading.current.crossing.push(data);
        // A first screen holds only the entries near the leaf: a change above them waits for the whole, in flight.
        const fits = (current: SessionDetail) => leftOutNow.current === 0 || fitsFirstScreen(current, data);
        setDetail((current) => current && (fits(current) ? detailAfter(current, data) : current));
      }
      // The server could not replay what this page missed (it restarted): reload.
      if (data.type === "resync") reload();
      // #endregion onEvent
    },
    [reload],
  );

  const connection = useSessionEvents(sessionId, onEvent, reload);
  const clearTimeline = useCallback(() => setTimeline([]), []);
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

/** Resolves after the next frame is painted: the callback of the frame after it runs once that one is on screen. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

interface Loading {
  inFlight: boolean;
  again: boolean;
  crossing: ServerEvent[];
  /** Whether this session has been shown once: the first load asks for the first screen, later ones for the whole. */
  shownOnce: boolean;
}

function idleLoading(): Loading {
  return { inFlight: false, again: false, crossing: [], shownOnce: false };
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
