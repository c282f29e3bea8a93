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
  // TODO(2): failures are messages too. A tool result with isError, an assistant reply whose
  //          stopReason is "error" (with its errorMessage), the turn-limit notice: each is saved like
  //          any other message, so a resumed session knows what went wrong. Record agent_end's reason.
  // TODO(3): a behaviour to reach (tests "part 3"): the file never lags behind what announce was
  //          told, a run that dies halfway keeps every message that ended before, and its error
  //          reaches the caller.
  throw new Error(
    "TODO: saveRun is not written yet (see exercises/11-save-whole-messages/README.md, 中文 README.zh-CN.md)",
  );
}
