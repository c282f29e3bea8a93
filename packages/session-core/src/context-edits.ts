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
 * says so (checks/edit-notes.ts).
 */
import type { AgentMessage } from "@kit/agent-loop/messages";
import { type ContextEditEntry, isEntryOfType, type SessionEntry } from "./entries.ts";

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
