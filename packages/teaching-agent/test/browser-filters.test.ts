/**
 * The tree's filters and search, as pi's /tree has them, and links to an entry, in Chromium: each filter shows what
 * pi's shows, the search keeps the rows holding every word, a link opens the session with that row in focus and in
 * view (even when the filter hid it), and the row's ⋯ menu copies such a link.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeProblems } from "./helpers/axe.ts";
import { browserSuite } from "./helpers/browser-suite.ts";
import { writeLongSession } from "./helpers/long-session.ts";
import { ask, byTestId, entryIdOf, screenshot } from "./helpers/page.ts";
import { GREETING } from "./helpers/teaching-answers.ts";

const suite = browserSuite();

const rows = (page: Page) => byTestId(page, "tree-row");
const kindsShown = (page: Page) =>
  rows(page).evaluateAll((items) =>
    items.map((item) => [...item.classList].find((name) => name.startsWith("kind-"))?.slice("kind-".length)),
  );
const sessionOf = (page: Page) => new URLSearchParams(new URL(page.url()).hash.slice(1)).get("session")!;

async function showOnly(page: Page, filter: string): Promise<void> {
  await byTestId(page, "tree-filter").selectOption(filter);
}

describe("the tree's filters, as pi's /tree has them", () => {
  it("default, no tools, user messages only, labelled only, all; and a search over the rows", async () => {
    const page = await suite.freshPage("filters");
    await ask(page, "hello", GREETING);
    await ask(page, "list the files", "I see 7 entries: README.md");
    const greetingId = await entryIdOf(page, GREETING);
    const labelled = await fetch(`${suite.agent.url}/api/sessions/${sessionOf(page)}/label`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ entryId: greetingId, label: "greeting" }),
    });
    expect(labelled.status).toBe(200);
    await page.locator(`[data-testid="tree-row"][data-entry-id="${greetingId}"] [data-testid="tree-label"]`).waitFor();

    // All: every entry, the session's name and model and the label record included.
    await showOnly(page, "all");
    const all = await kindsShown(page);
    expect(all).toEqual(expect.arrayContaining(["session_info", "setting", "label", "toolResult", "user"]));

    // Default: no settings or bookkeeping.
    await showOnly(page, "default");
    await expect.poll(async () => (await kindsShown(page)).length).toBeLessThan(all.length);
    const shownByDefault = await kindsShown(page);
    for (const kind of ["session_info", "setting", "label", "custom"]) expect(shownByDefault).not.toContain(kind);
    expect(shownByDefault).toEqual(expect.arrayContaining(["user", "assistant", "toolResult"]));
    expect(await byTestId(page, "tree-count").textContent()).toMatch(/filtered out/);

    // No tools: the default without tool results.
    await showOnly(page, "no-tools");
    await expect.poll(() => kindsShown(page)).not.toContain("toolResult");
    expect(await kindsShown(page)).toEqual(expect.arrayContaining(["user", "assistant"]));

    // User messages only: the two questions.
    await showOnly(page, "user-only");
    await expect.poll(() => kindsShown(page)).toEqual(["user", "user"]);
    expect(await rows(page).allTextContents()).toEqual([
      expect.stringContaining("hello"),
      expect.stringContaining("list the files"),
    ]);

    // Labelled only: the greeting.
    await showOnly(page, "labelled-only");
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().getAttribute("data-entry-id")).toBe(greetingId);
    await screenshot(page, "filters-labelled");

    // The search: every word, any case, in what the rows show.
    await showOnly(page, "default");
    const byDefault = shownByDefault.length;
    await byTestId(page, "tree-search").fill("FILES list");
    // A filter and a search at work, and what they leave readable: nothing serious for axe.
    expect(await seriousAxeProblems(page)).toEqual([]);
    await expect.poll(() => rows(page).count()).toBeLessThan(byDefault);
    expect(await rows(page).allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("list the files")]),
    );
    expect((await rows(page).allTextContents()).join()).not.toContain("hello");
    // A label is searched too.
    await byTestId(page, "tree-search").fill("GREETING");
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().getAttribute("data-entry-id")).toBe(greetingId);
    await byTestId(page, "tree-search").fill("no row holds this");
    await expect.poll(() => rows(page).count()).toBe(0);
    await byTestId(page, "tree-search").fill("");
    await expect.poll(() => kindsShown(page)).toEqual(shownByDefault);
  });
});

describe("a link to an entry", () => {
  it("opens the session at that row: in focus, in view, shown if the filter hid it", { timeout: 120_000 }, async () => {
    const long = writeLongSession(suite.agent.sessionsDir, "linked-class", 120);
    const page = await suite.freshPage("", long.id);
    const entries = await fetch(`${suite.agent.url}/api/sessions/${long.id}`)
      .then((response) => response.json() as Promise<{ entries: { id: string; type: string }[] }>)
      .then((detail) => detail.entries);
    // An early answer, far above the leaf at the end (so far that the windowed tree does not draw it yet).
    const earlyId = entries.find((entry) => JSON.stringify(entry).includes('An answer to \\"main question 3\\"'))!.id;

    const linked = await page.context().newPage();
    await linked.goto(`${suite.agent.url}/#session=${long.id}&entry=${earlyId}`);
    const row = linked.locator(`[data-testid="tree-row"][data-entry-id="${earlyId}"][data-deep-linked="true"]`);
    await row.waitFor();
    await expect
      .poll(() => linked.locator(`[role="tree"]`).getAttribute("aria-activedescendant"))
      .toBe(`tree-row-${earlyId}`);
    // In view: inside the tree's scrolled list.
    await expect
      .poll(async () => {
        const list = await linked.locator(`[role="tree"]`).boundingBox();
        const box = await row.boundingBox();
        // A pixel either way for the list's border.
        return !!list && !!box && box.y >= list.y - 1 && box.y + box.height <= list.y + list.height + 1;
      })
      .toBe(true);
    await screenshot(linked, "filters-deep-link");

    // The label record is hidden by default: a link to it shows all entries.
    const labelId = entries.find((entry) => entry.type === "label")!.id;
    const hidden = await page.context().newPage();
    await hidden.goto(`${suite.agent.url}/#session=${long.id}&entry=${labelId}`);
    await hidden.locator(`[data-testid="tree-row"][data-entry-id="${labelId}"][data-deep-linked="true"]`).waitFor();
    expect(await byTestId(hidden, "tree-filter").inputValue()).toBe("all");
  });

  it("is copied from the row's ⋯ menu, and opens there", async () => {
    const page = await suite.freshPage("copy link", undefined, { permissions: ["clipboard-read", "clipboard-write"] });
    await ask(page, "hello", GREETING);
    const greetingId = await entryIdOf(page, GREETING);
    const row = page.locator(`[data-testid="tree-row"][data-entry-id="${greetingId}"]`);
    await row.locator(`[data-testid="tree-more"]`).click();
    await row.locator(`[data-testid="tree-copy-link"]`).click();
    const link = `${suite.agent.url}/#session=${sessionOf(page)}&entry=${greetingId}`;
    await byTestId(page, "status").filter({ hasText: link }).waitFor();
    expect(await page.evaluate<string>("navigator.clipboard.readText()")).toBe(link);

    const opened = await page.context().newPage();
    await opened.goto(link);
    await opened.locator(`[data-testid="tree-row"][data-entry-id="${greetingId}"][data-deep-linked="true"]`).waitFor();
  });
});
