// Shared test fixtures: sessions in temp folders, message builders, models
// that summarise in a predictable way, and pi's own reading of a file.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type AgentMessage,
  type AssistantMessage,
  createScriptedModel,
  emptyUsage,
  type Model,
  type ModelRequest,
  type ToolResultMessage,
  textOf,
  type UserMessage,
} from "@kit/agent-loop";
import { checkSession, isEntryOfType, type KnownEntry, Session, seededIds, steppingClock } from "@kit/session-core";

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "kit-compaction-"));
}

export function newSession(name = "session.jsonl", seed = "test"): Session {
  return Session.create(join(tempDir(), name), {
    ids: seededIds(seed),
    clock: steppingClock(),
    cwd: "/work",
    sessionId: "test-session",
  });
}

let time = 1_767_261_600_000;

export function user(text: string): UserMessage {
  return { role: "user", content: text, timestamp: time++ };
}

export function assistant(
  text: string,
  options: {
    toolCalls?: { id: string; name: string; arguments?: Record<string, unknown> }[];
    totalTokens?: number;
  } = {},
): AssistantMessage {
  const usage = emptyUsage();
  usage.totalTokens = options.totalTokens ?? 0;
  const calls = (options.toolCalls ?? []).map((call) => ({
    type: "toolCall" as const,
    id: call.id,
    name: call.name,
    arguments: call.arguments ?? {},
  }));
  return {
    role: "assistant",
    content: [...(text ? [{ type: "text" as const, text }] : []), ...calls],
    api: "test",
    provider: "test",
    model: "test-model",
    usage,
    stopReason: calls.length > 0 ? "toolUse" : "stop",
    timestamp: time++,
  };
}

export function toolResult(toolCallId: string, toolName: string, text: string): ToolResultMessage {
  return {
    role: "toolResult",
    toolCallId,
    toolName,
    content: [{ type: "text", text }],
    isError: false,
    timestamp: time++,
  };
}

/** Text of roughly `tokens` tokens at 4 characters each, starting with a tag to find it by. */
export function sized(tag: string, tokens: number): string {
  return `${tag} ${"x".repeat(Math.max(0, tokens * 4 - tag.length - 1))}`;
}

/** The text of every message, for searching tags in. */
export function textOfMessage(message: AgentMessage): string {
  switch (message.role) {
    case "user":
    case "custom":
    case "toolResult":
      return textOf(message.content);
    case "assistant":
      return message.content
        .map((b) => (b.type === "text" ? b.text : b.type === "toolCall" ? JSON.stringify(b) : b.thinking))
        .join(" ");
    case "compactionSummary":
    case "branchSummary":
      return message.summary;
    case "bashExecution":
      return `${message.command} ${message.output}`;
  }
}

/** The last user message of a summary request: the prompt with the conversation inside. */
export function promptOf(request: ModelRequest): string {
  const last = request.messages.at(-1);
  return last?.role === "user" ? textOf(last.content) : "";
}

/**
 * A model whose "summary" lists the tags (words like m07) of the conversation
 * it was sent, after the tags of the previous summary: a summary that
 * provably forgets nothing, so a test can check what it was given.
 */
export function taggingModel(calls: ModelRequest[] = []): Model {
  return createScriptedModel({
    id: "tagger",
    now: () => 0,
    replies: (request) => {
      calls.push(request);
      const prompt = promptOf(request);
      const conversation = /<conversation>([\s\S]*?)<\/conversation>/.exec(prompt)?.[1] ?? "";
      const previous = /<previous-summary>([\s\S]*?)<\/previous-summary>/.exec(prompt)?.[1] ?? "";
      const tags = [...`${previous} ${conversation}`.matchAll(/\bm\d+\b/g)].map((m) => m[0]);
      return { text: `tags: ${[...new Set(tags)].join(" ")}` };
    },
  });
}

export function failingModel(message = "HTTP 500 from the provider"): Model {
  return createScriptedModel({ id: "failing", now: () => 0, replies: () => ({ error: message }) });
}

/** The problems session-core's check finds in a file (none expected). */
export function problemsIn(path: string): string[] {
  return checkSession(path).problems.map((p) => `${p.line}: ${p.kind}: ${p.message}`);
}

/** The session's context, as pi's JSON would serialize it. */
export function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** The entry `id` of `session`, narrowed to `type`; a test fails here, naming both, when it is something else. */
export function entryOf<T extends KnownEntry["type"]>(
  session: Session,
  id: string | undefined,
  type: T,
): Extract<KnownEntry, { type: T }> {
  const entry = id === undefined ? undefined : session.tree.get(id);
  if (!entry || !isEntryOfType(entry, type)) throw new Error(`expected a ${type} entry at ${id}, found ${entry?.type}`);
  return entry;
}
