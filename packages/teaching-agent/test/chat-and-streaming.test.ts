import { describe, expect, it } from "vitest";
import type { ServerEvent } from "@kit/server";
import type { SessionEntry } from "@kit/session-core";
import { chatPath } from "../src/web/model/chat-path.ts";
import { readRequest } from "../src/web/model/request-view.ts";
import { idleStreaming, streamingReducer, unsavedReply } from "../src/web/model/streaming.ts";
import { assistant, assistantMessage, compaction, leafSwitch, user } from "./helpers/entries.ts";

describe("chatPath", () => {
  it("shows the path from the root to the leaf, without bookkeeping entries", () => {
    const entries = [user("a", null, "hi"), assistant("b", "a", "hello"), user("c", "b", "tools?"), leafSwitch("s", "b")];
    expect(chatPath(entries, "b").map((e) => e.entry.id)).toEqual(["a", "b"]);
    expect(chatPath(entries, null)).toEqual([]);
  });

  it("marks what a compaction summarised, and keeps it in the chat", () => {
    const entries = [user("a", null, "hi"), assistant("b", "a", "hello"), user("c", "b", "tools?"), assistant("d", "c", "a tool…"), compaction("k", "d", "c"), user("e", "k", "more")];
    expect(chatPath(entries, "e").map((e) => `${e.entry.id}${e.summarised ? "-" : ""}`)).toEqual(["a-", "b-", "c", "d", "k", "e"]);
  });
});

describe("streaming", () => {
  const event = (type: string, fields: Record<string, unknown>): ServerEvent => ({ type: "agent_event", runId: "r", event: { type, ...fields } });

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
    const saved = (text: string): SessionEntry => ({ type: "message", id: "m", parentId: null, timestamp: "t", message: assistantMessage(text, 7) });
    expect(unsavedReply(state, [])).toBeDefined();
    expect(unsavedReply(state, [saved("an earlier reply in the same millisecond")])).toBeDefined();
    expect(unsavedReply(state, [saved("done")])).toBeUndefined();
  });
});

describe("readRequest", () => {
  it("lists the request's messages and marks the summaries by their text", () => {
    const request = {
      model: "teaching",
      stream: true,
      messages: [
        { role: "system", content: "You are a coding assistant." },
        { role: "user", content: "Earlier turns were replaced:\n<summary>\n## Goal\n- say hello\n</summary>" },
        { role: "user", content: "Another branch:\n<branch_summary>\nIt read README.md\n</branch_summary>" },
        { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "list_files", arguments: '{"path":"."}' } }] },
        { role: "tool", tool_call_id: "call_1", content: "README.md" },
      ],
      tools: [{ type: "function", function: { name: "list_files", description: "", parameters: {} } }],
    };
    const view = readRequest(request, [
      { role: "compactionSummary", summary: "## Goal\n- say hello", tokensBefore: 500, timestamp: 1 },
      { role: "branchSummary", summary: "It read README.md", fromId: "x", timestamp: 2 },
    ]);
    expect(view.messages.map((m) => m.marker ?? "-")).toEqual(["-", "compaction-summary", "branch-summary", "-", "-"]);
    expect(view.messages[3]!.toolCalls).toEqual([{ id: "call_1", name: "list_files", arguments: '{"path":"."}' }]);
    expect(view.messages[4]!.toolCallId).toBe("call_1");
    expect(view.tools).toEqual(["list_files"]);
    expect(view.options).toEqual({ stream: true });
  });
});
