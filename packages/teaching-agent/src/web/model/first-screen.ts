/**
 * A long session's first answer (`GET /api/sessions/:id?outline=true`) as the
 * page holds a session: the entries near the leaf, whole (the server's
 * session-outline.ts), so the chat and the tree rows around the leaf are drawn
 * from it. Its top entry's parent is not among them: it is held as a root,
 * and the entries above are counted, not drawn. The request panel, the
 * versions and a replay wait for the whole session, fetched next.
 */
import type { ServerEvent, SessionDetail, SessionOutline } from "@kit/server";
import type { SessionEntry } from "@kit/session-core/tree";

export interface FirstScreen {
  detail: SessionDetail;
  /** False while the entries are a first screen's: the whole session is still to be fetched. */
  complete: boolean;
  /** How many of the session's entries the first screen leaves out (0 for a whole answer). */
  leftOut: number;
}

export function firstScreenOf(answer: SessionDetail | SessionOutline): FirstScreen {
  if (!("outline" in answer)) return { detail: answer, complete: true, leftOut: 0 };
  const { outline: _, entryCount, entries, ...rest } = answer;
  const [top, ...below] = entries;
  // The page's tree takes an entry only after its parent: the top one stands as a root until the whole comes.
  const held: SessionEntry[] = top ? [{ ...top, parentId: null }, ...below] : [];
  return { detail: { ...rest, entries: held }, complete: false, leftOut: entryCount - entries.length };
}

/**
 * Whether `event` can be drawn on a first screen: what it appends hangs below the entries held, and its leaf is
 * one of them. Another tab may move the leaf above them; the whole session, on its way, carries that change.
 */
export function fitsFirstScreen(detail: SessionDetail, event: ServerEvent): boolean {
  if (event.type !== "session_updated" && event.type !== "branch_switch") return true;
  const known = new Set(detail.entries.map((entry) => entry.id));
  if (event.type === "session_updated") {
    for (const entry of event.appended) {
      if (entry.parentId !== null && !known.has(entry.parentId)) return false;
      known.add(entry.id);
    }
  }
  return event.leafId === null || known.has(event.leafId);
}
