/**
 * The teaching behaviour: a scripted model that plays a plausible assistant
 * for the teaching tools, with no network and the same answer every time.
 *
 * It is a rule table. The first rule whose `when` matches the request decides
 * the reply: summarise when the request says it is a summary request, answer
 * the tool results just received, call a tool the user asked for, or explain
 * one of the kit's ideas. Rules are plain on purpose: reading the table tells a
 * learner exactly why the "model" did what it did, and the thinking it streams
 * names the rule that fired. It understands English and Chinese requests and
 * answers in the language of the user's last message (`language.ts`).
 */
import type { AgentMessage, ToolResultMessage } from "../messages.ts";
import { textOf } from "../messages.ts";
import type { Model, ModelRequest } from "../model.ts";
import { createScriptedModel, type ScriptedModelOptions, type ScriptedReply } from "../scripted-model.ts";
import { ANSWERS, type Answers } from "./answers.ts";
import { type Language, languageOf } from "./language.ts";
import { writeStructuredSummary } from "./summary.ts";

interface Situation {
  request: ModelRequest;
  /** The last user message's text, or "" when the conversation ends otherwise. */
  prompt: string;
  /** The language of the user's last message: the language of the answer. */
  language: Language;
  /** Tool results since the model's last reply: what it must answer now. */
  results: ToolResultMessage[];
  hasTool: (name: string) => boolean;
}

interface Rule {
  name: string;
  when: (s: Situation) => boolean;
  reply: (s: Situation) => ScriptedReply;
}

/** What a request must say for a rule, in each language. */
type Patterns = Record<Language, RegExp>;

/** Does the prompt say this, in its own language? */
function says(s: Situation, patterns: Patterns): boolean {
  return patterns[s.language].test(s.prompt);
}

// #region rules
const rules: Rule[] = [
  {
    name: "summarise for compaction",
    when: (s) => s.request.summary !== undefined,
    reply: (s) => ({ text: writeStructuredSummary(s.request) }),
  },
  {
    name: "answer the tool results",
    when: (s) => s.results.length > 0,
    reply: (s) => ({ text: s.results.map((result) => describeResult(result, s.language)).join("\n\n") }),
  },
  {
    name: "list the files",
    when: (s) =>
      s.hasTool("list_files") &&
      says(s, {
        en: /\b(list|ls|which|what)\b.*\b(files?|folders?)\b/i,
        zh: /(列出|列一下|有哪些|有什么|看看).*(文件|目录)/,
      }),
    reply: (s) => ({ toolCalls: [{ name: "list_files", arguments: { path: folderIn(s.prompt) ?? "." } }] }),
  },
  {
    name: "read a file",
    when: (s) =>
      s.hasTool("read_file") &&
      fileIn(s.prompt) !== undefined &&
      says(s, { en: /\b(read|open|show|summari[sz]e|look at)\b/i, zh: /(读|打开|查看|看看|看一下|总结|概括)/ }),
    reply: (s) => ({ toolCalls: [{ name: "read_file", arguments: { path: fileIn(s.prompt) } }] }),
  },
  {
    name: "write a note",
    when: (s) =>
      s.hasTool("write_file") &&
      says(s, { en: /\b(write|save|make|create|take)\b.*\bnote\b/i, zh: /(写|记|保存|创建|做).{0,6}(笔记|备注)/ }),
    reply: (s) => {
      const path = fileIn(s.prompt) ?? "notes/note.md";
      return { toolCalls: [{ name: "write_file", arguments: { path, content: noteFrom(s) } }] };
    },
  },
  answer("explain compaction", "compaction", {
    en: /\b(compact\w*|summar\w*|context window)\b/i,
    zh: /(压缩|摘要|上下文窗口)/,
  }),
  answer("explain sessions", "sessions", {
    en: /\b(sessions?|trees?|leaf|branch\w*|jsonl)\b/i,
    zh: /(会话|树|叶子|分支|条目|jsonl)/i,
  }),
  answer("explain tools", "tools", { en: /\btools?\b/i, zh: /工具/ }),
  answer("explain the loop", "loop", { en: /\b(loop|turns?|events?|agent)\b/i, zh: /(循环|轮次|事件|agent)/i }),
  answer("greet", "greeting", { en: /^\s*(hi|hello|hey)\b/i, zh: /^\s*(你好|您好|嗨)/ }),
  answer("say what it can do", "fallback", { en: /.*/, zh: /.*/ }),
];
// #endregion rules

/** A rule that meets a question matching its pattern with a fixed explanation, in the question's language. */
function answer(name: string, topic: keyof Answers, patterns: Patterns): Rule {
  return { name, when: (s) => says(s, patterns), reply: (s) => ({ text: ANSWERS[s.language][topic] }) };
}

/** The teaching behaviour as a reply function, for `createScriptedModel({ replies })`. */
export function teachingReply(request: ModelRequest): ScriptedReply {
  const situation = readSituation(request);
  // The last rule matches every request, so a rule is always found.
  const rule = rules.find((candidate) => candidate.when(situation)) as Rule;
  const reply = rule.reply(situation);
  if (request.thinkingLevel === undefined || request.thinkingLevel === "off") return reply;
  const thinking =
    situation.language === "zh" ? `这个请求匹配规则“${rule.name}”。` : `Rule "${rule.name}" matches this request.`;
  return { thinking, ...reply };
}

/** The scripted model with the teaching behaviour: the kit's default model. */
export function createTeachingModel(options: Omit<ScriptedModelOptions, "replies"> = {}): Model {
  return createScriptedModel({ id: "teaching", ...options, replies: teachingReply });
}

function readSituation(request: ModelRequest): Situation {
  const messages = request.messages;
  const lastReply = messages.findLastIndex((m) => m.role === "assistant");
  const results = messages.slice(lastReply + 1).filter((m): m is ToolResultMessage => m.role === "toolResult");
  const last = messages.at(-1);
  const lastUser = messages.findLast((m) => m.role === "user");
  return {
    request,
    prompt: last?.role === "user" ? textOf(last.content) : "",
    language: languageOf(lastUser?.role === "user" ? textOf(lastUser.content) : ""),
    results: last?.role === "toolResult" ? results : [],
    hasTool: (name) => request.tools.some((tool) => tool.name === name),
  };
}

/** Before a path: a space, a quote, a colon, or a Chinese character ("读取README.md"). */
const BEFORE = String.raw`(?:^|[\s"'\x60“‘（(：:]|(?<=\p{Script=Han}))`;
/** After a path: the end, a space, punctuation of either language, or a Chinese character. */
const AFTER = String.raw`(?=$|[\s"'\x60,;:!?”’）)。，；：！？、]|\.(?:\s|$)|\p{Script=Han})`;

/** A word that looks like a file: it has an extension, e.g. "README.md" or "notes/today.md". */
function fileIn(text: string): string | undefined {
  return new RegExp(`${BEFORE}((?:[\\w.-]+/)*[\\w-]+\\.[A-Za-z]\\w{0,4})${AFTER}`, "u").exec(text)?.[1];
}

/** A word that looks like a folder: it ends with a slash, e.g. "notes/". */
function folderIn(text: string): string | undefined {
  return new RegExp(`${BEFORE}((?:[\\w.-]+/)+)${AFTER}`, "u").exec(text)?.[1];
}

// #region describe-result
/** Answers a tool result from what it says, as a model would after reading it. */
function describeResult(result: ToolResultMessage, language: Language): string {
  const text = textOf(result.content);
  const zh = language === "zh";
  if (result.isError || text.startsWith("Error")) {
    const reason = text.replace(/^Error:\s*/, "");
    return zh
      ? `${result.toolName} 调用失败：${reason}\n我不会去猜；请告诉我接下来怎么做。`
      : `The ${result.toolName} call failed: ${reason}\nI will not guess; tell me how you want to go on.`;
  }
  if (result.toolName === "list_files") {
    const names = text.split("\n").filter((line) => line.trim() !== "" && line !== "(empty folder)");
    return zh
      ? `我看到 ${names.length} 项：${names.join("、")}。想读哪一个，告诉我就行。`
      : `I see ${names.length} entries: ${names.join(", ")}. Ask me to read any of them.`;
  }
  if (result.toolName === "read_file") return describeFile(text, language);
  if (result.toolName === "write_file") return zh ? `完成。${text}` : `Done. ${text}`;
  const firstLine = text.split("\n")[0] ?? "";
  return zh ? `${result.toolName} 工具的回答：${firstLine}` : `The ${result.toolName} tool answered: ${firstLine}`;
}

function describeFile(text: string, language: Language): string {
  const lines = text.split("\n");
  const title = lines.find((line) => line.startsWith("# "))?.slice(2);
  const firstSentence = lines.find((line) => line.trim() !== "" && !line.startsWith("#"))?.trim();
  const listItems = lines.filter((line) => /^\s*(?:[-*]|\d+\.)\s/.test(line)).length;
  const cut = text.includes("[... ");
  const parts =
    language === "zh"
      ? [
          title ? `文件的标题是“${title}”。` : "文件没有标题。",
          firstSentence ? `开头是：“${firstSentence}”` : "文件是空的。",
          listItems > 0 ? `里面有一个 ${listItems} 项的列表。` : "",
          cut ? "文件被截断了；末尾的标记说明了怎样接着读。" : "",
        ]
      : [
          title ? `The file is titled "${title}".` : "The file has no title.",
          firstSentence ? `It begins: "${firstSentence}"` : "It is empty.",
          listItems > 0 ? `It has a list of ${listItems} items.` : "",
          cut ? "It was cut short; the marker at the end says how to read on." : "",
        ];
  return parts.filter((part) => part !== "").join(language === "zh" ? "" : " ");
}
// #endregion describe-result

/** A note made of the conversation so far: the user's requests and the last answer. */
function noteFrom(s: Situation): string {
  const requests = s.request.messages.filter((m): m is Extract<AgentMessage, { role: "user" }> => m.role === "user");
  const lastAnswer = s.request.messages.findLast((m) => m.role === "assistant" && textOf(m.content) !== "");
  const [title, asked, answered] =
    s.language === "zh"
      ? ["# 笔记", "到目前为止的问题：", "最后的回答："]
      : ["# Note", "Asked so far:", "Last answer:"];
  const lines = [title, "", asked, ...requests.map((m) => `- ${textOf(m.content)}`)];
  if (lastAnswer?.role === "assistant") lines.push("", answered, textOf(lastAnswer.content));
  return `${lines.join("\n")}\n`;
}
