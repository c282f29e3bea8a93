/**
 * Why a compaction or a tree navigation did not happen, in English and in Chinese (`KIT_LANG=zh-CN` or a Chinese
 * locale): compaction throws a problem (a kind and its data), and the server says it to the page in the run's
 * language. Ids, model names and setting names stay as they are. Also the two lines the kit writes into a summary
 * itself, which compaction takes from its caller (`summaryLines`, English by default).
 */
import { type Language, runLanguage } from "@kit/agent-loop/language";
import {
  type CompactionProblem,
  ENGLISH_SUMMARY_LINES,
  type NavigationProblem,
  type SummaryLines,
  type SummaryProblem,
} from "@kit/compaction";

interface CompactionWords {
  nothingToCompact: (leafId: string, keepRecentTokens: number) => string;
  compactionFailed: (why: string) => string;
  compactionMovedOn: (oldLeafId: string, newLeafId: string) => string;
  whileStreaming: string;
  noModelToSummarise: string;
  leafDidNotMove: (reason: string) => string;
  navigationMovedOn: (oldLeafId: string | null, newLeafId: string | null) => string;
  summaryThrew: (model: string, error: string) => string;
  summaryNoReply: (model: string) => string;
  summaryFailed: (model: string, stopReason: string, why: string) => string;
  summaryNoText: (model: string) => string;
}

export const COMPACTION_WORDS: Record<Language, CompactionWords> = {
  en: {
    nothingToCompact: (leafId, keep) =>
      `nothing to compact at leaf ${leafId}: the messages since the last compaction fit in ` +
      `keepRecentTokens (${keep}), so all of them would be kept`,
    compactionFailed: (why) => `compaction failed, nothing was appended: ${why}`,
    compactionMovedOn: (oldLeafId, newLeafId) =>
      `the session moved on while the summary was written (leaf ${oldLeafId} became ${newLeafId}); ` +
      "nothing was appended: compact again",
    whileStreaming: "cannot navigate while a run is streaming into this session: wait for it to end, or abort it first",
    noModelToSummarise: "cannot summarise the branch being left: no model was given (pass options.model)",
    leafDidNotMove: (reason) => `the leaf did not move: ${reason}`,
    navigationMovedOn: (oldLeafId, newLeafId) =>
      "the session moved on while the branch summary was written " +
      `(leaf ${oldLeafId} became ${newLeafId}); the summary was not appended`,
    summaryThrew: (model, error) => `the summary could not be written: ${model} threw ${error}`,
    summaryNoReply: (model) => `the summary could not be written: ${model} ended its stream without a reply`,
    summaryFailed: (model, stopReason, why) =>
      `the summary could not be written: ${model} replied with ${stopReason}: ${why}`,
    summaryNoText: (model) => `the summary could not be written: ${model} replied with no text`,
  },
  zh: {
    nothingToCompact: (leafId, keep) =>
      `叶子 ${leafId} 处没有可压缩的内容：上次压缩之后的消息都装得进 keepRecentTokens（${keep}），全都会保留`,
    compactionFailed: (why) => `压缩失败，什么都没有追加：${why}`,
    compactionMovedOn: (oldLeafId, newLeafId) =>
      `写摘要的时候，会话已经往前走了（叶子从 ${oldLeafId} 变成了 ${newLeafId}）；什么都没有追加：请再压缩一次`,
    whileStreaming: "有一次运行正在往这个会话里写，现在不能在树上导航：等它结束，或者先中止它",
    noModelToSummarise: "无法给要离开的分支写摘要：没有给出模型（请传入 options.model）",
    leafDidNotMove: (reason) => `叶子没有移动：${reason}`,
    navigationMovedOn: (oldLeafId, newLeafId) =>
      `写分支摘要的时候，会话已经往前走了（叶子从 ${oldLeafId} 变成了 ${newLeafId}）；摘要没有追加`,
    summaryThrew: (model, error) => `摘要没能写出来：${model} 抛出了 ${error}`,
    summaryNoReply: (model) => `摘要没能写出来：${model} 的流结束了，却没有回复`,
    summaryFailed: (model, stopReason, why) => `摘要没能写出来：${model} 的回复以 ${stopReason} 结束：${why}`,
    summaryNoText: (model) => `摘要没能写出来：${model} 的回复里没有文字`,
  },
};

/** The lines the kit writes into a compaction's summary (compaction's `SummaryLines`), in the run's language. */
export const SUMMARY_LINES: Record<Language, SummaryLines> = {
  en: ENGLISH_SUMMARY_LINES,
  zh: {
    noEarlierHistory: "（没有更早的历史：对话就是从下面这一轮开始的。）",
    turnInProgress: "# 进行中的这一轮（开头是摘要，其余原样保留在下面）",
  },
};

/** The summary's own lines for this run: the server is an edge, it decides the language (KIT_LANG, the locale). */
export function summaryLines(language: Language = runLanguage()): SummaryLines {
  return SUMMARY_LINES[language];
}

function summarySentence(problem: SummaryProblem, say: CompactionWords): string {
  switch (problem.kind) {
    case "summary-threw":
      return say.summaryThrew(problem.model, problem.error);
    case "summary-no-reply":
      return say.summaryNoReply(problem.model);
    case "summary-failed":
      return say.summaryFailed(problem.model, problem.stopReason, problem.why);
    case "summary-no-text":
      return say.summaryNoText(problem.model);
  }
}

/** Why a compaction did not happen, in the run's language. */
export function compactionSentence(problem: CompactionProblem, language: Language = runLanguage()): string {
  const say = COMPACTION_WORDS[language];
  switch (problem.kind) {
    case "nothing-to-compact":
      return say.nothingToCompact(problem.leafId, problem.keepRecentTokens);
    case "summary-failed":
      return say.compactionFailed(summarySentence(problem.summary, say));
    case "moved-on":
      return say.compactionMovedOn(problem.oldLeafId, problem.newLeafId);
  }
}

/** Why a navigation did not happen, in the run's language. */
export function navigationSentence(problem: NavigationProblem, language: Language = runLanguage()): string {
  const say = COMPACTION_WORDS[language];
  switch (problem.kind) {
    case "while-streaming":
      return say.whileStreaming;
    case "no-model":
      return say.noModelToSummarise;
    case "summary-failed":
      return say.leafDidNotMove(summarySentence(problem.summary, say));
    case "moved-on":
      return say.navigationMovedOn(problem.oldLeafId, problem.newLeafId);
  }
}
