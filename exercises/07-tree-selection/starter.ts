/**
 * Exercise 07: pi's /tree selection rule.
 *
 * In pi's /tree a person picks any entry of the session to go back to. Where
 * the leaf then goes depends on what was picked. A user message means "ask
 * this again, differently": the leaf goes to its parent, so that the rewritten
 * question becomes a sibling of the old one, and the old text comes back into
 * the editor to be rewritten. Anything else means "continue from here". The
 * old branch is never deleted: only the leaf moves.
 *
 * Grade your work with `npm run exercise -- 07` from the repository root.
 */
import { textOf } from "@kit/agent-loop";
import { isEntryOfType, type SessionTree } from "@kit/session-core";

export interface Selection {
  /** Where the leaf goes: `null` is the position before the first entry. */
  leafId: string | null;
  /** The text to put back in the editor, for a user or custom message. */
  editorText: string | undefined;
}

/** Where the leaf goes, and what the editor gets, when `targetId` is selected. Changes nothing. */
export function selectionFor(tree: SessionTree, targetId: string): Selection {
  // TODO(1): a user message (a "message" entry whose message.role is "user"): the leaf goes to its
  //          parent (null when it is the first message) and its text goes to the editor. Its content
  //          is a string or a list of blocks: the editor gets the text blocks joined (textOf does it).
  // TODO(2): a custom_message (an extension speaking for the user) is selected the same way. Any other
  //          entry (an answer, a tool result, a summary, a setting) becomes the leaf itself, and the
  //          editor gets nothing. An id that is not in the tree throws an Error naming it.
  throw new Error(
    "TODO: selectionFor is not written yet (see exercises/07-tree-selection/README.md, 中文 README.zh-CN.md)",
  );
}

/** Selects `targetId`: moves the tree's leaf where the rule says, and returns the selection. */
export function selectEntry(tree: SessionTree, targetId: string): Selection {
  // TODO(3): move the tree's leaf where the rule says. Selecting the leaf you are already on must lose no step,
  //          even when that leaf is a user message (see the README's part 3).
  throw new Error(
    "TODO: selectEntry is not written yet (see exercises/07-tree-selection/README.md, 中文 README.zh-CN.md)",
  );
}
