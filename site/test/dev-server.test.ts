/**
 * `npm run docs`, the first site command the README gives: run from the repository root, on a free port, it serves
 * the kit's own site (its config, title, sidebar and Chinese pages), not VitePress's default site for the root.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { launchChromium } from "../../packages/teaching-agent/test/helpers/chromium.ts";
import { type DocsServer, freePort, startDocsServer } from "./helpers/npm-docs.ts";

let browser: Browser;
let docs: DocsServer | undefined;

beforeAll(async () => {
  docs = await startDocsServer(await freePort());
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await docs?.stop();
});

test.each([
  ["/", "Agent session kit", "/docs/03-session-tree"],
  ["/zh-CN/", "Agent 会话工具包", "/zh-CN/docs/03-session-tree"],
])("npm run docs serves %s with the kit's title and sidebar", async (path, title, chapterLink) => {
  const page = await browser.newPage();
  // The dev server compiles each module on its first request: on two busy cores the first page takes a while.
  page.setDefaultTimeout(240_000);
  const response = await page.goto(`${docs!.url}${path}`, { waitUntil: "load" });
  expect(response?.status()).toBe(200);
  // Rendered: a page's heading, or VitePress's "page not found" (what the default site shows for the kit's pages).
  await page.locator(".vp-doc h1, .NotFound").first().waitFor();
  // "Chapter title | Agent session kit", or the kit's title alone on the home page (whose heading it is).
  expect(await page.title()).toMatch(new RegExp(`(^|\\| )${title}$`));
  const hrefs = await page
    .locator(".VPSidebar a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.some((href) => href.startsWith(chapterLink))).toBe(true);
  await page.close();
});
