/**
 * Markdown replies and text that tries to run, in Chromium. A reply in Markdown is drawn as Markdown (lists, code
 * blocks, safe links that open a new tab), with its raw text a click away. And no text from a learner, a model, a
 * tool or a file runs: `<img onerror>`, `<script>`, `<svg onload>` and `javascript:` links in prompts, session names,
 * tool arguments and results, labels and assistant text (raw and in Markdown) leave `window.__xss` unset, and show
 * as the text they are.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { READ_THE_FILE, SAY_EXACTLY } from "./helpers/agent.ts";
import { seriousAxeProblems } from "./helpers/axe.ts";
import { browserSuite } from "./helpers/browser-suite.ts";
import { byTestId, screenshot } from "./helpers/page.ts";

const suite = browserSuite();

/** A computed style of the element (the function runs in the page, where getComputedStyle is). */
const styleOf = (locator: Locator, property: string) =>
  locator.evaluate<string, string>(
    (element, name) => element.ownerDocument.defaultView.getComputedStyle(element)[name],
    property,
  );

const IMG = `<img src=x onerror="window.__xss='img'">`;
const SCRIPT = `<script>window.__xss='script'</script>`;
const SVG = `<svg onload="window.__xss='svg'"></svg>`;
const LINK = `<a href="javascript:window.__xss='link'">click</a>`;
const MARKDOWN_LINK = "[click me](javascript:window.__xss='md')";
const ATTACKS = [IMG, SCRIPT, SVG, LINK].join(" ");

/** Sends a prompt the model says back, and waits for the saved reply (the question holds the same words). */
async function sayBack(page: Page, text: string): Promise<void> {
  await byTestId(page, "prompt-input").fill(`${SAY_EXACTLY}${text}`);
  await byTestId(page, "send-button").click();
  await byTestId(page, "chat").locator(`[data-testid="chat-entry"] .bubble.assistant`).first().waitFor();
  await page.locator(`[data-testid="chat-column"][data-running="false"]`).waitFor();
  await byTestId(page, "streaming-reply").waitFor({ state: "detached" });
}

/** The saved assistant reply holding `text`. */
const replyWith = (page: Page, text: string) =>
  byTestId(page, "chat-entry").filter({ hasText: text }).locator(".bubble.assistant");

/** What an attack set, read a frame and a moment after the last change: an onerror or onload fires after drawing. */
const ran = (page: Page) =>
  page.evaluate<unknown>(
    "new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(window.__xss), 50)))",
  );
/** Elements a text could have smuggled in, if it ever became HTML. */
const INJECTED = "img, script, svg, iframe, object, embed";
const sessionOf = (page: Page) => new URLSearchParams(new URL(page.url()).hash.slice(1)).get("session")!;

describe("Markdown replies", () => {
  it("draws lists, code and links, links safe in a new tab, and shows the raw text on request", async () => {
    const page = await suite.freshPage("markdown");
    const reply = [
      "## Steps",
      "- first **bold** step",
      "- second step",
      "",
      "```ts",
      `const ${"veryLongName".repeat(20)} = 1;`,
      "```",
      "",
      "See [the docs](https://example.com/docs).",
    ].join("\n");
    await sayBack(page, reply);
    const bubble = replyWith(page, "second step");
    const markdown = bubble.locator(`[data-testid="markdown"]`);
    expect(await markdown.locator("li").count()).toBe(2);
    expect(await markdown.locator("strong").textContent()).toBe("bold");
    expect(await markdown.locator("h2").textContent()).toBe("Steps");
    const code = markdown.locator("pre code");
    expect(await styleOf(code, "fontFamily")).toMatch(/mono/i);
    // A long line scrolls inside its block; the bubble keeps its width.
    const pre = markdown.locator("pre");
    expect(await styleOf(pre, "overflowX")).toBe("auto");
    const chat = byTestId(page, "chat");
    expect(await chat.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const link = markdown.locator("a");
    expect(await link.getAttribute("href")).toBe("https://example.com/docs");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toContain("noopener");
    await screenshot(page, "markdown-reply");
    expect(await seriousAxeProblems(page)).toEqual([]);

    await bubble.locator(`[data-testid="raw-toggle"]`).click();
    expect(await bubble.locator(".raw-text").textContent()).toBe(reply);
    expect(await bubble.locator(`[data-testid="markdown"]`).count()).toBe(0);
    expect(await seriousAxeProblems(page)).toEqual([]);
    await bubble.locator(`[data-testid="raw-toggle"]`).click();
    await bubble.locator(`[data-testid="markdown"]`).waitFor();
  });
});

describe("nothing a text holds runs", () => {
  it("in prompts, names, tool arguments and results, labels and assistant text, raw HTML and Markdown", async () => {
    const page = await suite.freshPage(`name ${ATTACKS}`);
    // A prompt, and the model saying it back: raw HTML and a javascript: link, in Markdown too.
    await sayBack(page, `${ATTACKS} ${MARKDOWN_LINK} end of attack`);
    // A tool call whose argument, and so the result's error, hold the attacks.
    await byTestId(page, "prompt-input").fill(`${READ_THE_FILE}${IMG}${SVG}.md`);
    await byTestId(page, "send-button").click();
    await byTestId(page, "tool-result").first().waitFor();
    await page.locator(`[data-testid="chat-column"][data-running="false"]`).waitFor();
    // A label on the leaf.
    const leafId = await page.locator(`[data-testid="chat-column"]`).getAttribute("data-leaf-id");
    const labelled = await fetch(`${suite.agent.url}/api/sessions/${sessionOf(page)}/label`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ entryId: leafId, label: `${IMG}${SCRIPT}` }),
    });
    expect(labelled.status).toBe(200);
    await byTestId(page, "tree-label").first().waitFor();
    // The raw text of the reply, drawn as text too.
    const said = replyWith(page, "end of attack");
    await said.locator(`[data-testid="raw-toggle"]`).click();

    expect(await ran(page)).toBeUndefined();
    // Nothing became an element: no img, script or svg from a text, no javascript: link anywhere.
    const chat = byTestId(page, "chat");
    expect(await chat.locator(INJECTED).count()).toBe(0);
    expect(await page.locator(`[href^="javascript:" i]`).count()).toBe(0);
    expect(await byTestId(page, "tree").locator(INJECTED).count()).toBe(0);
    expect(await byTestId(page, "session-list").locator(INJECTED).count()).toBe(0);
    expect(await byTestId(page, "session-list").textContent()).toContain(IMG);
    // And the text is there to read, as text.
    expect(await said.textContent()).toContain(IMG);
    expect(await byTestId(page, "session-title").textContent()).toContain(IMG);
    expect(await chat.locator(".bubble.user").first().textContent()).toContain(SCRIPT);
    expect(await chat.locator(`[data-testid="tool-call"]`).first().textContent()).toContain("onerror");
    expect(await byTestId(page, "tree-label").first().getAttribute("title")).toContain(IMG);
    await screenshot(page, "xss-inert");

    // Formatted again: the Markdown link lost its javascript: address and is plain text; still nothing ran.
    await said.locator(`[data-testid="raw-toggle"]`).click();
    await said.locator(`[data-testid="markdown"]`).waitFor();
    expect(await said.locator(`[data-testid="markdown"]`).textContent()).toContain("click me");
    expect(await page.locator(`[href^="javascript:" i]`).count()).toBe(0);
    expect(await chat.locator(INJECTED).count()).toBe(0);
    expect(await ran(page)).toBeUndefined();
  });
});
