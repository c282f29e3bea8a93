/**
 * The words session-core prints itself, in English and in Chinese: the markers
 * of the tree drawing. `KIT_LANG=zh-CN` (or a Chinese locale) picks Chinese, as
 * in the demos. Entry types and roles (`message`, `leaf_switch`, `user`) are
 * file-format words and stay as they are in both languages.
 */
export type WordsLanguage = "en" | "zh";

export interface TreeWords {
  leaf: string;
  leafMovedHere: string;
  noEntries: string;
  leafBeforeFirst: string;
}

export const TREE_WORDS: Record<WordsLanguage, TreeWords> = {
  en: {
    leaf: "← leaf",
    leafMovedHere: "↳ leaf moved here",
    noEntries: "(no entries yet)",
    leafBeforeFirst: "(leaf: before the first entry; the next entry starts a new root)",
  },
  zh: {
    leaf: "← 叶子",
    leafMovedHere: "↳ 叶子移到了这里",
    noEntries: "（还没有条目）",
    leafBeforeFirst: "（叶子在第一个条目之前：下一个条目会成为新的根）",
  },
};

/** KIT_LANG first, then the locale as a C program reads it (LC_ALL, LC_MESSAGES, LANG). */
export function wordsLanguage(env: NodeJS.ProcessEnv = process.env): WordsLanguage {
  const chosen = env.KIT_LANG || env.LC_ALL || env.LC_MESSAGES || env.LANG || "";
  return /^zh/i.test(chosen) ? "zh" : "en";
}

export function treeWords(language: WordsLanguage = wordsLanguage()): TreeWords {
  return TREE_WORDS[language];
}
