/**
 * A Chinese page says so when it sends its reader to English.
 *
 * chinese-links.ts makes a Chinese file link the Chinese version of a page
 * when one exists. Some pages exist only in English (CONTRIBUTING.md, the
 * benchmarks, most package READMEs). A Chinese learner who clicks such a link
 * should know before the click that the page is English, so the link carries
 * the mark `（英文）`, right after it or at the end of its text:
 *
 *   [CONTRIBUTING.md](CONTRIBUTING.md)（英文）
 *
 * Only Markdown pages count: a link to a source file or a folder leads to
 * code, which is read as it is in either language. The language switch
 * (`English`, `英文版`) says what it is already.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { chineseCounterpart, LANGUAGE_SWITCH } from "./chinese-links.ts";
import { linkTarget, toRepoPath } from "./links.ts";
import type { Link } from "./markdown.ts";
import { languageOf } from "./translations.ts";

export const ENGLISH_MARK = "（英文）";

/** Why a link in a Chinese file leads to an English-only page unmarked, or undefined when it is fine. */
export function checkEnglishOnlyLink(root: string, file: string, link: Link): string | undefined {
  if (languageOf(file) !== "zh-CN" || LANGUAGE_SWITCH.test(link.label)) return undefined;
  const resolved = linkTarget(root, join(root, file), link.text);
  if (resolved === undefined || !existsSync(resolved.target) || !statSync(resolved.target).isFile()) return undefined;
  const english = toRepoPath(root, resolved.target);
  if (!english.endsWith(".md") || languageOf(english) === "zh-CN") return undefined;
  const chinese = chineseCounterpart(english);
  if (chinese !== undefined && existsSync(join(root, chinese))) return undefined; // chinese-links.ts: link it instead
  if (link.label.trimEnd().endsWith(ENGLISH_MARK) || link.after.trimStart().startsWith(ENGLISH_MARK)) return undefined;
  return (
    `link to ${link.text} leads a Chinese reader to ${english}, which is only in English: ` +
    `write ${ENGLISH_MARK} right after the link, or translate the page as ${chinese ?? "a Chinese page"} and link that`
  );
}
