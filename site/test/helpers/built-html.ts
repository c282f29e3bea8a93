/**
 * The built site read as files, without a browser: each page parsed as a browser parses it (parse5 follows the HTML
 * standard's parsing rules), so what a browser would fetch, follow or repair can be checked on every page in
 * milliseconds instead of seconds each in Chromium. What needs layout or running code stays in site.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { fileFor } from "./static-server.ts";

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

/** Every page of the built site (not the 404 page, not the source files it serves as text). */
export function builtPages(dist: string, dir = dist): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return item.name === "assets" || item.name === "source" ? [] : builtPages(dist, path);
    return item.name.endsWith(".html") && path !== join(dist, "404.html") ? [`/${relative(dist, path)}`] : [];
  });
}

/** A built page, parsed: its elements in document order, with where each one was written in the file. */
export interface ParsedPage {
  path: string;
  elements: Element[];
}

export function parsePage(dist: string, path: string): ParsedPage {
  const document = parse(readFileSync(join(dist, path), "utf8"), { sourceCodeLocationInfo: true });
  const elements: Element[] = [];
  const walk = (node: Node) => {
    if ("tagName" in node) elements.push(node);
    for (const child of "childNodes" in node ? node.childNodes : []) walk(child);
    if ("content" in node) walk(node.content);
  };
  walk(document);
  return { path, elements };
}

export const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const hasClass = (element: Element, name: string) => (attribute(element, "class") ?? "").split(/\s+/).includes(name);

/** The elements inside `root` (itself left out), in document order. */
function inside(page: ParsedPage, root: Element): Element[] {
  const within = (element: Element): boolean =>
    element.parentNode !== null && "tagName" in element.parentNode
      ? element.parentNode === root || within(element.parentNode)
      : false;
  return page.elements.filter(within);
}

/** The text of an element, as textContent gives it. */
function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterTypes.TextNode).value;
  return ("childNodes" in node ? node.childNodes : []).map(textOf).join("");
}

/** A page written by the build to send the reader on (`<meta http-equiv="refresh">`): the address it sends to. */
export function redirectOf(page: ParsedPage): string | undefined {
  const meta = page.elements.find((element) => element.tagName === "meta" && attribute(element, "http-equiv"));
  return meta ? /url=(.*)$/.exec(attribute(meta, "content") ?? "")?.[1] : undefined;
}

/** Addresses on the site itself that `page` links to (`<a href>`), as the browser resolves them. */
export function internalLinks(page: ParsedPage): string[] {
  return page.elements
    .filter((element) => element.tagName === "a")
    .map((link) => attribute(link, "href"))
    .filter((href): href is string => href !== undefined)
    .map((href) => new URL(href, `${SITE}${page.path}`))
    .filter((target) => target.origin === SITE)
    .map((target) => target.pathname);
}

/** Where the built page is "served" from, to resolve its links the way a browser does. */
const SITE = "http://site.test";

/**
 * Files on the site the browser fetches to draw the page: scripts, style sheets, preloads, pictures. A missing one is
 * a failed request and a console error in the browser.
 */
export function fetchedFiles(page: ParsedPage): string[] {
  const addresses = page.elements.flatMap((element) => {
    if (element.tagName === "script" || element.tagName === "img") return [attribute(element, "src")];
    if (element.tagName === "link") return [attribute(element, "href")];
    return [];
  });
  return addresses
    .filter((address): address is string => address !== undefined)
    .map((address) => new URL(address, `${SITE}${page.path}`))
    .filter((target) => target.origin === SITE)
    .map((target) => target.pathname);
}

/** HTML elements with no end tag; every other element the build writes has one. */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"]);

/**
 * What the browser's parser would change in the rendered content (`#app`): an element it adds (a `<tbody>`, the
 * second half of a `<p>` a `<div>` cut in two), closes early, or moves (a tag inside a table the parser puts before
 * it). Vue then finds a page that differs from the one it rendered, and says so in the console ("Hydration completed
 * but contains mismatches") on that page.
 */
export function parserRepairs(page: ParsedPage): string[] {
  const app = page.elements.find((element) => attribute(element, "id") === "app");
  if (!app) return [];
  const repairs: string[] = [];
  let lastOffset = -1;
  for (const element of inside(page, app)) {
    const where = element.sourceCodeLocation;
    if (!where) {
      repairs.push(`<${element.tagName}> added by the parser`);
      continue;
    }
    const html = element.namespaceURI === "http://www.w3.org/1999/xhtml";
    if (html && !VOID.has(element.tagName) && !where.endTag)
      repairs.push(`<${element.tagName}> on line ${where.startLine} closed by the parser`);
    // Written before the element the parser placed ahead of it: that one was moved (out of a table, say).
    if (where.startOffset < lastOffset)
      repairs.push(`an element moved ahead of <${element.tagName}> on line ${where.startLine}`);
    lastOffset = where.startOffset;
  }
  return repairs;
}

/** The site's title in the page's language, as `<title>` ends with it. */
const SITE_TITLE = { en: "Agent session kit", "zh-CN": "Agent 会话工具包" } as const;

/**
 * What is wrong with a built page, found without a browser: in the page's language (`<html lang>`, and its title),
 * with its content rendered (a heading in `.vp-doc`), every internal link and every fetched file found in `dist`,
 * nothing the parser would repair. A page that sends the reader on is checked for the page it sends to.
 */
export function pageProblems(dist: string, page: ParsedPage): string[] {
  const { path } = page;
  const redirect = redirectOf(page);
  if (redirect !== undefined) {
    return fileFor(dist, new URL(redirect, `${SITE}${path}`).pathname) ? [] : [`${path}: sends to ${redirect}`];
  }
  const problems: string[] = [];
  const language = path.startsWith("/zh-CN/") ? "zh-CN" : "en";
  const html = page.elements.find((element) => element.tagName === "html");
  if (html && attribute(html, "lang") !== language) problems.push(`${path}: lang="${attribute(html, "lang")}"`);
  const title = page.elements.find((element) => element.tagName === "title");
  const titleText = title ? textOf(title) : "";
  if (!new RegExp(`(^|\\| )${SITE_TITLE[language]}$`).test(titleText)) problems.push(`${path}: title "${titleText}"`);
  const content = page.elements.find((element) => hasClass(element, "vp-doc"));
  if (!content || !inside(page, content).some((element) => element.tagName === "h1"))
    problems.push(`${path}: no heading in .vp-doc`);
  for (const target of internalLinks(page))
    if (!fileFor(dist, target)) problems.push(`${path}: broken link to ${target}`);
  for (const target of fetchedFiles(page)) if (!fileFor(dist, target)) problems.push(`${path}: missing file ${target}`);
  problems.push(...parserRepairs(page).map((repair) => `${path}: ${repair}`));
  return problems;
}

/** A drawn picture (an SVG from docs/images/) as a page shows it, with what the drawing says of its own size. */
export interface PagePicture {
  page: string;
  src: string;
  /** Where it sits: the page's layout (VitePress's classes) and the elements from `.vp-doc` down to the picture. */
  placement: string;
  /** The SVG's own width (`width`, else its viewBox's), the width its viewBox draws into, its smallest text. */
  width: number;
  viewBoxWidth: number;
  smallestText: number;
}

/** The drawn pictures on a built page, each read from its SVG file. */
export function picturesOf(dist: string, page: ParsedPage): PagePicture[] {
  const content = page.elements.find((element) => hasClass(element, "vp-doc"));
  if (!content) return [];
  const layout = page.elements
    .filter((element) => /^VP(Content|Doc)\b/.test(attribute(element, "class") ?? ""))
    .map((element) => attribute(element, "class"))
    .join(" / ");
  return inside(page, content)
    .filter((element) => element.tagName === "img" && /\.svg$/.test(attribute(element, "src") ?? ""))
    .map((image) => {
      const src = attribute(image, "src")!;
      const svg = readFileSync(fileFor(dist, new URL(src, `${SITE}${page.path}`).pathname)!, "utf8");
      const viewBoxWidth = Number(/viewBox="[\d.-]+ [\d.-]+ ([\d.]+) /.exec(svg)?.[1]);
      const width = Number(/<svg [^>]*\bwidth="([\d.]+)"/.exec(svg)?.[1] ?? viewBoxWidth);
      const sizes = [...svg.matchAll(/<text [^>]*font-size="(\d+(?:\.\d+)?)"/g)].map((size) => Number(size[1]));
      const ancestors: string[] = [];
      for (let node = image.parentNode; node && node !== content && "tagName" in node; node = node.parentNode)
        ancestors.unshift(node.tagName);
      return {
        page: page.path,
        src,
        placement: `${layout} / ${ancestors.join(" > ")}`,
        width,
        viewBoxWidth,
        smallestText: Math.min(...sizes),
      };
    });
}
