/**
 * What a person sees, in Chromium: every check of how the page looks (a size, a width, a ring, what fits on the
 * screen) is asserted here, once, so a change of style fails one test in one place.
 *
 * On a projector: presentation mode at 1024x768, 1366x768 and 1920x1080, and the normal page at 1920x1080. Nothing
 * is wider than the screen; the tree's rows show their text, the leaf row is in view, and "what the model sees next"
 * shows both what left and what joined (with a count line above them); in presentation mode the session list and the
 * timeline fold away; the type is large enough for a room. The question box keeps room to write in at every size and
 * beside the step button. The page draws its own focus ring, and shows a row's and a question's actions to everyone.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite } from "./helpers/browser-suite.ts";
import { ask, byTestId } from "./helpers/page.ts";
import { branchAndComeBack, PROJECTOR_SIZES, showAt } from "./helpers/projector-scene.ts";
import { GREETING, TOOLS_ANSWER } from "./helpers/teaching-answers.ts";

const suite = browserSuite();

/** Whether `selector`'s first (or last) match lies inside the window and inside the scrolled box around it. */
function inView(page: Page, selector: string, which: "first" | "last" = "first"): Promise<boolean> {
  return page.evaluate<boolean>(`(() => {
    const matches = document.querySelectorAll(${JSON.stringify(selector)});
    const element = matches[${which === "first" ? "0" : "matches.length - 1"}];
    if (!element) return false;
    const box = element.getBoundingClientRect();
    let parent = element.parentElement;
    while (parent && getComputedStyle(parent).overflowY === "visible") parent = parent.parentElement;
    const outer = parent ? parent.getBoundingClientRect() : { top: 0, bottom: window.innerHeight };
    return box.height > 0 && box.top >= outer.top - 1 && box.top < Math.min(outer.bottom, window.innerHeight);
  })()`);
}

/** The question box's text width in its own ems (12 em: about 25 characters a line). */
function editorEms(page: Page): Promise<number> {
  return page.evaluate<number>(`(() => {
    const style = getComputedStyle(document.querySelector('[data-testid="prompt-input"]'));
    const room = parseFloat(style.width) - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return room / parseFloat(style.fontSize);
  })()`);
}

/** The question box's drawn width in CSS pixels: a room reads its placeholder whole only from about 280 px on. */
function editorPixels(page: Page): Promise<number> {
  return page.evaluate<number>(`document.querySelector('[data-testid="prompt-input"]').getBoundingClientRect().width`);
}

/** The question box keeps a width to write in (the review saw "Ask the agen" in a box 70 px wide). */
async function expectRoomToWrite(page: Page, where: string): Promise<void> {
  expect(await editorEms(page), where).toBeGreaterThanOrEqual(12);
  expect(await editorPixels(page), where).toBeGreaterThanOrEqual(280);
}

/** The drawn width of the element with data-testid `id`. */
const widthOf = (page: Page, id: string) =>
  byTestId(page, id).evaluate((element) => element.getBoundingClientRect().width);

describe("the page on a projector", () => {
  it("shows the tree's text, the leaf, and what left and joined, at four screen sizes", async () => {
    const page = await suite.freshPage("projector-sizes");
    await branchAndComeBack(page);

    for (const size of PROJECTOR_SIZES) {
      const where = `${size.width}x${size.height}${size.presentation ? " presentation" : ""}`;
      await showAt(page, size);

      const overflow = await page.evaluate<string[]>(`
        [document.documentElement, ...document.querySelectorAll(".panel-body, .tree-rows, .chat")]
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.className || element.tagName)`);
      expect(overflow, where).toEqual([]);

      // The leaf row is in the tree's view and shows its text, not a few characters of it.
      expect(await inView(page, '[data-testid="tree-row"][data-leaf="true"]'), where).toBe(true);
      const text = await page.evaluate<{ shown: number; whole: number; em: number }>(`(() => {
        const span = document.querySelector('[data-testid="tree-row"][data-leaf="true"] .text');
        return { shown: span.clientWidth, whole: span.scrollWidth, em: parseFloat(getComputedStyle(span).fontSize) };
      })()`);
      expect(text.shown >= text.whole || text.shown / text.em >= 14, `${where}: ${JSON.stringify(text)}`).toBe(true);

      // Both parts of the change: the count line, the list of what left, and a message that joined.
      expect(await inView(page, '[data-testid="change-count"]'), where).toBe(true);
      expect(await byTestId(page, "change-count").textContent(), where).toMatch(/2 left · \d+ joined/);
      expect(await inView(page, '[data-testid="left-context"]'), where).toBe(true);
      expect(await inView(page, '[data-testid="context-message"][data-joined="true"]'), where).toBe(true);

      await expectRoomToWrite(page, where);

      expect(await byTestId(page, "timeline").isVisible(), where).toBe(!size.presentation);
      expect(await byTestId(page, "session-list").isVisible(), where).toBe(!size.presentation);
      const fontSizePx = (selector: string) =>
        page.evaluate<number>(
          `parseFloat(getComputedStyle(document.querySelector(${JSON.stringify(selector)})).fontSize)`,
        );
      if (size.presentation) {
        // Read from the back of a room: the tree's rows, the chat's messages and the request's text at 20 px or more
        // (the review measured 14 / 16 / 16 px at 1024x768).
        const sizes = {
          tree: await fontSizePx('[data-testid="tree-row"] .text'),
          chat: await fontSizePx('[data-testid="chat-entry"] .bubble'),
          request: await fontSizePx('[data-testid="context-message"] pre'),
        };
        for (const [part, px] of Object.entries(sizes)) expect(px, `${where}: ${part}`).toBeGreaterThanOrEqual(20);
      } else {
        // Font sizes (CSS pixels) for a room at 1920: the tree, the request text, the timeline's time column
        // (`.elapsed` is that column's class; nothing here reads a clock).
        expect(await fontSizePx('[data-testid="tree-row"] .text'), where).toBeGreaterThanOrEqual(15);
        expect(
          await fontSizePx('[data-testid="context-message"] pre, [data-testid="context-message"]'),
          where,
        ).toBeGreaterThanOrEqual(14);
        expect(await fontSizePx(".elapsed"), where).toBeGreaterThanOrEqual(12.5);
      }
    }
  });

  it("shows step by step's timeline in presentation mode, beside the step bar, at every projector size", async () => {
    const page = await suite.freshPage("projector-step");
    await branchAndComeBack(page);
    await byTestId(page, "pace-select").selectOption("step");
    await byTestId(page, "prompt-input").fill("hello");
    await byTestId(page, "send-button").click();
    const step = byTestId(page, "step-button");
    await step.waitFor();
    // The step button has a row of its own: the question box keeps most of the chat column's width.
    expect(await widthOf(page, "prompt-input")).toBeGreaterThan(0.55 * (await widthOf(page, "chat-column")));
    for (const size of PROJECTOR_SIZES.filter((size) => size.presentation)) {
      const where = `${size.width}x${size.height}`;
      await showAt(page, size);
      await step.click();
      expect(await byTestId(page, "timeline").isVisible(), where).toBe(true);
      expect(await step.isVisible(), where).toBe(true);
      // The newest event is in the timeline's view, where the class reads what the click just let through.
      await expect.poll(() => inView(page, '[data-testid="timeline-row"]', "last"), { message: where }).toBe(true);
      const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
      expect(overflow, where).toBeLessThanOrEqual(0);
    }
    // Clicked to its end; another speed, and presentation mode folds the timeline away again.
    const running = page.locator(`[data-testid="chat-column"][data-running="true"]`);
    for (let clicks = 0; (await running.count()) > 0 && clicks < 200; clicks++) await step.click().catch(() => {});
    await page.locator(`[data-testid="chat-column"][data-running="false"]`).waitFor();
    await byTestId(page, "pace-select").selectOption("instant");
    await expect.poll(() => byTestId(page, "timeline").isVisible()).toBe(false);
  });

  it("keeps the timeline's rows inside their panel on a 1024 px screen without presentation mode", async () => {
    const page = await suite.freshPage("narrow-timeline");
    await branchAndComeBack(page);
    await showAt(page, { width: 1024, height: 768, presentation: false });
    await byTestId(page, "event-tokens").first().waitFor();
    // Every row's parts, the token count last, end inside the timeline's list (the review saw "786 in · 19 out" cut).
    const past = await page.evaluate<string[]>(`(() => {
      const list = document.querySelector('[data-testid="timeline-body"]').getBoundingClientRect();
      return [...document.querySelectorAll('[data-testid="timeline-row"] .timeline-line > *')]
        .filter((part) => part.getBoundingClientRect().right > list.right + 1)
        .map((part) => part.className + ": " + part.textContent);
    })()`);
    expect(past).toEqual([]);
    // Nor is a row's text clipped inside the row itself (a part that fits the list but not its own box).
    const clipped = await page.evaluate<string[]>(`
      [...document.querySelectorAll('[data-testid="timeline-row"], [data-testid="timeline-row"] .timeline-line')]
        .filter((row) => row.scrollWidth > row.clientWidth + 1)
        .map((row) => row.textContent)`);
    expect(clipped).toEqual([]);
    await expectRoomToWrite(page, "1024x768");
  });
});

describe("the page's own marks", () => {
  it("shows ✎ Edit and ⋯ dimmed without a hover; draws a 3 px ring on the row in focus and on buttons", async () => {
    const page = await suite.freshPage("own marks");
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    // A row's and a question's actions, shown to everyone (not only on a hover), dimmed.
    await page.mouse.move(0, 0);
    for (const id of ["edit-message", "tree-more"]) {
      const style = await page.evaluate<{ visibility: string; opacity: number }>(
        `(() => {
          const style = getComputedStyle(document.querySelector('[data-testid="${id}"]'));
          return { visibility: style.visibility, opacity: Number(style.opacity) };
        })()`,
      );
      expect(style.visibility, id).toBe("visible");
      expect(style.opacity, id).toBeGreaterThan(0.4);
    }

    const tree = page.locator(`[role="tree"]`);
    const ids = await page
      .locator(`[role="treeitem"]`)
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-entry-id")));
    const ringOf = (id: string) =>
      page.locator(`[role="treeitem"][data-entry-id="${id}"]`).evaluate((row) => {
        const style = row.ownerDocument.defaultView.getComputedStyle(row);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
    await tree.focus();
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowUp");
    expect(await tree.getAttribute("aria-activedescendant")).toBe(`tree-row-${ids.at(-2)}`);
    // The tree's own ring, on the row in focus while the tree has the focus, and only then.
    expect(await ringOf(ids.at(-2)!)).toBe("solid 3px");
    expect(await ringOf(ids.at(-1)!)).not.toBe("solid 3px");
    await byTestId(page, "prompt-input").focus();
    expect(await ringOf(ids.at(-2)!)).not.toBe("solid 3px");
    // A button reached by Tab has the page's ring too, not the browser's thin default.
    await tree.focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate<string | null>(`document.activeElement.getAttribute("data-testid")`)).toBe("tree-more");
    expect(await page.evaluate<string>("getComputedStyle(document.activeElement).outlineWidth")).toBe("3px");
  });
});
