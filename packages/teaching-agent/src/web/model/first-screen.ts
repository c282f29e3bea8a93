/**
 * A long session's first answer (`GET /api/sessions/:id?outline=true`) as the
 * page holds a session: every entry, so the tree, the path and the leaf are
 * exactly those of the whole session; the messages the server outlined are
 * entries again, with only what their tree row shows (their first line, the
 * names of their tool calls). The chat draws the path's last entries, which
 * came whole; the request panel, the versions and a replay wait for the whole
 * session, fetched next.
 */
import type { OutlinedMessage, SessionDetail, SessionOutline } from "@kit/server";
import type { SessionEntry } from "@kit/session-core/tree";

export interface FirstScreen {
  detail: SessionDetail;
  /** False while some entries are outlines: the whole session is still to be fetched. */
  complete: boolean;
}

export function firstScreenOf(answer: SessionDetail | SessionOutline): FirstScreen {
  if (!("outline" in answer)) return { detail: answer, complete: true };
  const { outline: _, entries, ...rest } = answer;
  return { detail: { ...rest, entries: entries.map(entryOf) }, complete: false };
}

function entryOf(entry: SessionEntry | OutlinedMessage): SessionEntry {
  if (!Array.isArray(entry)) return entry;
  const [id, parentId, message] = entry;
  // Not a whole message (no usage, model or times): only the tree's row and filters read it, until the whole comes.
  return { type: "message", id, parentId, timestamp: "", message } as unknown as SessionEntry;
}
