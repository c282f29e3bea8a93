/**
 * The messages an agent remembers: the shapes of pi's `AgentMessage`.
 *
 * Three roles talk to the model (user, assistant, toolResult). Four more exist
 * only in a session's context and are turned into user messages just before a
 * request (see `toProviderMessages`): a compaction summary, a branch summary, a
 * custom message injected by an extension, and pi's `!command` shell runs.
 *
 * Every message carries `timestamp` in Unix milliseconds. Keeping these shapes
 * identical to pi's is what lets pi and this kit open each other's files.
 */

/** Plain text, from the user or the model. */
export interface TextContent {
  type: "text";
  text: string;
  /** Provider-specific opaque data that must be sent back unchanged. */
  textSignature?: string;
}

/** The model's visible reasoning ("thinking"), kept apart from its answer. */
export interface ThinkingContent {
  type: "thinking";
  thinking: string;
  /** Opaque provider data some APIs require on the next turn. */
  thinkingSignature?: string;
  /** True when the provider redacted the reasoning; the payload sits in the signature. */
  redacted?: boolean;
}

/** An image, inline as base64. */
export interface ImageContent {
  type: "image";
  data: string;
  mimeType: string;
}

/** The model asks for a tool to be run. `id` pairs it with its `toolResult`. */
export interface ToolCall {
  type: "toolCall";
  id: string;
  name: string;
  arguments: Record<string, unknown>;
  thoughtSignature?: string;
}

/** Tokens and money spent by one model call. */
export interface Usage {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
  totalTokens: number;
  cost: { input: number; output: number; cacheRead: number; cacheWrite: number; total: number };
}

/**
 * Why a model call ended. `toolUse` means "run my tool calls and call me again";
 * `error` and `aborted` are ends too, recorded like any other, never thrown.
 */
export type StopReason = "stop" | "length" | "toolUse" | "error" | "aborted";

export interface UserMessage {
  role: "user";
  content: string | (TextContent | ImageContent)[];
  timestamp: number;
}

export interface AssistantMessage {
  role: "assistant";
  content: (TextContent | ThinkingContent | ToolCall)[];
  /** Which wire protocol produced it, e.g. "openai-completions" or "scripted". */
  api: string;
  provider: string;
  model: string;
  usage: Usage;
  stopReason: StopReason;
  /** Set when stopReason is "error" or "aborted": what went wrong, in words. */
  errorMessage?: string;
  timestamp: number;
}

export interface ToolResultMessage<TDetails = unknown> {
  role: "toolResult";
  toolCallId: string;
  toolName: string;
  content: (TextContent | ImageContent)[];
  /** Data for the UI that is not sent to the model. */
  details?: TDetails;
  /** True when the tool failed; the content then says why, for the model to read. */
  isError: boolean;
  timestamp: number;
}

/** A summary that stands in for the messages a compaction left out. */
export interface CompactionSummaryMessage {
  role: "compactionSummary";
  summary: string;
  tokensBefore: number;
  timestamp: number;
}

/** A summary of a branch the conversation came back from (pi's `/tree`). */
export interface BranchSummaryMessage {
  role: "branchSummary";
  summary: string;
  /** The entry the abandoned branch ended at ("root" when it was the whole tree). */
  fromId: string;
  timestamp: number;
}

/** A message injected by an extension; it reaches the model as a user message. */
export interface CustomMessage<TDetails = unknown> {
  role: "custom";
  customType: string;
  content: string | (TextContent | ImageContent)[];
  /** Whether a UI shows it; the model sees it either way. */
  display: boolean;
  details?: TDetails;
  timestamp: number;
}

/** pi's `!command` shell run, recorded so the model can see what the user ran. */
export interface BashExecutionMessage {
  role: "bashExecution";
  command: string;
  output: string;
  exitCode: number | undefined;
  cancelled: boolean;
  truncated: boolean;
  fullOutputPath?: string;
  /** True for pi's `!!` commands, which the model must not see. */
  excludeFromContext?: boolean;
  timestamp: number;
}

/** The three roles a model API understands. */
export type Message = UserMessage | AssistantMessage | ToolResultMessage;

/** Everything that can sit in a session's context. */
export type AgentMessage =
  | Message
  | CompactionSummaryMessage
  | BranchSummaryMessage
  | CustomMessage
  | BashExecutionMessage;

/** pi's thinking levels; "off" means no reasoning is requested. */
export type ThinkingLevel = "off" | "minimal" | "low" | "medium" | "high" | "xhigh";

/** A usage record with every count at zero, for messages that cost nothing. */
export function emptyUsage(): Usage {
  return {
    input: 0,
    output: 0,
    cacheRead: 0,
    cacheWrite: 0,
    totalTokens: 0,
    cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
  };
}

/** A user message with plain text: what a person types into the prompt. */
export function userMessage(text: string, timestamp: number): UserMessage {
  return { role: "user", content: text, timestamp };
}

/** The text of a message's content, its text blocks joined; images and thinking are left out. */
export function textOf(content: string | readonly { type: string; text?: string }[]): string {
  if (typeof content === "string") return content;
  return content
    .filter((block) => block.type === "text")
    .map((block) => block.text ?? "")
    .join("");
}

/**
 * Text on one line: runs of whitespace (line breaks included) folded to one
 * space, and text longer than `max` characters cut with "…" as its last one.
 * For lists, titles and log lines that must stay one line whatever the text.
 * The kit's one plain-text clip (@kit/agent-loop/messages); display width
 * (CJK counted as two columns) is a different rule, for terminals.
 */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, Math.max(0, max - 1))}…` : flat;
}
