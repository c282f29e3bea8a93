/**
 * The two lines the kit itself writes into a compaction's summary, in the run's language. They are content (the
 * summary the agent remembers), not error sentences: the rest of the summary is the model's own words.
 */
import type { Language } from "@kit/agent-loop/language";

export interface SummaryLines {
  /** The summary's history when a split turn is the first thing compacted: there is nothing older to summarise. */
  noEarlierHistory: string;
  /** The heading over a split turn's start, summarised apart from the history. */
  turnInProgress: string;
}

export const SUMMARY_LINES: Record<Language, SummaryLines> = {
  en: {
    noEarlierHistory: "(No earlier history: the conversation began with the turn below.)",
    turnInProgress: "# The turn in progress (its start, summarised; the rest is kept below)",
  },
  zh: {
    noEarlierHistory: "（没有更早的历史：对话就是从下面这一轮开始的。）",
    turnInProgress: "# 进行中的这一轮（开头是摘要，其余原样保留在下面）",
  },
};
