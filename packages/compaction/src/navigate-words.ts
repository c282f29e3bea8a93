/**
 * Why a tree navigation or a summary did not happen, in English and in
 * Chinese (`KIT_LANG=zh-CN` or a Chinese locale, as the rest of a run's
 * output). The server sends these sentences on to the page as they are; ids
 * and model names stay as they are.
 */
// The language module alone: navigate.ts is part of @kit/compaction/pure, which loads no model code.
import { type Language, runLanguage } from "@kit/agent-loop/language";

export interface NavigateWords {
  whileStreaming: string;
  noModelToSummarise: string;
  leafDidNotMove: (reason: string) => string;
  movedOnMeanwhile: (oldLeafId: string | null, newLeafId: string | null) => string;
  summaryThrew: (model: string, error: string) => string;
  summaryNoReply: (model: string) => string;
  summaryFailed: (model: string, stopReason: string, why: string) => string;
  summaryNoText: (model: string) => string;
}

export const NAVIGATE_WORDS: Record<Language, NavigateWords> = {
  en: {
    whileStreaming: "cannot navigate while a run is streaming into this session: wait for it to end, or abort it first",
    noModelToSummarise: "cannot summarise the branch being left: no model was given (pass options.model)",
    leafDidNotMove: (reason) => `the leaf did not move: ${reason}`,
    movedOnMeanwhile: (oldLeafId, newLeafId) =>
      "the session moved on while the branch summary was written " +
      `(leaf ${oldLeafId} became ${newLeafId}); the summary was not appended`,
    summaryThrew: (model, error) => `the summary could not be written: ${model} threw ${error}`,
    summaryNoReply: (model) => `the summary could not be written: ${model} ended its stream without a reply`,
    summaryFailed: (model, stopReason, why) =>
      `the summary could not be written: ${model} replied with ${stopReason}: ${why}`,
    summaryNoText: (model) => `the summary could not be written: ${model} replied with no text`,
  },
  zh: {
    whileStreaming: "有一次运行正在往这个会话里写，现在不能在树上导航：等它结束，或者先中止它",
    noModelToSummarise: "无法给要离开的分支写摘要：没有给出模型（请传入 options.model）",
    leafDidNotMove: (reason) => `叶子没有移动：${reason}`,
    movedOnMeanwhile: (oldLeafId, newLeafId) =>
      `写分支摘要的时候，会话已经往前走了（叶子从 ${oldLeafId} 变成了 ${newLeafId}）；摘要没有追加`,
    summaryThrew: (model, error) => `摘要没能写出来：${model} 抛出了 ${error}`,
    summaryNoReply: (model) => `摘要没能写出来：${model} 的流结束了，却没有回复`,
    summaryFailed: (model, stopReason, why) => `摘要没能写出来：${model} 的回复以 ${stopReason} 结束：${why}`,
    summaryNoText: (model) => `摘要没能写出来：${model} 的回复里没有文字`,
  },
};

/** The words for this run's language (KIT_LANG, then the locale). */
export function navigateWords(language: Language = runLanguage()): NavigateWords {
  return NAVIGATE_WORDS[language];
}
