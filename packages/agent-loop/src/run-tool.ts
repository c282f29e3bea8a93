/**
 * One tool call, run safely: find the tool, check the arguments, execute.
 *
 * Every way this can go wrong (a tool name the model made up, arguments that
 * do not fit the schema, a tool that throws) ends as an error result: a typed
 * problem (tool-problem.ts) and its text, which tells the model exactly what
 * was wrong so it can correct itself on the next turn. The text is said the
 * way the caller passes (plain English by default). Nothing here throws into
 * the loop.
 *
 * A tool is someone else's code and may never return (a read that blocks, a
 * network call that hangs). So a call is raced against the run's abort signal
 * and a time limit: when either fires, the call ends at once with an error
 * result, and the tool is told through its own signal to stop. A tool that
 * ignores its signal keeps running in the background, but the run goes on.
 */
import { Value } from "typebox/value";
import type { ImageContent, TextContent, ToolCall } from "./messages.ts";
import { pathOf, schemaErrors } from "./schema-problems.ts";
import type { Tool } from "./tool.ts";
import { seconds, type ToolProblem, toolProblemText } from "./tool-problem.ts";

/** How long one tool call may take unless the caller says otherwise (30 s). */
export const DEFAULT_TOOL_TIMEOUT_MS = 30_000;

export interface RunToolOptions {
  /** The time limit of the call in milliseconds (default `DEFAULT_TOOL_TIMEOUT_MS`). */
  timeoutMs?: number | undefined;
  /** How the text the model reads is said when the call cannot run (default `toolProblemText`, English). */
  sayToolProblem?: ((problem: ToolProblem) => string) | undefined;
}

export interface ToolOutcome {
  content: (TextContent | ImageContent)[];
  details?: unknown;
  isError: boolean;
  /** Why the call could not run, as data; its text is `content`. */
  problem?: ToolProblem;
}

// #region run-tool-call
export async function runToolCall(
  call: ToolCall,
  tools: readonly Tool[],
  signal: AbortSignal,
  options: RunToolOptions = {},
): Promise<ToolOutcome> {
  const failed = (problem: ToolProblem) => problemOutcome(problem, options.sayToolProblem);
  const tool = tools.find((candidate) => candidate.name === call.name);
  if (tool === undefined) {
    return failed({ kind: "no_such_tool", tool: call.name, tools: tools.map((candidate) => candidate.name) });
  }
  if (!Value.Check(tool.parameters, call.arguments)) {
    return failed(invalidArguments(tool, call.arguments));
  }
  if (signal.aborted) return failed({ kind: "not_run_aborted", tool: tool.name });
  const limit = options.timeoutMs ?? DEFAULT_TOOL_TIMEOUT_MS;
  const stop = stopSignal(signal, limit);
  try {
    const output = await settledOrStopped(tool.execute(call.arguments, { signal: stop.signal }), stop.signal);
    const content = typeof output.content === "string" ? [textBlock(output.content)] : output.content;
    return { content, details: output.details, isError: false };
  } catch (error) {
    if (stop.timedOut()) return failed({ kind: "timed_out", tool: tool.name, limitMs: limit });
    if (signal.aborted) return failed({ kind: "aborted", tool: tool.name });
    const reason = error instanceof Error ? error.message : String(error);
    return failed({ kind: "failed", tool: tool.name, reason });
  } finally {
    stop.release();
  }
}
// #endregion run-tool-call

// #region invalid-arguments
/** Every rule the arguments break, each with the field it is about, and what was sent. */
export function invalidArguments(tool: Tool, args: unknown): ToolProblem {
  const errors = schemaErrors(tool.parameters, args).map((error) => ({ path: pathOf(error.instancePath), error }));
  return { kind: "invalid_arguments", tool: tool.name, errors, arguments: args };
}
// #endregion invalid-arguments

export function errorOutcome(text: string): ToolOutcome {
  return { content: [textBlock(text)], isError: true };
}

function problemOutcome(problem: ToolProblem, say: (problem: ToolProblem) => string = toolProblemText): ToolOutcome {
  return { ...errorOutcome(say(problem)), problem };
}

function textBlock(text: string): TextContent {
  return { type: "text", text };
}

/** A signal for the tool that fires when the run is aborted or the time limit passes, whichever comes first. */
function stopSignal(run: AbortSignal, limitMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`the time limit of ${seconds(limitMs)} passed`));
  }, limitMs);
  const onAbort = () => controller.abort(run.reason);
  run.addEventListener("abort", onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    release() {
      clearTimeout(timer);
      run.removeEventListener("abort", onAbort);
    },
  };
}

/**
 * The tool's answer, or a rejection as soon as `stop` fires: the caller never
 * waits on a tool that ignores its signal. A late answer or error of the tool
 * is still handled (here, by being ignored), so it cannot crash the process.
 */
function settledOrStopped<T>(work: Promise<T>, stop: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onStop = () => reject(stop.reason);
    if (stop.aborted) onStop();
    stop.addEventListener("abort", onStop, { once: true });
    work.then(resolve, reject).finally(() => stop.removeEventListener("abort", onStop));
  });
}
