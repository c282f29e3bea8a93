/**
 * Writing a summary through a model: any model of agent-loop, the scripted one
 * offline or a real one.
 *
 * The messages are sent as one block of text inside <conversation> tags, not
 * as a conversation: sent as turns, a model tends to answer the last question
 * instead of summarising. The same messages also travel as data on the request
 * (`summary`), for a model that summarises by rules instead of reading prose.
 *
 * A failed call is an error here, never an empty or half-written summary:
 * after a compaction the summary is all the agent remembers of the older
 * turns, so a bad one must not be appended.
 */
import type { AgentMessage, AssistantMessage, Model, SummaryInput } from "@kit/agent-loop";
import { textOf } from "@kit/agent-loop/messages";
import { applyEdit, buildContext, latestEdits, type SessionEntry } from "@kit/session-core/tree";
import { type CompactionPlan, messagesOfEntries } from "./cut-point.ts";
import { collectFileLists, type FileLists, fileListsOf, formatFileLists } from "./file-operations.ts";
import { problemLine, type SummaryProblem } from "./problems.ts";
import {
  BRANCH_PROMPT,
  HISTORY_PROMPT,
  SUMMARY_SYSTEM_PROMPT,
  TURN_PREFIX_PROMPT,
  UPDATE_PROMPT,
  withInstructions,
} from "./prompts.ts";
import { ENGLISH_SUMMARY_LINES, type SummaryLines } from "./summary-lines.ts";

/** The model could not write a summary. Nothing was appended. */
export class SummaryError extends Error {
  constructor(readonly problem: SummaryProblem) {
    super(problemLine(problem));
    this.name = "SummaryError";
  }
}

export interface SummaryOptions {
  /** The user's focus, e.g. "keep the exact error messages". */
  instructions?: string;
  signal?: AbortSignal;
  /** The lines the kit itself writes into a summary (summary-lines.ts), in the caller's language (default English). */
  summaryLines?: SummaryLines;
}

export interface WrittenSummary {
  summary: string;
  /** Stored as the entry's `details`, read again by the next summary. */
  details: FileLists;
}

// #region summarizeCompaction
/**
 * The summary of a compaction: the history (updating the previous summary, if
 * there is one), then, in a split turn, the start of that turn summarised on
 * its own; then the files read and changed, from the tool calls.
 */
export async function summarizeCompaction(
  model: Model,
  plan: CompactionPlan,
  options: SummaryOptions = {},
): Promise<WrittenSummary> {
  const history = messagesOfEntries(plan.history, plan.edits);
  const turnPrefix = messagesOfEntries(plan.turnPrefix, plan.edits);
  const previousSummary = plan.previous ? withoutFileLists(plan.previous.summary) : undefined;
  const say = options.summaryLines ?? ENGLISH_SUMMARY_LINES;

  let summary: string;
  if (history.length > 0) {
    const prompt = previousSummary === undefined ? HISTORY_PROMPT : UPDATE_PROMPT;
    summary = await askForSummary(
      model,
      history,
      withInstructions(prompt, options.instructions),
      previousSummary,
      options.signal,
    );
  } else {
    summary = previousSummary ?? say.noEarlierHistory;
  }
  if (turnPrefix.length > 0) {
    const start = await askForSummary(model, turnPrefix, TURN_PREFIX_PROMPT, undefined, options.signal);
    summary += `\n\n---\n\n${say.turnInProgress}\n\n${start}`;
  }

  const carried = [plan.previous, ...plan.history, ...plan.turnPrefix].map(fileListsOf);
  const details = collectFileLists([...history, ...turnPrefix], carried);
  return { summary: summary + formatFileLists(details), details };
}
// #endregion summarizeCompaction

/**
 * The summary of a branch being left: its messages (summaries of earlier
 * compactions and branches included), oldest first, and the files it touched.
 */
export async function summarizeBranch(
  model: Model,
  entries: readonly SessionEntry[],
  options: SummaryOptions = {},
): Promise<WrittenSummary> {
  const messages = branchMessages(entries);
  const carried = entries.map(fileListsOf);
  const details = collectFileLists(messages, carried);
  const summary = await askForSummary(
    model,
    messages,
    withInstructions(BRANCH_PROMPT, options.instructions),
    undefined,
    options.signal,
  );
  return { summary: summary + formatFileLists(details), details };
}

/**
 * The messages a branch summary is written from: every message of the branch,
 * oldest first, tool results included (pi leaves them out: see the README). A
 * compaction on the abandoned branch counts here: its summary is part of what
 * happened there. The branch's own context edits apply, as in pi 1.6.0: the
 * last edit of each target among these entries.
 */
export function branchMessages(entries: readonly SessionEntry[]): AgentMessage[] {
  const edits = latestEdits(entries);
  return entries.flatMap((entry) => applyEdit(buildContext([entry]).messages, edits.get(entry.id)).messages);
}

// #region askForSummary
/** One model call: the conversation as text, then the instructions. Throws a SummaryError on failure. */
export async function askForSummary(
  model: Model,
  messages: readonly AgentMessage[],
  instructions: string,
  previousSummary: string | undefined,
  signal?: AbortSignal,
): Promise<string> {
  let prompt = `<conversation>\n${serializeConversation(messages)}\n</conversation>\n\n`;
  if (previousSummary !== undefined) prompt += `<previous-summary>\n${previousSummary}\n</previous-summary>\n\n`;
  prompt += instructions;

  // What is summarised, as data: the offline teaching model reads this, not the prompt's wording.
  const summary: SummaryInput = { messages: [...messages], previousSummary };

  const name = `${model.provider}/${model.id}`;
  let reply: AssistantMessage | undefined;
  try {
    for await (const event of model.stream({
      systemPrompt: SUMMARY_SYSTEM_PROMPT,
      messages: [{ role: "user", content: prompt, timestamp: Date.now() }],
      tools: [],
      summary,
      signal,
    })) {
      if (event.type === "done" || event.type === "error") reply = event.message;
    }
  } catch (error) {
    throw new SummaryError({ kind: "summary-threw", model: name, error: String(error) });
  }
  if (!reply) throw new SummaryError({ kind: "summary-no-reply", model: name });
  if (reply.stopReason === "error" || reply.stopReason === "aborted") {
    const why = reply.errorMessage ?? reply.stopReason;
    throw new SummaryError({ kind: "summary-failed", model: name, stopReason: reply.stopReason, why });
  }
  const text = textOf(reply.content).trim();
  if (text === "") throw new SummaryError({ kind: "summary-no-text", model: name });
  return text;
}
// #endregion askForSummary

/** Tool results are cut to this many characters: the summary needs what happened, not every byte of a file. */
const TOOL_RESULT_MAX_CHARS = 2000;

// #region serializeConversation
/**
 * The messages as labelled paragraphs, pi's format: "[User]: ...",
 * "[Assistant]: ...", "[Assistant tool calls]: read_file(path=\"a.md\")",
 * "[Tool result]: ...". Thinking is labelled apart from the answer.
 */
export function serializeConversation(messages: readonly AgentMessage[]): string {
  const parts: string[] = [];
  const add = (label: string, text: string) => {
    if (text.trim() !== "") parts.push(`[${label}]: ${text}`);
  };
  for (const message of messages) {
    switch (message.role) {
      case "user":
        add("User", textOf(message.content));
        break;
      case "assistant": {
        const blocks = message.content;
        add("Assistant thinking", blocks.flatMap((b) => (b.type === "thinking" ? [b.thinking] : [])).join("\n"));
        add("Assistant", blocks.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n"));
        const calls = blocks.flatMap((b) => (b.type === "toolCall" ? [b] : []));
        add("Assistant tool calls", calls.map((call) => `${call.name}(${formatArguments(call.arguments)})`).join("; "));
        break;
      }
      case "toolResult":
        add("Tool result", truncate(textOf(message.content), TOOL_RESULT_MAX_CHARS));
        break;
      case "custom":
        add(`Extension message (${message.customType})`, textOf(message.content));
        break;
      case "bashExecution":
        if (!message.excludeFromContext) add("User ran a shell command", `$ ${message.command}\n${message.output}`);
        break;
      case "compactionSummary":
        add("Summary of earlier messages", message.summary);
        break;
      case "branchSummary":
        add("Summary of a branch left earlier", message.summary);
        break;
    }
  }
  return parts.join("\n\n");
}
// #endregion serializeConversation

function formatArguments(args: Record<string, unknown>): string {
  return Object.entries(args)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join(", ");
}

// Not agent-loop's oneLine: a tool result keeps its line breaks here, and the cut says how much is left out (as pi's).
function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}\n\n[... ${text.length - max} more characters not shown]`;
}

/** A summary without the file lists appended to it: they are recomputed, not copied twice. */
export function withoutFileLists(summary: string): string {
  return summary.replace(/\s*<(read-files|modified-files)>[\s\S]*?<\/\1>/g, "").trimEnd();
}
