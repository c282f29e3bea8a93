/**
 * The kit's one language rule: which language a run prints its own words in. The edges (the demos, the server, the
 * commands) ask this function (`@kit/agent-loop/language`) and pass the answer down, so `LC_MESSAGES=zh_CN.UTF-8`
 * means Chinese everywhere or nowhere; the loop itself never asks it.
 */

/** The two languages the kit speaks; English is the default. */
export type Language = "en" | "zh";

// #region run-language
/** KIT_LANG first, then the locale as a C program reads it (LC_ALL, LC_MESSAGES, LANG): Chinese when it starts zh. */
export function runLanguage(env: NodeJS.ProcessEnv = process.env): Language {
  const chosen = env.KIT_LANG || env.LC_ALL || env.LC_MESSAGES || env.LANG || "";
  return /^zh/i.test(chosen) ? "zh" : "en";
}
// #endregion run-language
