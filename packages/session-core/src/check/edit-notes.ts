/**
 * Context edits that do nothing (pi 1.6.0). pi reads such an edit and ignores it, so it is not damage: `check`
 * notes it, saying what pi does with it, instead of staying silent while the person who wrote it believes a secret
 * is gone. An edit does nothing when its target
 * - names no entry, or an entry off the edit's own branch (an edit changes only its branch);
 * - is itself a context edit, or an entry that puts no message in the context (a label, a setting, usage);
 * - was summarised away by a compaction before the edit (the model sees the summary, not the target);
 * - is a message whose content pi never replaces (system, bashExecution, a summary) and the edit is not `null`.
 */
import { chosenEntries, toContextMessage } from "../context.ts";
import { isEditableMessage } from "../context-edits.ts";
import { type ContextEditEntry, isEntryOfType } from "../entries.ts";
import { isOnPathToRoot } from "../on-path.ts";
import type { Said } from "../reading/problem-words.ts";
import { type Note, noteOf } from "../reading/problems.ts";
import type { ReadonlySessionTree } from "../tree.ts";

// #region findEditNotes
/** A note for each context edit of the tree that does nothing, at the edit's line. */
export function findEditNotes(tree: ReadonlySessionTree, lineOf: ReadonlyMap<string, number>): Note[] {
  const notes: Note[] = [];
  for (const edit of tree.entries) {
    if (!isEntryOfType(edit, "context_edit")) continue;
    const said = whyEditDoesNothing(tree, edit, lineOf);
    if (said) notes.push(noteOf("context-edit-does-nothing", lineOf.get(edit.id) ?? 0, [said]));
  }
  return notes;
}
// #endregion findEditNotes

function whyEditDoesNothing(
  tree: ReadonlySessionTree,
  edit: ContextEditEntry,
  lineOf: ReadonlyMap<string, number>,
): Said | undefined {
  const { id, targetId } = edit;
  const target = tree.get(targetId);
  if (!target) return { say: "editOfMissing", args: [id, targetId] };
  if (!isOnPathToRoot(tree, edit.id, targetId))
    return { say: "editOffBranch", args: [id, targetId, lineOf.get(targetId)] };
  if (isEntryOfType(target, "context_edit")) return { say: "editOfEdit", args: [id, targetId] };
  const message = toContextMessage(target);
  if (!message && !isEntryOfType(target, "compaction"))
    return { say: "editOfNothing", args: [id, targetId, target.type] };
  // Is the target among the entries the context at the edit is built from?
  const path = tree.pathToRoot(edit.id);
  const compactionIndex = path.findLastIndex((entry) => isEntryOfType(entry, "compaction"));
  if (compactionIndex >= 0 && !chosenEntries(path, compactionIndex).includes(target)) {
    return { say: "editSummarisedAway", args: [id, targetId, path[compactionIndex]!.id] };
  }
  if (edit.replacement !== null) {
    const role = message ? (message.role as string) : "compactionSummary";
    if (!isEditableMessage({ role })) return { say: "editCannotReplace", args: [id, targetId, role] };
  }
  return undefined;
}
