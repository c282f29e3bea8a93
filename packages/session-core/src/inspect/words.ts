/**
 * The words session-core prints itself, in English and in Chinese: the markers
 * of the tree drawing, in the language agent-loop's `runLanguage` picks. Entry types and
 * roles (`message`, `leaf_switch`, `user`) are file-format words and stay as
 * they are in both languages.
 */
import { type Language, runLanguage } from "@kit/agent-loop/language";

export interface TreeWords {
  leaf: string;
  leafMovedHere: string;
  noEntries: string;
  leafBeforeFirst: string;
  /** Where a deep tree starts again at the margin. */
  continuesAt: (depth: number, id: string) => string;
  keepsFrom: (id: string | undefined) => string;
  summaryFrom: (id: string) => string;
  unknownType: string;
  repairPlaceholder: string;
  hidden: string;
  labelOn: (id: string) => string;
  cleared: string;
  /** A session name set (`name` already quoted) or cleared, after the entry type `session_info`. */
  sessionName: (name: string) => string;
  sessionNameCleared: string;
  /** An assistant message with no text and no tool call. */
  thinkingOnly: string;
  noText: string;
  toolError: string;
  exitCode: (code: number) => string;
  images: (count: number) => string;
  unknownRole: string;
  /** A system message's tools (`toolsAdded`), after its text. */
  tools: (count: number) => string;
  /** A context edit: the target it replaces (the new content already quoted), or leaves out. */
  editReplaces: (targetId: string, content: string) => string;
  editOmits: (targetId: string) => string;
  /** A usage entry's token count. */
  tokens: (count: number | null | undefined) => string;
  /** After an entry whose message a context edit changed or left out, at the leaf. */
  editedBy: (editId: string) => string;
  omittedBy: (editId: string) => string;
}

export const TREE_WORDS: Record<Language, TreeWords> = {
  en: {
    leaf: "← leaf",
    leafMovedHere: "↳ leaf moved here",
    noEntries: "(no entries yet)",
    leafBeforeFirst: "(leaf: before the first entry; the next entry starts a new root)",
    continuesAt: (depth, id) => `… continues at depth ${depth}, below ${id}:`,
    keepsFrom: (id) => `(keeps from ${id ?? "nothing"})`,
    summaryFrom: (id) => `(from ${id})`,
    unknownType: "(a type this kit does not know; kept as it is)",
    repairPlaceholder: "placeholder for a missing entry (added by repair)",
    hidden: " (hidden)",
    labelOn: (id) => `label on ${id}`,
    cleared: "cleared",
    sessionName: (name) => `name ${name}`,
    sessionNameCleared: "name cleared",
    thinkingOnly: "(thinking only)",
    noText: "(no text)",
    toolError: " (error)",
    exitCode: (code) => ` (exit ${code})`,
    images: (count) => ` (+${count} image${count === 1 ? "" : "s"})`,
    unknownRole: "(a role this kit does not know)",
    tools: (count) => ` (+${count} tool${count === 1 ? "" : "s"})`,
    editReplaces: (id, content) => `context_edit on ${id}: content now ${content}`,
    editOmits: (id) => `context_edit on ${id}: left out of the context`,
    tokens: (count) => `${count ?? "?"} tokens`,
    editedBy: (id) => `(✎ edited by ${id})`,
    omittedBy: (id) => `(⊘ left out by ${id})`,
  },
  zh: {
    leaf: "← 叶子",
    leafMovedHere: "↳ 叶子移到了这里",
    noEntries: "（还没有条目）",
    leafBeforeFirst: "（叶子在第一个条目之前：下一个条目会成为新的根）",
    continuesAt: (depth, id) => `… 接着画第 ${depth} 层，在 ${id} 下面：`,
    keepsFrom: (id) => (id === undefined ? "（什么都不保留）" : `（从 ${id} 开始保留）`),
    summaryFrom: (id) => `（来自 ${id}）`,
    unknownType: "（本项目不认识这个类型；原样保留）",
    repairPlaceholder: "缺失条目的占位（repair 补上的）",
    hidden: "（隐藏）",
    labelOn: (id) => `label 在 ${id} 上`,
    cleared: "已清除",
    sessionName: (name) => `会话名 ${name}`,
    sessionNameCleared: "会话名已清除",
    thinkingOnly: "（只有思考）",
    noText: "（没有文字）",
    toolError: "（出错）",
    exitCode: (code) => `（退出码 ${code}）`,
    images: (count) => `（另有 ${count} 张图片）`,
    unknownRole: "（本项目不认识这个 role）",
    tools: (count) => `（另有 ${count} 个工具）`,
    editReplaces: (id, content) => `context_edit 改 ${id}：内容换成 ${content}`,
    editOmits: (id) => `context_edit 改 ${id}：从上下文里去掉`,
    tokens: (count) => `${count ?? "?"} 个 token`,
    editedBy: (id) => `（✎ 已被 ${id} 改过）`,
    omittedBy: (id) => `（⊘ 已被 ${id} 从上下文去掉）`,
  },
};

export function treeWords(language: Language = runLanguage()): TreeWords {
  return TREE_WORDS[language];
}
