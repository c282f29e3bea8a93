/**
 * The tree drawing's markers in the reader's language: English (the library's, ../inspect/words.ts) or Chinese
 * (`KIT_LANG=zh-CN` or a Chinese locale; agent-loop's `runLanguage` picks). The CLI and the demos pass them to
 * `renderTree`; entry types and roles stay as the file writes them.
 */
import { type Language, runLanguage } from "@kit/agent-loop/language";
import { ENGLISH_TREE_WORDS, type TreeWords } from "../inspect/words.ts";

export const TREE_WORDS: Record<Language, TreeWords> = {
  en: ENGLISH_TREE_WORDS,
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

/** The tree words for this run's language (KIT_LANG, then the locale). */
export function treeWords(language: Language = runLanguage()): TreeWords {
  return TREE_WORDS[language];
}
