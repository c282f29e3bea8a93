/**
 * The demos speak English or Chinese, by the kit's one rule (`runLanguage`):
 * `KIT_LANG=zh-CN` (or a locale such as `LANG=zh_CN.UTF-8`) makes a demo print
 * in Chinese: its headings, labels and the example conversation itself.
 *
 * Each demo keeps its words at its top, before the story: one table per
 * language, picked once with `inLang`.
 * The table's type is `Translations<typeof en>`, so a Chinese table that
 * lacks a string, or has one the English lacks, fails the type check.
 */

import { type Language, runLanguage } from "@kit/agent-loop/language";

export const lang: Language = runLanguage();
export const zh = lang === "zh";

/** The same words in both languages: the English table gives the shape, the Chinese one must match it. */
export interface Translations<Words> {
  en: Words;
  "zh-CN": Words;
}

/** The words for the language this demo runs in. */
export function inLang<Words>(words: Translations<Words>): Words {
  return zh ? words["zh-CN"] : words.en;
}

/** `3 entries` / `3 个条目`: a count with its noun, in the demo's language; messages are counted with 条. */
export function count(n: number, en: string, zhNoun: string, zhMeasure = "个"): string {
  return zh ? `${n} ${zhMeasure}${zhNoun}` : `${n} ${en}${n === 1 ? "" : "s"}`;
}
