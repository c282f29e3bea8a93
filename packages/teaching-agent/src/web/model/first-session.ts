/**
 * Which session `/` opens by itself: the newest one a first look can afford.
 * A session of tens of thousands of entries takes seconds to load and draw,
 * so it opens only when asked for (a click in the list, or its address);
 * a damaged one opens only when asked for too, where it says what is wrong.
 */
import type { SessionSummary } from "@kit/server";

/** Past this many entries a session is not opened without being asked for. */
export const AUTO_OPEN_MAX_ENTRIES = 5_000;

// #region sessionToOpen
export function sessionToOpen(sessions: readonly SessionSummary[]): SessionSummary | undefined {
  return sessions.find((session) => session.error === undefined && session.entryCount <= AUTO_OPEN_MAX_ENTRIES);
}
// #endregion sessionToOpen
