import type { ServerEvent } from "@kit/server";
import type { SessionEntry } from "@kit/session-core/tree";
import { describe, expect, it } from "vitest";
import { chatPath } from "../src/web/model/chat-path.ts";
import { contextView, treeOf } from "../src/web/model/session-view.ts";
import { idleStreaming, streamingReducer, unsavedReply } from "../src/web/model/streaming.ts";
import { assistant, assistantMessage, compaction, leafSwitch, user } from "./helpers/entries.ts";

const chatAt = (entries: SessionEntry[], leafId: string | null) => chatPath(contextView(treeOf(entries), leafId));

describe("chatPath", () => {
  it("shows the path from the root to the leaf, without bookkeeping entries", () => {
    const entries = [
      user("a", null, "hi"),
      assistant("b", "a", "hello"),
      user("c", "b", "tools?"),
      leafSwitch("s", "b"),
    ];
    expect(chatAt(entries, "b").map((e) => e.entry.id)).toEqual(["a", "b"]);
    expect(chatAt(entries, null)).toEqual([]);
  });

  it("marks what a compaction summarised, and keeps it in the chat", () => {
    const entries = [
      user("a", null, "hi"),
      assistant("b", "a", "hello"),
      user("c", "b", "tools?"),
      assistant("d", "c", "a tool…"),
      compaction("k", "d", "c"),
      user("e", "k", "more"),
    ];
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
  const event = (type: string, fields: Record<string, unknown>): ServerEvent => ({
    type: "agent_event",
    runId: "r",
    event: { type, ...fields },
  });

  it("follows the assistant's reply as it grows, and the tools that run", () => {
    let state = streamingReducer(idleStreaming, event("message_start", { message: { role: "user", content: "hi" } }));
    expect(state.reply).toBeUndefined();
    state = streamingReducer(state, event("message_update", { message: assistantMessage("The agent", 7) }));
    state = streamingReducer(state, event("message_update", { message: assistantMessage("The agent loop is", 7) }));
    expect(state.reply?.content).toEqual([{ type: "text", text: "The agent loop is" }]);
    state = streamingReducer(state, event("tool_execution_start", { toolCallId: "call_1", toolName: "list_files" }));
    expect(state.tools).toEqual({ call_1: "list_files" });
    state = streamingReducer(state, event("tool_execution_end", { toolCallId: "call_1", toolName: "list_files" }));
    expect(state.tools).toEqual({});
    expect(streamingReducer(state, { type: "run_end", runId: "r", reason: "done" })).toBe(idleStreaming);
  });

  it("drops the partial reply once the same reply is saved, and not before", () => {
    const state = streamingReducer(idleStreaming, event("message_end", { message: assistantMessage("done", 7) }));
    const saved = (text: string): SessionEntry => ({
      type: "message",
      id: "m",
      parentId: null,
      timestamp: "t",
      message: assistantMessage(text, 7),
    });
    expect(unsavedReply(state, [])).toBeDefined();
    expect(unsavedReply(state, [saved("an earlier reply in the same millisecond")])).toBeDefined();
    expect(unsavedReply(state, [saved("done")])).toBeUndefined();
  });
});
