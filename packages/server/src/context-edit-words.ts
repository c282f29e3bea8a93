/**
 * Why a context edit was refused (session-core's `ContextEditError`, which carries the refusal as data), in English
 * and in Chinese: the request's language, else the server's (KIT_LANG, then the locale).
 */
import type { Language } from "@kit/agent-loop";

export interface ContextEditWords {
  offBranch: (targetId: string, leafId: string | null) => string;
  notEditable: (targetId: string, what: string) => string;
  badReplacement: (found: string) => string;
  /** What the target is: `a "label" entry`, `a "message" entry (role "system")`. */
  entryOfType: (type: string, role?: string) => string;
}

export const CONTEXT_EDIT_WORDS: Record<Language, ContextEditWords> = {
  en: {
    offBranch: (id, leaf) =>
      `cannot edit entry "${id}": it is not on the current branch (the path from the leaf ${leaf ?? "null"} to the ` +
      "root), and a context edit changes only the context of its own branch",
    notEditable: (id, what) =>
      `cannot edit entry "${id}": it is ${what}, and a context edit can change only a user, assistant or tool ` +
      "result message, or a custom message",
    badReplacement: (found) =>
      `a context edit's replacement must be null (leave the message out) or { content: a string or an array of ` +
      `blocks }, not ${found}`,
    entryOfType: (type, role) => `a "${type}" entry${role === undefined ? "" : ` (role "${role}")`}`,
  },
  zh: {
    offBranch: (id, leaf) =>
      `不能修改条目 "${id}"：它不在当前分支上（从叶子 ${leaf ?? "null"} 到根的路径），` +
      "而上下文编辑只改它自己所在分支的上下文",
    notEditable: (id, what) =>
      `不能修改条目 "${id}"：它是${what}，上下文编辑只能改 user、assistant、toolResult 消息或 custom_message`,
    badReplacement: (found) =>
      `上下文编辑的 replacement 必须是 null（把这条消息去掉）或 { content: 字符串或块数组 }，而不是 ${found}`,
    entryOfType: (type, role) => `"${type}" 条目${role === undefined ? "" : `（role 为 "${role}"）`}`,
  },
};
