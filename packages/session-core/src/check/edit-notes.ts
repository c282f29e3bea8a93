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
import { problemWords } from "../reading/problem-words.ts";
import type { Note } from "../reading/problems.ts";
import type { ReadonlySessionTree } from "../tree.ts";

// #region findEditNotes
/** A note for each context edit of the tree that does nothing, at the edit's line. */
export function findEditNotes(tree: ReadonlySessionTree, lineOf: ReadonlyMap<string, number>): Note[] {
  const notes: Note[] = [];
  for (const edit of tree.entries) {
    if (!isEntryOfType(edit, "context_edit")) continue;
    const message = whyEditDoesNothing(tree, edit, lineOf);
    if (message) notes.push({ kind: "context-edit-does-nothing", line: lineOf.get(edit.id) ?? 0, message });
  }
  return notes;
}
// #endregion findEditNotes

function whyEditDoesNothing(
  tree: ReadonlySessionTree,
  edit: ContextEditEntry,
  lineOf: ReadonlyMap<string, number>,
): string | undefined {
  const words = problemWords();
  const { id, targetId } = edit;
  const target = tree.get(targetId);
  if (!target) return words.editOfMissing(id, targetId);
  if (!isOnPathToRoot(tree, edit.id, targetId)) return words.editOffBranch(id, targetId, lineOf.get(targetId));
  if (isEntryOfType(target, "context_edit")) return words.editOfEdit(id, targetId);
  const message = toContextMessage(target);
  if (!message && !isEntryOfType(target, "compaction")) return words.editOfNothing(id, targetId, target.type);
  // Is the target among the entries the context at the edit is built from?
  const path = tree.pathToRoot(edit.id);
  const compactionIndex = path.findLastIndex((entry) => isEntryOfType(entry, "compaction"));
  if (compactionIndex >= 0 && !chosenEntries(path, compactionIndex).includes(target)) {
    return words.editSummarisedAway(id, targetId, path[compactionIndex]!.id);
  }
  if (edit.replacement !== null) {
    const role = message ? (message.role as string) : "compactionSummary";
    if (!isEditableMessage({ role })) return words.editCannotReplace(id, targetId, role);
  }
  return undefined;
}
