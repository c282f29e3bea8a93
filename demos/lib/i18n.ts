/**
 * The demos speak English or Chinese. `KIT_LANG=zh-CN` (or a locale such as
 * `LANG=zh_CN.UTF-8`) makes a demo print in Chinese: its headings, labels and
 * the example conversation itself. English is the default.
 *
 * Each demo keeps its words out of its story, in `demos/text/NN-name.ts`:
 * one table per language, exported as `words` and picked once with `inLang`.
 * The table's type is `Translations<typeof en>`, so a Chinese table that
 * lacks a string, or has one the English lacks, fails the type check.
 */

export type Lang = "en" | "zh-CN";

/** KIT_LANG first; then the locale, as a C program reads it (LC_ALL, LC_MESSAGES, LANG). */
export function demoLang(env: NodeJS.ProcessEnv = process.env): Lang {
  const chosen = env.KIT_LANG || env.LC_ALL || env.LC_MESSAGES || env.LANG || "";
  return /^zh/i.test(chosen) ? "zh-CN" : "en";
}

export const lang: Lang = demoLang();
export const zh = lang === "zh-CN";

/** The same words in both languages: the English table gives the shape, the Chinese one must match it. */
export interface Translations<Words> {
  en: Words;
  "zh-CN": Words;
}

/** The words for the language this demo runs in. */
export function inLang<Words>(words: Translations<Words>): Words {
  return words[lang];
}

/** `3 entries` / `3 个条目`: a count with its noun, in the demo's language; messages are counted with 条. */
export function count(n: number, en: string, zhNoun: string, zhMeasure = "个"): string {
  return zh ? `${n} ${zhMeasure}${zhNoun}` : `${n} ${en}${n === 1 ? "" : "s"}`;
}
