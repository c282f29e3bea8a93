/**
 * What a learner meets first, in Chromium: `npm start`'s page loads without a failed request or a console error,
 * and asks nothing of a classroom (the class's page is packages/classroom's); and the Chinese page says its own words
 * in Chinese: the chat's setting lines, the request panel's roles, every label; only names from the file, the protocol
 * and the conversation stay as they are.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite } from "./helpers/browser-suite.ts";
import { ask, byTestId } from "./helpers/page.ts";
import { CHINESE_SCENE } from "./helpers/scene-words.ts";

const suite = browserSuite();

describe("npm start's page", () => {
  it("loads with no console error, no failed request and no question about a class", async () => {
    const page = await suite.freshPage("first load");
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/class/")) problems.push(`asked ${request.url()}`);
    });
    await page.reload();
    await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor();
    await byTestId(page, "tree").waitFor();
    await byTestId(page, "chat-column").waitFor();
    expect(problems).toEqual([]);
  });
});

/**
 * Text the page writes itself, in English: an element's own text with a Latin word and no Chinese character. Left
 * out: what comes from the file, the protocol or the conversation (code, ids, tool and event names, messages).
 */
async function englishWordsOnPage(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const theirs = "code, pre, kbd, s, option, .text, .markdown, .tool-name, .tool-call-id, .event-name, " +
      ".event-detail, .session-name, .label-badge, .bubble.user p, [aria-hidden=true]";
    const found = [];
    for (const element of document.body.querySelectorAll("*")) {
      if (element.closest(theirs) || element.getClientRects().length === 0) continue;
      const texts = [...element.childNodes].filter((node) => node.nodeType === 3);
      const own = texts.map((node) => node.textContent).join("");
      // Names from the file or the protocol (ids, snake_case, paths, provider/model, file names), and milliseconds.
      const words = own.replace(/\\d\\s*ms\\b/g, " ").replace(/[\\w.-]*[_/.\\d][\\w./-]*/g, " ");
      if (/[A-Za-z]{2,}/.test(words) && !/[\\u4e00-\\u9fff]/.test(own)) found.push(own.trim());
    }
    return found;
  })()`);
}

describe("the Chinese page", () => {
  it("says its own words in Chinese: the chat's setting line, the request's tool role, every label", async () => {
    const page = await suite.freshPage("中文页面", undefined, { locale: "zh-CN" });
    await ask(page, CHINESE_SCENE.greeting.prompt, CHINESE_SCENE.greeting.answer);
    await ask(page, CHINESE_SCENE.listFiles.prompt, CHINESE_SCENE.listFiles.answer);
    // The model change the first run saved, and the tool result the second sent back to the model.
    await byTestId(page, "chat-entry").filter({ hasText: "scripted/teaching" }).waitFor();
    // The request's beginning, folded as the same as the last leaf's, holds the tool result: open it.
    await byTestId(page, "shared-prefix").click();
    await page.locator(`[data-testid="context-message"][data-role="tool"]`).first().waitFor();
    expect(await englishWordsOnPage(page)).toEqual([]);
  });
});
