// The checks site.test.ts runs on every built page, each shown to fail on a page that has the fault: a small site
// written to a temporary folder, one sound page beside one page per fault.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { builtPages, pageProblems, parsePage, picturesOf } from "./helpers/built-html.ts";

let dist: string;

/** A page as VitePress writes one: `lang`, a title, the content in `.vp-doc` under `#app`. */
const page = (lang: string, title: string, content: string) =>
  `<!DOCTYPE html>\n<html lang="${lang}"><head><title>${title}</title>` +
  `<script type="module" src="/assets/app.js"></script></head>` +
  `<body><div id="app"><div class="VPDoc has-aside"><div class="vp-doc">${content}</div></div></div></body></html>`;

const files: Record<string, string> = {
  "assets/app.js": "",
  "assets/picture.svg":
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 680 100" width="680"><text font-size="13">a</text></svg>',
  "index.html": page(
    "en",
    "Agent session kit",
    '<h1>Home</h1><p><a href="/docs/one.html">one</a> <img src="/assets/picture.svg" alt="a picture"></p>',
  ),
  "docs/one.html": page("en", "One | Agent session kit", '<h1>One</h1><p><a href="../index.html#top">home</a></p>'),
  "zh-CN/index.html": page("zh-CN", "Agent 会话工具包", "<h1>首页</h1>"),
  "zh-CN/docs/one.html": '<!doctype html>\n<meta http-equiv="refresh" content="0; url=/docs/one.html">\n',
  // One fault each.
  "docs/broken-link.html": page("en", "Broken | Agent session kit", '<h1>B</h1><a href="/docs/nowhere.html">x</a>'),
  "docs/missing-file.html": page("en", "Missing | Agent session kit", '<h1>M</h1><img src="/assets/gone.svg">'),
  "docs/no-heading.html": page("en", "Empty | Agent session kit", "<p>no heading</p>"),
  "docs/p-cut.html": page("en", "Cut | Agent session kit", "<h1>C</h1><p>a<div>block</div>b</p>"),
  "docs/tbody.html": page("en", "Table | Agent session kit", "<h1>T</h1><table><tr><td>1</td></tr></table>"),
  "docs/fostered.html": page("en", "Fostered | Agent session kit", "<h1>F</h1><table><span>x</span></table>"),
  "zh-CN/docs/english-title.html": page("zh-CN", "One | Agent session kit", "<h1>一</h1>"),
  "zh-CN/docs/wrong-lang.html": page("en", "一 | Agent 会话工具包", "<h1>一</h1>"),
  "zh-CN/docs/sends-nowhere.html": '<!doctype html>\n<meta http-equiv="refresh" content="0; url=/docs/gone.html">\n',
};

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), "kit-built-html-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const problemsOf = (path: string) => pageProblems(dist, parsePage(dist, path));

test("a sound page, and a page that sends the reader to one, have no problem", () => {
  for (const path of ["/index.html", "/docs/one.html", "/zh-CN/index.html", "/zh-CN/docs/one.html"])
    expect(problemsOf(path), path).toEqual([]);
  expect(builtPages(dist)).toContain("/docs/one.html");
});

test.each([
  ["/docs/broken-link.html", "broken link to /docs/nowhere.html"],
  ["/docs/missing-file.html", "missing file /assets/gone.svg"],
  ["/docs/no-heading.html", "no heading in .vp-doc"],
  ["/docs/p-cut.html", "<p> on line 2 closed by the parser"],
  ["/docs/tbody.html", "<tbody> added by the parser"],
  ["/docs/fostered.html", "an element moved ahead of <table> on line 2"],
  ["/zh-CN/docs/english-title.html", 'title "One | Agent session kit"'],
  ["/zh-CN/docs/wrong-lang.html", 'lang="en"'],
  ["/zh-CN/docs/sends-nowhere.html", "sends to /docs/gone.html"],
])("%s: %s", (path, problem) => {
  expect(problemsOf(path)).toContain(`${path}: ${problem}`);
});

test("a picture is read from its SVG: its width, its viewBox's width, its smallest text, where it sits", () => {
  expect(picturesOf(dist, parsePage(dist, "/index.html"))).toEqual([
    {
      page: "/index.html",
      src: "/assets/picture.svg",
      placement: "VPDoc has-aside / p",
      width: 680,
      viewBoxWidth: 680,
      smallestText: 13,
    },
  ]);
});
