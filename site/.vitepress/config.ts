// The course site: the repository's own Markdown (chapters, exercises, guides) as pages, English at / and Chinese
// under /zh-CN/. Nothing is copied: srcDir is the repository root and src/pages.ts picks the files.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { defineConfig } from "vitepress";
import { folderListing, linkedSourceFiles, linkedSourceFolders, repositoryLinks, SOURCE_PREFIX } from "../src/links.ts";
import { repoRoot, sidebar, sitePathOf, sourcePages } from "../src/pages.ts";
import { searchRank } from "../src/search-rank.ts";
import { searchWords } from "../src/search-words.ts";
import { widgetsAfterPictures } from "../src/widget-slots.ts";

const pages = sourcePages();
const pageSet = new Set(pages);
// SITE_BASE: the path the site is served under, e.g. "/agent-session-kit/" for a GitHub Pages project site.
const base = process.env.SITE_BASE ?? "/";

export default defineConfig({
  srcDir: "..",
  // Markdown that is not a page: code, tests and their fixtures, sample workspaces, the reference solutions.
  srcExclude: [
    "**/node_modules/**",
    "site/**",
    "bench/**",
    "demos/**",
    "scripts/**",
    "packages/*/*/**",
    "exercises/solutions/**",
    "sessions*/**",
  ],
  base,
  outDir: "dist",
  cacheDir: ".vitepress/cache",
  title: "Agent session kit",
  // No favicon to fetch: a browser asking for /favicon.ico would log a 404 on every page.
  head: [["link", { rel: "icon", href: "data:," }]],
  cleanUrls: false,
  lastUpdated: false,
  // Links into /source/ are files the build writes itself (below), not pages.
  ignoreDeadLinks: [(url: string) => url.startsWith(SOURCE_PREFIX)],
  rewrites: Object.fromEntries(pages.map((source) => [source, sitePathOf(source)])),
  locales: {
    root: { label: "English", lang: "en" },
    "zh-CN": {
      label: "简体中文",
      lang: "zh-CN",
      title: "Agent 会话工具包",
      themeConfig: {
        sidebar: sidebar("zh-CN"),
        docFooter: { prev: "上一页", next: "下一页" },
        outline: { label: "本页内容" },
        returnToTopLabel: "回到顶部",
        sidebarMenuLabel: "目录",
        langMenuLabel: "语言",
        darkModeSwitchLabel: "外观",
      },
    },
  },
  themeConfig: {
    sidebar: sidebar("en"),
    outline: { level: [2, 3] },
    search: {
      provider: "local",
      options: {
        miniSearch: {
          options: { tokenize: searchWords },
          searchOptions: { tokenize: searchWords, boostDocument: searchRank },
        },
        locales: {
          "zh-CN": {
            translations: {
              button: { buttonText: "搜索", buttonAriaLabel: "搜索" },
              modal: {
                noResultsText: "没有结果",
                resetButtonTitle: "清除",
                footer: { selectText: "选择", navigateText: "切换", closeText: "关闭" },
              },
            },
          },
        },
      },
    },
  },
  markdown: {
    config: (md) => {
      repositoryLinks(md, pageSet);
      widgetsAfterPictures(md);
    },
  },
  vite: {
    plugins: [
      {
        // `npm run docs`: serve the repository files the pages link to (a .ts file) as plain text.
        name: "kit-source-files",
        configureServer(server) {
          server.middlewares.use((request, response, next) => {
            const url = decodeURIComponent((request.url ?? "").split("?")[0]!);
            const path = url.startsWith(base) ? `/${url.slice(base.length)}` : url;
            if (!path.startsWith(SOURCE_PREFIX)) return next();
            const file = path.slice(SOURCE_PREFIX.length).replace(/\.txt$/, "");
            const folder = file.replace(/\/index\.html$/, "");
            if (linkedSourceFolders.has(folder)) {
              response.setHeader("content-type", "text/html; charset=utf-8");
              return response.end(folderListing(folder));
            }
            if (!linkedSourceFiles.has(file)) return next();
            response.setHeader("content-type", "text/plain; charset=utf-8");
            response.end(readFileSync(join(repoRoot, file)));
          });
        },
      },
    ],
  },
  // `npm run docs:build`: copy the same files into the built site, so its links work with no server behind it.
  buildEnd(config) {
    for (const file of linkedSourceFiles) {
      const target = join(config.outDir, `${SOURCE_PREFIX}${file}.txt`);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(repoRoot, file), target);
    }
    // A page with no Chinese text (a package's README): its Chinese address leads to the English page, so the
    // language switch never ends on a missing page.
    for (const source of pages) {
      const path = sitePathOf(source);
      if (path.startsWith("zh-CN/") || pageSet.has(source.replace(/\.md$/, ".zh-CN.md"))) continue;
      if (source.startsWith("docs/") && pageSet.has(`docs/zh-CN/${source.slice(5)}`)) continue;
      const page = path.replace(/index\.md$/, "").replace(/\.md$/, ".html");
      const target = join(config.outDir, "zh-CN", page.endsWith("/") || page === "" ? `${page}index.html` : page);
      mkdirSync(dirname(target), { recursive: true });
      const href = `${base}${page}`;
      writeFileSync(
        target,
        // The same empty icon as every page: a browser would otherwise ask for /favicon.ico and log a 404.
        `<!doctype html>\n<meta charset="utf-8">\n<link rel="icon" href="data:,">\n` +
          `<meta http-equiv="refresh" content="0; url=${href}">\n`,
      );
    }
    for (const folder of linkedSourceFolders) {
      writeFileSync(join(config.outDir, `${SOURCE_PREFIX}${folder}/index.html`), folderListing(folder));
    }
  },
});
