/**
 * Questions about the conversation, answered from the messages the model is
 * sent and nothing else. After a branch switch the context is another path of
 * the tree, so "what did I just ask?" gets another answer: the model has no
 * memory of its own, only the path it is given.
 */
import type { AgentMessage } from "../../messages.ts";
import { oneLine, textOf } from "../../messages.ts";

export interface Conversation {
  /** The user's requests before the current one, oldest first. */
  asked: string[];
  /** The model's answers (text only) before the current request, oldest first. */
  answered: string[];
  /** The tool calls made, as name and path. */
  calls: { name: string; path: string }[];
  /** A summary the path starts from (compaction or a branch summary), if any. */
  summarised: boolean;
}

/** The conversation before the last user message, as the request carries it. */
export function conversationOf(messages: AgentMessage[]): Conversation {
  const current = messages.findLastIndex((m) => m.role === "user");
  const earlier = current === -1 ? messages : messages.slice(0, current);
  const asked = earlier.flatMap((m) => (m.role === "user" ? [oneLine(textOf(m.content), 80)] : []));
  const answered = earlier.flatMap((m) => {
    const text = m.role === "assistant" ? textOf(m.content).trim() : "";
    return text === "" ? [] : [oneLine(text, 100)];
  });
  const calls = earlier.flatMap((m) =>
    m.role === "assistant"
      ? m.content.flatMap((block) =>
          block.type === "toolCall"
            ? [{ name: block.name, path: typeof block.arguments.path === "string" ? block.arguments.path : "." }]
            : [],
        )
      : [],
  );
  const summarised = earlier.some((m) => m.role === "compactionSummary" || m.role === "branchSummary");
  return { asked, answered, calls, summarised };
}
