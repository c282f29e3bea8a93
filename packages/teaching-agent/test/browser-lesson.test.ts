/**
 * The lesson of the page, in Chromium: moving the leaf changes what the model
 * sees, and the page shows the change; the tree behaves like pi's /tree and
 * the chat like the chat apps students know; the replay shows the file only
 * ever grows.
 */
import { describe, expect, it } from "vitest";
import { browserSuite } from "./helpers/browser-suite.ts";
import { editInPlace, replayTwoLinesBack, requestDiff, showBranchSummary } from "./helpers/chapter-scenes.ts";
import { ask, byTestId, contextAt, entryIdOf, leafOf, savedEntryWith, screenshot } from "./helpers/page.ts";
import { ENGLISH_SCENE } from "./helpers/scene-words.ts";
import { COMPACTION_ANSWER, GREETING, SESSIONS_ANSWER, TOOLS_ANSWER } from "./helpers/teaching-answers.ts";

const suite = browserSuite();

describe("the request panel shows what a leaf move changed", () => {
  it("folds the shared beginning, lists what left, marks what joined, and links panel and tree on hover", async () => {
    const page = await suite.freshPage("request diff");
    const { greetingId, loopAnswerId } = await requestDiff(page, ENGLISH_SCENE, {
      // Back to the greeting: two messages shared, four left.
      backAtGreeting: async ({ greetingId }) => {
        const panel = await contextAt(page, greetingId);
        await expect.poll(() => panel.locator(`[data-testid="shared-prefix"]`).getAttribute("data-count")).toBe("2");
        const shared = await byTestId(panel, "shared-prefix").textContent();
        expect(shared).toContain("2 messages shared with the previous leaf");
        expect(await byTestId(panel, "left-message").count()).toBe(4);
        expect(await byTestId(panel, "left-context").textContent()).toContain("How do tools work?");
        // The shared messages are folded: none of them is drawn until asked for.
        expect(await panel.locator(`[data-testid="context-message"]`).count()).toBe(0);
      },
      // A new question on this leaf: it joins, marked, after the same shared beginning.
      secondBranch: () =>
        expect
          .poll(() =>
            page
              .locator(`[data-testid="context-message"][data-joined="true"]`)
              .filter({ hasText: SESSIONS_ANSWER.slice(0, 20) })
              .count(),
          )
          .toBe(1),
      // Back to the first branch: the session question left, the tools question joined again; unfolded, all six.
      unfolded: async ({ loopAnswerId }) => {
        const again = await contextAt(page, loopAnswerId);
        expect(await byTestId(again, "left-context").textContent()).toContain("What is a session?");
        await expect.poll(() => again.locator(`[data-testid="context-message"]`).count()).toBe(6);
      },
    });
    // The pointer rests on the greeting's tree row (it was on the tools question in the panel before): the row's
    // message lights up in the panel, and only that one.
    const panel = await contextAt(page, loopAnswerId);
    const linked = panel.locator(`[data-testid="context-message"][data-linked="true"]`);
    await expect.poll(() => linked.count()).toBe(1);
    expect(await linked.getAttribute("data-entry-id")).toBe(greetingId);
    await screenshot(page, "08-request-diff", "10-request-diff", { keepPointer: true });
  });
});

describe("the tree and the chat behave like the tools students know", () => {
  it("a click on a user message is pi's /tree: leaf to its parent, text back in the editor, a note", async () => {
    const page = await suite.freshPage("ask again");
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    const greetingId = await entryIdOf(page, GREETING);
    const questionId = await entryIdOf(page, "How do tools work?");

    await page.locator(`[data-testid="tree-row"][data-entry-id="${questionId}"] [data-testid="tree-select"]`).click();
    await page.locator(`[data-testid="chat-column"][data-leaf-id="${greetingId}"]`).waitFor();
    await expect.poll(() => byTestId(page, "prompt-input").inputValue()).toBe("How do tools work?");
    await byTestId(page, "status").filter({ hasText: "back in the editor" }).waitFor();
    // The next prompt follows the answer, not the old question: never two user messages in a row.
    const panel = await contextAt(page, greetingId);
    expect(await byTestId(panel, "left-context").textContent()).toContain("How do tools work?");
    await byTestId(panel, "shared-prefix").click();
    const last = panel.locator(`[data-testid="context-message"]`).last();
    expect(await last.getAttribute("data-role")).toBe("assistant");
    // As the request spells it, not shouted: innerText is the text as drawn (a CSS text-transform shows in it).
    // biome-ignore lint/performance/useDomNodeTextContent: textContent would not see the transform
    expect(await last.locator(".role").innerText()).toBe("assistant");
  });

  it("edits a question in place and flips between its versions with ‹ n/m ›", async () => {
    const page = await suite.freshPage("inline edit");
    await editInPlace(page, ENGLISH_SCENE, { editorOpen: () => screenshot(page, "09-inline-edit-open") });

    // A new branch: the branch summary, then the new question and its answer; the old answer is off the path.
    expect(await savedEntryWith(page, TOOLS_ANSWER).count()).toBe(0);
    const versions = savedEntryWith(page, "How does compaction work?").locator(`[data-testid="versions"]`);
    expect(await versions.locator(`[data-testid="version-index"]`).textContent()).toBe("2/2");
    await screenshot(page, "09-inline-edit", "10-inline-edit");

    // ‹ : back to the first version, where its conversation stood.
    await versions.locator(`[data-testid="version-previous"]`).click();
    await savedEntryWith(page, TOOLS_ANSWER).waitFor();
    expect(await leafOf(page)).toBe(await entryIdOf(page, TOOLS_ANSWER));
    const first = savedEntryWith(page, "How do tools work?").locator(`[data-testid="version-index"]`);
    expect(await first.textContent()).toBe("1/2");
    await savedEntryWith(page, "How do tools work?").locator(`[data-testid="version-next"]`).click();
    await savedEntryWith(page, COMPACTION_ANSWER).waitFor();

    // The branch it left, summarised: unfolded in the chat, and among what the model reads next.
    await showBranchSummary(page);
    expect(
      await byTestId(page, "chat").locator(`[data-testid="branch-summary"] details`).getAttribute("open"),
    ).not.toBeNull();
    await screenshot(page, "09-edit-and-resubmit", "10-edit-and-resubmit");
  });
});

describe("replay", () => {
  it("scrubs through the file line by line: the tree, leaf and context as they were after each line", async () => {
    const page = await suite.freshPage("replay");
    // Two lines back from the end: the new branch is gone; the line before it moved the leaf back to the greeting.
    const { greetingId, lines, rows: total } = await replayTwoLinesBack(page, ENGLISH_SCENE);
    expect(lines).toBeGreaterThan(total); // the file holds the hidden leaf_switch record too
    expect(await byTestId(page, "replay-bar").getAttribute("data-lines")).toBe(String(lines - 2));
    expect(await leafOf(page)).toBe(greetingId);
    expect(await byTestId(page, "replay-position").textContent()).toContain(`line ${lines - 2} of ${lines}`);
    expect(await byTestId(page, "replay-bar").textContent()).toContain("leaf_switch");
    expect(await savedEntryWith(page, SESSIONS_ANSWER).count()).toBe(0);
    // While replaying nothing can change the session.
    expect(await byTestId(page, "compact-button").isDisabled()).toBe(true);
    await screenshot(page, "10-replay", "10-replay");

    // The slider to the start: no entries; back to now: everything again.
    await byTestId(page, "replay-slider").fill("0");
    await expect.poll(() => page.locator(`[data-testid="tree-row"]`).count()).toBe(0);
    await byTestId(page, "replay-exit").click();
    await expect.poll(() => page.locator(`[data-testid="tree-row"]`).count()).toBe(total);
    await savedEntryWith(page, SESSIONS_ANSWER).waitFor();
  });

  it("keeps the editor read-only and Send off while it shows the past, and gives them back at its end", async () => {
    const page = await suite.freshPage("replay locks the editor");
    await ask(page, "hello", GREETING);
    const editor = byTestId(page, "prompt-input");
    const send = byTestId(page, "send-button");
    // A question already typed: Send is on before the replay, so its being off comes from the replay alone.
    await editor.fill("a question for now");
    expect(await send.isEnabled()).toBe(true);

    await byTestId(page, "replay-button").click();
    await byTestId(page, "replay-slider").fill("1");
    await page.locator(`[data-testid="replay-bar"][data-lines="1"]`).waitFor();
    expect(await editor.isEditable()).toBe(false);
    expect(await send.isDisabled()).toBe(true);
    // A typed key changes nothing: the past cannot be asked.
    await editor.press("x");
    expect(await editor.inputValue()).toBe("a question for now");

    await byTestId(page, "replay-exit").click();
    await byTestId(page, "replay-bar").waitFor({ state: "detached" });
    expect(await editor.isEditable()).toBe(true);
    expect(await send.isEnabled()).toBe(true);
  });
});
