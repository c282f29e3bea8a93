/**
 * The session as the page shows it: a whole session, or a long one's first screen (the entries near the leaf,
 * model/first-screen.ts) until the whole has come. A first screen holds only those entries, so an event that reaches
 * above them is left to the whole session, which is on its way then.
 */
import type { ServerEvent, SessionDetail } from "@kit/server";
import { useCallback, useRef, useState } from "react";
import { type FirstScreen, fitsFirstScreen } from "../model/first-screen.ts";
import { detailAfter } from "../model/session-detail.ts";

/** A session the server refused to open: its problems as the server said them, and the file as commands name it. */
export interface Damage {
  message: string;
  /** Given by the server beside the message, which is in the server's language and is not parsed here. */
  file: string | undefined;
}

export function useShownDetail() {
  const [detail, setDetail] = useState<SessionDetail>();
  const [complete, setComplete] = useState(true);
  const [leftOut, setLeftOut] = useState(0);
  const leftOutNow = useRef(0);
  /** The server's message when the file cannot be opened (damaged_session): shown until it opens again. */
  const [damage, setDamage] = useState<Damage>();

  /** Shows what a load answered, with the events that crossed it applied again. */
  const showAnswer = useCallback((answer: FirstScreen, crossing: ServerEvent[]) => {
    // The load may have been read before or after each of these: applied again, they count once.
    const fits = (current: SessionDetail, event: ServerEvent) =>
      answer.leftOut === 0 || fitsFirstScreen(current, event);
    setDetail(
      crossing.reduce(
        (current, event) => (fits(current, event) ? detailAfter(current, event) : current),
        answer.detail,
      ),
    );
    setComplete(answer.complete);
    setLeftOut(answer.leftOut);
    leftOutNow.current = answer.leftOut;
    setDamage(undefined);
  }, []);

  /** Applies one event that changes the session (model/session-detail.ts). */
  const applyEvent = useCallback((event: ServerEvent) => {
    const fits = (current: SessionDetail) => leftOutNow.current === 0 || fitsFirstScreen(current, event);
    setDetail((current) => current && (fits(current) ? detailAfter(current, event) : current));
  }, []);

  /** Nothing shown: a new session is chosen. */
  const forget = useCallback(() => {
    setDetail(undefined);
    setComplete(true);
    setLeftOut(0);
    leftOutNow.current = 0;
    setDamage(undefined);
  }, []);

  return { detail, complete, leftOut, damage, showAnswer, applyEvent, forget, setDamage };
}
