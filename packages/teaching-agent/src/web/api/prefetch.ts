/**
 * The answer the page's first frame waits for, asked for by its first script (main.tsx) while the rest of the page
 * is still loading: the first screen of the session the address names. Asked that early, it is usually back before
 * React has started, so the first frame the page paints already shows the session (hooks/useCoalescedLoad.ts takes an
 * answer that has arrived as it mounts).
 *
 * The first screen is only that: the page still loads the session once its event stream is open, so an answer read
 * before the stream listened misses nothing for long.
 */
import type { SessionDetail, SessionOutline } from "@kit/server";
import { placeFromHash } from "../model/address.ts";
import { api } from "./client.ts";

type FirstAnswer = SessionDetail | SessionOutline;

/** A request on its way, and its answer once it has come (read without waiting). */
export interface Early<T> {
  answer: Promise<T>;
  arrived: T | undefined;
}

let firstScreen: { sessionId: string; early: Early<FirstAnswer> } | undefined;

/** Sends the request now, if `hash` names a session; the page is mounted without waiting for the answer. */
export function askEarly(hash: string): void {
  const { sessionId } = placeFromHash(hash);
  if (sessionId !== undefined) firstScreen = { sessionId, early: early(api.getFirstScreen(sessionId)) };
}

/**
 * The first screen asked for `sessionId` at the start, once: the next session, or the same one opened again, asks
 * anew.
 */
export function takePrefetchedFirstScreen(sessionId: string): Early<FirstAnswer> | undefined {
  const taken = firstScreen;
  firstScreen = undefined;
  return taken?.sessionId === sessionId ? taken.early : undefined;
}

function early<T>(answer: Promise<T>): Early<T> {
  const asked: Early<T> = { answer, arrived: undefined };
  // A failure is said by whoever waits for the answer (the session's load asks again, in the page's language).
  answer.then((value) => (asked.arrived = value)).catch(() => {});
  return asked;
}
