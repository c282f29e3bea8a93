/**
 * Telling listeners what changed in a session file. Every route that appends
 * (a label, a name, a leaf switch, a summary) measures the tree before and
 * after and announces exactly the entries that are new, so a page can keep
 * its copy of the tree in step without loading the whole session again.
 */
import type { Session } from "@kit/session-core";
import type { EventHub } from "./sse-hub.ts";

/** Publishes `session_updated` with the entries appended since the tree had `sizeBefore` entries, if any. */
export function announceAppended(hub: EventHub, sessionId: string, session: Session, sizeBefore: number): void {
  const appended = session.tree.entries.slice(sizeBefore);
  if (appended.length > 0) hub.publish(sessionId, { type: "session_updated", leafId: session.leafId, appended });
}
