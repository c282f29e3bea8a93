/**
 * The versions of a question, as a chat app shows them ("‹ 2/3 ›"): the
 * questions an edit made. Editing a question and sending it again appends a
 * new question beside the old one (nothing is overwritten), and the server
 * first appends a `question_edit` record naming the question it replaces, so
 * an edit is told apart from another question asked at the same point (a
 * click on an earlier answer, then a new question): that one is a branch
 * here, counted, but not a version.
 *
 * "The same point" is the nearest ancestor that is a message, skipping
 * summaries and bookkeeping (a branch summary, the edit record, a leaf-move
 * record may sit in between). Flipping to a version moves the leaf to the
 * latest entry of that version's branch (the one appended last), where the
 * conversation on it stood.
 */
import type { QuestionEditData, QuestionEditType } from "@kit/server";
import { isEntryOfType, isKnownEntry, isLeafSwitch, type SessionEntry } from "@kit/session-core/tree";

export interface Versions {
  /** For each user message, its versions (itself, what it was edited from, and every edit of those), in file order. */
  siblings: ReadonlyMap<string, readonly string[]>;
  /** For each user message, how many different questions (each with its versions) were asked at the same point. */
  branches: ReadonlyMap<string, number>;
  /** For each entry, the latest conversation entry (not bookkeeping) in its subtree, itself included. */
  latest: ReadonlyMap<string, string>;
}

const QUESTION_EDIT: QuestionEditType = "question_edit";
const BOOKKEEPING = new Set(["label", "session_info", "custom"]);

/** The question an edit record replaces, or undefined for any other entry. */
function editedBy(entry: SessionEntry): string | undefined {
  if (!isEntryOfType(entry, "custom") || entry.customType !== QUESTION_EDIT) return undefined;
  const editOf = (entry.data as Partial<QuestionEditData> | undefined)?.editOf;
  return typeof editOf === "string" ? editOf : undefined;
}

// #region versions
export function versionsOf(entries: readonly SessionEntry[]): Versions {
  const typeOf = new Map<string, string>();
  const anchorOf = new Map<string, string | null>(); // nearest message ancestor (null: the start)
  const pendingEdit = new Map<string, string>(); // below an edit record, until the next message: what it replaces
  const siblings = new Map<string, string[]>();
  const questionsAt = new Map<string | null, Set<string[]>>(); // the version groups asked at each point
  for (const entry of entries) {
    typeOf.set(entry.id, entry.type);
    const parent = entry.parentId;
    const parentIsMessage = parent !== null && typeOf.get(parent) === "message";
    const anchor = parent === null ? null : parentIsMessage ? parent : (anchorOf.get(parent) ?? null);
    anchorOf.set(entry.id, anchor);
    const edited = parent === null || parentIsMessage ? undefined : pendingEdit.get(parent);
    if (isKnownEntry(entry) && entry.type === "message") {
      if (entry.message.role !== "user") continue;
      const group = (edited !== undefined ? siblings.get(edited) : undefined) ?? [];
      group.push(entry.id);
      siblings.set(entry.id, group);
      const groups = questionsAt.get(anchor) ?? new Set();
      groups.add(group);
      questionsAt.set(anchor, groups);
      continue;
    }
    const edit = editedBy(entry) ?? edited;
    if (edit !== undefined) pendingEdit.set(entry.id, edit);
  }
  const branches = new Map<string, number>();
  for (const id of siblings.keys()) branches.set(id, questionsAt.get(anchorOf.get(id) ?? null)?.size ?? 1);

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
  return { siblings, branches, latest };
}
// #endregion versions
