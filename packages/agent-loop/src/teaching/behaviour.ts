/**
 * The teaching behaviour: a scripted model that plays a plausible assistant
 * for the teaching tools, with no network and the same answer every time.
 *
 * It is a rule table. The first rule whose `when` matches the request decides
 * the reply: summarise for compaction, answer the tool results just received,
 * call a tool the user asked for, or explain one of the kit's ideas. Rules are
 * plain on purpose: reading the table tells a learner exactly why the "model"
 * did what it did, and the thinking it streams names the rule that fired.
 */
import type { AgentMessage, ToolResultMessage } from "../messages.ts";
import { textOf } from "../messages.ts";
import type { Model, ModelRequest } from "../model.ts";
import { createScriptedModel, type ScriptedModelOptions, type ScriptedReply } from "../scripted-model.ts";
import { ANSWERS } from "./answers.ts";
import { isSummaryRequest, writeStructuredSummary } from "./summary.ts";

interface Situation {
  request: ModelRequest;
  /** The last user message's text, or "" when the conversation ends otherwise. */
  prompt: string;
  /** Tool results since the model's last reply: what it must answer now. */
  results: ToolResultMessage[];
  hasTool: (name: string) => boolean;
}

interface Rule {
  name: string;
  when: (s: Situation) => boolean;
  reply: (s: Situation) => ScriptedReply;
}

// #region rules
const rules: Rule[] = [
  {
    name: "summarise for compaction",
    when: (s) => isSummaryRequest(s.request),
    reply: (s) => ({ text: writeStructuredSummary(s.request) }),
  },
  {
    name: "answer the tool results",
    when: (s) => s.results.length > 0,
    reply: (s) => ({ text: s.results.map(describeResult).join("\n\n") }),
  },
  {
    name: "list the files",
    when: (s) => s.hasTool("list_files") && /\b(list|ls|which|what)\b.*\b(files?|folders?)\b/i.test(s.prompt),
    reply: (s) => ({ toolCalls: [{ name: "list_files", arguments: { path: folderIn(s.prompt) ?? "." } }] }),
  },
  {
    name: "read a file",
    when: (s) => s.hasTool("read_file") && /\b(read|open|show|summari[sz]e|look at)\b/i.test(s.prompt) && hasFile(s),
    reply: (s) => ({ toolCalls: [{ name: "read_file", arguments: { path: fileIn(s.prompt) } }] }),
  },
  {
    name: "write a note",
    when: (s) => s.hasTool("write_file") && /\b(write|save|make|create|take)\b.*\bnote\b/i.test(s.prompt),
    reply: (s) => {
      const path = fileIn(s.prompt) ?? "notes/note.md";
      return { toolCalls: [{ name: "write_file", arguments: { path, content: noteFrom(s) } }] };
    },
  },
  answer("explain compaction", /\b(compact\w*|summar\w*|context window)\b/i, ANSWERS.compaction),
  answer("explain sessions", /\b(sessions?|trees?|leaf|branch\w*|jsonl)\b/i, ANSWERS.sessions),
  answer("explain tools", /\btools?\b/i, ANSWERS.tools),
  answer("explain the loop", /\b(loop|turns?|events?|agent)\b/i, ANSWERS.loop),
  answer("greet", /^\s*(hi|hello|hey)\b/i, ANSWERS.greeting),
  answer("say what it can do", /.*/, ANSWERS.fallback),
];
// #endregion rules

/** A rule that meets a question matching `pattern` with a fixed explanation. */
function answer(name: string, pattern: RegExp, text: string): Rule {
  return { name, when: (s) => pattern.test(s.prompt), reply: () => ({ text }) };
}

/** The teaching behaviour as a reply function, for `createScriptedModel({ replies })`. */
export function teachingReply(request: ModelRequest): ScriptedReply {
  const situation = readSituation(request);
  const rule = rules.find((candidate) => candidate.when(situation)) ?? rules[rules.length - 1]!;
  const reply = rule.reply(situation);
  const thinks = request.thinkingLevel !== undefined && request.thinkingLevel !== "off";
  return thinks ? { thinking: `Rule "${rule.name}" matches this request.`, ...reply } : reply;
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
  return {
    request,
    prompt: last?.role === "user" ? textOf(last.content) : "",
    results: last?.role === "toolResult" ? results : [],
    hasTool: (name) => request.tools.some((tool) => tool.name === name),
  };
}

function hasFile(s: Situation): boolean {
  return fileIn(s.prompt) !== undefined;
}

/** A word that looks like a file: it has an extension, e.g. "README.md" or "notes/today.md". */
function fileIn(text: string): string | undefined {
  return /(?:^|\s|["'`])((?:[\w.-]+\/)*[\w-]+\.[A-Za-z]\w{0,4})(?=$|[\s"'`,;:!?]|\.(?:\s|$))/.exec(text)?.[1];
}

/** A word that looks like a folder: it ends with a slash, e.g. "notes/". */
function folderIn(text: string): string | undefined {
  return /(?:^|\s|["'`])((?:[\w.-]+\/)+)(?=$|[\s"'`,;:!?])/.exec(text)?.[1];
}

// #region describe-result
/** Answers a tool result from what it says, as a model would after reading it. */
function describeResult(result: ToolResultMessage): string {
  const text = textOf(result.content);
  if (result.isError || text.startsWith("Error")) {
    const reason = text.replace(/^Error:\s*/, "");
    return `The ${result.toolName} call failed: ${reason}\nI will not guess; tell me how you want to go on.`;
  }
  if (result.toolName === "list_files") {
    const names = text.split("\n").filter((line) => line.trim() !== "" && line !== "(empty folder)");
    return `I see ${names.length} entries: ${names.join(", ")}. Ask me to read any of them.`;
  }
  if (result.toolName === "read_file") return describeFile(text);
  if (result.toolName === "write_file") return `Done. ${text}`;
  return `The ${result.toolName} tool answered: ${text.split("\n")[0] ?? ""}`;
}

function describeFile(text: string): string {
  const lines = text.split("\n");
  const title = lines.find((line) => line.startsWith("# "))?.slice(2);
  const firstSentence = lines.find((line) => line.trim() !== "" && !line.startsWith("#"))?.trim();
  const listItems = lines.filter((line) => /^\s*(?:[-*]|\d+\.)\s/.test(line)).length;
  const parts = [
    title ? `The file is titled "${title}".` : "The file has no title.",
    firstSentence ? `It begins: "${firstSentence}"` : "It is empty.",
    listItems > 0 ? `It has a list of ${listItems} items.` : "",
    text.includes("[... ") ? "It was cut short; the marker at the end says how to read on." : "",
  ];
  return parts.filter((part) => part !== "").join(" ");
}
// #endregion describe-result

/** A note made of the conversation so far: the user's requests and the last answer. */
function noteFrom(s: Situation): string {
  const requests = s.request.messages.filter((m): m is Extract<AgentMessage, { role: "user" }> => m.role === "user");
  const lastAnswer = s.request.messages.findLast((m) => m.role === "assistant" && textOf(m.content) !== "");
  const lines = ["# Note", "", "Asked so far:", ...requests.map((m) => `- ${textOf(m.content)}`)];
  if (lastAnswer?.role === "assistant") lines.push("", "Last answer:", textOf(lastAnswer.content));
  return `${lines.join("\n")}\n`;
}
