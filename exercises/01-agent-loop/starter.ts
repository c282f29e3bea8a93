/**
 * Exercise 01: the agent loop's core.
 *
 * An agent is a loop around a model: call it, run the tools it asks for, call
 * it again with the results, until it answers without asking for a tool. The
 * loop speaks in events, so a terminal can print the reply as it grows and a
 * session can save every message at its `message_end`.
 *
 * Write `streamReply` and `runLoop` so that one run produces these events:
 *
 *   agent_start
 *     turn_start                      turn 1, 2, ... (one model call each)
 *       message_start / message_end     the user's prompt (turn 1 only)
 *       message_start                   the reply begins
 *       message_update ...              one per streamed piece
 *       message_end                     the reply is complete
 *       message_start / message_end     each tool result, in order
 *     turn_end
 *   agent_end                         why it stopped: done, turn_limit or error
 *
 * Grade your work with `npm run exercise -- 01` from the repository root.
 *
 * 练习 01：Agent Loop 的核心。
 *
 * Agent 就是围绕模型的一个循环：调用模型，执行它要求的工具调用，带着工具结果再调用它，
 * 直到它不再调用工具、直接回答。循环用事件说话，这样终端可以边收边打印回复，
 * 会话也可以在每条消息的 `message_end` 时把它存下来。
 * 写出 `streamReply` 和 `runLoop`，让一次运行按上面列出的顺序发出这些事件。
 *
 * 题目：exercises/01-agent-loop/README.zh-CN.md；对应章节：docs/zh-CN/01-agent-loop.md。
 * 评分：在仓库根目录运行 `KIT_LANG=zh-CN npm run exercise -- 01`（终端本来就是中文环境时不用加 KIT_LANG）。
 */
import type {
  AgentEvent,
  AgentMessage,
  AssistantMessage,
  Model,
  ModelRequest,
  ToolCall,
  ToolResultMessage,
  ToolSpec,
  UserMessage,
} from "@kit/agent-loop";
import { emptyUsage } from "@kit/agent-loop";

/** The events of this exercise's loop: the kit's own, without the tool_execution pair. */
export type LoopEvent = Exclude<AgentEvent, { type: "tool_execution_start" | "tool_execution_end" }>;

export interface LoopOptions {
  model: Model;
  systemPrompt: string;
  /** The user's message that starts the run. */
  prompt: UserMessage;
  /** The tools the model is shown. */
  tools?: ToolSpec[];
  /** Runs one tool call and returns its result (exercise 02 writes the real one). */
  executeTool: (call: ToolCall) => Promise<ToolResultMessage>;
  /** How many model calls one run may make (default 10). */
  maxTurns?: number;
  /** The clock for the turn-limit notice. */
  now?: () => number;
}

/**
 * Runs the agent: yields the events above and ends with exactly one
 * `agent_end`, whose `messages` are everything the run added, the prompt first.
 */
export async function* runLoop(options: LoopOptions): AsyncGenerator<LoopEvent> {
  const { model, systemPrompt, prompt, tools = [], executeTool, maxTurns = 10, now = Date.now } = options;
  const context: AgentMessage[] = [prompt]; // what the model is sent
  const added: AgentMessage[] = [prompt]; // what this run adds, for agent_end

  // TODO(1): one turn, as the README's events show: agent_start, turn_start 1, the prompt's
  //          message_start and message_end, the reply streamed (streamReply), turn_end, and
  //          agent_end "done" ("error" for a reply whose stopReason is "error").
  //          中文：先做一轮，事件顺序按 README 列的来：agent_start、turn_start 1、提示词的 message_start 和
  //          message_end、流式输出的回复（streamReply）、turn_end，最后是 agent_end "done"
  //          （回复的 stopReason 是 "error" 时为 "error"）。
  // TODO(2): the loop. Every tool call a reply asks for gets its result, in the model's order: each
  //          result is an event of its own, listed in turn_end, and seen by the next model call.
  //          A reply with no tool calls ends the run: "done".
  //          中文：循环。回复要求的每个工具调用都要得到它的工具结果，顺序和模型给出的一致：每个工具结果
  //          是单独的事件，列在 turn_end 里，下一次调用模型时也能看到。回复里没有工具调用，运行就结束："done"。
  // TODO(3): the limit (a behaviour to reach, tests "part 3"): at most maxTurns model calls, and a
  //          run stopped there still leaves a context a model accepts, and says why it stopped.
  //          中文：上限（只给要达到的行为，测试 "part 3"）：最多调用模型 maxTurns 次；在这里被停下的运行，
  //          留下的上下文模型仍然能接受，并且说明它为什么停下。
  throw new Error("TODO: runLoop is not written yet (see exercises/01-agent-loop/README.md, 中文 README.zh-CN.md)");
}

/**
 * One model call, forwarded as events; returns the complete reply.
 * The model's `start` is the reply's message_start; each piece (text_delta,
 * thinking_delta, toolcall_...) is a message_update carrying that piece as
 * `modelEvent` and the reply so far as `message`; its `done` or `error` event
 * holds the complete reply, for message_end.
 */
export async function* streamReply(model: Model, request: ModelRequest): AsyncGenerator<LoopEvent, AssistantMessage> {
  // TODO(1): every event of the model's stream becomes the loop event described above; the
  //          complete reply (from the final done or error event) is what this returns.
  //          中文：模型流里的每个事件都变成一个循环事件：模型的 start 是回复的 message_start；每一块
  //          （text_delta、thinking_delta、toolcall_…）是一个 message_update，modelEvent 是这一块，
  //          message 是到目前为止的回复；done 或 error 事件里是完整的回复，用于 message_end，也是这里的返回值。
  throw new Error("TODO: streamReply is not written yet (see exercises/01-agent-loop/README.md, 中文 README.zh-CN.md)");
}

/**
 * Given: the message that says the run stopped at the turn limit. It is written
 * by the loop, not the model: empty content, so the model never reads it as its
 * own words, and the reason in `errorMessage`, for a person reading the session.
 */
export function turnLimitNotice(model: Model, maxTurns: number, timestamp: number): AssistantMessage {
  return {
    role: "assistant",
    content: [],
    api: "agent-loop",
    provider: model.provider,
    model: model.id,
    usage: emptyUsage(),
    stopReason: "error",
    errorMessage: `Stopped at the turn limit: ${maxTurns} model calls, and the model was still asking for tools.`,
    timestamp,
  };
}
