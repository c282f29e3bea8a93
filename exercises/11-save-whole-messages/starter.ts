/**
 * Exercise 11: save whole messages, as each one ends.
 *
 * An agent that remembers saves the run into its session. The tempting
 * shortcut is to save what the user sees: the question and the final answer's
 * text, once the run is over. Resume that session and the model has lost
 * every tool call it made, every result it read, every error it recovered
 * from; and a run killed halfway saved nothing at all. The rule: every
 * message (the prompt, each reply with its tool calls, each tool result, an
 * error reply too) is saved whole, at its `message_end`, before anyone is told
 * about it.
 *
 * Grade your work with `npm run exercise -- 11` from the repository root.
 *
 * 练习 11：保存完整的消息，每条一结束就存。
 *
 * 有记忆的 Agent 会把一次运行存进它的会话。诱人的捷径是只存用户看得见的东西：问题和最终回答的文字，
 * 等运行结束再存。这样恢复的会话就丢掉了模型做过的每个工具调用、读过的每个工具结果、从中恢复过来的
 * 每个错误；而一次中途被杀掉的运行什么都没存下来。规则是：每条消息（提示词、每个带着工具调用的回复、
 * 每个工具结果，出错的回复也算）都在它的 `message_end` 时完整保存，而且在告诉任何人之前。
 * （事件见第 01 章 docs/zh-CN/01-agent-loop.md。）
 *
 * 题目：exercises/11-save-whole-messages/README.zh-CN.md；对应章节：docs/zh-CN/04-jsonl-file.md。
 * 评分：在仓库根目录运行 `KIT_LANG=zh-CN npm run exercise -- 11`（终端本来就是中文环境时不用加 KIT_LANG）。
 */
import type { AgentEndReason, AgentEvent, AgentMessage } from "@kit/agent-loop";

/** Where messages are saved: the kit's `Session` is one (appendMessage returns the new entry's id). */
export interface MessageSink {
  appendMessage(message: AgentMessage): string;
}

export interface SavedRun {
  /** The ids of the entries written, in order: one per message of the run. */
  entryIds: string[];
  /** Why the run ended (its agent_end), or undefined if it never got there. */
  reason: AgentEndReason | undefined;
}

/**
 * Follows a run's events and saves each message into `session`. `announce`
 * (a web page's event stream, a terminal) is called with every event, in
 * order.
 */
export async function saveRun(
  run: AsyncIterable<AgentEvent>,
  session: MessageSink,
  announce: (event: AgentEvent) => void = () => {},
): Promise<SavedRun> {
  // TODO(1): every message that ends is in the session whole: the message object, not its text, so
  //          tool calls, thinking, usage and tool results' details survive. Nothing else is a message:
  //          a message_update carries a reply still being written.
  //          中文：每条结束的消息都完整地存进会话：存消息对象，而不是它的文字，这样工具调用、思考、用量和
  //          工具结果的 details 都不会丢。别的都不是消息：message_update 带着的是一条还在写的回复。
  // TODO(2): failures are messages too. A tool result with isError, an assistant reply whose
  //          stopReason is "error" (with its errorMessage), the turn-limit notice: each is saved like
  //          any other message, so a resumed session knows what went wrong. Record agent_end's reason.
  //          中文：失败也是消息。isError 的工具结果、stopReason 为 "error" 的 assistant 回复（连同它的 errorMessage）、
  //          到达轮数上限的通知：每一条都和别的消息一样保存，这样恢复的会话知道出了什么错。
  //          记下 agent_end 给出的原因。
  // TODO(3): a behaviour to reach (tests "part 3"): the file never lags behind what announce was
  //          told, a run that dies halfway keeps every message that ended before, and its error
  //          reaches the caller.
  //          中文：只给要达到的行为（测试 "part 3"）：文件永远不落后于已经告诉 announce 的内容；运行中途死掉时，
  //          之前已经结束的每条消息都还在，而且它的错误要传到调用方。
  throw new Error(
    "TODO: saveRun is not written yet (see exercises/11-save-whole-messages/README.md, 中文 README.zh-CN.md)",
  );
}
