/**
 * Exercise 02: the tool step.
 *
 * A tool call is text the model wrote: a name and some JSON. Models misspell
 * tool names, use `file` where the parameter is `path`, pass `0` where the
 * schema says at least 1. Write the step that runs one call safely: find the
 * tool, check the arguments against its TypeBox schema, run it, and turn every
 * failure into a tool result the model can read. Nothing here may throw: a
 * thrown error would end the run, and the model, which could fix its mistake in
 * one more turn, would never learn what it was.
 *
 * Grade your work with `npm run exercise -- 02` from the repository root.
 */
import type { ImageContent, TextContent, Tool, ToolCall, ToolResultMessage } from "@kit/agent-loop";
import { Value } from "typebox/value";

export interface ToolStepOptions {
  /** The run's abort signal, handed to the tool (default: one that never aborts). */
  signal?: AbortSignal;
  /** The clock for the result's timestamp. */
  now?: () => number;
}

/**
 * Runs one tool call and returns its result message, paired with the call by
 * `toolCallId`. Never throws and never rejects: every failure is a result with
 * `isError: true` whose text says what was wrong.
 */
export async function runToolCall(
  call: ToolCall,
  tools: readonly Tool[],
  options: ToolStepOptions = {},
): Promise<ToolResultMessage> {
  const { signal = new AbortController().signal, now = Date.now } = options;
  // TODO(1): the tool named call.name runs with the call's arguments and the signal; its output
  //          becomes the result (toolResult, details kept). A name that matches no tool gives an
  //          error result naming the call's tool and listing the tools there are.
  // TODO(2): arguments that do not fit tool.parameters never reach the tool (a behaviour to reach,
  //          tests "part 2"): the result is an error with the text of describeInvalidArguments.
  // TODO(3): a tool that throws (an Error, or anything else; from an async function or not) gives
  //          an error result with the tool's name and the reason. runToolCall itself never throws.
  throw new Error("TODO: runToolCall is not written yet (see exercises/02-tool-step/README.md, 中文 README.zh-CN.md)");
}

/**
 * The text of an invalid-arguments result: a first line naming the tool, one
 * line per problem naming the field and TypeBox's message for it, and a last
 * line with the arguments as received, as JSON.
 */
export function describeInvalidArguments(tool: Tool, args: unknown): string {
  // TODO(2): one line per problem TypeBox finds in args, naming the field and saying what is wrong
  //          (an extra property by its name), between the line naming the tool and the arguments.
  throw new Error(
    "TODO: describeInvalidArguments is not written yet (see exercises/02-tool-step/README.md, 中文 README.zh-CN.md)",
  );
}

/** Given: a tool result paired with its call. Text becomes one text block. */
export function toolResult(
  call: ToolCall,
  content: string | (TextContent | ImageContent)[],
  isError: boolean,
  now: () => number,
): ToolResultMessage {
  return {
    role: "toolResult",
    toolCallId: call.id,
    toolName: call.name,
    content: typeof content === "string" ? [{ type: "text", text: content }] : content,
    isError,
    timestamp: now(),
  };
}
