/**
 * Which language the teaching model answers in: the language the user writes.
 *
 * The kit speaks English and Chinese. A request that holds Chinese characters
 * is answered in Chinese; anything else in English, the default. The rule is
 * plain on purpose: a learner can predict it, and a mixed sentence such as
 * "读取 README.md" is Chinese, as its reader would say.
 *
 * What a run prints itself (tool results, banners, tree markers) has no user
 * sentence to go by: it follows `KIT_LANG=zh-CN`, or a Chinese locale, as the
 * demos do.
 */
export type Language = "en" | "zh";

// #region language-of
export function languageOf(text: string): Language {
  return /\p{Script=Han}/u.test(text) ? "zh" : "en";
}
// #endregion language-of

/** The language of this run: KIT_LANG first, then the locale as a C program reads it (LC_ALL, LC_MESSAGES, LANG). */
export function runLanguage(env: NodeJS.ProcessEnv = process.env): Language {
  const chosen = env.KIT_LANG || env.LC_ALL || env.LC_MESSAGES || env.LANG || "";
  return /^zh/i.test(chosen) ? "zh" : "en";
}
