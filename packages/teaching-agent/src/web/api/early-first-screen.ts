/**
 * The first screen of the session the address names, asked for as soon as the page's script runs: beside
 * `/api/class/me`, the list and the event stream, not after them. Only a session of `/api/sessions` is asked for
 * (a teacher following a student, `#follow=`, reads another base, known only once the classroom has answered).
 * The answer is a first screen only: the page still loads the session once its event stream is open
 * (hooks/useLiveSession.ts), so an answer read before the stream listened misses nothing for long.
 */
import type { SessionDetail, SessionOutline } from "@kit/server";
import { placeFromHash } from "../hooks/useHashSession.ts";
import { api } from "./client.ts";

type Answer = Promise<SessionDetail | SessionOutline>;

let early: { sessionId: string; answer: Answer } | undefined;

/** Sends the request now, for the session in `hash`, if it names one of this browser's own sessions. */
export function askFirstScreenEarly(hash: string): void {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const { sessionId } = placeFromHash(hash);
  if (sessionId === undefined || params.has("follow")) return;
  const answer = api.getFirstScreen(sessionId);
  // A failure is said by the load after the stream opens, which asks again (in the page's language).
  answer.catch(() => {});
  early = { sessionId, answer };
}

/** The answer sent for `sessionId` at the start, once; the next session, or the same one opened again, asks anew. */
export function takeEarlyFirstScreen(sessionId: string): Answer | undefined {
  const taken = early;
  early = undefined;
  return taken?.sessionId === sessionId ? taken.answer : undefined;
}
