/**
 * The teaching behaviour: a scripted model that plays a plausible assistant
 * for the teaching tools, with no network and the same answer every time.
 *
 * It understands a request first (`understanding/`): what kind of thing is
 * asked (list, read or write a file, explain a term, recall or sum up the
 * conversation, greet, thank) and its pieces (a file, a folder, the text to
 * write), in English, Simplified or Traditional Chinese, or a mix. Then one
 * rule decides the reply, and the thinking it streams names that rule. Files
 * are found in what its context shows of the workspace: when it does not know
 * where a file is, it lists a folder first instead of guessing. Terms are
 * explained from the kit's glossary; questions about the conversation are
 * answered from the messages it is sent. It answers in the language of the
 * user's last message (`language.ts`).
 */
import type { AgentMessage, ToolResultMessage } from "../messages.ts";
import { textOf } from "../messages.ts";
import type { Model, ModelRequest } from "../model.ts";
import { createScriptedModel, type ScriptedModelOptions, type ScriptedReply } from "../scripted-model.ts";
import { ANSWERS } from "./answers.ts";
import { type Language, languageOf } from "./language.ts";
import { writeStructuredSummary } from "./summary.ts";
import { describeResult } from "./tool-answers.ts";
import { conceptAnswer } from "./understanding/concept-answer.ts";
import { fallbackAnswer } from "./understanding/fallback.ts";
import { type Understanding, understand } from "./understanding/intent.ts";
import { conversationOf } from "./understanding/memory.ts";
import { type Resolution, resolve } from "./understanding/resolve-path.ts";
import { type Utterance, utteranceOf } from "./understanding/utterance.ts";
import { knowledgeOf, type WorkspaceKnowledge } from "./understanding/workspace-knowledge.ts";

interface Situation {
  request: ModelRequest;
  /** The last user message, understood; undefined when there is none. */
  utterance?: Utterance;
  understanding?: Understanding;
  /** The language of the user's last message: the language of the answer. */
  language: Language;
  /** Tool results since the model's last reply: what it must answer now. */
  results: ToolResultMessage[];
  /** What the context shows of the workspace. */
  knowledge: WorkspaceKnowledge;
  /** The tool calls made since the user's last message, as "name path". */
  calledSinceAsked: string[];
  hasTool: (name: string) => boolean;
}

type Reply = { rule: RuleName; reply: ScriptedReply };

/** The rules, in the words the thinking names them with, and in Chinese. */
const RULES_ZH = {
  "summarise for compaction": "为压缩写摘要",
  "answer the tool results": "根据工具结果作答",
  "look before acting": "先列出文件夹再动手",
  "list the files": "列出文件",
  "read a file": "读一个文件",
  "write a file": "写一个文件",
  "ask what to write": "问要写什么",
  "say it is not there": "说明没找到",
  "say it has no such tool": "说明没有这个工具",
  "explain a term": "讲解术语",
  "say it does not know the term": "说明不知道这个术语",
  "recall the conversation": "回想对话",
  "sum up the conversation": "总结对话",
  greet: "打招呼",
  "say you are welcome": "回应感谢",
  "say what it understood": "说明听懂了什么",
} as const;

type RuleName = keyof typeof RULES_ZH;

/** Each rule's name in Chinese, for a Chinese run's thinking (the English name, as in the code, beside it). */
export const RULE_NAMES_ZH: Readonly<Record<string, string>> = RULES_ZH;

/** The rules' names: what a thinking model says it matched. */
export const RULE_NAMES: readonly string[] = Object.keys(RULES_ZH);

// #region rules
function decide(s: Situation): Reply {
  if (s.request.summary !== undefined) {
    return { rule: "summarise for compaction", reply: { text: writeStructuredSummary(s.request) } };
  }
  const u = s.utterance;
  const understanding = s.understanding;
  if (u === undefined || understanding === undefined) return answerResults(s);
  const next = act(s, understanding);
  if (s.results.length > 0 && (next === undefined || isRepeat(s, next))) return answerResults(s);
  if (next !== undefined) return next;
  const words = ANSWERS[s.language];
  switch (understanding.intent) {
    case "explain":
      return conceptAnswer(understanding.concept, s.language).known
        ? {
            rule: "explain a term",
            reply: { text: conceptAnswer(understanding.concept, s.language).text },
          }
        : {
            rule: "say it does not know the term",
            reply: { text: conceptAnswer(understanding.concept, s.language).text },
          };
    case "recall":
      return { rule: "recall the conversation", reply: { text: recall(s, understanding) } };
    case "summarise":
      return { rule: "sum up the conversation", reply: { text: sumUp(s, understanding) } };
    case "greet":
      return { rule: "greet", reply: { text: words.greeting } };
    case "thank":
      return { rule: "say you are welcome", reply: { text: words.thanks } };
    default:
      return { rule: "say what it understood", reply: { text: fallbackAnswer(u, understanding, s.language) } };
  }
}
// #endregion rules

/** The tool call a list, read or write request needs next, or the sentence that says why there is none. */
function act(s: Situation, understanding: Understanding): Reply | undefined {
  const { intent, slots } = understanding;
  const tool = { list: "list_files", read: "read_file", write: "write_file" }[intent as "list"];
  if (tool === undefined) return undefined;
  const words = ANSWERS[s.language];
  if (!s.hasTool(tool) || !s.hasTool("list_files"))
    return { rule: "say it has no such tool", reply: { text: words.noTool(tool) } };
  if (intent === "write") return write(s, understanding);
  const folders = slots.paths.filter((path) => path.endsWith("/"));
  const wanted =
    intent === "list"
      ? { paths: folders, names: slots.folders.length > 0 ? slots.folders : slots.names, kind: "folder" as const }
      : { paths: slots.paths, names: slots.names, kind: "file" as const };
  let found = resolve({ ...wanted, language: s.language }, s.knowledge);
  if (found.kind === "missing" && intent === "read" && slots.paths.length === 0) {
    const folder = resolve({ ...wanted, kind: "folder", language: s.language }, s.knowledge);
    if (folder.kind === "found") return call("list the files", "list_files", { path: folder.path });
  }
  const what = slots.paths[0] ?? asTyped(s.utterance?.original ?? "", wanted.names.join(" "));
  if (found.kind === "look" && lookups(s) >= 4) found = { kind: "missing", looked: [...s.knowledge.folders.keys()] };
  if (found.kind === "look") {
    const reply = call("look before acting", "list_files", { path: found.folder });
    return { ...reply, reply: { text: words.lookingFirst(what, found.folder), ...reply.reply } };
  }
  if (found.kind === "missing") return notThere(s, what, found);
  if (intent === "list") return call("list the files", "list_files", { path: found.path });
  return call("read a file", "read_file", { path: found.path });
}

function write(s: Situation, understanding: Understanding): Reply | undefined {
  const { slots } = understanding;
  const words = ANSWERS[s.language];
  const typed = slots.paths.find((path) => !path.endsWith("/"));
  const folderTyped = slots.paths.find((path) => path.endsWith("/"));
  const folderWord = slots.folders.find((name) => !typed?.includes(name));
  let folder = folderTyped ?? "";
  if (folder === "" && folderWord !== undefined && !typed?.includes("/")) {
    if (/^[\w.-]+$/.test(folderWord) && !s.knowledge.folders.has("")) folder = `${folderWord}/`;
    else {
      const found = resolve({ paths: [], names: [folderWord], kind: "folder", language: s.language }, s.knowledge);
      if (found.kind === "look") {
        const reply = call("look before acting", "list_files", { path: found.folder });
        return { ...reply, reply: { text: words.lookingFirst(folderWord, found.folder), ...reply.reply } };
      }
      if (found.kind === "missing") return notThere(s, folderWord, found);
      folder = found.path.endsWith("/") ? found.path : `${found.path}/`;
    }
  }
  const path = typed === undefined ? `${folder || "notes/"}note.md` : typed.includes("/") ? typed : `${folder}${typed}`;
  const isNote = typed === undefined || understanding.aNote;
  if (slots.content === undefined && !isNote)
    return { rule: "ask what to write", reply: { text: words.askForContent(path) } };
  const content = slots.content === undefined ? noteFrom(s) : `${slots.content}\n`;
  return call("write a file", "write_file", { path, content });
}

/** A name as the user typed it ("README"), not as it was compared ("readme"). */
function asTyped(original: string, name: string): string {
  const at = original.toLowerCase().indexOf(name.toLowerCase());
  return at === -1 ? name : original.slice(at, at + name.length);
}

function notThere(s: Situation, what: string, found: Extract<Resolution, { kind: "missing" }>): Reply {
  const there = [...(s.knowledge.folders.get("") ?? [])];
  return { rule: "say it is not there", reply: { text: ANSWERS[s.language].notFound(what, found.looked, there) } };
}

function call(rule: RuleName, name: string, args: Record<string, unknown>): Reply {
  return { rule, reply: { toolCalls: [{ name, arguments: args }] } };
}

/** The call was made already since the user asked: the next thing to do is to answer. */
function isRepeat(s: Situation, next: Reply): boolean {
  const planned = next.reply.toolCalls?.[0];
  return planned !== undefined && s.calledSinceAsked.includes(`${planned.name} ${String(planned.arguments.path)}`);
}

function lookups(s: Situation): number {
  return s.calledSinceAsked.filter((c) => c.startsWith("list_files ")).length;
}

function answerResults(s: Situation): Reply {
  return {
    rule: "answer the tool results",
    reply: { text: s.results.map((result) => describeResult(result, s.language)).join("\n\n") },
  };
}

/** "What did I just ask?", "what did you say?": from the messages the model is sent, nothing else. */
function recall(s: Situation, understanding: Understanding): string {
  const words = ANSWERS[s.language];
  const conversation = conversationOf(s.request.messages);
  if (understanding.aboutModel && !understanding.aboutMe) {
    const said = conversation.answered.at(-1);
    return said === undefined ? words.nothingYet : words.iSaid(said);
  }
  const asked = understanding.first ? conversation.asked[0] : conversation.asked.at(-1);
  return asked === undefined ? words.nothingYet : words.youAsked(asked, understanding.first);
}

/** The conversation in one sentence, or as compaction's sectioned checkpoint when that is asked for. */
function sumUp(s: Situation, understanding: Understanding): string {
  const words = ANSWERS[s.language];
  const conversation = conversationOf(s.request.messages);
  if (conversation.asked.length === 0 && !conversation.summarised) return words.nothingYet;
  if (understanding.detailed && !understanding.brief) {
    const summary = writeStructuredSummary({ ...s.request, messages: s.request.messages.slice(0, -1) });
    return `${words.detailedSummary}\n\n${summary}`;
  }
  const done = [...new Set(conversation.calls.map((c) => words.didCall(c.name, c.path)))];
  return words.chatInOneSentence(conversation.asked, done, conversation.summarised);
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

/** The teaching behaviour as a reply function, for `createScriptedModel({ replies })`. */
export function teachingReply(request: ModelRequest): ScriptedReply {
  const situation = readSituation(request);
  const { rule, reply } = decide(situation);
  if (request.thinkingLevel === undefined || request.thinkingLevel === "off") return reply;
  const thinking =
    situation.language === "zh"
      ? `这个请求匹配规则“${RULE_NAMES_ZH[rule]}”（${rule}）。`
      : `Rule "${rule}" matches this request.`;
  return { thinking, ...reply };
}

/** The scripted model with the teaching behaviour: the kit's default model. */
export function createTeachingModel(options: Omit<ScriptedModelOptions, "replies"> = {}): Model {
  return createScriptedModel({ id: "teaching", ...options, replies: teachingReply });
}

function readSituation(request: ModelRequest): Situation {
  const messages = request.messages;
  const lastReply = messages.findLastIndex((m) => m.role === "assistant");
  const lastAsked = messages.findLastIndex((m) => m.role === "user");
  const results = messages.slice(lastReply + 1).filter((m): m is ToolResultMessage => m.role === "toolResult");
  const last = messages.at(-1);
  const lastUser = messages[lastAsked];
  const prompt = lastUser?.role === "user" ? textOf(lastUser.content) : undefined;
  const utterance = prompt === undefined ? undefined : utteranceOf(prompt);
  const calledSinceAsked = messages
    .slice(lastAsked + 1)
    .flatMap((m) =>
      m.role === "assistant"
        ? m.content.flatMap((b) => (b.type === "toolCall" ? [`${b.name} ${String(b.arguments.path ?? ".")}`] : []))
        : [],
    );
  return {
    request,
    utterance,
    understanding: utterance === undefined ? undefined : understand(utterance),
    language: languageOf((prompt ?? "").slice(0, 2_000)),
    results: last?.role === "toolResult" ? results : [],
    knowledge: knowledgeOf(messages),
    calledSinceAsked,
    hasTool: (name) => request.tools.some((tool) => tool.name === name),
  };
}
