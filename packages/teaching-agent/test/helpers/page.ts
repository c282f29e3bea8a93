/**
 * Steps a test takes on the page, by the page's data-testid attributes only,
 * and waiting for what the page shows rather than for time to pass.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";

export const OUTPUT_DIR = join(import.meta.dirname, "..", "..", "test-output");
/** Chapter 10's screenshots: taken by the tests, so they always show the page as it is. */
export const DOCS_IMAGES = join(import.meta.dirname, "..", "..", "..", "..", "docs", "images");

export const byTestId = (page: Page | Locator, id: string) => page.locator(`[data-testid="${id}"]`);

/** Opens a session's page and waits until its events are live. */
export async function openSession(page: Page, url: string, sessionId: string): Promise<void> {
  await page.goto(`${url}/#session=${encodeURIComponent(sessionId)}`);
  await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor();
  await byTestId(page, "tree").waitFor();
}

/** Sends a prompt and waits for the run to end with `replyText` saved in the chat. */
export async function ask(page: Page, prompt: string, replyText: string): Promise<void> {
  await byTestId(page, "prompt-input").fill(prompt);
  await byTestId(page, "send-button").click();
  await savedEntryWith(page, replyText).waitFor();
  await page.locator(`[data-testid="chat-column"][data-running="false"]`).waitFor();
  await byTestId(page, "streaming-reply").waitFor({ state: "detached" });
}

/** A saved chat entry (not the streaming reply) whose text contains `text`. */
export function savedEntryWith(page: Page, text: string): Locator {
  return byTestId(page, "chat-entry").filter({ hasText: text });
}

/** The id of the saved chat entry that contains `text` (the first, if several do). */
export async function entryIdOf(page: Page, text: string): Promise<string> {
  const id = await savedEntryWith(page, text).first().getAttribute("data-entry-id");
  if (id === null) throw new Error(`no chat entry holds "${text}"`);
  return id;
}

/** Clicks an entry in the tree: POST branch moves the leaf there (POST navigate, to its parent, on a user message). */
export async function clickTreeEntry(page: Page, entryId: string): Promise<void> {
  await page.locator(`[data-testid="tree-row"][data-entry-id="${entryId}"] [data-testid="tree-select"]`).click();
  await page.locator(`[data-testid="chat-column"][data-leaf-id="${entryId}"]`).waitFor();
}

/** Waits until "what the model sees next" shows the context at `leafId`. */
export async function contextAt(page: Page, leafId: string): Promise<Locator> {
  const panel = page.locator(`[data-testid="context-panel"][data-leaf-id="${leafId}"]`);
  await panel.waitFor();
  return panel;
}

/**
 * Saves what the page shows in test-output/ (git-ignored). Given a chapter name (e.g. "10-replay"), it also refreshes
 * chapter 10's picture in docs/images/, but only when asked (`KIT_UPDATE_SCREENSHOTS=1 npm test`): a plain test run
 * never changes a tracked file.
 */
export async function screenshot(
  page: Page,
  name: string,
  chapterName?: string,
  options: { keepPointer?: boolean; crop?: Locator | Rect } = {},
): Promise<void> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  // Out of the way: a hovered tree row shows its buttons.
  if (!options.keepPointer) await page.mouse.move(0, 0);
  // A picture of one part of the page is cropped to that part: a smaller file, and the reader sees what it is about.
  const crop = options.crop;
  const shoot = (path: string) =>
    crop === undefined
      ? page.screenshot({ path })
      : "screenshot" in crop
        ? crop.screenshot({ path })
        : page.screenshot({ path, clip: crop });
  await shoot(join(OUTPUT_DIR, `${name}.png`));
  if (chapterName && process.env.KIT_UPDATE_SCREENSHOTS === "1") await shoot(join(DOCS_IMAGES, `${chapterName}.png`));
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The smallest rectangle around the first match of each locator, `margin` pixels wider: a picture cropped to the
 * parts it is about, without a panel's empty lower half.
 */
export async function around(locators: Locator[], margin = 8): Promise<Rect> {
  const boxes = await Promise.all(locators.map((locator) => locator.first().boundingBox()));
  const shown = boxes.filter((box) => box !== null);
  if (shown.length === 0) throw new Error("nothing to crop around: none of the parts is drawn");
  const left = Math.max(0, Math.min(...shown.map((box) => box.x)) - margin);
  const top = Math.max(0, Math.min(...shown.map((box) => box.y)) - margin);
  const right = Math.max(...shown.map((box) => box.x + box.width)) + margin;
  const bottom = Math.max(...shown.map((box) => box.y + box.height)) + margin;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The current leaf, as the chat column says it. */
export async function leafOf(page: Page): Promise<string | null> {
  return page.locator(`[data-testid="chat-column"]`).getAttribute("data-leaf-id");
}
