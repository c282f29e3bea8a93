/**
 * The agent loop's events as lines of text, for the demos that run the loop.
 * One line per event, indented by where it happens (run, turn, message), so
 * the shape of a run is visible at a glance. Message texts are cut to one
 * line, except tool results, whose full text the model reads and so the
 * reader should too.
 */
import { type AgentEvent, type AgentMessage, textOf } from "@kit/agent-loop";
import { oneLine } from "@kit/agent-loop/messages";
import { clip } from "./columns.ts";
import { count } from "./i18n.ts";

export interface EventPrintOptions {
  /** Print each streamed piece (message_update); default true. */
  deltas?: boolean;
}

export function printEvent(event: AgentEvent, options: EventPrintOptions = {}): void {
  for (const line of eventLines(event, options)) console.log(line);
}

export function eventLines(event: AgentEvent, { deltas = true }: EventPrintOptions = {}): string[] {
  switch (event.type) {
    case "agent_start":
      return ["agent_start"];
    case "turn_start":
      return [`  turn_start ${event.turn}`];
    case "message_start":
      return [`    message_start ${event.message.role}`];
    case "message_update": {
      const update = event.modelEvent;
      if (!deltas) return [];
      if (update.type === "toolcall_end") return [`      toolcall_end ${update.toolCall.name}`];
      return "delta" in update ? [`      ${update.type} ${JSON.stringify(update.delta)}`] : [`      ${update.type}`];
    }
    case "message_end":
      return messageEndLines(event.message);
    case "tool_execution_start":
      return [`    tool_execution_start ${event.toolName} ${JSON.stringify(event.args)}`];
    case "tool_execution_end":
      return [`    tool_execution_end ${event.toolName} ${event.isError ? "error" : "ok"}`];
    case "turn_end":
      return [`  turn_end ${event.turn} (${count(event.toolResults.length, "tool result", "工具结果")})`];
    case "agent_end":
      return [`agent_end ${event.reason} (${count(event.messages.length, "message", "消息", "条")})`];
  }
}

function messageEndLines(message: AgentMessage): string[] {
  if (message.role === "toolResult") {
    const text = textOf(message.content).split("\n");
    return [`    message_end toolResult ${message.toolName}:`, ...text.map((line) => `      | ${line}`.trimEnd())];
  }
  return [`    message_end ${messageLine(message)}`];
}

/** `user: text`, `assistant (toolUse): text → read_file({...})`, or the error of a failed reply. */
function messageLine(message: AgentMessage, width = 110): string {
  if (message.role === "assistant") {
    const calls = message.content.flatMap((b) =>
      b.type === "toolCall" ? [`→ ${b.name} ${JSON.stringify(b.arguments)}`] : [],
    );
    const said = [textOf(message.content), ...calls].filter(Boolean).join(" ");
    const error = message.errorMessage ? ` [${message.errorMessage}]` : "";
    return clip(`assistant (${message.stopReason}): ${flat(said)}${error}`, width);
  }
  if (message.role === "user") return clip(`user: ${flat(textOf(message.content))}`, width);
  if (message.role === "toolResult") {
    return clip(`toolResult ${message.toolName}: ${flat(textOf(message.content))}`, width);
  }
  return clip(message.role, width);
}

/**
 * JSON where a value that fits in `width` characters stays on one line and a
 * longer one is spread over lines: the shape of a message stays readable
 * without a page of braces.
 */
export function jsonOutline(value: unknown, width = 100, indent = ""): string {
  const flatJson = JSON.stringify(value);
  if (value === null || typeof value !== "object" || indent.length + flatJson.length <= width) return flatJson;
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((item) => inner + jsonOutline(item, width, inner))
    : Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${jsonOutline(item, width, inner)}`);
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  return `${open}\n${items.join(",\n")}\n${indent}${close}`;
}

/** `text` on one line (agent-loop's `oneLine`), never cut here: the columns cut it by display width. */
function flat(text: string): string {
  return oneLine(text, Number.POSITIVE_INFINITY);
}
