/**
 * The scripted model's summary: a structured checkpoint written by rules, not
 * by a language model.
 *
 * Compaction asks a model to summarise the older part of a conversation. To
 * teach and test compaction offline, the scripted model must answer such a
 * request with something that looks and works like a real summary, and is the
 * same on every run. It reads the conversation (either as messages, or as the
 * `<conversation>` text a compaction prompt embeds, pi's format), carries over
 * a `<previous-summary>` so repeated compactions lose nothing, and fills the
 * six sections a good checkpoint has.
 */
import type { AgentMessage } from "../messages.ts";
import { textOf } from "../messages.ts";
import type { ModelRequest } from "../model.ts";

/** One thing that happened, in a form both inputs (messages, serialized text) reduce to. */
interface Happening {
  kind: "user" | "assistant" | "toolCall" | "toolResult";
  text: string;
  toolName?: string;
  path?: string;
  isError?: boolean;
}

/** A request to summarise: said in the system prompt of a tool-less call, or in the last user message. */
export function isSummaryRequest(request: ModelRequest): boolean {
  const last = request.messages.at(-1);
  const lastText = last?.role === "user" ? textOf(last.content) : "";
  return (
    SUMMARY_INSTRUCTION.test(lastText) ||
    (request.tools.length === 0 && /\bsummar(y|ies|i[sz]e|i[sz]ation)\b/i.test(request.systemPrompt))
  );
}

const SUMMARY_INSTRUCTION = new RegExp(
  [
    "<conversation>",
    "summari[sz]e (the|this) (conversation|branch|session)",
    "(create|write) a (structured )?(context )?(checkpoint )?summary",
  ].join("|"),
  "i",
);

// #region structured-summary
export function writeStructuredSummary(request: ModelRequest): string {
  const { happenings, previous } = readConversation(request);
  const requests = userRequests(happenings);
  const users = requests.map((r) => r.text);
  const calls = pairCallsWithResults(happenings);
  const failures = calls
    .filter((c) => c.result?.isError)
    .map((c) => `${c.call.text} failed: ${oneLine(firstLine(c.result?.text ?? ""))}`);

  const goal = unique([...section(previous, "Goal"), ...users.slice(0, 1)]);
  const constraints = unique([...section(previous, "Constraints"), ...users.flatMap(constraintSentences)]);
  const done = unique([
    ...section(previous, "Done"),
    ...calls.filter((c) => c.result && !c.result.isError).map((c) => `[x] ${describeCall(c.call)}`),
    ...requests.filter((r) => r.answered).map((r) => `[x] Answered: "${r.text}"`),
  ]);
  const open = requests.filter((r) => !r.answered).map((r) => r.text);
  const inProgress = open.map((text) => `[ ] "${text}"`);
  const decisions = happenings.filter((h) => h.kind === "assistant").flatMap((h) => decisionSentences(h.text));
  const next = open.length > 0 ? open.map((text) => `Answer: "${text}"`) : ["Wait for the user's next request."];
  const files = (tool: string) =>
    unique(calls.flatMap((c) => (c.call.toolName === tool && c.call.path ? [c.call.path] : [])));

  return [
    "## Goal",
    ...bullets(goal),
    "",
    "## Constraints",
    ...bullets(constraints),
    "",
    "## Progress",
    "### Done",
    ...bullets(done),
    "### In progress",
    ...bullets(inProgress),
    "### Blocked",
    ...bullets(failures),
    "",
    "## Key decisions",
    ...bullets(decisions),
    "",
    "## Next steps",
    ...next.map((step, i) => `${i + 1}. ${step}`),
    "",
    "## Critical context",
    `- Files read: ${files("read_file").join(", ") || "(none)"}`,
    `- Files written: ${files("write_file").join(", ") || "(none)"}`,
    `- Covers ${count(users.length, "user request")} and ${count(calls.length, "tool call")}.`,
  ].join("\n");
}
// #endregion structured-summary

function readConversation(request: ModelRequest): { happenings: Happening[]; previous: string } {
  const last = request.messages.at(-1);
  const lastText = last?.role === "user" ? textOf(last.content) : "";
  const serialized = /<conversation>\n?([\s\S]*?)\n?<\/conversation>/.exec(lastText)?.[1];
  const earlierSummary = request.messages.findLast((m) => m.role === "compactionSummary" || m.role === "branchSummary");
  const previous =
    /<previous-summary>\n?([\s\S]*?)\n?<\/previous-summary>/.exec(lastText)?.[1] ??
    (earlierSummary && "summary" in earlierSummary ? earlierSummary.summary : "");
  if (serialized !== undefined) return { happenings: parseSerialized(serialized), previous };
  const conversation = SUMMARY_INSTRUCTION.test(lastText) ? request.messages.slice(0, -1) : request.messages;
  return { happenings: conversation.flatMap(fromMessage), previous };
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

/** pi's serialized form: parts separated by blank lines, each starting "[User]: ", "[Assistant]: " and so on. */
function parseSerialized(text: string): Happening[] {
  return text.split(/\n\n(?=\[[A-Za-z ]+\]: )/).flatMap((part): Happening[] => {
    const match = /^\[([A-Za-z ]+)\]: ([\s\S]*)$/.exec(part);
    const [, label = "", body = ""] = match ?? [];
    if (label === "User") return [{ kind: "user", text: body }];
    if (label === "Assistant") return [{ kind: "assistant", text: body }];
    if (label === "Tool result") return [{ kind: "toolResult", text: body, isError: /^error\b/i.test(body) }];
    if (label === "Assistant tool calls") {
      return body.split(/; (?=\w+\()/).map((call) => {
        const name = /^(\w+)\(/.exec(call)?.[1] ?? "tool";
        const path = /path="([^"]*)"/.exec(call)?.[1];
        return toolCallHappening(name, path === undefined ? {} : { path });
      });
    }
    return []; // thinking is not part of the record
  });
}

/** Each user message, and whether an assistant text followed it before the next one. */
function userRequests(happenings: Happening[]): { text: string; answered: boolean }[] {
  const requests: { text: string; answered: boolean }[] = [];
  for (const h of happenings) {
    if (h.kind === "user") requests.push({ text: oneLine(h.text), answered: false });
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

function describeCall(call: Happening): string {
  if (call.toolName === "read_file") return `Read ${call.path}`;
  if (call.toolName === "write_file") return `Wrote ${call.path}`;
  if (call.toolName === "list_files") return `Listed the files in ${call.path ?? "."}`;
  return `Called ${call.text}`;
}

/** The items of a section of an earlier summary, found by the start of its heading. */
function section(summary: string, heading: string): string[] {
  const lines = summary.split("\n");
  const start = lines.findIndex((line) => new RegExp(`^#+ ${heading}`, "i").test(line));
  if (start === -1) return [];
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("#")) break;
    const item = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(line)?.[1];
    if (item && item !== "(none)") items.push(item);
  }
  return items;
}

function constraintSentences(text: string): string[] {
  return sentences(text).filter((s) => /\b(must|never|always|don't|do not|only|keep|prefer|without)\b/i.test(s));
}

function decisionSentences(text: string): string[] {
  return sentences(text).filter((s) => /\b(I will|I'll|decided|chose|instead of)\b/i.test(s));
}

/** Split after ".", "!" or "?" followed by a space, so "README.md" stays whole. */
function sentences(text: string): string[] {
  return oneLine(text, Infinity)
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.length > 0);
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function bullets(items: string[]): string[] {
  return items.length > 0 ? items.map((item) => `- ${item}`) : ["- (none)"];
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

function firstLine(text: string): string {
  return text.split("\n")[0] ?? "";
}

/** Whitespace folded and long text cut, so each item stays on one readable line. */
function oneLine(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
