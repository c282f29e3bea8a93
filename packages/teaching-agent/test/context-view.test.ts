/**
 * What the request panel shows: the context at a leaf with the entry behind
 * every message, the provider messages built by agent-loop's own code, and
 * the difference between two leaves.
 */

import { emptyUsage } from "@kit/agent-loop";
import { toProviderMessages } from "@kit/agent-loop/provider-request";
import { contextAt } from "@kit/session-core";
import type { SessionEntry } from "@kit/session-core/tree";
import { describe, expect, it } from "vitest";
import { diffContexts } from "../src/web/model/context-diff.ts";
import { replayFrame } from "../src/web/model/replay.ts";
import { requestMessages } from "../src/web/model/request-view.ts";
import { contextView, treeOf } from "../src/web/model/session-view.ts";
import { versionsOf } from "../src/web/model/versions.ts";
import {
  askTwiceAtOnePoint,
  assistant,
  assistantMessage,
  compaction,
  forkedAtGreeting,
  greeting,
  greetingThenTools,
  leafSwitch,
  user,
  withSessionFile,
} from "./helpers/entries.ts";

const at = (entries: SessionEntry[], leafId: string | null) => contextView(treeOf(entries), leafId);

const toolCall = (id: string, parentId: string, callId: string): SessionEntry => ({
  type: "message",
  id,
  parentId,
  timestamp: "2026-01-01T00:00:00.000Z",
  message: {
    ...assistantMessage("", 1),
    content: [{ type: "toolCall", id: callId, name: "list_files", arguments: { path: "." } }],
    stopReason: "toolUse",
  },
});
const toolResult = (id: string, parentId: string, callId: string): SessionEntry => ({
  type: "message",
  id,
  parentId,
  timestamp: "2026-01-01T00:00:00.000Z",
  message: {
    role: "toolResult",
    toolCallId: callId,
    toolName: "list_files",
    content: [{ type: "text", text: "README.md" }],
    isError: false,
    timestamp: 2,
  },
});
const branchSummary = (id: string, parentId: string, fromId: string): SessionEntry => ({
  type: "branch_summary",
  id,
  parentId,
  timestamp: "2026-01-01T00:00:09.000Z",
  fromId,
  summary: "It read README.md on the other branch.",
});

describe("contextView", () => {
  it("names the entry behind every message of the context, summaries included", () => {
    const entries = [
      ...greetingThenTools(),
      compaction("k", "d", "c"),
      branchSummary("s", "k", "b"),
      user("e", "s", "more"),
    ];
    const view = at(entries, "e");
    expect(view.messages.map((m) => m.role)).toEqual([
      "compactionSummary",
      "user",
      "assistant",
      "branchSummary",
      "user",
    ]);
    expect(view.sources).toEqual(["k", "c", "d", "s", "e"]);
    expect([...view.summarised]).toEqual(["a", "b"]);
  });

  it("gives the same context as session-core's own contextAt, at every leaf of a real file", () => {
    withSessionFile(askTwiceAtOnePoint, (session) => {
      const entries = [...session.tree.entries];
      for (const entry of entries) {
        const view = at(entries, entry.id);
        expect(view.messages).toEqual(contextAt(session.tree, entry.id).messages);
        expect(view.sources.every((id) => id !== undefined)).toBe(true);
      }
    });
  });
});

describe("requestMessages", () => {
  it("are agent-loop's provider messages, each with its entry; a result made up for a lost call has none", () => {
    const entries = [
      user("a", null, "list the files"),
      toolCall("b", "a", "call_1"),
      toolResult("c", "b", "call_1"),
      assistant("d", "c", "There is README.md."),
      user("e", "d", "again"),
      toolCall("f", "e", "call_2"),
    ];
    const view = at(entries, "f");
    const messages = requestMessages(view);
    expect(messages.map((m) => m.raw)).toEqual(toProviderMessages(view.messages));
    expect(messages.map((m) => `${m.role}:${m.entryId ?? "-"}`)).toEqual([
      "user:a",
      "assistant:b",
      "tool:c",
      "assistant:d",
      "user:e",
      "assistant:f",
      "tool:-",
    ]);
    expect(messages.at(-1)!.marker).toBe("filled-in");
    expect(messages[1]!.toolCalls).toEqual([{ id: "call_1", name: "list_files", arguments: '{"path":"."}' }]);
  });

  it("marks the compaction summary and branch summaries, which reach the model as user messages", () => {
    const entries = [...greetingThenTools(), compaction("k", "d", "c"), branchSummary("s", "k", "b")];
    const messages = requestMessages(at(entries, "s"));
    expect(messages.map((m) => `${m.role}:${m.marker ?? "-"}`)).toEqual([
      "user:compaction-summary",
      "user:-",
      "assistant:-",
      "user:branch-summary",
    ]);
  });

  it("skips an assistant message with nothing to send and still matches the ones after it", () => {
    const empty: SessionEntry = {
      type: "message",
      id: "x",
      parentId: "a",
      timestamp: "t",
      message: {
        ...assistantMessage("", 1),
        content: [],
        stopReason: "error",
        errorMessage: "boom",
        usage: emptyUsage(),
      },
    };
    const entries = [user("a", null, "hi"), empty, user("b", "x", "again"), assistant("c", "b", "hello")];
    expect(requestMessages(at(entries, "c")).map((m) => m.entryId)).toEqual(["a", "b", "c"]);
  });
});

describe("diffContexts", () => {
  it("finds the shared beginning, what joined and what left when the leaf moves to another branch", () => {
    const forked = forkedAtGreeting();
    const keys = (leaf: string) => requestMessages(at(forked, leaf)).map((m) => m.key);
    const diff = diffContexts(keys("d"), keys("f"));
    expect(diff.shared).toBe(2);
    expect([...diff.joined]).toEqual(["e", "f"]);
    expect(diff.left).toEqual(["c", "d"]);
    expect(diffContexts(keys("d"), keys("d"))).toEqual({ shared: 4, joined: new Set(), left: [] });
  });
});

describe("versionsOf", () => {
  const questionEdit = (id: string, parentId: string, editOf: string): SessionEntry => ({
    type: "custom",
    id,
    parentId,
    timestamp: "2026-01-01T00:10:00.000Z",
    customType: "question_edit",
    data: { editOf },
  });

  it("counts as versions only what an edit made, across branch summaries and leaf moves", () => {
    const entries = [
      ...greetingThenTools(),
      leafSwitch("w", "b"),
      branchSummary("s", "b", "b"),
      questionEdit("x", "s", "c"),
      user("e", "x", "tools, please?"),
      assistant("f", "e", "here"),
      questionEdit("y", "b", "e"),
      user("g", "y", "third try"),
    ];
    const versions = versionsOf(entries);
    expect(versions.siblings.get("c")).toEqual(["c", "e", "g"]);
    expect(versions.siblings.get("e")).toEqual(["c", "e", "g"]);
    expect(versions.siblings.get("a")).toEqual(["a"]);
    expect(versions.branches.get("g")).toBe(1);
    expect(versions.latest.get("c")).toBe("d");
    expect(versions.latest.get("e")).toBe("f");
    expect(versions.latest.get("g")).toBe("g");
  });

  it("calls another question asked at the same point a branch here, not a version", () => {
    const entries = [
      ...forkedAtGreeting(),
      questionEdit("x", "b", "c"),
      user("g", "x", "tools, again?"),
      user("h", "d", "and then?"),
    ];
    const versions = versionsOf(entries);
    expect(versions.siblings.get("e")).toEqual(["e"]);
    expect(versions.siblings.get("c")).toEqual(["c", "g"]);
    // Two questions at the greeting: "tools?" (in two versions) and "sessions?".
    expect(versions.branches.get("e")).toBe(2);
    expect(versions.branches.get("g")).toBe(2);
    expect(versions.branches.get("h")).toBe(1);
  });
});

describe("replayFrame", () => {
  it("is the session as the file stood after k lines: a leaf_switch line moves the leaf back, none rewritten", () => {
    const entries = [...greeting(), user("c", "b", "tools?"), leafSwitch("w", "b"), user("e", "b", "sessions?")];
    expect(replayFrame(entries, 0).tree.leafId).toBe(null);
    expect(replayFrame(entries, 3).tree.leafId).toBe("c");
    expect(replayFrame(entries, 4).tree.leafId).toBe("b");
    expect(replayFrame(entries, 4).last?.id).toBe("w");
    expect(replayFrame(entries, 5).tree.leafId).toBe("e");
    expect(replayFrame(entries, 99).lines).toBe(5);
  });
});

describe("context edits and pi's system messages (pi 1.6.0)", () => {
  const edit = (id: string, parentId: string, targetId: string, content: string | null): SessionEntry => ({
    type: "context_edit",
    id,
    parentId,
    timestamp: "2026-01-01T00:01:00.000Z",
    targetId,
    replacement: content === null ? null : { content: [{ type: "text", text: content }] },
  });
  const system: SessionEntry = {
    type: "message",
    id: "s",
    parentId: null,
    timestamp: "2026-01-01T00:00:00.000Z",
    message: { role: "system", content: "You are pi.", timestamp: 0 } as never,
  };
  const entries = (): SessionEntry[] => [
    system,
    user("a", "s", "hi"),
    assistant("b", "a", "the password is hunter2"),
    user("c", "b", "thanks"),
    edit("e1", "c", "b", "the password is [removed]"),
    edit("e2", "e1", "a", null),
  ];

  it("marks what an edit replaced and what it hid, with the edit that counts at the leaf", () => {
    const view = at(entries(), "e2");
    expect(Object.fromEntries(view.edited)).toEqual({
      b: { kind: "replaced", editId: "e1" },
      a: { kind: "omitted", editId: "e2" },
    });
    // Before the edits, at the question they follow, nothing is marked.
    expect(at(entries(), "c").edited.size).toBe(0);
  });

  it("matches each provider message to its own entry after a system message, the edited one under a new key", () => {
    const messages = requestMessages(at(entries(), "e2"));
    expect(messages.map((m) => [m.entryId, m.role, m.text, m.editId])).toEqual([
      ["b", "assistant", "the password is [removed]", "e1"],
      ["c", "user", "thanks", undefined],
    ]);
    // A new key: the request panel reports the edit as one message left and one joined.
    const before = requestMessages(at(entries(), "c")).map((m) => m.key);
    const diff = diffContexts(
      before,
      messages.map((m) => m.key),
    );
    expect(diff.left).toEqual(["a", "b"]);
    expect([...diff.joined]).toEqual(["b:e1"]);
  });
});
