/**
 * The built site in Chromium: every page renders without console errors and without a broken internal link,
 * search finds a word in each language, the language switch keeps the page, and each widget does what its
 * chapter says, checked against the kit's own functions on the same session.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { join, relative } from "node:path";
import { findCutPoint, isValidCutPoint, navigationTarget } from "@kit/compaction/pure";
import { contextAt } from "@kit/session-core/tree";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchChromium } from "../../packages/teaching-agent/test/helpers/chromium.ts";
import { branchingStory, compactionPath, questionsStory } from "../src/widgets/stories.ts";
import { buildSite } from "./helpers/npm-docs.ts";
import { fileFor, serveStatic } from "./helpers/static-server.ts";

const siteDir = join(import.meta.dirname, "..");
const dist = join(siteDir, "dist");
let browser: Browser;
let server: Server;
let base: string;

/** Every page of the built site (not the 404 page, not the source files it serves as text). */
function builtPages(dir = dist): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return item.name === "assets" || item.name === "source" ? [] : builtPages(path);
    return item.name.endsWith(".html") && path !== join(dist, "404.html") ? [`/${relative(dist, path)}`] : [];
  });
}

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
  test("renders its content without console errors, and every internal link finds its file", async () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const path of pages) {
      const { page, errors } = await openPage(path);
      await page.locator(".vp-doc h1").first().waitFor();
      problems.push(...errors);
      const hrefs = await page.$$eval("a[href]", (links) => links.map((link) => link.getAttribute("href") ?? ""));
      for (const href of hrefs) {
        const target = new URL(href, `${base}${path}`);
        if (target.origin !== base) continue;
        if (!fileFor(dist, target.pathname)) problems.push(`${path}: broken link to ${target.pathname}`);
      }
      await page.close();
    }
    expect(problems).toEqual([]);
    // A bound on a hang, not on speed: about 120 pages, each opened in Chromium, took 10+ minutes on two busy cores.
  }, 3_600_000);
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
  /** The built pages that show a drawn picture (an SVG from docs/images/), in one language. */
  const picturePages = (lang: "en" | "zh-CN") =>
    builtPages().filter(
      (path) =>
        path.startsWith("/zh-CN/") === (lang === "zh-CN") &&
        /<img [^>]*src="[^"]+\.svg"/.test(readFileSync(join(dist, path), "utf8")),
    );

  test.each(["en", "zh-CN"] as const)(
    "(%s) can be read where they are: text at 12 px or more at 1280×900",
    async (lang) => {
      const pages = picturePages(lang);
      expect(pages.length).toBeGreaterThanOrEqual(7);
      const tooSmall: string[] = [];
      for (const path of pages) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await page.goto(`${base}${path}`, { waitUntil: "load" });
        await page.locator(".vp-doc h1").first().waitFor();
        // Each picture as shown: the smallest font-size in its SVG, times the scale it is drawn at in the page.
        const shown: { src: string; smallest: number }[] = [];
        for (const image of await page.locator('.vp-doc img[src$=".svg"]').all()) {
          const src = (await image.getAttribute("src"))!;
          const svg = await (await fetch(new URL(src, `${base}${path}`))).text();
          const viewBoxWidth = Number(/viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg)?.[1]);
          const sizes = [...svg.matchAll(/<text [^>]*font-size="(\d+(?:\.\d+)?)"/g)].map((size) => Number(size[1]));
          const scale = (await image.boundingBox())!.width / viewBoxWidth;
          shown.push({ src, smallest: Math.min(...sizes) * scale });
        }
        expect(shown.length, path).toBeGreaterThan(0);
        for (const { src, smallest } of shown) {
          if (!(smallest >= 12)) tooSmall.push(`${path}: ${src}: its smallest text is ${smallest.toFixed(1)} px`);
        }
        await page.close();
      }
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
