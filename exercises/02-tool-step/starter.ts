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
 *
 * 练习 02：执行工具调用的这一步。
 *
 * 工具调用是模型写出来的文字：一个名字加一段 JSON。模型会拼错工具名，把参数 `path` 写成 `file`，
 * 在 schema 要求至少为 1 的地方传 `0`。写出安全执行一次工具调用的这一步：找到工具，
 * 用它的 TypeBox schema 检查参数，执行它，再把每一种失败都变成模型读得懂的工具结果。
 * 这里什么都不能抛出：抛出的错误会结束整个运行，而模型本来再多一轮就能改正自己的错误，
 * 却永远不会知道错在哪里。
 *
 * 题目：exercises/02-tool-step/README.zh-CN.md；对应章节：docs/zh-CN/02-tools.md。
 * 评分：在仓库根目录运行 `KIT_LANG=zh-CN npm run exercise -- 02`（终端本来就是中文环境时不用加 KIT_LANG）。
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
  //          中文：执行名字为 call.name 的工具，传入调用的参数和 signal；它的输出变成工具结果
  //          （用 toolResult，保留 details）。名字对不上任何工具时，返回一个错误结果，
  //          写明调用的工具名，并列出现有的工具。
  // TODO(2): arguments that do not fit tool.parameters never reach the tool (a behaviour to reach,
  //          tests "part 2"): the result is an error with the text of describeInvalidArguments.
  //          中文：不符合 tool.parameters 的参数永远到不了工具那里（只给要达到的行为，测试 "part 2"）：
  //          结果是一个错误，内容是 describeInvalidArguments 给出的文字。
  // TODO(3): a tool that throws (an Error, or anything else; from an async function or not) gives
  //          an error result with the tool's name and the reason. runToolCall itself never throws.
  //          中文：工具抛出异常（Error 或别的任何值；不管是不是 async 函数）时，返回一个错误结果，
  //          写明工具名和原因。runToolCall 自己永远不抛异常。
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
  //          中文：TypeBox 在 args 里发现的每个问题占一行，写明字段和错在哪里（多出来的属性写出它的名字）；
  //          这些行夹在写明工具名的第一行和原样列出参数（JSON）的最后一行之间。
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
