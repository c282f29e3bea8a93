/**
 * What demo 03 (03-session-tree.ts) prints, in English and in Chinese. The Chinese table has
 * the English one's type, so a string missing from either fails the type check.
 */
import type { MessageMaker } from "../lib/conversation.ts";
import type { Translations } from "../lib/i18n.ts";
import { configTalk } from "./config-talk.ts";

const talk = configTalk.en; // the Chinese demo tells the article's story instead

const en = {
  // The conversation: a main line, then two follow-ups to its last answer.
  story: (chat: MessageMaker) => ({
    main: [
      chat.user(talk.question),
      chat.toolCall("call_1", "read_file", { path: "config.toml" }),
      chat.toolResult("call_1", "read_file", "[server]\nport = 8080"),
      chat.assistant(talk.answer),
    ],
    branchA: [chat.user(talk.followUpA), chat.assistant(talk.answerA)],
    branchB: [chat.user(talk.followUpB), chat.assistant(talk.answerB)],
  }),
  title: "Demo 03: the session tree (in memory)",
  summary: (size: number, leaf: string) => `${size} entries; the leaf is ${leaf}. Context at each leaf:`,
  leafA: "leaf A",
  leafB: "leaf B",
  named: (id: string, name: string) => `${id} (${name})`,
  shared: "= the same entry (same id) in both contexts: stored once, shared by both branches.",
  inOrder: "The tree, in the order the entries were added:",
  header: ["id", "parentId", "entry", ""],
  fork: (n: number) => `fork: ${n} children`,
  drawn: "The same tree as `npm run session -- tree` draws it (renderTree):",
  switchedBack: (leaf: string) => `Switched back: the leaf is ${leaf} again.`,
  sizes: (before: number, after: number) => `  entries in the tree: ${before} before the switch, ${after} after`,
  same: (n: number, yes: boolean) => `  context at leaf A:   ${n} messages, identical to before: ${yes ? "yes" : "NO"}`,
  stillThere: (n: number, id: string) => `  leaf B is still there: ${n} messages at ${id}`,
};

export const words: Translations<typeof en> = {
  en,
  "zh-CN": {
    // The article's own story: u1, a1, then 方案 A and 方案 B.
    story: (chat: MessageMaker) => ({
      main: [chat.user("我想实现一个 Agent。"), chat.assistant("可以从 Agent Loop 开始。")],
      branchA: [chat.user("选择方案 A"), chat.assistant("A 的结果")],
      branchB: [chat.user("选择方案 B"), chat.assistant("B 的结果")],
    }),
    title: "Demo 03：会话树（在内存里）",
    summary: (size: number, leaf: string) => `${size} 个条目；叶子是 ${leaf}。每个叶子的上下文：`,
    leafA: "叶子 A",
    leafB: "叶子 B",
    named: (id: string, name: string) => `${id}（${name}）`,
    shared: "= 两个上下文里是同一个条目（同一个 id）：只存一份，两个分支共用。",
    inOrder: "这棵树，按条目追加的顺序：",
    header: ["id", "parentId", "条目", ""],
    fork: (n: number) => `分支点：${n} 个子节点`,
    drawn: "同一棵树，按 `npm run session -- tree` 的画法（renderTree）：",
    switchedBack: (leaf: string) => `切换回去：叶子又是 ${leaf}。`,
    sizes: (before: number, after: number) => `  树里的条目：切换前 ${before} 个，切换后 ${after} 个`,
    same: (n: number, yes: boolean) => `  叶子 A 的上下文：${n} 条消息，和之前完全一样：${yes ? "是" : "否"}`,
    stillThere: (n: number, id: string) => `  叶子 B 还在：${id} 处有 ${n} 条消息`,
  },
};
