/**
 * The page's language, in Chromium: it follows the browser (`locale` zh-CN: Chinese) with a server started without
 * KIT_LANG, and so are the server's refusals it shows; `?lang=` overrides the browser and is remembered after a
 * reload without it, and an en-US browser gets English.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite } from "./helpers/browser-suite.ts";
import { byTestId } from "./helpers/page.ts";

const suite = browserSuite();

/** The words a learner sees first: the tree's heading, the Send button, the language the document says. */
async function labels(page: Page) {
  return {
    tree: await page.locator(".tree-panel h2").textContent(),
    send: (await byTestId(page, "send-button").textContent())?.trim(),
    lang: await page.evaluate<string>("document.documentElement.lang"),
  };
}

/** Loads `address` in the page and waits for the session's events to be live, as openSession does. */
async function load(page: Page, address: string) {
  await page.goto(address);
  await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor();
  await byTestId(page, "tree").waitFor();
}

describe("the page's language", () => {
  it("is Chinese in a zh-CN browser, though the server was started without KIT_LANG", async () => {
    expect(process.env.KIT_LANG ?? "").not.toMatch(/^zh/i);
    const page = await suite.freshPage("中文浏览器", undefined, { locale: "zh-CN" });
    expect(await labels(page)).toEqual({ tree: "会话树", send: "发送", lang: "zh-CN" });
    expect(await byTestId(page, "language-select").inputValue()).toBe("zh-CN");
  });

  it("reads the server's refusals in the page's language, though the server speaks English", async () => {
    const page = await suite.freshPage("中文报错", undefined, { locale: "zh-CN" });
    await page.goto(`${new URL(page.url()).origin}/#session=nope`);
    await byTestId(page, "error-banner").filter({ hasText: '里没有会话 "nope"' }).waitFor();
  });

  it("follows ?lang= over the browser, and keeps that choice after a reload without it", async () => {
    const page = await suite.freshPage("英文链接", undefined, { locale: "zh-CN" });
    const session = new URL(page.url()).hash;
    const origin = new URL(page.url()).origin;
    await load(page, `${origin}/?lang=en${session}`);
    expect(await labels(page)).toEqual({ tree: "Session tree", send: "Send", lang: "en" });
    await load(page, `${origin}/${session}`);
    expect((await labels(page)).tree).toBe("Session tree");
    // The switch is the other way to choose, and is remembered the same way.
    await byTestId(page, "language-select").selectOption("zh-CN");
    await load(page, `${origin}/${session}`);
    expect((await labels(page)).tree).toBe("会话树");
  });

  it("is English in an en-US browser, and ?lang=zh-CN makes it Chinese", async () => {
    const page = await suite.freshPage("english");
    expect(await labels(page)).toEqual({ tree: "Session tree", send: "Send", lang: "en" });
    const session = new URL(page.url()).hash;
    await load(page, `${new URL(page.url()).origin}/?lang=zh-CN${session}`);
    expect(await labels(page)).toEqual({ tree: "会话树", send: "发送", lang: "zh-CN" });
  });
});
