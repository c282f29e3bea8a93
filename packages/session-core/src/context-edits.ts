/**
 * Context edits (pi 1.6.0): a later entry that changes what an earlier one puts
 * in the context, without touching the earlier one. The context builder asks
 * two things of this file, once the entries to send are chosen:
 *
 * 1. Which edits count? Only those among the chosen entries: an edit on another
 *    branch is not on the path, and one a compaction summarised away is not
 *    chosen either (so a later compaction can undo an edit). Of the edits of
 *    one target, the last wins.
 * 2. What does an edit do to its target's messages? `null` leaves them out; a
 *    replacement changes the `content` of a user, assistant, tool result or
 *    custom message and nothing else (its role, ids and timestamps stay).
 *
 * Anything else an edit could name (an edit, a label, a target that is not
 * chosen) puts no message in the context, so the edit changes nothing; `check`
 * says so (check/edit-notes.ts).
 */
import type { AgentMessage } from "@kit/agent-loop/messages";
import { ContextEditError, entryOfType } from "./context-edit-error.ts";
import {
  type ContextEditEntry,
  type EditedContent,
  type EntryInput,
  isEntryOfType,
  isKnownEntry,
  type SessionEntry,
} from "./entries.ts";
import { isOnPathToRoot } from "./on-path.ts";
import { type ReadonlySessionTree, UnknownEntryError } from "./tree.ts";

// #region latestEdits
/** The edit that counts for each target: the last one among the entries chosen for the context. */
export function latestEdits(chosen: readonly SessionEntry[]): Map<string, ContextEditEntry> {
  const edits = new Map<string, ContextEditEntry>();
  for (const entry of chosen) {
    if (isEntryOfType(entry, "context_edit")) edits.set(entry.targetId, entry);
  }
  return edits;
}
// #endregion latestEdits

/** The roles whose content an edit replaces; any other message stays as it was (pi's rule). */
const EDITABLE_ROLES: ReadonlySet<string> = new Set(["user", "assistant", "toolResult", "custom"]);

/** Can an edit replace this message's content? */
export function isEditableMessage(message: { role: string }): boolean {
  return EDITABLE_ROLES.has(message.role);
}

/** The messages an entry contributes, once its edit (if any) is applied; `edited` is true if the edit changed them. */
export interface EditedMessages {
  messages: AgentMessage[];
  /** True when the edit left the messages out or replaced the content of at least one. */
  edited: boolean;
}

// #region applyEdit
/**
 * An entry's messages as its edit leaves them. A string replacement becomes
 * one text block for an assistant message or a tool result, whose content is
 * always a list of blocks.
 */
export function applyEdit(messages: AgentMessage[], edit: ContextEditEntry | undefined): EditedMessages {
  if (!edit || messages.length === 0) return { messages, edited: false };
  const { replacement } = edit;
  if (replacement === null) return { messages: [], edited: true };
  let edited = false;
  const result = messages.map((message) => {
    if (!isEditableMessage(message)) return message;
    edited = true;
    const asBlocks = message.role === "assistant" || message.role === "toolResult";
    const content =
      asBlocks && typeof replacement.content === "string"
        ? [{ type: "text" as const, text: replacement.content }]
        : replacement.content;
    return { ...message, content } as AgentMessage;
  });
  return { messages: result, edited };
}
// #endregion applyEdit

// #region contextEditFor
/**
 * The context edit to append at `leafId` for `targetId`, as pi 1.6.0's `appendContextEdit` writes it; throws,
 * naming the id, when the edit could not do what it says: a replacement that is not `null` or `{content}`, a target
 * that does not exist (`UnknownEntryError`), is not on the branch of `leafId`, or is not a user, assistant or tool
 * result message or a custom message (`ContextEditError`). A string replacing an assistant message's or a tool
 * result's content is written as one text block, the shape those messages always have.
 */
export function contextEditFor(
  tree: Pick<ReadonlySessionTree, "get">,
  leafId: string | null,
  targetId: string,
  replacement: { content: EditedContent } | null,
): EntryInput<ContextEditEntry> {
  const content = (replacement as { content?: unknown } | null)?.content;
  if (
    replacement !== null &&
    (typeof replacement !== "object" || (typeof content !== "string" && !Array.isArray(content)))
  ) {
    throw new ContextEditError(
      targetId,
      "bad-replacement",
      "a context edit's replacement must be null (leave the message out) or { content: a string or an array of " +
        `blocks }, not ${JSON.stringify(replacement) ?? String(replacement)}`,
    );
  }
  const target = tree.get(targetId);
  if (!target) throw new UnknownEntryError(targetId, "entry to edit");
  if (!isOnPathToRoot(tree, leafId, targetId)) {
    throw new ContextEditError(
      targetId,
      "off-branch",
      `cannot edit entry "${targetId}": it is not on the current branch (the path from the leaf ${leafId ?? "null"} ` +
        "to the root), and a context edit changes only the context of its own branch",
    );
  }
  const role = isEntryOfType(target, "message") ? (target.message.role as string) : undefined;
  const editable =
    isEntryOfType(target, "custom_message") || role === "user" || role === "assistant" || role === "toolResult";
  if (!editable || !isKnownEntry(target)) {
    throw new ContextEditError(
      targetId,
      "not-editable",
      `cannot edit entry "${targetId}": it is ${entryOfType(target.type, role)}, and a context edit can change ` +
        "only a user, assistant or tool result message, or a custom message",
    );
  }
  const asBlocks = role === "assistant" || role === "toolResult";
  const written =
    replacement !== null && asBlocks && typeof replacement.content === "string"
      ? { content: [{ type: "text" as const, text: replacement.content }] }
      : replacement;
  return { type: "context_edit", targetId, replacement: written };
}
// #endregion contextEditFor
