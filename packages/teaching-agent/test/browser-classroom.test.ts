/**
 * The page in a classroom, in Chromium: a projector (presentation mode, 1024
 * px), a laptop, a phone (480 px); the event timeline a class reads while a
 * run streams; the page in Chinese.
 */
import { describe, expect, it } from "vitest";
import { LONG_PROMPT } from "./helpers/agent.ts";
import { browserSuite } from "./helpers/browser-suite.ts";
import { timelineWhileReading } from "./helpers/chapter-scenes.ts";
import { ask, byTestId, clickTreeEntry, contextAt, entryIdOf, screenshot } from "./helpers/page.ts";
import { ENGLISH_SCENE } from "./helpers/scene-words.ts";
import { GREETING, TOOLS_ANSWER } from "./helpers/teaching-answers.ts";

const suite = browserSuite();

describe("a projector, a laptop, a phone", () => {
  it("keeps tree and model's view side by side at 1024 px, opens at the top, has a presentation mode", async () => {
    const page = await suite.freshPage("projector", undefined, { viewport: { width: 1024, height: 768 } });
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    await page.reload();
    await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor();
    expect(await page.evaluate<number>("window.scrollY")).toBe(0);

    await byTestId(page, "presentation-toggle").check();
    // Larger than the page's 15 px: 20 px for the back of a room (browser-projector.test.ts checks what it shows).
    expect(await page.evaluate<string>("getComputedStyle(document.documentElement).fontSize")).toBe("20px");
    await clickTreeEntry(page, await entryIdOf(page, GREETING));
    const tree = await byTestId(page, "tree").boundingBox();
    const context = await byTestId(page, "context-panel").boundingBox();
    expect(tree && context).toBeTruthy();
    // Side by side, both on the first screen.
    expect(context!.x).toBeGreaterThan(tree!.x + tree!.width - 1);
    expect(context!.y).toBeLessThan(768);
    expect(tree!.y).toBeLessThan(768);
    expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(1024);
    await screenshot(page, "11-presentation", "10-presentation");
  });

  it("stacks in one column at 480 px with nothing wider than the screen", async () => {
    const page = await suite.freshPage("phone", undefined, { viewport: { width: 480, height: 900 } });
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(480);
    expect(await page.evaluate<number>("window.scrollX")).toBe(0);
    await screenshot(page, "12-phone");
  });

  it("keeps the label of a hovered primary button readable, and the row actions off the leaf badge", async () => {
    const page = await suite.freshPage("hover");
    await ask(page, "hello", GREETING);
    await byTestId(page, "prompt-input").fill("something");
    const send = byTestId(page, "send-button");
    await send.hover();
    const colours = await page.evaluate<{ background: string; color: string }>(
      `(() => {
        const style = getComputedStyle(document.querySelector('[data-testid="send-button"]'));
        return { background: style.backgroundColor, color: style.color };
      })()`,
    );
    expect(colours.color).toBe("rgb(255, 255, 255)");
    expect(colours.background).not.toBe("rgb(250, 250, 248)");

    // Hovering a row moves nothing; its actions open below it, not over the leaf badge.
    const leafRow = page.locator(`[data-testid="tree-row"][data-leaf="true"]`);
    const select = leafRow.locator(`[data-testid="tree-select"]`);
    const before = await select.boundingBox();
    await leafRow.hover();
    expect(await select.boundingBox()).toEqual(before);
    await leafRow.locator(`[data-testid="tree-more"]`).click();
    const badge = await leafRow.locator(".leaf-badge").boundingBox();
    const actions = await byTestId(leafRow, "row-actions").boundingBox();
    expect(badge && actions).toBeTruthy();
    expect(actions!.y).toBeGreaterThanOrEqual(badge!.y + badge!.height);
  });
});

describe("the event timeline", () => {
  it("shows when each event came and what a call cost, opens a payload on a click, stays put while read", async () => {
    const page = await suite.freshPage("timeline");
    await timelineWhileReading(page, ENGLISH_SCENE, {
      twoQuestions: async () => {
        const times = await byTestId(page, "event-time").allTextContents();
        expect(times.some((time) => /^\+\d+ ms$/.test(time))).toBe(true);
        await byTestId(page, "event-tokens").first().waitFor();
      },
      payloadOpen: async () => {
        const row = page.locator(`[data-testid="timeline-row"][data-event="message_end"]`).last();
        expect(await row.locator(`[data-testid="event-payload"]`).textContent()).toContain('"type": "message_end"');
      },
      // Read further up while a long reply streams: the list stays where it is, and says new events came, below the
      // list rather than over its last rows.
      newEvents: async () => {
        expect(await byTestId(page, "timeline-body").evaluate((element) => element.scrollTop)).toBe(0);
        const list = (await byTestId(page, "timeline-body").boundingBox())!;
        const button = (await byTestId(page, "new-events").boundingBox())!;
        expect(button.y).toBeGreaterThanOrEqual(list.y + list.height);
      },
    });
    await screenshot(page, "13-timeline", "10-timeline");

    // After a reload the timeline is rebuilt from the server's replay log (no arrival times: they were not seen).
    const before = await byTestId(page, "timeline-row").count();
    await page.reload();
    await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor();
    await expect.poll(() => byTestId(page, "timeline-row").count()).toBe(before);
    expect(await byTestId(page, "event-time").first().textContent()).toBe("·");
  });
});

describe("a run a class can watch", () => {
  it("steps through a run one event per click, names the next one, then aborts it by hand", async () => {
    const page = await suite.freshPage("step by step");
    await byTestId(page, "pace-select").selectOption("step");
    await byTestId(page, "prompt-input").fill(LONG_PROMPT);
    await byTestId(page, "send-button").click();
    const step = byTestId(page, "step-button");
    await step.waitFor();
    const shown = async () => Number(await byTestId(page, "timeline-count").getAttribute("data-count"));
    const before = await shown();
    // Twelve clicks: the events the server sends at once (turn, prompt, saves) and the pieces it waits to send.
    for (let click = 1; click <= 12; click++) {
      const named = await step.getAttribute("data-next");
      await step.click();
      await expect.poll(shown).toBe(before + click);
      if (named) {
        const last = page.locator(`[data-testid="timeline-row"]`).last();
        expect(await last.getAttribute("data-event")).toBe(named);
      }
    }
    expect(await byTestId(page, "chat-column").textContent()).not.toContain("Sentence 4 of");
    await byTestId(page, "abort-button").click();
    await byTestId(page, "assistant-error").waitFor();
    await page.locator(`[data-testid="chat-column"][data-running="false"]`).waitFor();
  });
});

describe("in Chinese", () => {
  it("follows the browser's language, with the course's terms, and switches back to English", async () => {
    const page = await suite.freshPage("中文", undefined, { locale: "zh-CN" });
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    await clickTreeEntry(page, await entryIdOf(page, GREETING));
    const panel = await contextAt(page, await entryIdOf(page, GREETING));
    expect(await page.locator(".tree-panel h2").textContent()).toBe("会话树");
    expect(await panel.locator("h2").textContent()).toBe("模型下一次看到的内容");
    expect(await byTestId(panel, "shared-prefix").textContent()).toContain("2 条消息与上一个叶子相同");
    expect(await page.evaluate<string>("document.documentElement.lang")).toBe("zh-CN");
    // Chinese fonts are named; row kinds and request roles say the Chinese word, with the file-format word beside.
    const fonts = await page.evaluate<string>("getComputedStyle(document.body).fontFamily");
    for (const family of ["PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC"]) expect(fonts).toContain(family);
    expect(await page.locator(".tree-row.kind-user .tag").first().textContent()).toBe("用户 user");
    expect(await panel.locator(".role").allTextContents()).toContain("系统 system");
    await screenshot(page, "14-zh", "10-zh");

    await byTestId(page, "language-select").selectOption("en");
    expect(await page.locator(".tree-panel h2").textContent()).toBe("Session tree");
  });
});
