/**
 * Which language session-core's own sentences are in: `KIT_LANG=zh-CN` (or a
 * Chinese locale) picks Chinese, as in the demos. Every file of words asks
 * here, so none of them needs another's words to know the language.
 */
export type WordsLanguage = "en" | "zh";

/** KIT_LANG first, then the locale as a C program reads it (LC_ALL, LC_MESSAGES, LANG). */
export function wordsLanguage(env: NodeJS.ProcessEnv = process.env): WordsLanguage {
  const chosen = env.KIT_LANG || env.LC_ALL || env.LC_MESSAGES || env.LANG || "";
  return /^zh/i.test(chosen) ? "zh" : "en";
}
