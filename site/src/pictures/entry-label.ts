/** One short line for an entry, the inspector's own wording (session-core's describeEntry) without the id. */
import { describeEntry, type SessionEntry } from "@kit/session-core";

export function entryLabel(entry: SessionEntry, width = 40): string {
  return describeEntry(entry, width).slice(entry.id.length + 1);
}
