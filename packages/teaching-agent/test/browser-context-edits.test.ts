/**
 * Context edits on the page (pi 1.6.0), end to end: a tree row's ⋯ actions "replace what the model sees" and
 * "hide from the model" append a context edit through POST /context-edit; the tree and the chat mark the entry;
 * "what the model sees next" shows the content the model gets, with the original a click away. And what pi's files
 * hold besides: system messages (a `system` message entry, a compaction's `systemMessage`) are drawn as system
 * messages, a `usage` entry as a usage record that never reaches the request. In both languages, with axe.
 */
import { join } from "node:path";
import { emptyUsage } from "@kit/agent-loop";
import { Session } from "@kit/session-core";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeProblems } from "./helpers/axe.ts";
import { browserSuite } from "./helpers/browser-suite.ts";
import { assistantMessage } from "./helpers/entries.ts";
import { ask, byTestId, entryIdOf, openSession, screenshot } from "./helpers/page.ts";
import { GREETING, TOOLS_ANSWER } from "./helpers/teaching-answers.ts";

const suite = browserSuite();

const row = (page: Page, entryId: string) => page.locator(`[data-testid="tree-row"][data-entry-id="${entryId}"]`);
const chatEntry = (page: Page, entryId: string) =>
  page.locator(`[data-testid="chat-entry"][data-entry-id="${entryId}"]`);
const requestMessage = (page: Page, entryId: string) =>
  byTestId(page, "context-panel").locator(`[data-testid="context-message"][data-entry-id="${entryId}"]`);

/** Opens a row's ⋯ actions and clicks one of them. */
async function rowAction(page: Page, entryId: string, action: string): Promise<Locator> {
  await row(page, entryId).locator(`[data-testid="tree-more"]`).click();
  const button = row(page, entryId).locator(`[data-testid="${action}"]`);
  await button.waitFor();
  return button;
}

/** The text of an element, drawn or not (rows and chat entries out of view are laid out lazily). */
const textOf = async (locator: Locator) => (await locator.textContent())?.trim() ?? "";
/** The text a request message shows as what the model gets (its own text box, not the folded original). */
const modelText = (message: Locator) => textOf(message.locator(":scope > pre"));

describe("a context edit from a tree row", () => {
  it("replaces what the model sees and hides a question: marked, the original a click away", async () => {
    const page = await suite.freshPage("context edits");
    await ask(page, "hello", GREETING);
    await ask(page, "How do tools work?", TOOLS_ANSWER);
    const greetingId = await entryIdOf(page, GREETING);
    const helloId = await entryIdOf(page, "hello");

    // Replace: the form starts from what the model gets now; saving appends the edit, which comes back as an event.
    const replace = await rowAction(page, greetingId, "tree-replace-for-model");
    expect(await textOf(replace)).toBe("replace what the model sees");
    await replace.click();
    expect(await byTestId(page, "inline-input").inputValue()).toContain(GREETING);
    await byTestId(page, "inline-input").fill("A short greeting.");
    await byTestId(page, "inline-save").click();
    await row(page, greetingId).and(page.locator('[data-edit="replaced"]')).waitFor();
    expect(await textOf(row(page, greetingId).locator('[data-testid="tree-edit-mark"]'))).toBe("edited for the model");
    expect(await chatEntry(page, greetingId).getAttribute("data-edit")).toBe("replaced");
    expect(await textOf(chatEntry(page, greetingId).locator('[data-testid="chat-edit-mark"]'))).toBe(
      "edited for the model",
    );
    // The chat still shows what was said; the request shows what the model gets, and the original on a click.
    expect(await textOf(chatEntry(page, greetingId))).toContain(GREETING);
    const edited = requestMessage(page, greetingId);
    expect(await modelText(edited)).toBe("A short greeting.");
    expect(await textOf(edited.locator('[data-testid="request-edited"]'))).toMatch(/^edited by [0-9a-f]{8}$/);
    const original = edited.locator('[data-testid="request-original"]');
    expect(await original.locator("pre").isVisible()).toBe(false);
    await original.locator("summary").click();
    expect(await textOf(original.locator("pre"))).toContain(GREETING);

    // Hide: one click, no form. The question leaves the request and is listed as hidden, its text a click away.
    const hide = await rowAction(page, helloId, "tree-hide-from-model");
    expect(await textOf(hide)).toBe("hide from the model");
    await hide.click();
    await row(page, helloId).and(page.locator('[data-edit="omitted"]')).waitFor();
    expect(await textOf(chatEntry(page, helloId).locator('[data-testid="chat-edit-mark"]'))).toBe(
      "hidden from the model",
    );
    await expect.poll(() => requestMessage(page, helloId).count()).toBe(0);
    const hidden = byTestId(page, "not-sent-omitted").locator(`[data-entry-id="${helloId}"]`);
    await hidden.locator("summary").click();
    expect(await textOf(hidden.locator("pre"))).toBe("hello");
    expect(await textOf(byTestId(page, "not-sent-omitted").locator("p"))).toBe(
      "1 message hidden from the model by a context edit:",
    );
    await screenshot(page, "context-edits");
    // A chosen action closes the menu. axe on the marks, the open original, the hidden list, and the menu again
    // with its two new actions.
    expect(await row(page, helloId).locator('[data-testid="row-actions"]').count()).toBe(0);
    await row(page, helloId).locator('[data-testid="tree-more"]').click();
    await row(page, helloId).locator('[data-testid="tree-replace-for-model"]').waitFor();
    expect(await seriousAxeProblems(page)).toEqual([]);
  });

  it("says it in Chinese: the actions, the marks and the request panel", async () => {
    const page = await suite.freshPage("context edits zh");
    await byTestId(page, "language-select").selectOption("zh-CN");
    await page.locator(`html[lang="zh-CN"]`).waitFor();
    await ask(page, "hello", GREETING);
    const greetingId = await entryIdOf(page, GREETING);
    const helloId = await entryIdOf(page, "hello");

    const replace = await rowAction(page, greetingId, "tree-replace-for-model");
    expect(await textOf(replace)).toBe("换掉模型看到的内容");
    await replace.click();
    await byTestId(page, "inline-input").fill("简短的问候。");
    await byTestId(page, "inline-save").click();
    await row(page, greetingId).and(page.locator('[data-edit="replaced"]')).waitFor();
    expect(await textOf(row(page, greetingId).locator('[data-testid="tree-edit-mark"]'))).toBe("模型看到的已改");
    const edited = requestMessage(page, greetingId);
    expect(await modelText(edited)).toBe("简短的问候。");
    expect(await textOf(edited.locator('[data-testid="request-edited"]'))).toMatch(/^已被 [0-9a-f]{8} 改过$/);
    expect(await textOf(edited.locator('[data-testid="request-original"] summary'))).toBe("原文（文件里保存的）");

    const hide = await rowAction(page, helloId, "tree-hide-from-model");
    expect(await textOf(hide)).toBe("不让模型看到");
    await hide.click();
    await row(page, helloId).and(page.locator('[data-edit="omitted"]')).waitFor();
    expect(await textOf(chatEntry(page, helloId).locator('[data-testid="chat-edit-mark"]'))).toBe("模型看不到");
    expect(await textOf(byTestId(page, "not-sent-omitted").locator("p"))).toBe(
      "有 1 条消息被上下文编辑去掉，模型看不到：",
    );
    expect(await seriousAxeProblems(page)).toEqual([]);
  });
});

/**
 * A session as pi 1.6.0 writes one: its system prompt as a `system` message, a cache warm-up's `usage`, a
 * compaction that keeps the system prompt, then a question after it.
 */
function writePiSession(dir: string): { system: string; usage: string; compaction: string; question: string } {
  const session = Session.create(join(dir, "from-pi.jsonl"), { cwd: "/work" });
  const at = 1_767_258_000_000;
  const system = session.appendMessage({
    role: "system",
    content: "You are pi, a coding agent.",
    timestamp: at,
  } as never);
  session.appendMessage({ role: "user", content: "What is pi?", timestamp: at });
  const usage = session.appendUsage("cache_warm", "openai", "gpt-4o", {
    ...emptyUsage(),
    input: 1200,
    totalTokens: 1200,
  });
  session.appendMessage(assistantMessage("pi is a coding agent.", at));
  const kept = session.appendMessage({ role: "user", content: "And its tree?", timestamp: at });
  session.appendMessage(assistantMessage("A tree of entries.", at));
  const compaction = session.appendCompaction("The user asked what pi is.", kept, 900);
  const question = session.appendMessage({ role: "user", content: "Thanks!", timestamp: at });
  session.close();
  return { system, usage, compaction, question };
}

describe("what pi's files hold besides messages", () => {
  it("draws system messages as system messages and a usage record as usage, never in the request", async () => {
    const ids = writePiSession(suite.agent.sessionsDir);
    const page = await suite.freshPage("unused");
    await openSession(page, suite.agent.url, "from-pi");
    await byTestId(page, "context-panel").waitFor();

    // The tree: the system message's row says what it is; the usage record is bookkeeping (shown under "all").
    expect(await textOf(row(page, ids.system).locator(".tag"))).toBe("system");
    expect(await row(page, ids.usage).count()).toBe(0);
    await byTestId(page, "tree-filter").selectOption("all");
    expect(await textOf(row(page, ids.usage).locator(".tag"))).toBe("usage: cache_warm");
    expect(await textOf(row(page, ids.usage).locator(".text"))).toBe("openai/gpt-4o · 1200 tokens");

    // The chat: a system message block, never a user or assistant bubble; the compaction shows the prompt it kept.
    const systemEntry = chatEntry(page, ids.system);
    expect(await systemEntry.locator('[data-testid="system-message"]').count()).toBe(1);
    expect(await systemEntry.locator(".bubble").count()).toBe(0);
    expect(await textOf(chatEntry(page, ids.compaction).locator('[data-testid="system-message"]'))).toContain(
      "the system prompt kept with this compaction",
    );
    expect(await chatEntry(page, ids.usage).count()).toBe(0);

    // The request: the kept system prompt is listed as not sent (this server sends its own), the question after
    // the compaction is the user message it is, and nothing comes from the usage record.
    const notSent = byTestId(page, "not-sent-system");
    expect(await textOf(notSent.locator("p"))).toMatch(/^1 system message from the session file, not sent/);
    expect(await notSent.locator(`[data-entry-id="${ids.compaction}"]`).count()).toBe(1);
    const question = requestMessage(page, ids.question);
    expect(await question.getAttribute("data-role")).toBe("user");
    expect(await modelText(question)).toBe("Thanks!");
    expect(await requestMessage(page, ids.usage).count()).toBe(0);
    expect(await seriousAxeProblems(page)).toEqual([]);

    // In Chinese: the kinds say what they are first.
    await byTestId(page, "language-select").selectOption("zh-CN");
    await page.locator(`html[lang="zh-CN"]`).waitFor();
    expect(await textOf(row(page, ids.system).locator(".tag"))).toBe("系统 system");
    expect(await textOf(row(page, ids.usage).locator(".tag"))).toBe("用量 usage: cache_warm");
    expect(await textOf(systemEntry.locator(".summary-head strong"))).toBe("系统消息 system");
    expect(await textOf(notSent.locator("p"))).toMatch(/^会话文件里有 1 条系统消息，没有发送/);
    expect(await seriousAxeProblems(page)).toEqual([]);
  });
});
