/**
 * What a student types in each of chapter 10's scenes, and what the teaching model answers, in English and in
 * Chinese: the browser tests play the English scenes, scripts/chapter-screenshots-zh.ts the Chinese ones. An answer
 * here is a piece of the saved reply the page waits for (packages/agent-loop/src/teaching/answers.ts).
 */
import { LONG_PROMPT, LONG_PROMPT_ZH, longStorySentence } from "./agent.ts";
import {
  COMPACTION_ANSWER,
  GREETING,
  LOOP_ANSWER_END,
  SESSIONS_ANSWER,
  TOOLS_ANSWER,
  teachingAnswer,
} from "./teaching-answers.ts";

/** A prompt and a piece of the answer it gets. */
export interface Exchange {
  prompt: string;
  answer: string;
}

export interface SceneWords {
  greeting: Exchange;
  tools: Exchange;
  loop: Exchange;
  sessions: Exchange;
  compaction: Exchange;
  listFiles: Exchange;
  readFile: Exchange;
  /** Typed in the tree's search box: a word that the tools question and the files question both hold. */
  treeSearch: string;
  /** A reply in Markdown (a heading, a list, a code block, a link) that the test model says back word for word. */
  markdown: string;
  /** A reply that streams for seconds; `sentence(n)` is its n-th sentence (of 60). */
  longStory: { prompt: string; sentence: (n: number) => string };
}

export const ENGLISH_SCENE: SceneWords = {
  greeting: { prompt: "hello", answer: GREETING },
  tools: { prompt: "How do tools work?", answer: TOOLS_ANSWER },
  loop: { prompt: "How does the agent loop work?", answer: LOOP_ANSWER_END },
  sessions: { prompt: "What is a session?", answer: SESSIONS_ANSWER },
  compaction: { prompt: "How does compaction work?", answer: COMPACTION_ANSWER },
  listFiles: { prompt: "Which files are in the workspace?", answer: "I see" },
  readFile: { prompt: "Please read README.md", answer: "The file is titled" },
  treeSearch: "work",
  markdown: [
    "## One run of the loop",
    "- the model **streams** its reply",
    "- each tool call runs, and its result joins the context",
    "",
    "```ts",
    "for await (const event of agentLoop(context)) render(event);",
    "```",
    "",
    "More in [chapter 01](https://example.com/01-agent-loop).",
  ].join("\n"),
  longStory: { prompt: LONG_PROMPT, sentence: (n) => longStorySentence("en", n) },
};

/**
 * Prompts as a Chinese student types them: packages/agent-loop/test/teaching-prompts.test.ts checks each one but the
 * long story, which only the test agent tells (test/helpers/agent.ts).
 */
export const CHINESE_SCENE: SceneWords = {
  greeting: { prompt: "你好", answer: "你好！我是离线的脚本模型。" },
  tools: { prompt: "工具是怎么工作的？", answer: teachingAnswer("工具是怎么工作的？").slice(0, 16) },
  loop: { prompt: "Agent Loop 是怎么工作的？", answer: teachingAnswer("Agent Loop 是怎么工作的？").slice(-20) },
  sessions: { prompt: "什么是会话树？", answer: teachingAnswer("什么是会话树？").slice(0, 16) },
  compaction: { prompt: "什么是压缩？", answer: teachingAnswer("什么是压缩？").slice(0, 16) },
  listFiles: { prompt: "工作区里有什么？", answer: "我看到" },
  readFile: { prompt: "读一下 README.zh-CN.md", answer: "文件的标题是“示例工作区”" },
  // “工具是怎么工作的？”和“工作区里有什么？”都有“工作”。
  treeSearch: "工作",
  markdown: [
    "## Agent Loop 跑一次",
    "- 模型**流式输出**回复",
    "- 每个工具调用都会执行，工具结果加进上下文",
    "",
    "```ts",
    "for await (const event of agentLoop(context)) render(event);",
    "```",
    "",
    "详见[第 01 章](https://example.com/01-agent-loop)。",
  ].join("\n"),
  longStory: { prompt: LONG_PROMPT_ZH, sentence: (n) => longStorySentence("zh-CN", n) },
};
