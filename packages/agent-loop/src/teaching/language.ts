/**
 * Which language the teaching model answers in: the language the user writes.
 *
 * The kit speaks English and Chinese. A request that holds Chinese characters
 * is answered in Chinese; anything else in English, the default. The rule is
 * plain on purpose: a learner can predict it, and a mixed sentence such as
 * "读取 README.md" is Chinese, as its reader would say.
 *
 * What a run prints itself (tool results, banners, tree markers) has no user
 * sentence to go by: it follows the run's language (../language.ts).
 */
import type { Language } from "../language.ts";

export type { Language } from "../language.ts";

// #region language-of
export function languageOf(text: string): Language {
  return /\p{Script=Han}/u.test(text) ? "zh" : "en";
}
// #endregion language-of
