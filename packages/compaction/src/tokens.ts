/**
 * How big is the context? Compaction has to decide before the model is called,
 * so it cannot ask the provider's tokenizer; it needs a cheap, local answer.
 *
 * Two sources, used in this order (pi's rule):
 * 1. The provider's own count. Every assistant message records the tokens its
 *    call used (`usage`): input + output + cache reads and writes is the size of
 *    the context at that moment, system prompt and tool definitions included.
 * 2. An estimate for what came after that message (tool results, a new user
 *    message): characters / 4.
 *
 * Characters / 4 is a rough average for English prose and code in the common
 * tokenizers, and it errs on the large side, which is the safe side here:
 * compacting a little early costs a summary; compacting too late costs a
 * failed call. Where it is wrong: CJK text and emoji (often one token per
 * character or more, so it underestimates), long runs of digits or base64
 * (underestimates), images (counted as a flat 1,200 tokens, whatever their
 * size), and it never sees the system prompt or the tool definitions, which
 * only the provider's count includes.
 */
import type { AgentMessage, AssistantMessage, Usage } from "@kit/agent-loop";
import { buildContext, type SessionEntry, type SystemMessage } from "@kit/session-core/tree";

const CHARS_PER_TOKEN = 4;
/** An image as a flat 4,800 characters (1,200 tokens): its real cost depends on its size and the provider. */
const IMAGE_CHARS = 4800;

// #region estimateTokens
/** The estimated tokens of one message: the characters the model will read, divided by 4. */
export function estimateTokens(message: AgentMessage): number {
  return Math.ceil(charactersOf(message) / CHARS_PER_TOKEN);
}

function charactersOf(message: AgentMessage): number {
  if ((message.role as string) === "system") return systemCharacters(message as unknown as SystemMessage);
  switch (message.role) {
    case "user":
    case "toolResult":
    case "custom":
      return contentCharacters(message.content);
    case "assistant":
      // Thinking and tool calls are tokens too: the model wrote them and is sent them back.
      return message.content.reduce((sum, block) => {
        if (block.type === "text") return sum + block.text.length;
        if (block.type === "thinking") return sum + block.thinking.length;
        return sum + block.name.length + JSON.stringify(block.arguments).length;
      }, 0);
    case "bashExecution":
      return message.command.length + message.output.length;
    case "compactionSummary":
    case "branchSummary":
      return message.summary.length;
  }
}
// #endregion estimateTokens

/** pi 1.6.0's system prompt in the session: its text, its sections and its tool declarations, as pi counts them. */
function systemCharacters({ content, sections, toolsAdded }: SystemMessage): number {
  const sectionCharacters = Object.values(sections ?? {}).reduce((sum, text) => sum + (text?.length ?? 0), 0);
  return contentCharacters(content) + sectionCharacters + (toolsAdded ? JSON.stringify(toolsAdded).length : 0);
}

function contentCharacters(content: string | readonly { type: string; text?: string }[]): number {
  if (typeof content === "string") return content.length;
  return content.reduce((sum, block) => sum + (block.type === "image" ? IMAGE_CHARS : (block.text?.length ?? 0)), 0);
}

/** The provider's count of a call: its own total when it gives one, else the sum of the parts. */
export function usageTokens(usage: Usage): number {
  return usage.totalTokens || usage.input + usage.output + usage.cacheRead + usage.cacheWrite;
}

/** An aborted or failed call may report nothing, or only part of what it used: its count is not trusted. */
function hasTrustedUsage(message: AgentMessage): message is AssistantMessage {
  return (
    message.role === "assistant" &&
    message.stopReason !== "error" &&
    message.stopReason !== "aborted" &&
    usageTokens(message.usage) > 0
  );
}

export interface ContextSize {
  /** The best guess of the context's size in tokens. */
  tokens: number;
  /** The part that comes from a provider's count (0 when none could be trusted). */
  fromUsage: number;
  /** The part estimated at characters / 4. */
  estimated: number;
}

// #region estimateContextTokens
/**
 * The size of the context at the end of `path` (root first): the usage of the
 * latest assistant message, plus an estimate for every message after it.
 *
 * Only an answer given after the latest compaction counts. The messages a
 * compaction kept still carry the usage of the calls they came from, when the
 * context was large; trusting them would make every check right after a
 * compaction say "compact again". With no trusted answer, every message of the
 * context is estimated.
 */
export function estimateContextTokens(path: readonly SessionEntry[]): ContextSize {
  const context = buildContext(path).messages;
  const latestCompaction = path.findLastIndex((entry) => entry.type === "compaction");
  const sinceCompaction = latestCompaction < 0 ? context : buildContext(path.slice(latestCompaction + 1)).messages;

  const lastAnswer = sinceCompaction.findLast(hasTrustedUsage);
  if (lastAnswer === undefined) {
    const estimated = sumOfEstimates(context);
    return { tokens: estimated, fromUsage: 0, estimated };
  }
  const fromUsage = usageTokens(lastAnswer.usage);
  const estimated = sumOfEstimates(sinceCompaction.slice(sinceCompaction.lastIndexOf(lastAnswer) + 1));
  return { tokens: fromUsage + estimated, fromUsage, estimated };
}
// #endregion estimateContextTokens

/** The estimate of a list of messages, each counted at characters / 4. */
export function sumOfEstimates(messages: readonly AgentMessage[]): number {
  return messages.reduce((sum, message) => sum + estimateTokens(message), 0);
}
