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
 *
 * 练习 10：叶子移动后，变了什么。
 *
 * 叶子一动，接下来发给模型的内容就变了，但不是全变：两个上下文共享一段开头（分支分开之前的那段
 * 对话），然后各走各的。每次叶子移动后，页面显示的正是这个：“与上一个叶子共享 6 条消息”，
 * 然后是离开上下文的消息和加入上下文的消息。写出它背后的函数。它比较的是上下文，也就是模型读到的
 * 消息，而不是树上的路径：压缩之后，两个在靠近根的地方条目相同的叶子，可能一条消息都不共享，
 * 而这才是模型（以及它的提示缓存）看到的事实。
 *
 * 题目：exercises/10-context-diff/README.zh-CN.md；对应章节：docs/zh-CN/10-teaching-agent.md。
 * 评分：在仓库根目录运行 `KIT_LANG=zh-CN npm run exercise -- 10`（终端本来就是中文环境时不用加 KIT_LANG）。
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
  //          中文：共享的开头：从头开始数，只要两个上下文在这个位置上的消息相同就继续（第 3 部分写好后用
  //          sameMessage，在那之前用 `===` 就行）。遇到第一个不同就停。
  // TODO(2): what left and what joined: everything after the shared beginning, in each context, in
  //          order. A message after the first difference counts as left and joined even if it looks
  //          the same: the model reads a context from its start, so nothing after a change is "kept".
  //          中文：离开的和加入的：共享开头之后的全部消息，两边各自按顺序。第一个不同之后的消息，即使看起来一样，
  //          也算离开并且加入：模型是从头读上下文的，一处变了，后面就没有哪条算“保留下来”。
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
  //          中文：把两条消息写进文件再读回来也分不出彼此时，它们才算“同一条”，也只有这时才算
  //          （见 README 的第 3 部分）。
  throw new Error(
    "TODO: sameMessage is not written yet (see exercises/10-context-diff/README.md, 中文 README.zh-CN.md)",
  );
}
