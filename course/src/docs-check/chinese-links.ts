/**
 * Chinese pages link Chinese pages.
 *
 * A reader who follows the Chinese path should never be sent to an English
 * page when a Chinese version of it exists. The Chinese version of a file is
 * found by name:
 *
 * - `docs/X` has `docs/zh-CN/X` (chapters, the glossary, `docs/teacher/`);
 * - any other `X.md` has `X.zh-CN.md` beside it (the READMEs, exercises, hints).
 *
 * A link whose text is the language switch itself (`English`, `英文版`) may lead
 * to the English page: that is what the reader asked for.
 *
 * The problem carries the link it should be, with the anchor moved to the
 * heading at the same place in the Chinese file (translations keep the English
 * headings' order), so `docs:check --fix` can rewrite it.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { linkTarget, toRepoPath } from "./links.ts";
import { type Heading, type Link, readMarkdown } from "./markdown.ts";
import { languageOf } from "./translations.ts";

/** Link text that asks for the English page on purpose. */
export const LANGUAGE_SWITCH = /^\s*(?:english|英文(?:版|原文)?)\s*$/i;

export interface ChineseLinkProblem {
  message: string;
  /** The link as it should be written, when the matching anchor could be found. */
  replacement?: string;
}

/** Reads each linked file's headings once. */
export type HeadingCache = (absoluteFile: string) => { headings: Heading[]; anchors: Set<string> };

export function headingCache(): HeadingCache {
  const cache = new Map<string, { headings: Heading[]; anchors: Set<string> }>();
  return (file) => {
    let found = cache.get(file);
    if (found === undefined) {
      const facts = readMarkdown(readFileSync(file, "utf8"));
      found = { headings: facts.headings, anchors: facts.anchors };
      cache.set(file, found);
    }
    return found;
  };
}

/** The Chinese version of a repository path, by the naming rules above; undefined when there is none by name. */
export function chineseCounterpart(repoPath: string): string | undefined {
  if (languageOf(repoPath) === "zh-CN" || languageOf(`${repoPath}/`) === "zh-CN") return undefined;
  if (repoPath === "docs" || repoPath.startsWith("docs/")) return `docs/zh-CN${repoPath.slice("docs".length)}`;
  if (repoPath.endsWith(".md")) return repoPath.replace(/\.md$/, ".zh-CN.md");
  return undefined;
}

/**
 * Why a link in a Chinese file leads to an English page although a Chinese
 * one exists, or undefined when it is fine. `file` is repository-relative.
 */
export function checkChineseLink(
  root: string,
  file: string,
  link: Link,
  headingsOf: HeadingCache,
): ChineseLinkProblem | undefined {
  if (languageOf(file) !== "zh-CN" || LANGUAGE_SWITCH.test(link.label)) return undefined;
  const markdownFile = join(root, file);
  const resolved = linkTarget(root, markdownFile, link.text);
  if (resolved === undefined || !existsSync(resolved.target)) return undefined; // links.ts reports a broken link
  const { target, anchor: englishAnchor } = resolved;
  if (englishAnchor !== undefined && target.endsWith(".md") && !headingsOf(target).anchors.has(englishAnchor)) {
    return undefined; // a broken anchor: links.ts reports it, and there is nothing to match it to
  }
  const english = toRepoPath(root, resolved.target);
  const chinese = chineseCounterpart(english);
  if (chinese === undefined) return undefined;
  const chineseFile = join(root, chinese);
  const isFolder = statSync(resolved.target).isDirectory();
  if (!existsSync(chineseFile) || statSync(chineseFile).isDirectory() !== isFolder) return undefined;

  const path = link.text.startsWith("/")
    ? `/${chinese}`
    : relative(dirname(markdownFile), chineseFile).split("\\").join("/") || ".";
  const trailing = link.text.split("#")[0]?.endsWith("/") && !path.endsWith("/") ? "/" : "";
  const anchor =
    resolved.anchor === undefined ? "" : matchingAnchor(resolved.target, chineseFile, resolved.anchor, headingsOf);
  const start = `link to ${link.text} leads a Chinese reader to the English page ${english}, though ${chinese} exists`;
  if (anchor === undefined) {
    return {
      message: `${start}: link ${path}#ANCHOR, with the anchor of the Chinese heading that matches #${resolved.anchor}`,
    };
  }
  const replacement = `${path}${trailing}${anchor}`;
  return { message: `${start}: link ${replacement} (\`npm run docs:check -- --fix\` rewrites it)`, replacement };
}

/**
 * `#anchor` for the Chinese file: the same anchor when the Chinese file has it
 * (an explicit `<a id>`), else the anchor of the heading at the same place
 * (same level, same position among the headings of that level). Undefined
 * when there is no such heading.
 */
function matchingAnchor(
  englishFile: string,
  chineseFile: string,
  anchor: string,
  headingsOf: HeadingCache,
): string | undefined {
  const chinese = headingsOf(chineseFile);
  if (chinese.anchors.has(anchor)) return `#${anchor}`;
  if (!englishFile.endsWith(".md")) return undefined;
  const english = headingsOf(englishFile).headings;
  const heading = english.find((candidate) => candidate.anchor === anchor);
  if (heading === undefined) return undefined;
  const position = english.filter((h) => h.depth === heading.depth).indexOf(heading);
  const match = chinese.headings.filter((h) => h.depth === heading.depth)[position];
  return match === undefined ? undefined : `#${match.anchor}`;
}

/** The text with each link destination `from` rewritten to `to`, in inline links and reference definitions. */
export function rewriteLinks(text: string, fixes: Map<string, string>): string {
  let result = text;
  for (const [from, to] of fixes) {
    result = result.split(`](${from})`).join(`](${to})`);
    result = result.replace(
      new RegExp(`^(\\s*\\[[^\\]]+\\]:\\s*)${from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s|$)`, "gm"),
      `$1${to}$2`,
    );
  }
  return result;
}
