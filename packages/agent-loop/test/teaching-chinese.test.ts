// The teaching model in Chinese: the same tool calls as in English, answers and summaries in the user's language.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type AgentMessage,
  createTeachingTools,
  languageOf,
  type ModelRequest,
  sampleWorkspaceDir,
  teachingReply,
  toToolSpec,
  userMessage,
} from "../src/index.ts";
import { oneLine } from "../src/messages.ts";
import { RULE_NAMES, RULE_NAMES_ZH } from "../src/teaching/behaviour.ts";
import { assistant, toolResult } from "./helpers/messages.ts";

const tools = createTeachingTools({ workspace: sampleWorkspaceDir }).map(toToolSpec);
const ask = (text: string, extra: Partial<ModelRequest> = {}): ModelRequest => ({
  systemPrompt: "You are the teaching agent.",
  messages: [userMessage(text, 0)],
  tools,
  ...extra,
});
const callOf = (text: string) => teachingReply(ask(text)).toolCalls?.[0];
const textOfReply = (text: string) => teachingReply(ask(text)).text ?? "";

describe("the language of a request", () => {
  it("is Chinese when the text holds Chinese characters, English otherwise (the default)", () => {
    expect(languageOf("读取 README.md")).toBe("zh");
    expect(languageOf("read README.md")).toBe("en");
    expect(languageOf("")).toBe("en");
  });
});

describe("the teaching model in Chinese", () => {
  it("makes the same tool calls as for the English requests", () => {
    expect(callOf("列出文件")).toEqual(callOf("list the files"));
    expect(callOf("列出工作区里的文件")).toEqual({ name: "list_files", arguments: { path: "." } });
    expect(callOf("列出 notes/ 里的文件")).toEqual(callOf("list the files in notes/"));
    expect(callOf("读取 README.md")).toEqual(callOf("read README.md"));
    expect(callOf("读取README.md")).toEqual({ name: "read_file", arguments: { path: "README.md" } });
    expect(callOf("帮我总结一下 notes/first-note.md。")).toEqual(callOf("summarise notes/first-note.md"));
    expect(callOf("写一条笔记")).toMatchObject({ name: "write_file", arguments: { path: "notes/note.md" } });
  });

  it("answers questions about the loop, tools, sessions, the leaf, branches and compaction in Chinese", () => {
    expect(textOfReply("会话树是什么？")).toMatch(/^会话树：一个会话的全部条目/);
    expect(textOfReply("叶子是什么？")).toMatch(/^叶子：对话当前停在的条目/);
    expect(textOfReply("分支怎么切换？")).toMatch(/^(?:切换分支|分支切换)：.*只?移动?叶子/);
    expect(textOfReply("什么是压缩？")).toMatch(/^压缩：追加一条摘要条目/);
    expect(textOfReply("工具是怎么工作的？")).toMatch(/^工具：模型可以请 Agent 执行的函数/);
    expect(textOfReply("Agent Loop 是怎么运行的？")).toMatch(/^Agent Loop：围绕模型的那个循环/);
    expect(textOfReply("你好")).toMatch(/^你好！我是离线的脚本模型/);
    expect(textOfReply("香蕉")).toMatch(/我是离线的脚本模型/);
  });

  it("keeps English as the default, and answers English in English", () => {
    expect(textOfReply("what is a leaf?")).toMatch(/^Leaf: The entry where the conversation stands now/);
    expect(textOfReply("banana")).toMatch(/I am the scripted teaching model/);
  });

  it("answers tool results in the language of the user's request", () => {
    const messages: AgentMessage[] = [
      userMessage("读取 sessions.md", 0),
      assistant([{ type: "toolCall", id: "c1", name: "read_file", arguments: { path: "sessions.md" } }], "toolUse"),
      toolResult("c1", "read_file", "# Sessions\n\nA session is a file.\n- one\n- two"),
    ];
    expect(teachingReply({ systemPrompt: "", messages, tools }).text).toBe(
      "文件的标题是“Sessions”。开头是：“A session is a file.”里面有一个 2 项的列表。",
    );
    const listed: AgentMessage[] = [
      userMessage("列出文件", 0),
      assistant([{ type: "toolCall", id: "c1", name: "list_files", arguments: { path: "." } }], "toolUse"),
      toolResult("c1", "list_files", "README.md\nnotes/"),
    ];
    expect(teachingReply({ systemPrompt: "", messages: listed, tools }).text).toBe(
      "我看到 2 项：README.md、notes/。想读哪一个，告诉我就行。",
    );
  });

  it("writes its note in Chinese", () => {
    const content = String(callOf("写一条笔记")?.arguments.content);
    expect(content).toBe("# 笔记\n\n到目前为止的问题：\n- 写一条笔记\n");
  });

  it("names the rule in Chinese thinking, with the rule's name in the code beside it; every rule has one", () => {
    expect(teachingReply(ask("你好", { thinkingLevel: "low" })).thinking).toBe("这个请求匹配规则“打招呼”（greet）。");
    expect(Object.keys(RULE_NAMES_ZH).sort()).toEqual([...RULE_NAMES].sort());
    for (const name of RULE_NAMES) expect(RULE_NAMES_ZH[name], name).toMatch(/\p{Script=Han}/u);
  });
});

describe("summaries in the conversation's language", () => {
  const summaryOf = (messages: AgentMessage[], previousSummary?: string) => {
    const prompt = userMessage("Write a checkpoint with exactly these sections: ## Goal ...", 0);
    const request = { systemPrompt: "", messages: [prompt], tools: [], summary: { messages, previousSummary } };
    return teachingReply(request).text ?? "";
  };
  const chinese: AgentMessage[] = [
    userMessage("读取 README.md，回答要简短。不要改 sessions.md。", 0),
    assistant([
      { type: "text", text: "我会先读它。" },
      { type: "toolCall", id: "c1", name: "read_file", arguments: { path: "README.md" } },
    ]),
    toolResult("c1", "read_file", "# Readme"),
    userMessage("然后写一条笔记", 0),
  ];
  const exchange = (question: string, answer: string): AgentMessage[] => [
    userMessage(question, 0),
    assistant([{ type: "text", text: answer }]),
  ];

  it("a Chinese conversation gets a Chinese summary, with the same six sections", () => {
    const summary = summaryOf(chinese);
    const headings = summary.split("\n").filter((line) => line.startsWith("## "));
    expect(headings.join(" | ")).toBe("## 目标 | ## 约束 | ## 进展 | ## 关键决定 | ## 下一步 | ## 关键上下文");
    expect(summary).toContain("## 目标\n- 读取 README.md，回答要简短。不要改 sessions.md。");
    expect(summary).toContain("## 约束\n- 不要改 sessions.md。");
    expect(summary).toContain("### 已完成\n- [x] 读取了 README.md");
    expect(summary).toContain("### 进行中\n- [ ] “然后写一条笔记”");
    expect(summary).toContain("## 关键决定\n- 我会先读它。");
    expect(summary).toContain("## 下一步\n1. 回答：“然后写一条笔记”");
    expect(summary).toContain("- 读过的文件：README.md\n- 写过的文件：（无）\n- 涵盖 2 个用户请求和 1 次工具调用。");
  });

  it("an update carries the previous Chinese summary's sections forward", () => {
    const previous = summaryOf(chinese);
    const next = summaryOf(exchange("列出文件", "好的。"), previous);
    expect(next).toContain("## 目标\n- 读取 README.md，回答要简短。不要改 sessions.md。\n- 列出文件");
    expect(next).toContain("- [x] 读取了 README.md\n- [x] 已回答：“读取 README.md，回答要简短。不要改 sessions.md。”");
  });

  it("an English conversation still gets an English summary", () => {
    expect(summaryOf(exchange("Explain the loop.", "It calls the model."))).toMatch(/^## Goal\n/);
  });
});

describe("oneLine", () => {
  it("folds whitespace and cuts long text with an ellipsis", () => {
    expect(oneLine("a\n  b\tc ", 10)).toBe("a b c");
    expect(oneLine("abcdefghij", 5)).toBe("abcd…");
    expect(oneLine("abcde", 5)).toBe("abcde");
  });
});

describe("the sample workspace", () => {
  it("holds a Chinese version of every file beside the English one, so a Chinese run reads Chinese text", () => {
    const english = readdirSync(sampleWorkspaceDir, { recursive: true, encoding: "utf8" }).filter(
      (name) => name.endsWith(".md") && !name.endsWith(".zh-CN.md"),
    );
    expect(english.length).toBeGreaterThan(3);
    for (const name of english) {
      const chinese = join(sampleWorkspaceDir, name.replace(/\.md$/, ".zh-CN.md"));
      expect(existsSync(chinese), chinese).toBe(true);
      expect(readFileSync(chinese, "utf8"), chinese).toMatch(/\p{Script=Han}/u);
    }
  });
});
