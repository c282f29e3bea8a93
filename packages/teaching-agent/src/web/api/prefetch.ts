/**
 * The two answers the page's first frame waits for, asked for by its first script (main.tsx) while the rest of the
 * page is still loading: who this browser is (`/api/class/me`, which decides what is drawn at all) and the first
 * screen of the session the address names. Asked that early, both are usually back before React has started, so
 * the first frame the page paints already shows the session (hooks/useCoalescedLoad.ts takes an answer that has
 * arrived as it mounts).
 *
 * Only a session of `/api/sessions` is asked for: a teacher following a student (`#follow=`) reads another base,
 * known only once the classroom has answered. The first screen is only that: the page still loads the session once
 * its event stream is open, so an answer read before the stream listened misses nothing for long.
 */
import type { ClassMe, SessionDetail, SessionOutline } from "@kit/server";
import { classApi } from "../classroom/class-api.ts";
import { placeFromHash } from "../model/address.ts";
import { api } from "./client.ts";

type FirstAnswer = SessionDetail | SessionOutline;

/** A request on its way, and its answer once it has come (read without waiting). */
export interface Early<T> {
  answer: Promise<T>;
  arrived: T | undefined;
}

/** Who this browser is in a classroom (`me` undefined outside one), or not known when the server did not answer. */
export type Role = { known: true; me: ClassMe | undefined } | { known: false };

let firstScreen: { sessionId: string; early: Early<FirstAnswer> } | undefined;

/** Sends both requests now (the first screen only if `hash` names one of this browser's own sessions). */
export function askEarly(hash: string): Promise<Role> {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const { sessionId } = placeFromHash(hash);
  if (sessionId !== undefined && !params.has("follow"))
    firstScreen = { sessionId, early: early(api.getFirstScreen(sessionId)) };
  return classApi.me().then(
    (me): Role => ({ known: true, me }),
    (): Role => ({ known: false }),
  );
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
