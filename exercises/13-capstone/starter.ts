/**
 * Exercise 13 (capstone): a small agent with memory, built from your pieces.
 *
 * It imports your own answers: the path from the leaf (exercise 03), pi's
 * /tree rule (07), whole messages saved as they end (11), and a file whose
 * leaf survives a reopen (12). Only the loop is the kit's (runAgent): exercise
 * 01's loop starts from an empty context, and this agent resumes one. Put the
 * pieces together into an agent a person can talk to, leave, come back to,
 * and take down another branch, with one JSONL file as its whole memory.
 *
 * Part 4 is the piece no exercise hands over: a session that comes back too
 * long for its budget is compacted when it is resumed.
 *
 * Grade your work with `npm run exercise -- 13` from the repository root.
 *
 * 练习 13（综合练习）：一个有记忆的小 Agent，用你自己的零件搭起来。
 *
 * 它导入的是你自己的答案：从叶子回溯到根的路径（练习 03）、pi 的 /tree 规则（07）、每条消息一结束
 * 就完整保存（11），以及重新打开后叶子不丢的文件（12）。只有循环用本项目的（runAgent）：练习 01 的
 * 循环从空上下文开始，而这个 Agent 要接着一个已有的上下文往下走。把这些零件装成一个人可以和它聊、
 * 离开、回来、还能换一条分支走下去的 Agent，它全部的记忆就是一个 JSONL 文件。
 *
 * 第 4 部分是任何一道练习都没给你的一块：会话恢复时如果超出预算，就先压缩。
 *
 * 题目：exercises/13-capstone/README.zh-CN.md；对应章节：docs/zh-CN/03-session-tree.md、
 * docs/zh-CN/04-jsonl-file.md、docs/zh-CN/06-compaction.md、docs/zh-CN/07-tree-navigation.md。
 * 评分：在仓库根目录运行 `KIT_LANG=zh-CN npm run exercise -- 13`（终端本来就是中文环境时不用加 KIT_LANG）。
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import {
  type AgentEndReason,
  type AgentMessage,
  type Model,
  runAgent,
  type Tool,
  textOf,
  userMessage,
} from "@kit/agent-loop";
import { estimateTokens } from "@kit/compaction";
import { type SessionEntry, SessionTree } from "@kit/session-core";
import { pathToRoot } from "../03-path-to-root/starter.ts";
import { selectionFor } from "../07-tree-selection/starter.ts";
import { saveRun } from "../11-save-whole-messages/starter.ts";
import type { Entry, LeafStore } from "../12-leaf-after-reopen/starter.ts";

export interface MemoryAgentOptions {
  /** The session file: created if it does not exist, resumed if it does. */
  file: string;
  model: Model;
  tools: Tool[];
  systemPrompt: string;
  /** The clock for messages and tool results. */
  now?: () => number;
  /** Part 4: the most tokens (estimateTokens, summed) a resumed context may hold; no limit when unset. */
  contextBudget?: number;
  /** Part 4: writes the summary of the messages a compaction leaves out (a model would, in a real agent). */
  summarise?: (messages: AgentMessage[]) => string;
}

/** What one prompt did: why the run ended, and the id of the entry of each message it saved. */
export interface PromptResult {
  reason: AgentEndReason | undefined;
  entryIds: string[];
}

/** Given: the tokens a list of messages costs, as the kit estimates them (about 4 characters a token). */
export function tokensOf(messages: readonly AgentMessage[]): number {
  return messages.reduce((sum, message) => sum + estimateTokens(message), 0);
}

/** Given: the file's entries as the tree exercise 07's rule reads (the kit's tree, only as a data structure). */
export function treeOf(entries: readonly Entry[]): SessionTree {
  return SessionTree.fromEntries(entries as unknown as SessionEntry[]);
}

export class MemoryAgent {
  private constructor(
    private readonly store: LeafStore,
    private readonly options: MemoryAgentOptions,
  ) {}

  /** Starts the agent on its file: a new session, or the one already there, where it was left. */
  static start(options: MemoryAgentOptions): MemoryAgent {
    // TODO(1): a file that does not exist yet is created, one that exists is opened: your exercise 12's
    //          LeafStore (a new session needs an id: randomUUID).
    //          中文：文件还不存在就创建，已经存在就打开：用你练习 12 的 LeafStore（新会话需要一个 id：randomUUID）。
    // TODO(3): resuming needs nothing more if every message and every branch switch was written to the
    //          file: check that yours were.
    //          中文：如果每条消息、每次切换分支都写进了文件，恢复会话就不需要别的：检查你的是不是都写了。
    // TODO(4): a resumed context over options.contextBudget is compacted before the agent answers anything.
    //          Behaviour to reach (tests "part 4"): the file then tells pi and the kit the same short context,
    //          the newest question and everything after it kept word for word, the rest summarised
    //          (options.summarise); nothing is deleted, and a context within the budget is left alone.
    //          中文：恢复后的上下文超出 options.contextBudget 时，在 Agent 回答任何问题之前先压缩。只给要达到的行为
    //          （测试 "part 4"）：压缩后的文件让 pi 和本项目读出同一个短上下文，最新的那个问题和它之后的一切
    //          原样保留，其余的写成摘要（options.summarise）；什么都不删，没超出预算的上下文保持不动。
    throw new Error(
      "TODO: MemoryAgent.start is not written yet (see exercises/13-capstone/README.md, 中文 README.zh-CN.md)",
    );
  }

  /** Where the conversation stands: the id of the leaf entry (null before the first). */
  get leafId(): string | null {
    return this.store.leafId;
  }

  /** What the model is sent next: the context at the leaf, a compaction on the path applied. */
  context(): AgentMessage[] {
    // TODO(1): the messages on the path from the root to the leaf (your exercise 03), in order.
    //          中文：从根到叶子这条路径上的消息（用你练习 03 的答案），按顺序。
    // TODO(4): with a compaction on the path: its summary first, then what it kept, then what came after.
    //          中文：路径上有压缩时：先是它的摘要，然后是它保留的部分，再是它之后的内容。
    throw new Error("TODO: context is not written yet (see exercises/13-capstone/README.md, 中文 README.zh-CN.md)");
  }

  /** The user says `text`: one run of the loop from the context at the leaf, every message saved. */
  async prompt(text: string): Promise<PromptResult> {
    // TODO(1): run the kit's loop (runAgent) from the context with the user's text as its prompt, and save
    //          the run with your exercise 11's saveRun into the store.
    //          中文：从当前上下文出发、以用户的文字为提示词，运行本项目的循环（runAgent），
    //          再用你练习 11 的 saveRun 把这次运行存进 store。
    throw new Error("TODO: prompt is not written yet (see exercises/13-capstone/README.md, 中文 README.zh-CN.md)");
  }

  /** Goes back to any entry to continue from there (null: start over); the old branch stays. */
  switchBranch(entryId: string | null): void {
    // TODO(2): a move of the leaf that survives a restart.
    //          中文：一次重启之后依然有效的叶子移动。
    throw new Error(
      "TODO: switchBranch is not written yet (see exercises/13-capstone/README.md, 中文 README.zh-CN.md)",
    );
  }

  /** pi's /tree on a user message: ask it again, differently, as a sibling of the old question. */
  async rewrite(userEntryId: string, newText: string): Promise<PromptResult> {
    // TODO(2): only a user message can be rewritten (an Error naming the id otherwise, and for an unknown
    //          id); where the leaf goes is your exercise 07's rule. Then prompt with the new text.
    //          中文：只有用户消息可以改写（否则抛出 Error 写明 id，id 不存在时也一样）；叶子去哪里，
    //          由你练习 07 的规则决定。然后用新的文字提问。
    throw new Error("TODO: rewrite is not written yet (see exercises/13-capstone/README.md, 中文 README.zh-CN.md)");
  }

  /** Given: the user's questions in the context, oldest first (what a "history" command would list). */
  questions(): string[] {
    return this.context().flatMap((message) => (message.role === "user" ? [textOf(message.content)] : []));
  }

  /** Given: the file's entries, in file order. */
  entries(): readonly Entry[] {
    return this.store.entries;
  }

  /** Given: nothing to release (every line is on disk as soon as it is written); start again to go on. */
  close(): void {}
}
