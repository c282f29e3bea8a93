/**
 * Saving a message the loop has ended, at its message_end.
 *
 * The session refuses to write a message whose line it would refuse to read
 * back (a token count that is not a number, a value nested too deep: see
 * session-core's `lineToWrite`). Failing the run there would lose the reply and
 * leave the page with nothing saved to show; so an assistant error message that
 * says what was refused is saved in its place, keeping the reply's text, and
 * the run stops (the loop still holds the unsaved message, and would go on
 * from it).
 */
import { type AgentMessage, type AssistantMessage, emptyUsage, type Model } from "@kit/agent-loop";
import { type Session, UnwritableEntryError } from "@kit/session-core";

export interface SavedMessage {
  entryId: string;
  /** The message as saved: the one given, or the error message saved in its place. */
  message: AgentMessage;
  /** Why the given message was not saved, when it was replaced. */
  refused?: string;
}

export function saveMessage(session: Session, message: AgentMessage, model: Model): SavedMessage {
  try {
    return { entryId: session.appendMessage(message), message };
  } catch (error) {
    if (!(error instanceof UnwritableEntryError)) throw error; // a full disk: nothing can be saved
    const replacement = unsavedReply(message, error.reason, model);
    return { entryId: session.appendMessage(replacement), message: replacement, refused: error.reason };
  }
}

function unsavedReply(message: AgentMessage, reason: string, model: Model): AssistantMessage {
  const reply = message.role === "assistant" ? message : undefined;
  const text = (reply?.content ?? []).flatMap((block) =>
    block.type === "text" && typeof block.text === "string" ? [{ type: "text" as const, text: block.text }] : [],
  );
  return {
    role: "assistant",
    content: text,
    api: typeof reply?.api === "string" ? reply.api : "unknown",
    provider: model.provider,
    model: model.id,
    usage: emptyUsage(),
    stopReason: "error",
    errorMessage: `The ${message.role} message could not be saved, so this one is saved in its place: ${reason}`,
    timestamp: typeof message.timestamp === "number" && Number.isFinite(message.timestamp) ? message.timestamp : 0,
  };
}
