/**
 * Why a compaction did not happen (`CompactionError`), and the two lines the kit itself writes into a summary, in
 * English and in Chinese (`KIT_LANG=zh-CN` or a Chinese locale, as navigate-words.ts). The server sends these
 * sentences on to the page as they are; ids and setting names stay as they are.
 */
import { type Language, runLanguage } from "@kit/agent-loop/language";

export interface CompactWords {
  nothingToCompact: (leafId: string, keepRecentTokens: number) => string;
  failed: (why: string) => string;
  movedOnMeanwhile: (oldLeafId: string, newLeafId: string) => string;
  /** The summary's history when a split turn is the first thing compacted: there is nothing older to summarise. */
  noEarlierHistory: string;
  /** The heading over a split turn's start, summarised apart from the history. */
  turnInProgress: string;
}

export const COMPACT_WORDS: Record<Language, CompactWords> = {
  en: {
    nothingToCompact: (leafId, keep) =>
      `nothing to compact at leaf ${leafId}: the messages since the last compaction fit in ` +
      `keepRecentTokens (${keep}), so all of them would be kept`,
    failed: (why) => `compaction failed, nothing was appended: ${why}`,
    movedOnMeanwhile: (oldLeafId, newLeafId) =>
      `the session moved on while the summary was written (leaf ${oldLeafId} became ${newLeafId}); ` +
      "nothing was appended: compact again",
    noEarlierHistory: "(No earlier history: the conversation began with the turn below.)",
    turnInProgress: "# The turn in progress (its start, summarised; the rest is kept below)",
  },
  zh: {
    nothingToCompact: (leafId, keep) =>
      `叶子 ${leafId} 处没有可压缩的内容：上次压缩之后的消息都装得进 keepRecentTokens（${keep}），全都会保留`,
    failed: (why) => `压缩失败，什么都没有追加：${why}`,
    movedOnMeanwhile: (oldLeafId, newLeafId) =>
      `写摘要的时候，会话已经往前走了（叶子从 ${oldLeafId} 变成了 ${newLeafId}）；什么都没有追加：请再压缩一次`,
    noEarlierHistory: "（没有更早的历史：对话就是从下面这一轮开始的。）",
    turnInProgress: "# 进行中的这一轮（开头是摘要，其余原样保留在下面）",
  },
};

/** The words for this run's language (KIT_LANG, then the locale). */
export function compactWords(language: Language = runLanguage()): CompactWords {
  return COMPACT_WORDS[language];
}
