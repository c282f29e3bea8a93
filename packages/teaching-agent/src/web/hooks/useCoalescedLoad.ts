/**
 * Loading the session, coalesced: while one load is in flight, any number of further requests make one more, and the
 * events that cross a load are applied again on top of its answer. The first load of a session asks for its first
 * screen (taken from the page's prefetch when it asked already), the later ones for the whole.
 */
import type { ServerEvent, SessionDetail, SessionOutline } from "@kit/server";
import { type RefObject, useCallback, useRef } from "react";
import { ApiRequestError, api } from "../api/client.ts";
import { takePrefetchedFirstScreen } from "../api/prefetch.ts";
import { type FirstScreen, firstScreenOf } from "../model/first-screen.ts";
import type { Damage } from "./useShownDetail.ts";
import { useStableCallback } from "./useStableCallback.ts";

interface Loading {
  inFlight: boolean;
  again: boolean;
  /** The events that arrived while a load was out. */
  crossing: ServerEvent[];
  /** Whether this session has been shown once: the first load asks for the first screen, later ones for the whole. */
  shownOnce: boolean;
}

function idleLoading(): Loading {
  return { inFlight: false, again: false, crossing: [], shownOnce: false };
}

export function useCoalescedLoad(
  activeId: RefObject<string | undefined>,
  show: (answer: FirstScreen, crossing: ServerEvent[]) => void,
  onDamage: (damage: Damage) => void,
  onError: (error: unknown) => void,
) {
  const loading = useRef(idleLoading());

  const showLoaded = useCallback(
    (answer: FirstScreen, state: Loading) => {
      show(answer, state.crossing);
      state.shownOnce = true;
    },
    [show],
  );

  /** Reload the session from the server now (coalesced). */
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
          onDamage({ message: error.message, file: error.file });
        else onError(error);
      } finally {
        state.inFlight = false;
        state.crossing = [];
      }
    })();
  }, [activeId, onDamage, onError, showLoaded]);

  /** The first screen, asked for before the stream is open: drawn, then the stream's own load follows. */
  const loadFirstScreen = useStableCallback((id: string) => {
    const state = loading.current;
    state.inFlight = true;
    const early = takePrefetchedFirstScreen(id);
    const showFirst = (answer: SessionDetail | SessionOutline) => {
      const first = firstScreenOf(answer);
      if (activeId.current === id) showLoaded({ ...first, complete: false }, state);
      return first;
    };
    // An answer that came while the page loaded is drawn at once: this runs before the first frame is painted.
    const shownNow = early?.arrived && showFirst(early.arrived);
    void (async () => {
      try {
        const first = shownNow || showFirst(await (early?.answer ?? api.getFirstScreen(id)));
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

  /** A new session: forget the old one's loads, and ask for the new one's first screen (if any). */
  const restart = useCallback(
    (id: string | undefined) => {
      loading.current = idleLoading();
      if (id !== undefined) loadFirstScreen(id);
    },
    [loadFirstScreen],
  );

  /** An event that changes the session arrived: a load in flight applies it again on top of its answer. */
  const noteCrossing = useCallback((event: ServerEvent) => {
    if (loading.current.inFlight) loading.current.crossing.push(event);
  }, []);

  return { reload, restart, noteCrossing };
}

/** Resolves after the next frame is painted: the callback of the frame after it runs once that one is on screen. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
