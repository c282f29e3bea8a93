/**
 * The agent loop: call the model, run the tools it asks for, call it again,
 * until it answers without asking for a tool.
 *
 * `runAgent` is an async generator of events. It keeps the context in memory
 * only: it never touches the disk and knows nothing of sessions. A caller that
 * wants to remember the run saves each message at its `message_end` event, so a
 * crash mid-run loses nothing that had ended.
 *
 * Three things end a run besides a final answer, and each leaves the context
 * valid for the next request: a failed model call (recorded as an error reply),
 * an abort (the partial reply is kept and every tool call still gets a result),
 * and the turn limit (a last message says so plainly).
 */
import type { AgentEndReason, AgentEvent } from "./events.ts";
import type {
  AgentMessage,
  AssistantMessage,
  ThinkingLevel,
  ToolCall,
  ToolResultMessage,
  UserMessage,
} from "./messages.ts";
import { emptyUsage } from "./messages.ts";
import type { Model, ModelRequest } from "./model.ts";
import { errorOutcome, runToolCall, type ToolOutcome } from "./run-tool.ts";
import { type Tool, toToolSpec } from "./tool.ts";
import type { ToolProblem } from "./tool-problem.ts";

export interface RunAgentOptions {
  model: Model;
  systemPrompt: string;
  tools?: Tool[];
  /** The conversation so far (e.g. a session's context); it is copied, never changed. */
  context?: AgentMessage[];
  /** The new user message that starts this run. */
  prompt: UserMessage;
  signal?: AbortSignal;
  /** How many model calls one run may make (default 10). */
  maxTurns?: number;
  thinkingLevel?: ThinkingLevel;
  /**
   * How long one tool call may take, in milliseconds (default 30 s). A call that
   * takes longer, or is still running when the run is aborted, ends at once with
   * an error result; the loop never waits on a tool that does not return.
   */
  toolTimeoutMs?: number;
  /**
   * How the error result the model reads is said when a tool call cannot run
   * (no such tool, wrong arguments, time limit, ...; the problem is data, see
   * tool-problem.ts): plain English by default. A Chinese run passes
   * `sayToolProblemIn("zh")` from `@kit/agent-loop/words`; the loop never
   * reads the environment, and holds no other language.
   */
  sayToolProblem?: (problem: ToolProblem) => string;
  /**
   * Runs before every model call after the first, with the context as it is
   * now. Returning messages replaces the context (compaction does this);
   * returning nothing keeps it.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a hook that only looks (or aborts) returns nothing
  beforeNextTurn?: (state: BetweenTurns) => Promise<AgentMessage[] | void> | AgentMessage[] | void;
  /**
   * Runs before each tool call. Returning `{ block: true, reason }` stops the
   * call (the model reads the reason as an error result); returning
   * `{ arguments }` runs it with those arguments; returning nothing runs it
   * as the model wrote it. Permissions live here.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a hook that allows every call returns nothing
  beforeToolCall?: (state: BeforeToolCall) => Promise<ToolCallDecision | void> | ToolCallDecision | void;
  /** The clock for the timestamps of tool results; inject one for stable output. */
  now?: () => number;
}

/** What the `beforeToolCall` hook sees: the call as the model wrote it (not yet checked) and the context so far. */
export interface BeforeToolCall {
  call: ToolCall;
  messages: AgentMessage[];
  signal: AbortSignal;
}

/** Block the call, with the reason the model reads, or run it with other arguments (checked like the model's). */
export type ToolCallDecision = { block: true; reason: string } | { arguments: Record<string, unknown> };

export interface BetweenTurns {
  messages: AgentMessage[];
  /** The turn about to start (2 or more). */
  turn: number;
  signal: AbortSignal;
}

// #region run-agent
export async function* runAgent(options: RunAgentOptions): AsyncGenerator<AgentEvent> {
  const { model, systemPrompt, tools = [], prompt, maxTurns = 10, beforeNextTurn, now = Date.now } = options;
  const signal = options.signal ?? new AbortController().signal;
  let context: AgentMessage[] = [...(options.context ?? []), prompt];
  const added: AgentMessage[] = [prompt]; // what this run adds, for agent_end

  yield { type: "agent_start" };
  for (let turn = 1; ; turn++) {
    if (turn > 1 && beforeNextTurn) {
      const replaced = await beforeNextTurn({ messages: [...context], turn, signal });
      if (replaced) context = [...replaced];
      if (signal.aborted) {
        yield { type: "agent_end", reason: "aborted", messages: added };
        return;
      }
    }
    yield { type: "turn_start", turn };
    if (turn === 1) {
      yield { type: "message_start", message: prompt };
      yield { type: "message_end", message: prompt };
    }

    // 1. One model call, streamed.
    const request: ModelRequest = { systemPrompt, messages: [...context], tools: tools.map(toToolSpec), signal };
    if (options.thinkingLevel) request.thinkingLevel = options.thinkingLevel;
    const reply = yield* streamReply(model, request, now);
    context.push(reply);
    added.push(reply);

    // 2. Its tool calls, in order; each result joins the context.
    const results: ToolResultMessage[] = [];
    for (const call of reply.content.filter((block) => block.type === "toolCall")) {
      const result = yield* runOneToolCall(call, reply, { ...options, tools, signal, now, context });
      context.push(result);
      added.push(result);
      results.push(result);
    }
    yield { type: "turn_end", turn, message: reply, toolResults: results };

    // 3. Go on only while the model asks for tools and nothing stops it.
    const reason = whyStop(reply, results, signal, turn >= maxTurns);
    if (reason === undefined) continue;
    if (reason === "turn_limit") {
      const notice = turnLimitNotice(model, maxTurns, now());
      added.push(notice);
      yield { type: "message_start", message: notice };
      yield { type: "message_end", message: notice };
    }
    yield { type: "agent_end", reason, messages: added };
    return;
  }
}
// #endregion run-agent

// #region why-stop
/** Why the run ends after this turn, or undefined when the model asked for tools and may go on. */
function whyStop(
  reply: AssistantMessage,
  results: ToolResultMessage[],
  signal: AbortSignal,
  atTurnLimit: boolean,
): AgentEndReason | undefined {
  if (reply.stopReason === "aborted" || signal.aborted) return "aborted";
  if (reply.stopReason === "error") return "error";
  if (results.length === 0) return "done";
  if (atTurnLimit) return "turn_limit";
  return undefined;
}
// #endregion why-stop

// #region stream-reply
/** Forwards the model's events and returns its complete reply. A model that throws is recorded as an error reply. */
async function* streamReply(
  model: Model,
  request: ModelRequest,
  now: () => number,
): AsyncGenerator<AgentEvent, AssistantMessage> {
  let started = false;
  let reply: AssistantMessage | undefined;
  try {
    for await (const event of model.stream(request)) {
      if (event.type === "start") {
        started = true;
        yield { type: "message_start", message: event.partial };
      } else if (event.type === "done" || event.type === "error") {
        reply = event.message;
      } else {
        yield { type: "message_update", message: event.partial, modelEvent: event };
      }
    }
  } catch (error) {
    reply = failedReply(model, `The model threw instead of reporting an error: ${String(error)}`, now());
  }
  reply ??= failedReply(model, "The model's stream ended without a final message.", now());
  if (!started) yield { type: "message_start", message: reply };
  yield { type: "message_end", message: reply };
  return reply;
}
// #endregion stream-reply

// #region run-one-tool-call
/**
 * Runs one tool call and emits its result. After an abort, or when the reply
 * itself failed, the call is not run but still gets a result saying why, so no
 * tool call is ever left without one.
 */
async function* runOneToolCall(
  call: ToolCall,
  reply: AssistantMessage,
  run: ToolCallRun,
): AsyncGenerator<AgentEvent, ToolResultMessage> {
  const { tools, signal, now } = run;
  let notRun =
    reply.stopReason === "aborted" || signal.aborted
      ? "Error: not run, because the run was aborted."
      : reply.stopReason === "error"
        ? "Error: not run, because the reply that asked for it failed."
        : undefined;
  let allowed = call;
  if (notRun === undefined) {
    const decision = await decideToolCall(call, run);
    if ("blocked" in decision) notRun = decision.blocked;
    else allowed = decision.call;
  }
  let outcome: ToolOutcome;
  if (notRun !== undefined) {
    outcome = errorOutcome(notRun);
  } else {
    yield { type: "tool_execution_start", toolCallId: call.id, toolName: call.name, args: allowed.arguments };
    const { toolTimeoutMs: timeoutMs, sayToolProblem } = run;
    outcome = await runToolCall(allowed, tools, signal, { timeoutMs, sayToolProblem });
  }
  const result: ToolResultMessage = {
    role: "toolResult",
    toolCallId: call.id,
    toolName: call.name,
    content: outcome.content,
    isError: outcome.isError,
    timestamp: now(),
  };
  if (outcome.details !== undefined) result.details = outcome.details;
  if (notRun === undefined) {
    yield { type: "tool_execution_end", toolCallId: call.id, toolName: call.name, result, isError: result.isError };
  }
  yield { type: "message_start", message: result };
  yield { type: "message_end", message: result };
  return result;
}
// #endregion run-one-tool-call

/** What running one tool call needs from the run. */
interface ToolCallRun extends Pick<RunAgentOptions, "toolTimeoutMs" | "beforeToolCall" | "sayToolProblem"> {
  tools: Tool[];
  signal: AbortSignal;
  now: () => number;
  /** The context so far, shown to the hook; it is copied, never handed out. */
  context: AgentMessage[];
}

// #region decide-tool-call
/** The call as the program allows it: unchanged, with other arguments, or blocked with the text the model reads. */
async function decideToolCall(call: ToolCall, run: ToolCallRun): Promise<{ call: ToolCall } | { blocked: string }> {
  if (run.beforeToolCall === undefined) return { call };
  let decision: ToolCallDecision | undefined;
  try {
    decision = (await run.beforeToolCall({ call, messages: [...run.context], signal: run.signal })) ?? undefined;
  } catch (error) {
    return { blocked: `Error: ${call.name} was not run: the beforeToolCall hook failed: ${String(error)}` };
  }
  if (decision === undefined) return { call };
  if ("block" in decision) return { blocked: `Error: ${call.name} was blocked: ${decision.reason}` };
  return { call: { ...call, arguments: decision.arguments } };
}
// #endregion decide-tool-call

function failedReply(model: Model, errorMessage: string, timestamp: number): AssistantMessage {
  return {
    role: "assistant",
    content: [],
    api: "agent-loop",
    provider: model.provider,
    model: model.id,
    usage: emptyUsage(),
    stopReason: "error",
    errorMessage,
    timestamp,
  };
}

/** Written by the loop, not the model: empty content, so the model never reads it as its own words. */
function turnLimitNotice(model: Model, maxTurns: number, timestamp: number): AssistantMessage {
  return failedReply(
    model,
    `Stopped at the turn limit: ${maxTurns} model calls, and the model was still asking for tools. ` +
      "Send another message to let it go on, or raise maxTurns.",
    timestamp,
  );
}
