/** The session's tree grown by the entries appended since the last render (model/growing-session.ts). */
import type { SessionEntry } from "@kit/session-core/tree";
import { useMemo, useRef } from "react";
import { type GrowingSession, grow } from "../model/growing-session.ts";

export function useGrowingSession(entries: readonly SessionEntry[]): GrowingSession {
  const last = useRef<GrowingSession | undefined>(undefined);
  return useMemo(() => {
    last.current = grow(last.current, entries);
    return last.current;
  }, [entries]);
}
