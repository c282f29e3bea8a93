/**
 * Exercise 06: compaction, the context after it and where to cut.
 *
 * A compaction appends one entry and deletes nothing: "from here on, the
 * context starts with this summary, then the entries from firstKeptEntryId
 * on". The file keeps every message; only the view the model is sent gets
 * shorter. Write that view, and then the rule that chooses where the kept part
 * begins: far enough back to keep the newest tokens word for word, and never
 * at a tool result, which would separate it from the call that asked for it.
 *
 * Grade your work with `npm run exercise -- 06` from the repository root.
 *
 * 练习 06：压缩，压缩之后的上下文，以及切在哪里。
 *
 * 压缩只追加一个条目，什么都不删：“从这里开始，上下文先是这段摘要，然后是从 firstKeptEntryId
 * 开始的条目”。文件保留每一条消息，变短的只是发给模型的那份视图。先写出这份视图，
 * 再写出决定保留部分从哪里开始的规则：往回留得足够多，让最新的那些 token 原样保留；
 * 而且绝不切在工具结果上，否则它就和要它的那个工具调用分开了。
 *
 * 题目：exercises/06-compaction/README.zh-CN.md；对应章节：docs/zh-CN/06-compaction.md。
 * 评分：在仓库根目录运行 `KIT_LANG=zh-CN npm run exercise -- 06`（终端本来就是中文环境时不用加 KIT_LANG）。
 */
import type { AgentMessage, CompactionSummaryMessage } from "@kit/agent-loop";
import { estimateTokens, messagesOfEntry } from "@kit/compaction";
import type { CompactionEntry, SessionEntry } from "@kit/session-core";

/**
 * The messages the model is sent for a path (root first, the leaf last), with
 * the latest compaction on it applied.
 */
export function contextMessages(path: readonly SessionEntry[]): AgentMessage[] {
  // TODO(1): no compaction on the path: the messages of every entry, in order (messagesOf).
  //          With one: the summary first (summaryMessage), then the messages of the entries from
  //          firstKeptEntryId up to the compaction, then those of every entry after it.
  //          中文：路径上没有压缩：按顺序给出每个条目的消息（messagesOf）。有一个压缩：先是摘要
  //          （summaryMessage），然后是从 firstKeptEntryId 到这个压缩之间各条目的消息，再是它之后每个条目的消息。
  // TODO(2): several compactions: only the latest on the path counts (its summary already covers
  //          the earlier ones), and its kept part may begin before an earlier compaction. A
  //          firstKeptEntryId that is not on the path before the compaction keeps nothing before it.
  //          中文：多次压缩：只有路径上最新的那次算数（它的摘要已经涵盖了之前的），它保留的部分
  //          可以从更早的某次压缩之前开始。firstKeptEntryId 不是路径上、这次压缩之前的条目时，
  //          压缩之前的部分一条都不保留。
  throw new Error(
    "TODO: contextMessages is not written yet (see exercises/06-compaction/README.md, 中文 README.zh-CN.md)",
  );
}

/**
 * The index in `path` (which has no compaction) of the first entry kept word
 * for word when compacting with a budget of `keepRecentTokens`.
 */
export function findCutPoint(path: readonly SessionEntry[], keepRecentTokens: number): number {
  // TODO(3): the cut point (a behaviour to reach, tests "part 3"): the kept part holds at least
  //          keepRecentTokens (or everything: 0), never a tool result without its call, never starts
  //          on an entry with no message, and keeps no more than that requires.
  //          中文：切点（只给要达到的行为，测试 "part 3"）：保留的部分至少有 keepRecentTokens 个 token
  //          （整条路径都不够时全部保留：返回 0），绝不留下缺了工具调用的工具结果，绝不从没有消息的条目开始，
  //          满足这些之后一点都不多留。
  throw new Error(
    "TODO: findCutPoint is not written yet (see exercises/06-compaction/README.md, 中文 README.zh-CN.md)",
  );
}

/** Given: the messages one entry puts in the context (a compaction entry: none; a label: none). */
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

/** Given: the estimated tokens of an entry's messages (characters / 4). */
export function tokensOf(entry: SessionEntry): number {
  return messagesOf(entry).reduce((sum, message) => sum + estimateTokens(message), 0);
}
