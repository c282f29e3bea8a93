/**
 * Links that work on the site and on a code host. The Markdown links files by their place in the repository
 * (`../exercises/03-path-to-root/README.md`), which is what a code host shows. On the site a page lives elsewhere
 * (`/exercises/03-path-to-root/`), so each relative link is resolved against the file it is written in and pointed
 * at that file's page. A link to a file that is not a page (a `.ts` file) goes to its text, served under `/source/`.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { MarkdownRenderer } from "vitepress";
import { repoRoot, sitePathOf } from "./pages.ts";

/** Where repository files that are not pages are served, as plain text. */
export const SOURCE_PREFIX = "/source/";

/** Every non-page file a page links to, so the build can copy it under /source/. */
export const linkedSourceFiles = new Set<string>();

/** Every folder a page links to (with no README of its own), served as a list of its files. */
export const linkedSourceFolders = new Set<string>();

/** The page that lists a linked folder's files, each linked to its text. */
export function folderListing(folder: string): string {
  const files = readdirSync(join(repoRoot, folder), { withFileTypes: true }).filter((item) => item.isFile());
  const links = files.map((file) => `<li><a href="./${file.name}.txt">${file.name}</a></li>`).join("\n");
  const head = `<!doctype html>\n<meta charset="utf-8">\n<title>${folder}</title>\n`;
  return `${head}<h1>${folder}/</h1>\n<ul>\n${links}\n</ul>\n`;
}

/**
 * The site address for `href` written in the repository file `from` (both repository-relative), or undefined to
 * leave the link alone (an address with a scheme, an anchor on the same page, an absolute path).
 */
export function siteHref(href: string, from: string, pages: ReadonlySet<string>): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("#") || href.startsWith("/") || href === "") return;
  const [path = "", anchor] = href.split("#", 2);
  const hash = anchor === undefined ? "" : `#${anchor}`;
  const target = relative(repoRoot, join(repoRoot, dirname(from), decodeURIComponent(path))).replace(/\\/g, "/");
  if (target.startsWith("..")) return; // outside the repository: nothing to map
  if (pages.has(target)) return `/${sitePathOf(target)}${hash}`;
  const readme = `${target.replace(/\/$/, "")}/README.md`;
  if (pages.has(readme)) return `/${sitePathOf(readme)}${hash}`;
  const full = join(repoRoot, target);
  if (existsSync(full) && statSync(full).isDirectory()) {
    const folder = target.replace(/\/$/, "");
    linkedSourceFolders.add(folder);
    for (const item of readdirSync(full, { withFileTypes: true })) {
      if (item.isFile()) linkedSourceFiles.add(`${folder}/${item.name}`);
    }
    return `${SOURCE_PREFIX}${folder}/index.html`;
  }
  if (existsSync(full) && statSync(full).isFile()) {
    // Pictures and other assets go through the site's bundler from their own place; other files are shown as text.
    if (/\.(svg|png|jpe?g|gif|webp)$/i.test(target)) return `/${target}`;
    linkedSourceFiles.add(target);
    // ".txt" so that any static host serves it as text (GitHub Pages serves a ".ts" file as video).
    return `${SOURCE_PREFIX}${target}.txt`;
  }
  return;
}

/** The markdown-it plugin: rewrites the `href` of links and the `src` of images before they are rendered. */
export function repositoryLinks(md: MarkdownRenderer, pages: ReadonlySet<string>): void {
  md.core.ruler.push("repository-links", (state) => {
    const realPath: string | undefined = state.env?.realPath ?? state.env?.path;
    if (!realPath) return;
    const from = relative(repoRoot, realPath).replace(/\\/g, "/");
    for (const block of state.tokens) {
      for (const token of block.children ?? []) {
        const attribute = token.type === "link_open" ? "href" : token.type === "image" ? "src" : undefined;
        if (!attribute) continue;
        const value = token.attrGet(attribute);
        const mapped = value === null ? undefined : siteHref(value, from, pages);
        if (mapped !== undefined) token.attrSet(attribute, mapped);
      }
    }
  });
}
