/**
 * The session the page holds, moved on by one server event.
 *
 * The page gets a session two ways: whole (GET /api/sessions/:id) and as a
 * stream of changes (the event stream). It opens the stream first and loads
 * the session once the stream is live, so every change after the load is on
 * the stream; the events that arrive while the load is in flight may or may
 * not be in what it returns, so they are applied again on top of it. Applying
 * an event twice is harmless: entries are known by their ids, and the leaf and
 * "running" are whatever the latest event says.
 */
import type { ServerEvent, SessionDetail } from "@kit/server";
import type { SessionEntry } from "@kit/session-core/tree";

/** Whether `event` changes the session itself (not only the streaming reply or the timeline). */
export function changesDetail(event: ServerEvent): boolean {
  return (
    event.type === "session_updated" ||
    event.type === "branch_switch" ||
    event.type === "run_start" ||
    event.type === "run_end"
  );
}

/** `detail` after `event`; the same object when the event changes nothing in it. */
export function detailAfter(detail: SessionDetail, event: ServerEvent): SessionDetail {
  switch (event.type) {
    case "session_updated":
      return withAppended(detail, event.appended, event.leafId);
    case "branch_switch":
      // session_updated (the leaf_switch record) has usually moved the leaf already.
      return detail.leafId === event.leafId ? detail : { ...detail, leafId: event.leafId };
    case "run_start":
      return detail.running ? detail : { ...detail, running: true };
    case "run_end":
      return detail.running ? { ...detail, running: false } : detail;
    default:
      return detail;
  }
}

/**
 * The ids of a list of entries, handed on to the list that appends to it, so an event costs what it appends, not
 * the session's length. Trusted only while it holds exactly the list's ids (ids are unique).
 */
const idsOfList = new WeakMap<readonly SessionEntry[], Set<string>>();

/** Appends the entries the page has not seen yet (an event may repeat after a reconnect, or cross a load). */
function withAppended(detail: SessionDetail, appended: SessionEntry[], leafId: string | null): SessionDetail {
  const kept = idsOfList.get(detail.entries);
  const known = kept && kept.size === detail.entries.length ? kept : new Set(detail.entries.map((entry) => entry.id));
  const fresh = appended.filter((entry) => !known.has(entry.id));
  if (fresh.length === 0) return detail.leafId === leafId ? detail : { ...detail, leafId };
  const entries = [...detail.entries, ...fresh];
  for (const entry of fresh) known.add(entry.id);
  idsOfList.set(entries, known);
  return { ...detail, entries, leafId };
}
