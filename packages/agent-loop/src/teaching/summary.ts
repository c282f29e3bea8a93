/**
 * The scripted model's summary: a structured checkpoint written by rules, not
 * by a language model.
 *
 * Compaction asks a model to summarise the older part of a conversation, and
 * puts what is to be summarised on the request as data (`request.summary`:
 * the messages, the previous summary). To teach and test compaction offline,
 * the scripted model must answer such a request with something that looks and
 * works like a real summary, and is the same on every run. It reads those
 * messages (never the prompt's text, which is written for a real model),
 * carries the previous summary over so repeated compactions lose nothing, and
 * fills the six sections a good checkpoint has, in the language the user wrote in.
 */
import type { AgentMessage } from "../messages.ts";
import { oneLine, textOf } from "../messages.ts";
import type { ModelRequest } from "../model.ts";
import { languageOf } from "./language.ts";
import { SUMMARY_WORDS, type SummaryWords } from "./summary-words.ts";

/** One thing that happened: a message, or one tool call of an assistant message. */
interface Happening {
  kind: "user" | "assistant" | "toolCall" | "toolResult";
  text: string;
  toolName?: string;
  path?: string;
  isError?: boolean;
}

// #region structured-summary
export function writeStructuredSummary(request: ModelRequest): string {
  const { happenings, previous } = readConversation(request);
  const requests = userRequests(happenings);
  const users = requests.map((r) => r.text);
  const w = SUMMARY_WORDS[languageOf(users.join(" ") || previous)];
  const calls = pairCallsWithResults(happenings);
  const failures = calls
    .filter((c) => c.result?.isError)
    .map((c) => w.failed(c.call.text, oneLine(firstLine(c.result?.text ?? ""), 160)));

  const goal = unique([...section(previous, "goal"), ...users.slice(0, 1)]);
  const constraints = unique([...section(previous, "constraints"), ...users.flatMap((u) => matching(u, "constraint"))]);
  const done = unique([
    ...section(previous, "done"),
    ...calls.filter((c) => c.result && !c.result.isError).map((c) => `[x] ${describeCall(c.call, w)}`),
    ...requests.filter((r) => r.answered).map((r) => `[x] ${w.answered(r.text)}`),
  ]);
  const open = requests.filter((r) => !r.answered).map((r) => r.text);
  const inProgress = open.map((text) => `[ ] ${w.quoted(text)}`);
  const decisions = happenings.filter((h) => h.kind === "assistant").flatMap((h) => matching(h.text, "decision"));
  const next = open.length > 0 ? open.map(w.answer) : [w.waitForNext];
  const files = (tool: string) =>
    unique(calls.flatMap((c) => (c.call.toolName === tool && c.call.path ? [c.call.path] : []))).join(", ") || w.none;
  const bullets = (items: string[]) => (items.length > 0 ? items.map((item) => `- ${item}`) : [`- ${w.none}`]);

  return [
    `## ${w.goal}`,
    ...bullets(goal),
    "",
    `## ${w.constraints}`,
    ...bullets(constraints),
    "",
    `## ${w.progress}`,
    `### ${w.done}`,
    ...bullets(done),
    `### ${w.inProgress}`,
    ...bullets(inProgress),
    `### ${w.blocked}`,
    ...bullets(failures),
    "",
    `## ${w.decisions}`,
    ...bullets(decisions),
    "",
    `## ${w.nextSteps}`,
    ...next.map((step, i) => `${i + 1}. ${step}`),
    "",
    `## ${w.critical}`,
    `- ${w.filesRead(files("read_file"))}`,
    `- ${w.filesWritten(files("write_file"))}`,
    `- ${w.covers(users.length, calls.length)}`,
  ].join("\n");
}
// #endregion structured-summary

/** The messages to summarise and the summary they continue: the request's data, or else its own messages. */
function readConversation(request: ModelRequest): { happenings: Happening[]; previous: string } {
  const { messages, previousSummary } = request.summary ?? { messages: request.messages };
  const earlierSummary = messages.findLast((m) => m.role === "compactionSummary" || m.role === "branchSummary");
  const previous = previousSummary ?? (earlierSummary && "summary" in earlierSummary ? earlierSummary.summary : "");
  return { happenings: messages.flatMap(fromMessage), previous };
}

function fromMessage(message: AgentMessage): Happening[] {
  switch (message.role) {
    case "user":
      return [{ kind: "user", text: textOf(message.content) }];
    case "assistant": {
      const text = textOf(message.content);
      const calls = message.content.flatMap((block) =>
        block.type === "toolCall" ? [toolCallHappening(block.name, block.arguments)] : [],
      );
      return [...(text ? [{ kind: "assistant" as const, text }] : []), ...calls];
    }
    case "toolResult": {
      const { toolName, isError } = message;
      return [{ kind: "toolResult", text: textOf(message.content), toolName, isError }];
    }
    default:
      return []; // summaries are read as the previous summary; other kinds carry no task
  }
}

function toolCallHappening(name: string, args: Record<string, unknown>): Happening {
  const path = typeof args.path === "string" ? args.path : undefined;
  return { kind: "toolCall", toolName: name, text: `${name}(${path === undefined ? "" : `"${path}"`})`, path };
}

/** Each user message, and whether an assistant text followed it before the next one. */
function userRequests(happenings: Happening[]): { text: string; answered: boolean }[] {
  const requests: { text: string; answered: boolean }[] = [];
  for (const h of happenings) {
    if (h.kind === "user") requests.push({ text: oneLine(h.text, 160), answered: false });
    const current = requests.at(-1);
    if (h.kind === "assistant" && current) current.answered = true;
  }
  return requests;
}

function pairCallsWithResults(happenings: Happening[]): { call: Happening; result?: Happening }[] {
  const pairs: { call: Happening; result?: Happening }[] = [];
  for (const h of happenings) {
    if (h.kind === "toolCall") pairs.push({ call: h });
    if (h.kind === "toolResult") {
      const sameTool = (p: { call: Happening }) => h.toolName === undefined || p.call.toolName === h.toolName;
      const open = pairs.find((p) => p.result === undefined && sameTool(p));
      if (open) open.result = h;
    }
  }
  return pairs;
}

function describeCall(call: Happening, w: SummaryWords): string {
  if (call.toolName === "read_file") return w.read(call.path ?? "");
  if (call.toolName === "write_file") return w.wrote(call.path ?? "");
  if (call.toolName === "list_files") return w.listed(call.path ?? ".");
  return w.called(call.text);
}

type Section = "goal" | "constraints" | "done";

/** The items of a section of an earlier summary, in either language, found by the start of its heading. */
function section(summary: string, name: Section): string[] {
  const headings = [SUMMARY_WORDS.en[name], SUMMARY_WORDS.zh[name]];
  const lines = summary.split("\n");
  const isHeading = (line: string) => /^#+ /.test(line) && headings.some((h) => line.replace(/^#+ /, "").startsWith(h));
  const start = lines.findIndex(isHeading);
  if (start === -1) return [];
  const nothing = [SUMMARY_WORDS.en.none, SUMMARY_WORDS.zh.none];
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("#")) break;
    const item = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(line)?.[1];
    if (item && !nothing.includes(item)) items.push(item);
  }
  return items;
}

/** The sentences of `text` that state a constraint or a decision, in either language. */
function matching(text: string, kind: "constraint" | "decision"): string[] {
  const patterns = [SUMMARY_WORDS.en[kind], SUMMARY_WORDS.zh[kind]];
  return sentences(text).filter((sentence) => patterns.some((pattern) => pattern.test(sentence)));
}

/** Split after ".", "!" or "?" and a space (so "README.md" stays whole), or after "。", "！" or "？". */
function sentences(text: string): string[] {
  return oneLine(text, Number.POSITIVE_INFINITY)
    .split(/(?<=[.!?])\s+|(?<=[。！？])\s*/)
    .filter((s) => s.length > 0);
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

function firstLine(text: string): string {
  return text.split("\n")[0] ?? "";
}
