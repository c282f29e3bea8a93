/**
 * The built site. Without a browser, on every page (about 140): its language, its content, every internal link and
 * every file it fetches found, nothing the browser's parser would repair (helpers/built-html.ts). In Chromium, what
 * needs a browser, on a few pages: a page of each section opens without a console error, search finds a word in each
 * language, the language switch keeps the page, the pictures are readable where they are and open full size, and each
 * widget does what its chapter says, checked against the kit's own functions on the same session.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { findCutPoint, isValidCutPoint, navigationTarget } from "@kit/compaction/pure";
import { contextAt } from "@kit/session-core/tree";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchChromium } from "../../packages/teaching-agent/test/helpers/chromium.ts";
import { branchingStory, compactionPath, questionsStory } from "../src/widgets/stories.ts";
import {
  builtPages,
  type PagePicture,
  type ParsedPage,
  pageProblems,
  parsePage,
  picturesOf,
} from "./helpers/built-html.ts";
import { buildSite } from "./helpers/npm-docs.ts";
import { serveStatic } from "./helpers/static-server.ts";

const siteDir = join(import.meta.dirname, "..");
const dist = join(siteDir, "dist");
let browser: Browser;
let server: Server;
let base: string;
let pages: ParsedPage[];

/** A page that fails the test on any console error or uncaught exception. */
async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${path}: console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${path}: ${error.message}`));
  await page.goto(`${base}${path}`, { waitUntil: "load" });
  return { page, errors };
}

beforeAll(async () => {
  // `npm run docs:build` from the repository root, as the README says; an earlier build must not stand in for it.
  rmSync(dist, { recursive: true, force: true });
  await buildSite();
  pages = builtPages(dist).map((path) => parsePage(dist, path));
  ({ server, url: base } = await serveStatic(dist));
  browser = await launchChromium();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
});

test("npm run docs:build writes the kit's site to site/dist, in both languages", () => {
  for (const [page, title] of [
    ["index.html", "Agent session kit"],
    ["zh-CN/index.html", "Agent 会话工具包"],
    ["zh-CN/docs/03-session-tree.html", "Agent 会话工具包"],
  ] as const) {
    expect(existsSync(join(dist, page)), `site/dist/${page}`).toBe(true);
    const built = /<title>([^<]*)<\/title>/.exec(readFileSync(join(dist, page), "utf8"))?.[1];
    expect(built).toMatch(new RegExp(`(^|\\| )${title}$`));
  }
});

describe("every page", () => {
  test("is in its language, shows its content, finds every link and file it needs, parses as written", () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.flatMap((page) => pageProblems(dist, page))).toEqual([]);
  });

  test("of each section, in each language, opens in Chromium without a console error", async () => {
    // The code that runs in the browser is the same theme on every page: one page of each section (the first in file
    // order) stands for the rest; the journeys below open the chapters with widgets and pictures.
    const sections = new Map<string, string>();
    for (const { path } of pages) {
      const section = /^\/(zh-CN\/)?[^/]*/.exec(path.replace(/[^/]*\.html$/, ""))![0];
      if (!sections.has(section)) sections.set(section, path);
    }
    expect([...sections.keys()]).toEqual(
      expect.arrayContaining(["/docs", "/exercises", "/zh-CN/docs", "/zh-CN/packages"]),
    );
    const problems: string[] = [];
    for (const path of sections.values()) {
      const { page, errors } = await openPage(path);
      // A page the build wrote to send the reader on (a package README has no Chinese twin) lands on a rendered one.
      await page.locator(".vp-doc h1").first().waitFor();
      problems.push(...errors);
      await page.close();
    }
    expect(problems).toEqual([]);
  });
});

describe("search", () => {
  for (const [home, word, expected] of [
    ["/", "compaction", "/docs/06-compaction.html"],
    ["/zh-CN/", "压缩", "/zh-CN/docs/06-compaction.html"],
  ] as const) {
    test(`finds "${word}" from ${home}, the chapter first`, async () => {
      const { page, errors } = await openPage(home);
      await page.locator(".VPNavBarSearch button").first().click();
      await page.locator(".VPLocalSearchBox input").fill(word);
      const results = page.locator(".VPLocalSearchBox .result");
      await results.first().waitFor();
      const links = await results.evaluateAll((items) => items.map((item) => item.getAttribute("href") ?? ""));
      // A learner lands on the chapter first, and the teacher's answers are not what the first screen offers.
      expect(links[0]).toMatch(new RegExp(`^${expected}`));
      expect(links.slice(0, 10).filter((link) => /\/docs\/(teacher\/|teaching\.html)/.test(link))).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

test("the language switch keeps the page", async () => {
  for (const [from, to] of [
    ["/docs/03-session-tree.html", "/zh-CN/docs/03-session-tree.html"],
    ["/zh-CN/exercises/03-path-to-root/", "/exercises/03-path-to-root/"],
  ] as const) {
    const { page } = await openPage(from);
    const switchTo = page.locator(`.VPNavBarTranslations a[href="${to}"]`);
    expect(await switchTo.count()).toBe(1);
    await page.goto(`${base}${to}`);
    await page.locator(".vp-doc h1").first().waitFor();
    await page.close();
  }
});

describe("the pictures", () => {
  test.each(["en", "zh-CN"] as const)(
    "(%s) can be read where they are: text at 12 px or more at 1280×900",
    async (lang) => {
      const pictures = pages
        .filter((page) => page.path.startsWith("/zh-CN/") === (lang === "zh-CN"))
        .flatMap((page) => picturesOf(dist, page));
      expect(new Set(pictures.map((picture) => picture.page)).size).toBeGreaterThanOrEqual(7);
      // How wide a picture is drawn depends on the page's layout and where in the page it sits, not on the page: one
      // page for each placement is measured in Chromium, and its width stands for every picture placed the same way.
      const drawnWidth = new Map<string, number>();
      for (const picture of pictures) {
        if (drawnWidth.has(picture.placement)) continue;
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await page.goto(`${base}${picture.page}`, { waitUntil: "load" });
        await page.locator(".vp-doc h1").first().waitFor();
        // A string, run in the page: the Node side of the tests has no DOM types.
        const shown = await page.evaluate<{ drawn: number; room: number }>(`(() => {
          const image = document.querySelector('.vp-doc img[src=${JSON.stringify(picture.src)}]');
          const style = getComputedStyle(image.parentElement);
          const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
          return { drawn: image.getBoundingClientRect().width, room: image.parentElement.clientWidth - padding };
        })()`);
        // What the static rule below assumes: a picture is drawn at its own width, or narrower to fit its place.
        expect(shown.drawn, `${picture.page}: ${picture.src}`).toBeCloseTo(Math.min(picture.width, shown.room), 0);
        drawnWidth.set(picture.placement, shown.room);
        await page.close();
      }
      const tooSmall = pictures
        .map((picture) => {
          const scale = Math.min(picture.width, drawnWidth.get(picture.placement)!) / picture.viewBoxWidth;
          return { ...picture, smallest: picture.smallestText * scale };
        })
        .filter((picture: PagePicture & { smallest: number }) => !(picture.smallest >= 12))
        .map(({ page, src, smallest }) => `${page}: ${src}: its smallest text is ${smallest.toFixed(1)} px`);
      expect(tooSmall).toEqual([]);
    },
  );

  test.each(["en", "zh-CN"] as const)("(%s) open full size on a click or Enter, and close on Escape", async (lang) => {
    const prefix = lang === "en" ? "" : "/zh-CN";
    const { page, errors } = await openPage(`${prefix}/docs/07-tree-navigation.html`);
    const picture = page.locator('.vp-doc img[src$=".svg"]').first();
    const inColumn = (await picture.boundingBox())!.width;
    await picture.click();
    const zoomed = page.locator("[data-picture-zoom] img");
    await zoomed.waitFor();
    // The same file, opened from its address in the page.
    const file = (image: typeof picture) => image.getAttribute("src").then((src) => new URL(src!, page.url()).pathname);
    expect(await file(zoomed)).toBe(await file(picture));
    expect((await zoomed.boundingBox())!.width).toBeGreaterThan(inColumn * 1.5);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("[data-picture-zoom]").count()).toBe(0);
    // Without a mouse: Escape gave the focus back to the picture, and Enter on it opens it again.
    const src = await picture.getAttribute("src");
    expect(await page.evaluate<string | null>('document.activeElement?.getAttribute("src") ?? null')).toBe(src);
    await page.keyboard.press("Enter");
    await zoomed.waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("[data-picture-zoom]").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the widgets", () => {
  test.each(["en", "zh-CN"] as const)(
    "03 (%s): a click makes the entry the leaf and lists its context",
    async (lang) => {
      const story = branchingStory(lang);
      const prefix = lang === "en" ? "" : "/zh-CN";
      const { page, errors } = await openPage(`${prefix}/docs/03-session-tree.html`);
      const widget = page.locator('[data-widget="tree"]');
      for (const [slot, id] of [
        ["a", "e03"],
        ["b", "e07"],
        ["a", "e06"],
      ] as const) {
        await widget.locator(`[data-slot="${slot}"]`).click();
        await widget.locator(`[data-entry-id="${id}"]`).click();
        await expect.poll(() => widget.locator(`[data-leaf="${slot}"]`).textContent()).toBe(id);
        const listed = await widget.locator(`[data-context="${slot}"] li`).count();
        expect(listed).toBe(contextAt(story.tree, id).messages.length);
        const lit = await widget
          .locator(`button.on-${slot}`)
          .evaluateAll((items) => items.map((item) => item.getAttribute("data-entry-id")));
        expect(lit.sort()).toEqual(
          story.tree
            .pathToRoot(id)
            .map((entry) => entry.id)
            .sort(),
        );
      }
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  test.each(["en", "zh-CN"] as const)(
    "06 (%s): the slider moves the cut to what findCutPoint returns",
    async (lang) => {
      const path = compactionPath(lang);
      const prefix = lang === "en" ? "" : "/zh-CN";
      const { page, errors } = await openPage(`${prefix}/docs/06-compaction.html`);
      const widget = page.locator('[data-widget="cut-point"]');
      const total = Number(await widget.locator("[data-keep]").getAttribute("max"));
      for (const keep of [0, 40, 120, 250, 400, Math.floor(total / 2), total]) {
        await widget.locator("[data-keep]").fill(String(keep));
        const expected = path[findCutPoint(path, 0, path.length, keep).firstKeptIndex]!;
        await expect.poll(() => widget.locator("[data-first-kept]").textContent()).toBe(expected.id);
        // The kept part never starts at a tool result: a call keeps its result.
        expect(isValidCutPoint(expected) || expected === path[0]).toBe(true);
        const firstKept = widget.locator('[data-state="kept"]').first();
        expect(await firstKept.getAttribute("data-entry-id")).toBe(expected.id);
      }
      // Demo 06's session, the one the picture above is drawn from: the rows are its entries, with its files' text.
      const ids = await widget
        .locator("[data-entry-id]")
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-entry-id")));
      expect(ids).toEqual(path.map((entry) => entry.id));
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  test.each(["en", "zh-CN"] as const)("07 (%s): a user message puts the leaf on its parent", async (lang) => {
    const tree = questionsStory(lang);
    const prefix = lang === "en" ? "" : "/zh-CN";
    const { page, errors } = await openPage(`${prefix}/docs/07-tree-navigation.html`);
    const widget = page.locator('[data-widget="navigation"]');
    for (const id of ["e05", "e06", "e01", "e09"]) {
      const target = navigationTarget(tree, id);
      await widget.locator(`[data-entry-id="${id}"]`).click();
      await expect.poll(() => widget.locator("[data-leaf]").textContent()).toBe(target.leafId ?? "null");
      expect(await widget.locator("[data-editor]").inputValue()).toBe(target.editorText ?? "");
    }
    // Sending the edited question grows a branch beside the old one: the tree has one entry more.
    await widget.locator('[data-entry-id="e05"]').click();
    await widget.locator("[data-editor]").fill("Read sessions.md.");
    await widget.locator("[data-send]").click();
    await expect.poll(() => widget.locator("[data-entry-id]").count()).toBe(tree.size + 1);
    // The picture above it and demo 07 append a branch summary first; the widget says why it has none.
    expect(await widget.locator("[data-summary-note]").textContent()).toContain("branch_summary");
    expect(errors).toEqual([]);
    await page.close();
  });
});
