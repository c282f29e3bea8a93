/**
 * What the grading tests share: session entries written by hand, the messages in them, and a clock, each in one
 * line. Not an exercise: the runner lists only folders named like `03-path-to-root`.
 */
import {
  type AgentMessage,
  type AssistantMessage,
  emptyUsage,
  type ToolResultMessage,
  type UserMessage,
} from "@kit/agent-loop";
import type { SessionEntry } from "@kit/session-core";

/** When every test's story begins: 09:00:00 on 1 January 2026 (milliseconds, as message timestamps are). */
export const START = Date.UTC(2026, 0, 1, 9, 0, 0);

/** A clock for models and messages: START, then one second later at each call. */
export function clock(): () => number {
  let tick = 0;
  return () => START + 1000 * tick++;
}

/** Makes entries with the ids and parents you give; their timestamps go up a second per entry from 09:00:00. */
export function entryMaker(): (id: string, parentId: string | null, fields: Record<string, unknown>) => SessionEntry {
  let second = 0;
  return (id, parentId, fields) => {
    const minutes = String(Math.floor(second / 60)).padStart(2, "0");
    const seconds = String(second++ % 60).padStart(2, "0");
    return { id, parentId, timestamp: `2026-01-01T09:${minutes}:${seconds}.000Z`, ...fields } as SessionEntry;
  };
}

/** The fields of a `message` entry holding `message`. */
export const messageEntry = (message: AgentMessage) => ({ type: "message", message });

/** What a person types: plain text, or text and images. */
export function userSays(content: UserMessage["content"], timestamp = 0): UserMessage {
  return { role: "user", content, timestamp };
}

/** A reply of the offline teaching model: it asks for tools when `content` holds a tool call, else it is done. */
export function modelReply(content: AssistantMessage["content"] | string, timestamp = 0): AssistantMessage {
  const blocks: AssistantMessage["content"] = typeof content === "string" ? [{ type: "text", text: content }] : content;
  return {
    role: "assistant",
    content: blocks,
    api: "scripted",
    provider: "scripted",
    model: "teaching",
    usage: emptyUsage(),
    stopReason: blocks.some((block) => block.type === "toolCall") ? "toolUse" : "stop",
    timestamp,
  };
}

/** A tool's successful answer to the call `toolCallId`. */
export function toolSays(toolCallId: string, toolName: string, text: string, timestamp = 0): ToolResultMessage {
  return { role: "toolResult", toolCallId, toolName, content: [{ type: "text", text }], isError: false, timestamp };
}
