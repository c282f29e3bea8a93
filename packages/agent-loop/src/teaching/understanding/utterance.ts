/**
 * What was typed, made ready to be understood: one spelling (`normalise.ts`),
 * its words (`words-of.ts`), and a way to ask whether it says one of a list
 * of cue words (`cue-words.ts`) in either language.
 */

import type { CueWords } from "./cue-words.ts";
import * as CUE_WORDS from "./cue-words.ts";
import { normalise } from "./normalise.ts";
import { isOneTypoAway } from "./typo.ts";
import { wordsOf } from "./words-of.ts";

export interface Utterance {
  /** As typed. */
  original: string;
  /** Simplified Chinese, full-width forms folded. */
  text: string;
  /** `text` in lower case, for English phrases. */
  lower: string;
  /** Its words, paths kept whole, English in lower case. */
  words: string[];
}

/** A question is short; past this many characters the rest is pasted material, not words to understand. */
const UNDERSTOOD_CHARACTERS = 2_000;

export function utteranceOf(typed: string): Utterance {
  // Splitting, matching and typo checks cost per word: a 500 KB paste must not stall the server that runs the model.
  const text = normalise(typed.slice(0, UNDERSTOOD_CHARACTERS));
  return { original: typed, text, lower: text.toLowerCase(), words: wordsOf(text) };
}

/** Does the utterance say one of the cue words? English whole words (one typo allowed), Chinese inside the text. */
export function says(u: Utterance, cues: CueWords, options: { typos?: boolean } = {}): boolean {
  return cues.zh.some((cue) => u.text.includes(cue)) || cues.en.some((cue) => hasEnglish(u, cue, options.typos));
}

function hasEnglish(u: Utterance, cue: string, typos = false): boolean {
  if (cue.includes(" ")) return new RegExp(`(?:^|\\W)${escapeRegExp(cue)}(?:\\W|$)`).test(u.lower);
  return u.words.some((word) => word === cue || (typos && !KNOWN.has(word) && isOneTypoAway(word, cue)));
}

/** Words that are right as they are: a word that spells one of these is never read as a typo of another. */
const KNOWN = new Set(
  Object.values(CUE_WORDS).flatMap((list) => (typeof list === "object" && "en" in list ? [...list.en] : [])),
);

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
