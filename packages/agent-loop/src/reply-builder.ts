/**
 * Grows one assistant message piece by piece and says so in model events.
 *
 * Both models (the scripted one and the OpenAI-compatible one) receive their
 * reply in fragments: a few words of text, a slice of a tool call's JSON. This
 * builder keeps the bookkeeping in one place, so that both produce exactly the
 * same event shapes: which content block a delta belongs to (`contentIndex`),
 * when a tool call's arguments are complete, and how the stream ends.
 *
 * Every event carries a snapshot of the message so far, not the live object: a
 * listener that keeps events (a timeline, a test) must not see them change later.
 */

import { isNestedTooDeep, MAX_JSON_DEPTH, parseJsonObject } from "./json-object.ts";
import type { AssistantMessage, StopReason, ToolCall, Usage } from "./messages.ts";
import { emptyUsage } from "./messages.ts";
import type { ModelEvent } from "./model.ts";

export interface ReplyIdentity {
  api: string;
  provider: string;
  model: string;
  timestamp: number;
}

export class ReplyBuilder {
  private readonly message: AssistantMessage;
  /** The raw JSON text of each open tool call's arguments, by content index. */
  private readonly rawArguments = new Map<number, string>();

  constructor(identity: ReplyIdentity) {
    const { api, provider, model, timestamp } = identity; // in pi's field order, so saved files read alike
    const usage = emptyUsage();
    this.message = { role: "assistant", content: [], api, provider, model, usage, stopReason: "stop", timestamp };
  }

  start(): ModelEvent {
    return { type: "start", partial: this.snapshot() };
  }

  /** Appends text; opens a new text block unless the last block is text. */
  appendText(delta: string): ModelEvent {
    let last = this.message.content.at(-1);
    if (last?.type !== "text") {
      last = { type: "text", text: "" };
      this.message.content.push(last);
    }
    last.text += delta;
    return { type: "text_delta", contentIndex: this.lastIndex(), delta, partial: this.snapshot() };
  }

  /** Appends reasoning; opens a new thinking block unless the last block is thinking. */
  appendThinking(delta: string): ModelEvent {
    let last = this.message.content.at(-1);
    if (last?.type !== "thinking") {
      last = { type: "thinking", thinking: "" };
      this.message.content.push(last);
    }
    last.thinking += delta;
    return { type: "thinking_delta", contentIndex: this.lastIndex(), delta, partial: this.snapshot() };
  }

  /** Opens a tool call; returns its content index, to which later argument pieces are added. */
  startToolCall(id: string, name: string): { contentIndex: number; event: ModelEvent } {
    this.message.content.push({ type: "toolCall", id, name, arguments: {} });
    const contentIndex = this.lastIndex();
    this.rawArguments.set(contentIndex, "");
    return { contentIndex, event: { type: "toolcall_start", contentIndex, partial: this.snapshot() } };
  }

  /** Adds a piece of a tool call's arguments, which arrive as JSON text cut anywhere. */
  appendToolCallArguments(contentIndex: number, delta: string): ModelEvent {
    this.rawArguments.set(contentIndex, (this.rawArguments.get(contentIndex) ?? "") + delta);
    return { type: "toolcall_delta", contentIndex, delta, partial: this.snapshot() };
  }

  /** Some providers send a tool call's id or name after its first piece. */
  setToolCallIdentity(contentIndex: number, identity: { id?: string; name?: string }): void {
    const block = this.message.content[contentIndex];
    if (block?.type !== "toolCall") return;
    if (identity.id) block.id = identity.id;
    if (identity.name) block.name = identity.name;
  }

  /**
   * Parses the arguments of every open tool call and closes it. A call whose
   * arguments are not valid JSON (a reply cut short, or a model that wrote broken
   * JSON), or nest too deep to save, keeps `{}` and is named in `error`, for the
   * caller to report.
   */
  endToolCalls(): { events: ModelEvent[]; error?: string } {
    const events: ModelEvent[] = [];
    let error: string | undefined;
    for (const [contentIndex, raw] of this.rawArguments) {
      const block = this.message.content[contentIndex] as ToolCall;
      const parsed = parseJsonObject(raw); // an empty argument string means "no arguments"
      if (parsed === undefined) {
        error ??= isNestedTooDeep(raw)
          ? `The arguments of tool call ${block.name} (${block.id}) nest deeper than ${MAX_JSON_DEPTH} levels, ` +
            `which this kit does not take (${raw.length} characters)`
          : `The arguments of tool call ${block.name} (${block.id}) are not valid JSON: ${raw}`;
        continue;
      }
      block.arguments = parsed;
      events.push({ type: "toolcall_end", contentIndex, toolCall: { ...block }, partial: this.snapshot() });
    }
    this.rawArguments.clear();
    return error === undefined ? { events } : { events, error };
  }

  setUsage(usage: Usage): void {
    this.message.usage = usage;
  }

  /** Ends the stream normally. */
  done(stopReason: Exclude<StopReason, "error" | "aborted">): ModelEvent {
    this.message.stopReason = stopReason;
    return { type: "done", message: this.snapshot() };
  }

  /** Ends the stream with a failure; whatever arrived before stays in the message. */
  fail(stopReason: "error" | "aborted", errorMessage: string): ModelEvent {
    this.message.stopReason = stopReason;
    this.message.errorMessage = errorMessage;
    return { type: "error", message: this.snapshot() };
  }

  private lastIndex(): number {
    return this.message.content.length - 1;
  }

  private snapshot(): AssistantMessage {
    return {
      ...this.message,
      content: this.message.content.map((block) =>
        block.type === "toolCall" ? { ...block, arguments: { ...block.arguments } } : { ...block },
      ),
      usage: { ...this.message.usage, cost: { ...this.message.usage.cost } },
    };
  }
}
