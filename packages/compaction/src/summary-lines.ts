/**
 * The two lines the kit itself writes into a compaction's summary. They are content (the summary the agent
 * remembers), not error sentences: the rest of the summary is the model's own words. This package writes them in
 * plain English; a caller that runs in another language passes its own (`SummaryOptions.summaryLines`): the server
 * and the demos keep the Chinese ones.
 */

export interface SummaryLines {
  /** The summary's history when a split turn is the first thing compacted: there is nothing older to summarise. */
  noEarlierHistory: string;
  /** The heading over a split turn's start, summarised apart from the history. */
  turnInProgress: string;
}

export const ENGLISH_SUMMARY_LINES: SummaryLines = {
  noEarlierHistory: "(No earlier history: the conversation began with the turn below.)",
  turnInProgress: "# The turn in progress (its start, summarised; the rest is kept below)",
};
