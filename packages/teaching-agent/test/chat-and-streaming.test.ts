import type { ServerEvent, WireAgentEvent } from "@kit/server";
import type { SessionEntry } from "@kit/session-core/tree";
import { describe, expect, it } from "vitest";
import { chatPath } from "../src/web/model/chat-path.ts";
import { contextView, treeOf } from "../src/web/model/session-view.ts";
import { idleStreaming, streamingReducer, unsavedReply } from "../src/web/model/streaming.ts";
import {
  assistantMessage,
  compaction,
  greeting,
  greetingThenTools,
  leafSwitch,
  listFilesResult,
  user,
} from "./helpers/entries.ts";

const chatAt = (entries: SessionEntry[], leafId: string | null) => chatPath(contextView(treeOf(entries), leafId));

describe("chatPath", () => {
  it("shows the path from the root to the leaf, without bookkeeping entries", () => {
    const entries = [...greeting(), user("c", "b", "tools?"), leafSwitch("s", "b")];
    expect(chatAt(entries, "b").map((e) => e.entry.id)).toEqual(["a", "b"]);
    expect(chatAt(entries, null)).toEqual([]);
  });

  it("marks what a compaction summarised, and keeps it in the chat", () => {
    const entries = [...greetingThenTools(), compaction("k", "d", "c"), user("e", "k", "more")];
    expect(chatAt(entries, "e").map((e) => `${e.entry.id}${e.summarised ? "-" : ""}`)).toEqual([
      "a-",
      "b-",
      "c",
      "d",
      "k",
      "e",
    ]);
  });
});

describe("streaming", () => {
  const event = (e: WireAgentEvent): ServerEvent => ({ type: "agent_event", runId: "r", event: e });
  const delta = (text: string): WireAgentEvent => ({
    type: "message_update",
    message: assistantMessage(text, 7),
    modelEvent: { type: "text_delta", contentIndex: 0, delta: text.slice(-3) },
  });
  const result = listFilesResult(8);

  it("follows the assistant's reply as it grows, and the tools that run", () => {
    let state = streamingReducer(
      idleStreaming,
      event({ type: "message_start", message: { role: "user", content: "hi", timestamp: 1 } }),
    );
    expect(state.reply).toBeUndefined();
    state = streamingReducer(state, event(delta("The agent")));
    state = streamingReducer(state, event(delta("The agent loop is")));
    expect(state.reply?.content).toEqual([{ type: "text", text: "The agent loop is" }]);
    state = streamingReducer(
      state,
      event({ type: "tool_execution_start", toolCallId: "call_1", toolName: "list_files", args: {} }),
    );
    expect(state.tools).toEqual({ call_1: "list_files" });
    state = streamingReducer(
      state,
      event({ type: "tool_execution_end", toolCallId: "call_1", toolName: "list_files", result, isError: false }),
    );
    expect(state.tools).toEqual({});
    expect(streamingReducer(state, { type: "run_end", runId: "r", reason: "done" })).toBe(idleStreaming);
  });

  it("hides the partial reply once its entry is saved (just before message_end), and drops it at message_end", () => {
    const state = streamingReducer(idleStreaming, event(delta("done")));
    const saved = (text: string, timestamp: number): SessionEntry => ({
      type: "message",
      id: "m",
      parentId: null,
      timestamp: "t",
      message: assistantMessage(text, timestamp),
    });
    // Not saved yet: the streaming reply itself, with the text it has so far.
    expect(unsavedReply(state, [])?.content).toEqual([{ type: "text", text: "done" }]);
    expect(unsavedReply(state, [saved("an earlier reply", 6)])?.content).toEqual([{ type: "text", text: "done" }]);
    expect(unsavedReply(state, [saved("done", 7)])).toBeUndefined();
    const ended = streamingReducer(
      state,
      event({ type: "message_end", message: assistantMessage("done", 7), entryId: "m" }),
    );
    expect(ended.reply).toBeUndefined();
  });
});
