/**
 * Exercise 14: context edits, what the model sees changes and the file does not.
 *
 * A context edit (pi 1.6.0) is one more entry: it names an earlier entry and
 * says what that entry puts in the context from now on, `{ content }` instead
 * of its content or `null` for nothing. The entry it names stays in the file as
 * it was. Write the context of a path with its edits applied: which edits
 * count (the last of each target, on this path, not summarised away by a
 * compaction), and what each does to its target's messages.
 *
 * Grade your work with `npm run exercise -- 14` from the repository root.
 *
 * 练习 14：上下文编辑，模型看到的变了，文件没变。
 *
 * 上下文编辑（pi 1.6.0）也是追加的一个条目：它指向一个更早的条目，说明那个条目从现在起往上下文里放什么：
 * 用 `{ content }` 换掉它的内容，或者 `null` 什么都不放。被指向的条目在文件里原样不动。
 * 写出一条路径应用了上下文编辑之后的上下文：哪些编辑算数（每个目标的最后一条、在这条路径上、
 * 没有被压缩总结掉），以及每条编辑对它目标的消息做了什么。
 *
 * 题目：exercises/14-context-edits/README.zh-CN.md；对应章节：docs/zh-CN/06-compaction.md。
 * 评分：在仓库根目录运行 `KIT_LANG=zh-CN npm run exercise -- 14`（终端本来就是中文环境时不用加 KIT_LANG）。
 */
import type { AgentMessage, CompactionSummaryMessage } from "@kit/agent-loop";
import { messagesOfEntry } from "@kit/compaction";
import type { CompactionEntry, EditedContent, SessionEntry } from "@kit/session-core";

/** The messages the model is sent for a path (root first, the leaf last), with its context edits applied. */
export function contextWithEdits(path: readonly SessionEntry[]): AgentMessage[] {
  // TODO(1): no compaction on the path: every entry's messages (messagesOf), in order, except that for each
  //          target the last context_edit on the path counts: null leaves the target's messages out, a
  //          replacement changes their content only (withContent). The path itself must not change.
  //          中文：路径上没有压缩时：按顺序给出每个条目的消息（messagesOf），但每个目标以路径上最后一条
  //          context_edit 为准：null 把目标的消息去掉，替换只改它们的内容（withContent）。传进来的路径本身不能改。
  // TODO(2): with compactions (a behaviour to reach, tests "part 2"): the context chapter 06 builds (the latest
  //          compaction's summary, its kept part, what follows), with the edits that still count there.
  //          中文：有压缩时（只给要达到的行为，测试 "part 2"）：第 06 章构建的上下文（最新一次压缩的摘要、
  //          它保留的部分、之后的条目），再加上在那里仍然算数的上下文编辑。
  // TODO(3): an edit of an edit, of a label or setting, of an id not on the path, or of an entry a compaction
  //          summarised away changes nothing.
  //          中文：编辑一条编辑、一个标签或设置、一个不在路径上的 id、或者一个已被压缩总结掉的条目，什么都不改变。
  throw new Error(
    "TODO: contextWithEdits is not written yet (see exercises/14-context-edits/README.md, 中文 README.zh-CN.md)",
  );
}

/** Given: the messages one entry puts in the context (a compaction, a label, a setting, an edit: none). */
export function messagesOf(entry: SessionEntry): AgentMessage[] {
  return messagesOfEntry(entry);
}

/** Given: the message that stands for everything a compaction summarised. */
export function summaryMessage(compaction: CompactionEntry): CompactionSummaryMessage {
  return {
    role: "compactionSummary",
    summary: compaction.summary,
    tokensBefore: compaction.tokensBefore,
    timestamp: new Date(compaction.timestamp).getTime(),
  };
}

/**
 * Given: `message` with its content replaced and nothing else changed (role, ids, timestamp stay). An assistant
 * message's or a tool result's content is always a list of blocks, so a string becomes one text block. A message an
 * edit cannot change (a compaction's summary, say) comes back as it was.
 */
export function withContent(message: AgentMessage, content: EditedContent): AgentMessage {
  if (!["user", "assistant", "toolResult", "custom"].includes(message.role)) return message;
  const asBlocks = (message.role === "assistant" || message.role === "toolResult") && typeof content === "string";
  return { ...message, content: asBlocks ? [{ type: "text", text: content }] : content } as AgentMessage;
}
