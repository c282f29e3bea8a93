/**
 * The teaching model meets prompts as students type them: one table in Chinese,
 * the same table in English. Each row names the tool the prompt must call (or
 * none) and what the answer must say. A tool row runs the real tool on a copy
 * of the sample workspace, hands its result back, and checks the answer the
 * model gives after reading it, in the prompt's language.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type AgentMessage,
  createTeachingTools,
  type ModelRequest,
  runToolCall,
  sampleWorkspaceDir,
  type Tool,
  teachingReply,
  toToolSpec,
  userMessage,
} from "../src/index.ts";
import { assistant } from "./helpers/messages.ts";

interface Row {
  prompt: string;
  /** The tool the prompt must call and the arguments it must have (a subset); absent: no tool. */
  tool?: { name: string; arguments: Record<string, unknown> };
  /** What the answer must say: after the tool's result when there is a tool, else the direct reply. */
  answer: RegExp;
  /** Messages before the prompt, for the rows that need a conversation. */
  earlier?: AgentMessage[];
}

/** The sample workspace's top level, as list_files gives it, and the teaching model's answer to it. */
const TOP_LEVEL = [
  "README.md",
  "README.zh-CN.md",
  "agent-loop.md",
  "agent-loop.zh-CN.md",
  "notes/",
  "sessions.md",
  "sessions.zh-CN.md",
];
const LISTED_ZH = `我看到 ${TOP_LEVEL.length} 项：${TOP_LEVEL.join("、")}。`;
const LISTED_EN = `I see ${TOP_LEVEL.length} entries: ${TOP_LEVEL.join(", ")}.`;
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^$(){}|[\]\\/]/g, "\\$&")}`);

const conversationZh: AgentMessage[] = [userMessage("列出文件", 0), assistant([{ type: "text", text: LISTED_ZH }])];
const conversationEn: AgentMessage[] = [
  userMessage("list the files", 0),
  assistant([{ type: "text", text: LISTED_EN }]),
];

const list = (path = ".") => ({ name: "list_files", arguments: { path } });
const read = (path: string) => ({ name: "read_file", arguments: { path } });
const write = (path: string, content?: string) => ({
  name: "write_file",
  arguments: content === undefined ? { path } : { path, content },
});

const WORKSPACE_LISTED_ZH = startingWith(LISTED_ZH);
const WORKSPACE_LISTED_EN = startingWith(LISTED_EN);

const chinese: Row[] = [
  // Listing, as people ask for it.
  { prompt: "列出文件", tool: list(), answer: WORKSPACE_LISTED_ZH },
  { prompt: "列出工作区里的文件", tool: list(), answer: WORKSPACE_LISTED_ZH },
  { prompt: "工作区里有什么？", tool: list(), answer: WORKSPACE_LISTED_ZH },
  { prompt: "看看有哪些文件", tool: list(), answer: WORKSPACE_LISTED_ZH },
  {
    prompt: "列一下 notes/ 里的文件",
    tool: list("notes/"),
    answer: /^我看到 2 项：first-note\.md、first-note\.zh-CN\.md。/,
  },
  { prompt: "帮我 list 一下 files", tool: list(), answer: WORKSPACE_LISTED_ZH },
  // Reading: bare names, names glued to the verb, mixed languages, a Chinese file.
  { prompt: "读一下 README", tool: read("README.md"), answer: /^文件的标题是“The sample workspace”。/ },
  {
    prompt: "读一下 README.zh-CN.md",
    tool: read("README.zh-CN.md"),
    answer: /^文件的标题是“示例工作区”。开头是：“这个文件夹是教学 Agent 的工作区：它的工具只能看到这里。”/,
  },
  { prompt: "打开 sessions.md", tool: read("sessions.md"), answer: /^文件的标题是“Sessions”。/ },
  { prompt: "帮我看看 sessions.md 讲了什么", tool: read("sessions.md"), answer: /标题是“Sessions”/ },
  { prompt: "看看 agent-loop", tool: read("agent-loop.md"), answer: /^文件的标题是/ },
  { prompt: "读取README.md", tool: read("README.md"), answer: /里面有一个 3 项的列表。/ },
  { prompt: "总结一下 notes/first-note.md", tool: read("notes/first-note.md"), answer: /2 项的列表/ },
  { prompt: "read 一下 sessions.md", tool: read("sessions.md"), answer: /^文件的标题是“Sessions”。/ },
  { prompt: "打开 notes/first-note.md 看看", tool: read("notes/first-note.md"), answer: /“First note”/ },
  { prompt: "读一下 nothing.md", tool: read("nothing.md"), answer: /^read_file 调用失败：.*nothing\.md/ },
  // Writing: the words after 写上/写入/加一句/记一下/： go into the file.
  {
    prompt: "把 notes.md 里写上 你好",
    tool: write("notes.md", "你好\n"),
    answer: /^好了，notes\.md 写好了（3 个字符）。/,
  },
  {
    prompt: "在 notes/hello.md 里记个笔记：你好",
    tool: write("notes/hello.md", "你好\n"),
    answer: /notes\/hello\.md 写好了/,
  },
  {
    prompt: "往 notes/today.md 里加一句 今天学了会话树",
    tool: write("notes/today.md", "今天学了会话树\n"),
    answer: /写好了（8 个字符）/,
  },
  { prompt: "写入 notes/todo.md：读第 04 章", tool: write("notes/todo.md", "读第 04 章\n"), answer: /写好了/ },
  { prompt: "记一下：明天复习压缩", tool: write("notes/note.md", "明天复习压缩\n"), answer: /notes\/note\.md 写好了/ },
  {
    prompt: "在 notes/hello.md 写上 “会话是一棵树”",
    tool: write("notes/hello.md", "会话是一棵树\n"),
    answer: /写好了/,
  },
  {
    prompt: "写一条笔记",
    tool: write("notes/note.md", "# 笔记\n\n到目前为止的问题：\n- 写一条笔记\n"),
    answer: /写好了/,
  },
  { prompt: "帮我做个笔记", tool: write("notes/note.md"), answer: /读一下 notes\/note\.md/ },
  { prompt: "帮我 write a note：叶子是指针", tool: write("notes/note.md", "叶子是指针\n"), answer: /写好了/ },
  // The conversation summarised, as compaction would.
  {
    prompt: "总结一下我们的对话",
    earlier: conversationZh,
    answer: /^到目前为止的对话，按压缩时写摘要的格式整理如下：\n\n## 目标\n- 列出文件/,
  },
  { prompt: "总结一下我们的对话", answer: /^我们才刚开始，还没有可以总结的对话。/ },
  { prompt: "概括一下刚才聊了什么", earlier: conversationZh, answer: /## 进展/ },
  { prompt: "帮我回顾一下我们的对话", earlier: conversationZh, answer: /## 下一步/ },
  // Each concept, in the words of the course.
  { prompt: "什么是会话树？", answer: /^会话是一个追加写的条目文件/ },
  { prompt: "叶子是什么？", answer: /叶子（leafId）标出对话从哪里继续/ },
  { prompt: "分支切换是怎么回事？", answer: /就是切换分支/ },
  { prompt: "上下文是怎么来的？", answer: /从叶子回溯到根的路径/ },
  { prompt: "JSONL 文件长什么样？", answer: /^会话是一个追加写的条目文件/ },
  { prompt: "什么是压缩？", answer: /^上下文对模型来说太大时，压缩/ },
  { prompt: "上下文窗口满了怎么办？", answer: /压缩把较早的消息写成一段摘要/ },
  { prompt: "工具是怎么工作的？", answer: /^一个工具有名字/ },
  { prompt: "模型调用工具出错了会怎样？", answer: /出错的工具结果/ },
  { prompt: "Agent Loop 是怎么工作的？", answer: /^Agent Loop 很短/ },
  { prompt: "循环什么时候停？", answer: /循环就结束/ },
  { prompt: "事件有哪些？", answer: /message_end 事件/ },
  // Greetings and thanks.
  { prompt: "你好", answer: /^你好！我是离线的脚本模型/ },
  { prompt: "您好，请问你能做什么？", answer: /^你好！/ },
  { prompt: "嗨", answer: /^你好！/ },
  { prompt: "谢谢", answer: /^不客气/ },
  // Mixed Chinese and English.
  { prompt: "什么是 session tree？", answer: /^会话是一个追加写的条目文件/ },
  { prompt: "compaction 是什么意思？", answer: /^上下文对模型来说太大时/ },
  { prompt: "leaf 是什么", answer: /叶子（leafId）/ },
  // Not understood: say what works.
  {
    prompt: "香蕉",
    answer: /^我是离线的脚本模型：.*\n- 列出文件\n- 读一下 README\n- 在 notes\/hello\.md 里写上：你好\n/,
  },
  { prompt: "今天天气怎么样", answer: /^我是离线的脚本模型/ },
];

const english: Row[] = [
  { prompt: "list the files", tool: list(), answer: WORKSPACE_LISTED_EN },
  { prompt: "which files are in the workspace?", tool: list(), answer: WORKSPACE_LISTED_EN },
  { prompt: "what files do you have", tool: list(), answer: WORKSPACE_LISTED_EN },
  { prompt: "ls files", tool: list(), answer: WORKSPACE_LISTED_EN },
  {
    prompt: "list the files in notes/",
    tool: list("notes/"),
    answer: /^I see 2 entries: first-note\.md, first-note\.zh-CN\.md\./,
  },
  { prompt: "show me what files there are", tool: list(), answer: WORKSPACE_LISTED_EN },
  { prompt: "read README", tool: read("README.md"), answer: /^The file is titled "The sample workspace"\./ },
  { prompt: "read README.md", tool: read("README.md"), answer: /It has a list of 3 items\./ },
  { prompt: "open sessions.md", tool: read("sessions.md"), answer: /^The file is titled "Sessions"\./ },
  { prompt: "what does sessions.md say? show it", tool: read("sessions.md"), answer: /"Sessions"/ },
  { prompt: "open agent-loop", tool: read("agent-loop.md"), answer: /^The file is titled/ },
  { prompt: "read the README", tool: read("README.md"), answer: /"The sample workspace"/ },
  { prompt: "summarise notes/first-note.md", tool: read("notes/first-note.md"), answer: /list of 2 items/ },
  { prompt: "please look at sessions.md", tool: read("sessions.md"), answer: /"Sessions"/ },
  { prompt: "open notes/first-note.md", tool: read("notes/first-note.md"), answer: /"First note"/ },
  { prompt: "read nothing.md", tool: read("nothing.md"), answer: /^The read_file call failed: .*nothing\.md/ },
  { prompt: 'write "hello" to notes.md', tool: write("notes.md", "hello\n"), answer: /^Done: notes\.md now holds 6/ },
  { prompt: "take a note in notes/hello.md: hello", tool: write("notes/hello.md", "hello\n"), answer: /^Done/ },
  { prompt: "add a line to notes/today.md: I learned the tree", tool: write("notes/today.md"), answer: /^Done/ },
  {
    prompt: "write read chapter 04 to notes/todo.md",
    tool: write("notes/todo.md", "read chapter 04\n"),
    answer: /^Done/,
  },
  { prompt: "note: revise compaction tomorrow", tool: write("notes/note.md"), answer: /notes\/note\.md/ },
  { prompt: 'write a note in notes/hello.md: "a session is a tree"', tool: write("notes/hello.md"), answer: /^Done/ },
  {
    prompt: "write a note",
    tool: write("notes/note.md", "# Note\n\nAsked so far:\n- write a note\n"),
    answer: /^Done/,
  },
  { prompt: "make me a note", tool: write("notes/note.md"), answer: /read notes\/note\.md/ },
  {
    prompt: "save a note: the leaf is a pointer",
    tool: write("notes/note.md", "the leaf is a pointer\n"),
    answer: /^Done/,
  },
  {
    prompt: "summarise our conversation",
    earlier: conversationEn,
    answer: /^Here is the conversation so far, in the form compaction writes its summary:\n\n## Goal\n- list the files/,
  },
  { prompt: "summarize the conversation", answer: /^We have only just started/ },
  { prompt: "can you recap what we did so far?", earlier: conversationEn, answer: /## Progress/ },
  { prompt: "summarise the chat", earlier: conversationEn, answer: /## Next steps/ },
  { prompt: "what is a session tree?", answer: /^A session is an append-only file/ },
  { prompt: "what is the leaf?", answer: /the leaf marks where the conversation goes on/ },
  { prompt: "how do I switch branches?", answer: /moving the leaf starts a new branch/ },
  { prompt: "where does the context come from?", answer: /the path from the leaf back to the root/ },
  { prompt: "what is JSONL?", answer: /^A session is an append-only file/ },
  { prompt: "what is compaction?", answer: /^When the context grows too large/ },
  { prompt: "the context window is full, now what?", answer: /compaction summarises the older messages/ },
  { prompt: "how do tools work?", answer: /^A tool has a name/ },
  { prompt: "what happens when a tool fails?", answer: /becomes an error result/ },
  { prompt: "how does the agent loop work?", answer: /^The agent loop is short/ },
  { prompt: "when does the loop stop?", answer: /It stops/ },
  { prompt: "which events are there?", answer: /message_end event/ },
  { prompt: "hello", answer: /^Hello! I am the scripted teaching model/ },
  { prompt: "hi, what can you do?", answer: /^Hello!/ },
  { prompt: "hey", answer: /^Hello!/ },
  { prompt: "thanks", answer: /^You are welcome/ },
  { prompt: "banana", answer: /^I am the scripted teaching model: .*\n- "list the files"\n- "read README"\n/s },
  { prompt: "how is the weather today", answer: /^I am the scripted teaching model/ },
];

// Each prompt gets a fresh copy of the sample workspace, so a note written by one row is not listed by the next.
let workspace = "";
let tools: Tool[] = [];
beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), "teaching-prompts-"));
  cpSync(sampleWorkspaceDir, workspace, { recursive: true });
  tools = createTeachingTools({ workspace });
});
afterEach(() => {
  rmSync(workspace, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

/** Asks the prompt; runs the tool it calls, if any, and returns the call and the answer given after it. */
async function converse(row: Row): Promise<{ call: { name: string; arguments: unknown } | undefined; answer: string }> {
  const specs = tools.map(toToolSpec);
  const messages: AgentMessage[] = [...(row.earlier ?? []), userMessage(row.prompt, 0)];
  const request = (): ModelRequest => ({ systemPrompt: "You are the teaching agent.", messages, tools: specs });
  const first = teachingReply(request());
  const call = first.toolCalls?.[0];
  if (call === undefined) return { call, answer: first.text ?? "" };
  const toolCall = { type: "toolCall" as const, id: "c1", name: call.name, arguments: call.arguments };
  const outcome = await runToolCall(toolCall, tools, new AbortController().signal);
  messages.push(assistant([toolCall], "toolUse"), {
    role: "toolResult",
    toolCallId: "c1",
    toolName: call.name,
    ...outcome,
    timestamp: 0,
  });
  return { call, answer: teachingReply(request()).text ?? "" };
}

function table(name: string, rows: Row[], kitLang: string, sameLanguage: (answer: string) => void): void {
  describe(name, () => {
    it.each(rows)("$prompt", async (row) => {
      vi.stubEnv("KIT_LANG", kitLang);
      const { call, answer } = await converse(row);
      if (row.tool === undefined) expect(call).toBeUndefined();
      else expect(call).toMatchObject(row.tool);
      expect(answer).toMatch(row.answer);
      sameLanguage(answer);
    });
  });
}

// A Chinese answer holds no English sentence of the kit's own (file contents and code words may be English).
const ENGLISH_SENTENCES = /\b(?:Wrote|Done|The file|I see|It begins|characters|failed:|does not exist)\b/;
table("the prompt table in Chinese (KIT_LANG=zh-CN)", chinese, "zh-CN", (answer) => {
  expect(answer).toMatch(/\p{Script=Han}/u);
  expect(answer).not.toMatch(ENGLISH_SENTENCES);
});
table("the same table in English", english, "en", (answer) => {
  expect(answer).not.toMatch(/\p{Script=Han}/u);
});

describe("the tables", () => {
  it("hold at least 40 prompts each, and the same kinds of request in both languages", () => {
    expect(chinese.length).toBeGreaterThanOrEqual(40);
    expect(english.length).toBeGreaterThanOrEqual(40);
    const kinds = (rows: Row[]) => new Set(rows.map((row) => row.tool?.name ?? "answer"));
    expect(kinds(chinese)).toEqual(kinds(english));
  });

  it("the fallback's three examples each call a tool, in both languages", async () => {
    for (const [rows, lang] of [
      [chinese, "zh-CN"],
      [english, "en"],
    ] as const) {
      vi.stubEnv("KIT_LANG", lang);
      const fallback = (await converse({ prompt: rows.at(-1)?.prompt ?? "", answer: /./ })).answer;
      const examples = [...fallback.matchAll(/^- "?(.+?)"?$/gm)].map((match) => match[1] ?? "");
      expect(examples).toHaveLength(3);
      for (const example of examples) expect((await converse({ prompt: example, answer: /./ })).call).toBeDefined();
    }
  });

  it("writes the user's words into the file, not a dump of the conversation", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    await converse({ prompt: "把 notes/words.md 里写上 你好", answer: /./ });
    expect(readFileSync(join(workspace, "notes/words.md"), "utf8")).toBe("你好\n");
  });
});
