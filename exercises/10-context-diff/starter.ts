/**
 * Exercise 10: what changed when the leaf moved.
 *
 * Move the leaf, and what the model is sent next changes. Not all of it: the
 * two contexts share a beginning (the conversation up to where the branches
 * part), then each goes its own way. The page shows exactly that after every
 * leaf move: "6 messages shared with the previous leaf", then the messages
 * that left the context and those that joined it. Write the function behind
 * it. It compares contexts, the messages the model reads, not paths in the
 * tree: after a compaction, two leaves with the same entries near the root
 * may share no message at all, and that is the truth the model (and its
 * prompt cache) sees.
 *
 * Grade your work with `npm run exercise -- 10` from the repository root.
 */
import type { AgentMessage } from "@kit/agent-loop";

export interface ContextDiff {
  /** How many messages at the start of both contexts are the same. */
  shared: number;
  /** The messages of the old context after the shared beginning: the model no longer reads them. */
  left: AgentMessage[];
  /** The messages of the new context after the shared beginning: the model reads them from now on. */
  joined: AgentMessage[];
}

/** The difference between the context before a leaf move and the context after it. */
export function contextDiff(before: readonly AgentMessage[], after: readonly AgentMessage[]): ContextDiff {
  // TODO(1): the shared beginning: count the messages from the start, while the message at that
  //          position is the same in both contexts (sameMessage, once part 3 is written; `===` will
  //          do until then). Stop at the first difference.
  // TODO(2): what left and what joined: everything after the shared beginning, in each context, in
  //          order. A message after the first difference counts as left and joined even if it looks
  //          the same: the model reads a context from its start, so nothing after a change is "kept".
  throw new Error(
    "TODO: contextDiff is not written yet (see exercises/10-context-diff/README.md, 中文 README.zh-CN.md)",
  );
}

/**
 * Whether two messages are the same message. Contexts are rebuilt on every
 * leaf move, so the same message can come back as a new object, its fields
 * even in another order (a file written by pi, read back by the kit).
 */
export function sameMessage(a: AgentMessage, b: AgentMessage): boolean {
  // TODO(3): "the same" exactly when a file written and read back could not tell the two apart
  //          (see the README's part 3).
  throw new Error(
    "TODO: sameMessage is not written yet (see exercises/10-context-diff/README.md, 中文 README.zh-CN.md)",
  );
}
