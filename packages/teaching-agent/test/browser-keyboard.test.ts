/**
 * The page without a mouse, in Chromium: the tree works like pi's /tree from the keyboard (one Tab stop, arrows,
 * folding, Enter by pi's rule, Escape back to the editor), the row and question actions can be reached by Tab,
 * and axe-core finds nothing serious or critical.
 */
import { describe, expect, it } from "vitest";
import { LONG_PROMPT } from "./helpers/agent.ts";
import { seriousAxeProblems } from "./helpers/axe.ts";
import { browserSuite } from "./helpers/browser-suite.ts";
import { ask, byTestId, clickTreeEntry, entryIdOf, leafOf } from "./helpers/page.ts";
import { GREETING, SESSIONS_ANSWER, TOOLS_ANSWER } from "./helpers/teaching-answers.ts";

const suite = browserSuite();
const DRAWING = /[│├└┬●·▾▸─]/;

describe("the tree from the keyboard, like pi's /tree", () => {
  it("is one Tab stop with tree roles; arrows move, fold; Enter selects by pi's rule; Escape leaves", async () => {
    const page = await suite.freshPage("keyboard");
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    const greetingId = await entryIdOf(page, GREETING);
    await clickTreeEntry(page, greetingId);
    await ask(page, "What is a session?", SESSIONS_ANSWER);
    const leafId = await leafOf(page);

    const tree = page.locator(`[role="tree"]`);
    expect(await tree.count()).toBe(1);
    const items = page.locator(`[role="treeitem"]`);
    expect(await items.count()).toBe(await byTestId(page, "tree-row").count());
    // The leaf is the selected, current row; rows are named by their words, not by the drawing.
    const leafRow = page.locator(`[role="treeitem"][aria-selected="true"]`);
    expect(await leafRow.count()).toBe(1);
    expect(await leafRow.getAttribute("data-entry-id")).toBe(leafId);
    expect(await leafRow.getAttribute("aria-current")).toBe("location");
    for (const name of await items.evaluateAll((rows) => rows.map((row) => row.getAttribute("aria-label") ?? ""))) {
      expect(name).not.toMatch(DRAWING);
      expect(name.length).toBeGreaterThan(3);
    }
    expect(await items.first().getAttribute("aria-level")).toBe("1");
    // A branch off the greeting is one level in.
    expect(await page.locator(`[role="treeitem"][aria-expanded]`).first().getAttribute("aria-level")).toBe("2");
    for (const toggle of await byTestId(page, "tree-toggle").all()) {
      expect(await toggle.getAttribute("aria-label")).toMatch(/branch/);
    }

    // One Tab stop for the tree, and one for the actions of the row in focus.
    const tabbable = await page.evaluate<number>(
      `(() => {
        const list = document.querySelector('[role="tree"]');
        return [list, ...list.querySelectorAll("button, input, [tabindex]")].filter((e) => e.tabIndex >= 0).length;
      })()`,
    );
    expect(tabbable).toBe(2);

    const active = () => tree.getAttribute("aria-activedescendant");
    await tree.focus();
    expect(await active()).toBe(`tree-row-${leafId}`);
    const ids = await items.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-entry-id")));
    await page.keyboard.press("Home");
    expect(await active()).toBe(`tree-row-${ids[0]}`);
    await page.keyboard.press("ArrowDown");
    expect(await active()).toBe(`tree-row-${ids[1]}`);
    await page.keyboard.press("End");
    expect(await active()).toBe(`tree-row-${ids.at(-1)}`);
    await page.keyboard.press("ArrowUp");
    expect(await active()).toBe(`tree-row-${ids.at(-2)}`);
    // The ring on the row in focus: browser-what-a-person-sees.test.ts.

    // ← on a branch start folds it, → unfolds it.
    const branchStart = page.locator(`[role="treeitem"][aria-expanded]`).last();
    const branchId = await branchStart.getAttribute("data-entry-id");
    await branchStart.locator(`[data-testid="tree-more"]`).click();
    await page.keyboard.press("Escape");
    await tree.focus();
    expect(await active()).toBe(`tree-row-${branchId}`);
    await page.keyboard.press("ArrowLeft");
    await page.locator(`[role="treeitem"][data-entry-id="${branchId}"][aria-expanded="false"]`).waitFor();
    await page.keyboard.press("ArrowRight");
    await page.locator(`[role="treeitem"][data-entry-id="${branchId}"][aria-expanded="true"]`).waitFor();

    // Enter on an answer moves the leaf there.
    const greetingIndex = ids.indexOf(greetingId);
    const toRow = async (index: number) => {
      await page.keyboard.press("Home");
      for (let i = 0; i < index; i++) await page.keyboard.press("ArrowDown");
      expect(await active()).toBe(`tree-row-${ids[index]}`);
    };
    await toRow(greetingIndex);
    await page.keyboard.press("Enter");
    await page.locator(`[data-testid="chat-column"][data-leaf-id="${greetingId}"]`).waitFor();
    // Enter on a question is pi's rule: the leaf to its parent, the text back in the editor.
    await tree.focus();
    await toRow(greetingIndex - 1);
    await page.keyboard.press("Enter");
    // Its parent is the model_change the server recorded first, a row the default filter leaves out.
    const helloId = ids[greetingIndex - 1];
    const sessionId = new URLSearchParams(new URL(page.url()).hash.slice(1)).get("session");
    const detail = (await fetch(`${suite.agent.url}/api/sessions/${sessionId}`).then((response) =>
      response.json(),
    )) as {
      entries: { id: string; parentId: string | null }[];
    };
    const parentId = detail.entries.find((entry) => entry.id === helloId)?.parentId ?? null;
    await page.locator(`[data-testid="chat-column"][data-leaf-id="${parentId}"]`).waitFor();
    expect(await byTestId(page, "prompt-input").inputValue()).toBe("hello");

    // Shift+F10 opens the row's actions with the focus on the first; Escape closes them, Escape again leaves.
    await tree.focus();
    await page.keyboard.press("Shift+F10");
    await page.locator(`[data-testid="tree-preview"]:focus`).waitFor();
    await tree.focus();
    await page.keyboard.press("Escape");
    await byTestId(page, "row-actions").waitFor({ state: "detached" });
    await page.keyboard.press("Escape");
    expect(await page.evaluate<string>("document.activeElement.id")).toBe("prompt-input");
  });

  it("goes from the question box to the tree in one key (Escape), says so, and comes back the same way", async () => {
    const page = await suite.freshPage("keyboard shortcut");
    await ask(page, "hello", GREETING);
    const editor = byTestId(page, "prompt-input");
    await editor.focus();
    // Said to a screen reader: the key, and where it goes.
    expect(await editor.getAttribute("aria-keyshortcuts")).toBe("Escape");
    const hint = await page.locator(`#${await editor.getAttribute("aria-describedby")}`).textContent();
    expect(hint).toMatch(/Escape.*session tree/);

    // At most three presses (the review counted about 22 Tabs): one is enough.
    await page.keyboard.press("Escape");
    const focused = () => page.evaluate<string | null>(`document.activeElement?.getAttribute("role") ?? null`);
    expect(await focused()).toBe("tree");
    // The tree's own keys work from there at once: ↑ moves off the leaf.
    const tree = page.locator(`[role="tree"]`);
    const leaf = await tree.getAttribute("aria-activedescendant");
    await page.keyboard.press("ArrowUp");
    expect(await tree.getAttribute("aria-activedescendant")).not.toBe(leaf);
    await page.keyboard.press("Escape");
    expect(await page.evaluate<string | null>("document.activeElement?.id ?? null")).toBe("prompt-input");
  });

  it("reaches ✎ Edit and ⋯ by Tab", async () => {
    // That both are shown, dimmed, to a mouse too, and the ring on each: browser-what-a-person-sees.test.ts.
    const page = await suite.freshPage("visible actions");
    await ask(page, "hello", GREETING);
    // From the tree, Tab by Tab: the row's ⋯, then on through the page to the question's ✎ Edit.
    await page.locator(`[role="tree"]`).focus();
    const inFocus = () => page.evaluate<string | null>(`document.activeElement.getAttribute("data-testid")`);
    await page.keyboard.press("Tab");
    expect(await inFocus()).toBe("tree-more");
    for (let presses = 0; presses < 40 && (await inFocus()) !== "edit-message"; presses++)
      await page.keyboard.press("Tab");
    expect(await inFocus()).toBe("edit-message");
  });

  it("announces the saved reply in a live region, and axe finds nothing serious, in English and Chinese", async () => {
    const page = await suite.freshPage("axe");
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    await clickTreeEntry(page, await entryIdOf(page, GREETING));
    await ask(page, "What is a session?", SESSIONS_ANSWER);
    const status = byTestId(page, "reply-status");
    // While a reply streams it says the agent is answering, not each piece.
    await byTestId(page, "pace-select").selectOption("slow");
    await byTestId(page, "prompt-input").fill(LONG_PROMPT);
    await byTestId(page, "send-button").click();
    await byTestId(page, "streaming-reply").waitFor();
    expect(await status.textContent()).toBe("The agent is answering…");
    await byTestId(page, "abort-button").click();
    await page.locator(`[data-testid="chat-column"][data-running="false"]`).waitFor();
    await clickTreeEntry(page, await entryIdOf(page, SESSIONS_ANSWER));
    expect(await status.getAttribute("aria-live")).toBe("polite");
    expect(await status.textContent()).toContain(SESSIONS_ANSWER);
    expect(await seriousAxeProblems(page)).toEqual([]);
    await byTestId(page, "presentation-toggle").check();
    expect(await seriousAxeProblems(page)).toEqual([]);
    await byTestId(page, "language-select").selectOption("zh-CN");
    expect(await seriousAxeProblems(page)).toEqual([]);
  });
});
