/**
 * The versions of a question, as a chat app shows them ("‹ 2/3 ›"): every
 * user message asked at the same point of the conversation. Editing a
 * question and sending it again appends a sibling beside the old one (nothing
 * is overwritten), sometimes with a branch summary or a leaf-move record in
 * between; so "the same point" is the nearest ancestor that is a message,
 * skipping summaries and bookkeeping.
 *
 * Flipping to a version moves the leaf to the latest entry of that version's
 * branch (the one appended last), where the conversation on it stood.
 */
import { isKnownEntry, isLeafSwitch, type SessionEntry } from "@kit/session-core/tree";

export interface Versions {
  /** The user-message versions at the same point, in file order, for each user message id. */
  siblings: ReadonlyMap<string, readonly string[]>;
  /** For each entry, the latest conversation entry (not bookkeeping) in its subtree, itself included. */
  latest: ReadonlyMap<string, string>;
}

const BOOKKEEPING = new Set(["label", "session_info", "custom"]);

// #region versions
export function versionsOf(entries: readonly SessionEntry[]): Versions {
  const typeOf = new Map<string, string>();
  const anchorOf = new Map<string, string | null>(); // nearest message ancestor (null: the start)
  const groups = new Map<string | null, string[]>();
  const siblings = new Map<string, string[]>();
  for (const entry of entries) {
    typeOf.set(entry.id, entry.type);
    const parent = entry.parentId;
    const anchor = parent === null ? null : typeOf.get(parent) === "message" ? parent : (anchorOf.get(parent) ?? null);
    anchorOf.set(entry.id, anchor);
    if (isKnownEntry(entry) && entry.type === "message" && entry.message.role === "user") {
      const group = groups.get(anchor) ?? [];
      if (group.length === 0) groups.set(anchor, group);
      group.push(entry.id);
      siblings.set(entry.id, group);
    }
  }
  // Children come after their parents in the file: walking backwards hands each subtree's latest entry up.
  const latestIndex = new Map<string, number>();
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!;
    if (!latestIndex.has(entry.id) && !isLeafSwitch(entry) && !BOOKKEEPING.has(entry.type))
      latestIndex.set(entry.id, i);
    const mine = latestIndex.get(entry.id);
    const parent = entry.parentId;
    if (mine !== undefined && parent !== null && mine > (latestIndex.get(parent) ?? -1)) latestIndex.set(parent, mine);
  }
  const latest = new Map<string, string>();
  for (const [id, index] of latestIndex) latest.set(id, entries[index]!.id);
  return { siblings, latest };
}
// #endregion versions
