/**
 * The page suggests what to ask in its placeholder, and the teaching model greets and falls back with examples:
 * each suggestion must be one the model understands and carries out, in the page's language (not its fallback).
 */
import { createTeachingTools, sampleWorkspaceDir, teachingReply, toToolSpec, userMessage } from "@kit/agent-loop";
import { describe, expect, it } from "vitest";
import { en } from "../src/web/i18n/en.ts";
import { zhCN } from "../src/web/i18n/zh-CN.ts";

/** "Ask the agent (try: a, b, c)" → a, b, c; "问问 Agent（试试：a、b、c）" → a, b, c. */
function tried(placeholder: string): string[] {
  const list = /(?:try:|试试：)\s*(.+?)[)）]\s*$/.exec(placeholder)?.[1] ?? "";
  return list.split(/,\s*|、/).filter((item) => item !== "");
}

const FALLBACK = /I follow rules instead of thinking|只按规则回答/;
const tools = createTeachingTools({ workspace: sampleWorkspaceDir }).map(toToolSpec);

/** The model's first reply to the prompt, with the teaching tools: a tool call, or what it says. */
function firstReply(prompt: string): string {
  const reply = teachingReply({ systemPrompt: "", messages: [userMessage(prompt, 0)], tools });
  return reply.toolCalls?.[0] !== undefined ? `calls ${reply.toolCalls[0].name}` : (reply.text ?? "");
}

describe("the phrasings the page and the model suggest", () => {
  it.each([
    ["English", en.placeholder],
    ["Chinese", zhCN.placeholder],
  ])("the %s placeholder's examples are understood", (_, placeholder) => {
    const examples = tried(placeholder);
    expect(examples.length).toBeGreaterThanOrEqual(3);
    for (const example of examples) expect(firstReply(example), example).not.toMatch(FALLBACK);
  });

  it.each(["hello", "你好", "banana", "香蕉"])("the examples in the answer to %s are understood", (prompt) => {
    const answer = firstReply(prompt);
    const examples = [...answer.matchAll(/[“"]([^”"]+)[”"]|^- (.+)$/gm)]
      .map((match) => (match[1] ?? match[2] ?? "").replace(/^["“]|["”]$/g, ""))
      .filter((example) => example !== prompt);
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const example of examples) expect(firstReply(example), example).not.toMatch(FALLBACK);
  });
});
