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

/**
 * Does the prompt say this? Both languages' patterns are tried, so a mixed
 * sentence ("帮我 list 一下 files") is understood too; the answer's language
 * still follows the prompt (`language.ts`).
 */
function says(s: Situation, patterns: Patterns): boolean {
  return patterns.en.test(s.prompt) || patterns.zh.test(s.prompt);
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
    name: "summarise the conversation",
    when: (s) =>
      fileIn(s.prompt) === undefined &&
      says(s, {
        en: /\b(summar\w*|recap)\b.*\b(conversation|chat|discussion|so far|we|our)\b/i,
        zh: /(总结|概括|归纳|回顾|梳理).{0,10}(对话|聊天|会话|刚才|目前|我们|聊了)/,
      }),
    reply: (s) => ({ text: summariseSoFar(s) }),
  },
  {
    name: "list the files",
    when: (s) =>
      s.hasTool("list_files") &&
      fileIn(s.prompt) === undefined &&
      says(s, {
        en: /\b(list|ls|which|what)\b.*\b(files?|folders?)\b/i,
        zh: /(列出|列一下|有哪些|有什么|有啥|看看|看一下|显示).{0,10}(文件|目录)|(工作区|文件夹|目录)里?都?(有什么|有啥|有哪些)/,
      }),
    reply: (s) => ({ toolCalls: [{ name: "list_files", arguments: { path: folderIn(s.prompt) ?? "." } }] }),
  },
  {
    name: "write a note",
    when: (s) =>
      s.hasTool("write_file") &&
      says(s, {
        // "note: ...", "write a note", or "write/add/put WORDS to FILE.md"
        en: /^\s*note\s*:|\b(write|save|make|create|take|add)\b.*\bnotes?\b|\b(write|add|put)\b.+\b(to|in)\s+\S+\.\w/i,
        zh: /(写|记|保存|创建|做).{0,6}(笔记|备注)|写上|写入|写进|加一句|记一下|记下/,
      }),
    reply: (s) => {
      const path = fileIn(s.prompt) ?? "notes/note.md";
      const words = noteWordsIn(s.prompt, path);
      const content = words === undefined ? noteFrom(s) : `${words}\n`;
      return { toolCalls: [{ name: "write_file", arguments: { path, content } }] };
    },
  },
  {
    name: "read a file",
    when: (s) =>
      s.hasTool("read_file") &&
      (fileIn(s.prompt) ?? bareNameIn(s.prompt)) !== undefined &&
      says(s, {
        en: /\b(read|open|show|summari[sz]e|look at)\b/i,
        zh: /(读|打开|查看|看看|看一下|瞧瞧|总结|概括|讲了什么|说了什么|写了什么)/,
      }),
    reply: (s) => ({
      toolCalls: [{ name: "read_file", arguments: { path: fileIn(s.prompt) ?? bareNameIn(s.prompt) } }],
    }),
  },
  answer("explain compaction", "compaction", {
    en: /\b(compact\w*|summar\w*|context window|tokens?)\b/i,
    zh: /(压缩|摘要|上下文窗口|总结|概括|token)/i,
  }),
  answer("explain sessions", "sessions", {
    en: /\b(sessions?|trees?|leaf|leaves|branch\w*|jsonl|entry|entries|context|root)\b/i,
    zh: /(会话|树|叶子|分支|条目|jsonl|上下文|父节点|根节点|回溯)/i,
  }),
  answer("explain tools", "tools", { en: /\btools?\b/i, zh: /工具/ }),
  answer("explain the loop", "loop", { en: /\b(loop|turns?|events?|agent)\b/i, zh: /(循环|轮次|事件|agent)/i }),
  answer("greet", "greeting", {
    en: /^\s*(hi|hello|hey|good (morning|afternoon|evening))\b/i,
    zh: /^\s*(你好|您好|嗨|哈喽|在吗|早上好|下午好|晚上好|早啊)/,
  }),
  answer("say you are welcome", "thanks", { en: /\b(thanks|thank you|thx)\b/i, zh: /(谢谢|多谢|感谢|谢啦)/ }),
  answer("say what it can do", "fallback", { en: /.*/, zh: /.*/ }),
];
// #endregion rules

/** The rules' names, in the order they are tried: what a thinking model says it matched. */
export const RULE_NAMES: readonly string[] = rules.map((rule) => rule.name);

/** Each rule's name in Chinese, for a Chinese run's thinking (the English name, as in the code, beside it). */
export const RULE_NAMES_ZH: Readonly<Record<string, string>> = {
  "summarise for compaction": "为压缩写摘要",
  "answer the tool results": "根据工具结果作答",
  "summarise the conversation": "总结对话",
  "list the files": "列出文件",
  "write a note": "写一条笔记",
  "read a file": "读一个文件",
  "explain compaction": "讲解压缩",
  "explain sessions": "讲解会话",
  "explain tools": "讲解工具",
  "explain the loop": "讲解循环",
  greet: "打招呼",
  "say you are welcome": "回应感谢",
  "say what it can do": "说明能做什么",
};

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
    situation.language === "zh"
      ? `这个请求匹配规则“${RULE_NAMES_ZH[rule.name]}”（${rule.name}）。`
      : `Rule "${rule.name}" matches this request.`;
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

/** Words that follow "read" or "打开" but name no file. */
const NOT_A_NAME = /^(?:the|a|an|it|this|that|me|my|file|files|agent|loop|jsonl|token|tokens|api)$/i;

/**
 * A bare name after a reading verb, as people type it: "读一下 README",
 * "open sessions". The workspace holds Markdown, so the name means NAME.md.
 */
function bareNameIn(text: string): string | undefined {
  const verb = String.raw`(?:\b(?:read|open)\s+(?:the\s+)?|(?:读|打开|查看|看看|看一下|瞧瞧|总结|概括)(?:一下)?\s*)`;
  const name = new RegExp(`${verb}([A-Za-z][\\w-]*(?:/[\\w-]+)*)(?![\\w./-])`, "iu").exec(text)?.[1];
  return name === undefined || NOT_A_NAME.test(name) ? undefined : `${name}.md`;
}

/**
 * The words the user wants in the note, or undefined when the prompt gives
 * none ("写一条笔记"): what follows a colon ("记个笔记：你好"), a marker word
 * ("写上 你好", "加一句 今天学了会话树"), or quotes ('write "hello" to notes.md').
 */
function noteWordsIn(text: string, path: string): string | undefined {
  const afterColon = /(?:：|:\s)\s*([\s\S]+)$/.exec(text)?.[1];
  const afterMarker = /(?:写上|写入|写进|加一句|记一下|记下)\s*([\s\S]+)$/.exec(text)?.[1];
  const quoted = /["“「]([^"”」]+)["”」]/.exec(text)?.[1];
  const englishWords = /\b(?:write|add|append|put)\s+(.+?)\s+(?:to|in|into)\s+\S+\.\w+/i.exec(text)?.[1];
  const englishSentence = englishWords !== undefined && !/^(?:an?\s+|the\s+)?(?:note|line|file)s?$/i.test(englishWords);
  const found = afterColon ?? quoted ?? afterMarker ?? (englishSentence ? englishWords : undefined);
  if (found === undefined) return undefined;
  const words = found
    .trim()
    .replace(
      new RegExp(`^(?:到|在)?\\s*${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*(?:里|中|上)?\\s*[：:]?\\s*`),
      "",
    )
    .replace(/^["“「](.*)["”」]$/s, "$1")
    .trim();
  return words === "" ? undefined : words;
}

/** A word that looks like a file: it has an extension, e.g. "README.md", "README.zh-CN.md" or "notes/today.md". */
function fileIn(text: string): string | undefined {
  return new RegExp(`${BEFORE}((?:[\\w.-]+/)*[\\w-]+(?:\\.[\\w-]+)*\\.[A-Za-z]\\w{0,4})${AFTER}`, "u").exec(text)?.[1];
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
    const reason = text.replace(/^Error:\s*/, "").replace(new RegExp(`^${result.toolName} failed:\\s*`), "");
    return zh
      ? `${result.toolName} 调用失败：${reason}\n我不会去猜；请告诉我接下来怎么做。`
      : `The ${result.toolName} call failed: ${reason}\nI will not guess; tell me how you want to go on.`;
  }
  if (result.toolName === "list_files") {
    const names = text.split("\n").filter((line) => line.trim() !== "" && !/^[(（].*[)）]$/.test(line));
    if (names.length === 0) return zh ? "这个文件夹是空的。" : "The folder is empty.";
    return zh
      ? `我看到 ${names.length} 项：${names.join("、")}。想读哪一个，告诉我就行。`
      : `I see ${names.length} entries: ${names.join(", ")}. Ask me to read any of them.`;
  }
  if (result.toolName === "read_file") return describeFile(text, language);
  if (result.toolName === "write_file") return describeWrite(result, text, language);
  const firstLine = text.split("\n")[0] ?? "";
  return zh ? `${result.toolName} 工具的回答：${firstLine}` : `The ${result.toolName} tool answered: ${firstLine}`;
}

/** What was written where, from the result's details (or its sentence, in either language). */
function describeWrite(result: ToolResultMessage, text: string, language: Language): string {
  const details = (result.details ?? {}) as { path?: unknown; characters?: unknown };
  const said = /(\d+) (?:characters to|个字符写入) (.+?)[.。]$/.exec(text);
  const path = typeof details.path === "string" ? details.path : said?.[2];
  const characters = typeof details.characters === "number" ? details.characters : Number(said?.[1]);
  if (path === undefined || Number.isNaN(characters)) return language === "zh" ? `完成：${text}` : `Done. ${text}`;
  return language === "zh"
    ? `好了，${path} 写好了（${characters} 个字符）。想看看内容，就说“读一下 ${path}”。`
    : `Done: ${path} now holds ${characters} characters. Say "read ${path}" to see it.`;
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

/** The conversation before this request, as the checkpoint compaction would write (chapter 06). */
function summariseSoFar(s: Situation): string {
  const earlier = s.request.messages.slice(0, -1);
  const zh = s.language === "zh";
  if (!earlier.some((m) => m.role === "user")) {
    return zh
      ? "我们才刚开始，还没有可以总结的对话。先让我做点什么吧，比如“列出文件”。"
      : "We have only just started: there is no conversation to summarise yet. " +
          'Ask me something first, such as "list the files".';
  }
  const summary = writeStructuredSummary({ ...s.request, messages: earlier });
  const intro = zh
    ? "到目前为止的对话，按压缩时写摘要的格式整理如下："
    : "Here is the conversation so far, in the form compaction writes its summary:";
  return `${intro}\n\n${summary}`;
}

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
