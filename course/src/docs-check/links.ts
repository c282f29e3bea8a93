/**
 * Links and file paths in the docs must lead somewhere.
 *
 * - A relative link `[text](path)` must name an existing file or folder,
 *   relative to the Markdown file (or to the repository root when it starts
 *   with `/`, as GitHub reads it). `#anchor` on a link to a Markdown file must
 *   be one of that file's heading anchors. External `http(s):` and `mailto:`
 *   links are left alone: checking them needs the network and fails for
 *   reasons that are not the docs' fault. A link into what git ignores (a
 *   demo's output, a class's sessions) fails whether or not it is on disk
 *   now: a fresh clone and a code host never have it (ignored.ts).
 * - Inline code that looks like a path in this repository must exist too:
 *   it has a slash, ends in a known extension (or a `/` for a folder), and its
 *   first segment is a real entry of the repository root or of the Markdown
 *   file's folder. That last rule is what tells `packages/session-core/src/tree.ts`
 *   (checked) from `dist/core/session-manager.js` inside someone else's package
 *   (not ours to check). Templates such as `docs/NN-name.md` or
 *   `packages/*\/README.md` are skipped, and so is a path into what git
 *   ignores (`.demo-output/zh-CN/`): it names what a run writes, and whether
 *   it is there depends on what ran before, not on the docs.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import type { IgnoredTest } from "./ignored.ts";
import { type MarkdownFacts, readMarkdown } from "./markdown.ts";
import type { Problem } from "./problem.ts";

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const KNOWN_EXTENSION = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|json|jsonl|md|html|css|yaml|yml|sh|txt|toml)$/;
const PLACEHOLDER = /[*<>{}…]|\.\.\.|\bNN\b|\bNAME\b|\bFILE\b/;
/** `src/tree.ts:42`, `src/tree.ts:42:7` and GitHub's `#L42` all name a file. */
const LINE_SUFFIX = /(?::\d+(?::\d+)?|#L\d+(?:-L\d+)?)$/;

/** The link pass over one Markdown file (repository-relative): every relative link and every path written as code. */
export function checkLinksOf(
  root: string,
  file: string,
  facts: Pick<MarkdownFacts, "links" | "codeSpans">,
  { anchorsOf, ignored }: { anchorsOf: AnchorCache; ignored: IgnoredTest },
): Problem[] {
  const absolute = join(root, file);
  const problems: Problem[] = [];
  const report = (line: number, message: string | undefined) => {
    if (message !== undefined) problems.push({ file, line, message });
  };
  for (const link of facts.links) report(link.line, checkLink(root, absolute, link.text, anchorsOf, ignored));
  for (const span of facts.codeSpans) report(span.line, checkCodePath(root, absolute, span.text, ignored));
  return problems;
}

/** Why a link is broken, or undefined when it is fine. `markdownFile` is absolute. */
export function checkLink(
  root: string,
  markdownFile: string,
  href: string,
  anchorsOf: AnchorCache,
  ignored: IgnoredTest,
): string | undefined {
  const resolved = linkTarget(root, markdownFile, href);
  if (resolved === undefined) return undefined;
  const { target, anchor } = resolved;
  const shown = toRepoPath(root, target);
  if (ignored(target)) {
    return (
      `link to ${href} leads into ${shown}, which git ignores: a fresh clone and a code host never have it, ` +
      `whatever ran here; write the path as code, not as a link`
    );
  }
  if (!existsSync(target)) return `link to ${href} leads nowhere: ${shown} does not exist`;

  // Anchors are checked only in Markdown: GitHub's `#L10` line anchors on code files have no heading to match.
  if (anchor && target.endsWith(".md") && statSync(target).isFile()) {
    const anchors = anchorsOf(target);
    if (!anchors.has(anchor)) {
      const known = [...anchors].slice(0, 12).join(", ");
      return `link to ${href}: ${shown} has no heading with the anchor "#${anchor}" (its anchors: ${known || "none"})`;
    }
  }
  return undefined;
}

/**
 * Where a relative link leads: the absolute file or folder and the anchor, if any.
 * Undefined for a link to another site.
 */
export function linkTarget(
  root: string,
  markdownFile: string,
  href: string,
): { target: string; anchor: string | undefined } | undefined {
  if (EXTERNAL.test(href)) return undefined;
  const hash = href.indexOf("#");
  const pathPart = decode(hash >= 0 ? href.slice(0, hash) : href).replace(/\?.*$/, "");
  const anchor = hash >= 0 ? decode(href.slice(hash + 1)) : undefined;
  const target =
    pathPart === ""
      ? markdownFile
      : pathPart.startsWith("/")
        ? join(root, pathPart)
        : join(dirname(markdownFile), pathPart);
  return { target, anchor };
}

/** Why an inline-code path is wrong, or undefined when it exists or does not look like a path of this repo. */
export function checkCodePath(
  root: string,
  markdownFile: string,
  code: string,
  ignored: IgnoredTest,
): string | undefined {
  const path = code.trim().replace(LINE_SUFFIX, "");
  if (!looksLikePath(path)) return undefined;
  const wantsFolder = path.endsWith("/");
  const here = dirname(markdownFile);
  const bases =
    path.startsWith("./") || path.startsWith("../")
      ? [here]
      : [...new Set([root, here])].filter((base) => firstSegmentExists(base, path));
  // What a run writes is named, not checked: it is there or not depending on what ran before.
  if (bases.some((base) => ignored(join(base, path)))) return undefined;
  if (bases.length === 0) return undefined;
  const found = bases.some((base) => {
    const full = join(base, path);
    return existsSync(full) && statSync(full).isDirectory() === wantsFolder;
  });
  if (found) return undefined;
  const where = bases.map((base) => toRepoPath(root, join(base, path)) || ".").join(" or ");
  return `path \`${code}\` leads nowhere: ${where} does not exist${wantsFolder ? " as a folder" : ""}`;
}

function looksLikePath(text: string): boolean {
  if (!text.includes("/") || /\s/.test(text) || text.includes("://") || PLACEHOLDER.test(text)) return false;
  return KNOWN_EXTENSION.test(text) || text.endsWith("/");
}

function firstSegmentExists(base: string, path: string): boolean {
  const first = path.split("/").find((segment) => segment !== "" && segment !== ".");
  return first !== undefined && existsSync(join(base, first));
}

/** Reads each linked Markdown file's anchors once, however many links point into it. */
export type AnchorCache = (markdownFile: string) => Set<string>;

export function anchorCache(): AnchorCache {
  const cache = new Map<string, Set<string>>();
  return (file) => {
    let anchors = cache.get(file);
    if (anchors === undefined) {
      anchors = readMarkdown(readFileSync(file, "utf8")).anchors;
      cache.set(file, anchors);
    }
    return anchors;
  };
}

export function toRepoPath(root: string, absolute: string): string {
  return relative(root, absolute).split(sep).join("/");
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
