/**
 * pi 1.6.0's rules for the context, one hand-written case each: context edits, system messages, a compaction's
 * system message, a compaction that keeps nothing, usage entries, null content. In pi-1.6.0-context-edits.test.ts
 * every context here is also compared with pi 1.6.0's own `buildSessionContext` (pi 0.73.1 knows none of these
 * rules, so it is not asked).
 */
import { describe, expect, it } from "vitest";
import {
  buildSourcedContext,
  contextAt,
  type SessionContext,
  type SessionEntry,
  SessionTree,
  type SourcedContext,
} from "../src/index.ts";
import { assistant, compactionLine, user } from "./support/files.ts";
import { pluggedInTodaysPi } from "./support/pi-oracle.ts";

const T = "2026-01-01T09:00:00.000Z";
const M = Date.parse(T);
const msg = (id: string, parentId: string | null, message: object): SessionEntry =>
  ({ type: "message", id, parentId, timestamp: T, message }) as SessionEntry;
const edit = (id: string, parentId: string, targetId: string, content: unknown): SessionEntry =>
  ({
    type: "context_edit",
    id,
    parentId,
    timestamp: T,
    targetId,
    replacement: content === null ? null : { content },
  }) as SessionEntry;
const toolResult = (text: string) => ({
  role: "toolResult",
  toolCallId: "call_1",
  toolName: "read",
  content: [{ type: "text", text }],
  isError: false,
  timestamp: M,
});
const system = (content: string, extra: object = {}) => ({ role: "system", content, ...extra, timestamp: M });

/** Our context at `leaf`; in pi-1.6.0-context-edits.test.ts, after checking that pi 1.6.0's builder agrees. */
function contextToday(entries: SessionEntry[], leaf: string | null): SessionContext {
  const ours = contextAt(SessionTree.fromEntries(entries), leaf);
  const pi = pluggedInTodaysPi();
  if (pi) expect(ours).toEqual(pi.buildSessionContext(entries, leaf));
  return ours;
}

function sourcedAt(entries: SessionEntry[], leaf: string): SourcedContext {
  return buildSourcedContext(SessionTree.fromEntries(entries).pathToRoot(leaf));
}

const contents = (context: SessionContext) => context.messages.map((m) => (m as { content?: unknown }).content);

/** A conversation with a secret in a tool result: u1 → a1 → r1 (the secret) → a2. */
const conversation: SessionEntry[] = [
  msg("u1", null, user("read the config")),
  msg("a1", "u1", assistant("reading")),
  msg("r1", "a1", toolResult("API_KEY=sk-secret")),
  msg("a2", "r1", assistant("done")),
];

describe("context edits (pi 1.6.0)", () => {
  it("a replacement changes only the content; a string becomes one text block for a tool result", () => {
    const entries = [...conversation, edit("e1", "a2", "r1", "API_KEY=[redacted]")];
    const context = contextToday(entries, "e1");
    expect(context.messages[2]).toEqual({ ...toolResult("API_KEY=[redacted]") });
    expect(JSON.stringify(context)).not.toContain("sk-secret");
    const sourced = sourcedAt(entries, "e1");
    expect(sourced.sourceIds).toEqual(["u1", "a1", "r1", "a2"]);
    expect(sourced.editIds).toEqual([undefined, undefined, "e1", undefined]);
    expect(sourced.omitted).toEqual([]);
  });

  it("a string stays a string for a user message and a custom message", () => {
    const entries: SessionEntry[] = [
      ...conversation,
      {
        type: "custom_message",
        id: "m1",
        parentId: "a2",
        timestamp: T,
        customType: "note",
        content: [{ type: "text", text: "x" }],
        display: true,
      },
      edit("e1", "m1", "u1", "read the settings"),
      edit("e2", "e1", "m1", "a shorter note"),
    ];
    const context = contextToday(entries, "e2");
    expect(contents(context)[0]).toBe("read the settings");
    expect(contents(context)[4]).toBe("a shorter note");
  });

  it("null leaves the target out, and the source says which edit did", () => {
    const entries = [...conversation, edit("e1", "a2", "r1", null)];
    const context = contextToday(entries, "e1");
    expect(context.messages.map((m) => m.role)).toEqual(["user", "assistant", "assistant"]);
    expect(sourcedAt(entries, "e1").omitted).toEqual([{ targetId: "r1", editId: "e1" }]);
  });

  it("the last edit of a target on the path wins, even a replacement after an omission", () => {
    const entries = [
      ...conversation,
      edit("e1", "a2", "r1", null),
      edit("e2", "e1", "r1", [{ type: "text", text: "second" }]),
    ];
    expect(contents(contextToday(entries, "e2"))[2]).toEqual([{ type: "text", text: "second" }]);
    expect(contextToday(entries, "e1").messages).toHaveLength(3); // at e1, e2 is not on the path yet
  });

  it("an edit on another branch does not apply, and the original comes back before the edit", () => {
    const entries = [...conversation, edit("e1", "a2", "r1", "redacted"), msg("u2", "a2", user("other branch"))];
    expect(contents(contextToday(entries, "u2"))[2]).toEqual([{ type: "text", text: "API_KEY=sk-secret" }]);
    expect(contents(contextToday(entries, "a2"))[2]).toEqual([{ type: "text", text: "API_KEY=sk-secret" }]);
    expect(contents(contextToday(entries, "e1"))[2]).toEqual([{ type: "text", text: "redacted" }]);
  });

  it("an edit kept by a compaction, or after it, applies; one of a summarised-away target does nothing", () => {
    const entries = [
      ...conversation,
      edit("e1", "a2", "a1", "edited before the compaction"),
      compactionLine("c1", "e1", "a1", { timestamp: T, summary: "they read the config", tokensBefore: 10 }),
      edit("e2", "c1", "r1", null),
      edit("e3", "e2", "u1", "summarised away: nothing to edit"),
    ] as SessionEntry[];
    const context = contextToday(entries, "e3");
    expect(context.messages.map((m) => m.role)).toEqual(["compactionSummary", "assistant", "assistant"]);
    expect(contents(context)[1]).toEqual([{ type: "text", text: "edited before the compaction" }]);
    expect(sourcedAt(entries, "e3").omitted).toEqual([{ targetId: "r1", editId: "e2" }]);
  });

  it("an edit before firstKeptEntryId is summarised away and no longer applies (a later compaction undoes it)", () => {
    // Written by hand: the edit names an entry after it. The compaction keeps the target but not the edit.
    const entries = [
      msg("u1", null, user("one")),
      edit("e1", "u1", "a1", "edited"),
      msg("a1", "e1", assistant("original")),
      compactionLine("c1", "a1", "a1", { timestamp: T, summary: "s", tokensBefore: 1 }),
    ] as SessionEntry[];
    expect(contents(contextToday(entries, "a1"))[1]).toEqual([{ type: "text", text: "edited" }]);
    expect(contents(contextToday(entries, "c1"))[1]).toEqual([{ type: "text", text: "original" }]);
  });

  it("an edit of an edit, of a missing entry, or of a label does nothing", () => {
    const entries: SessionEntry[] = [
      ...conversation,
      { type: "label", id: "l1", parentId: "a2", timestamp: T, targetId: "u1", label: "start" },
      edit("e1", "l1", "r1", "first"),
      edit("e2", "e1", "e1", null),
      edit("e3", "e2", "gone0000", null),
      edit("e4", "e3", "l1", null),
    ];
    const sourced = sourcedAt(entries, "e4");
    expect(contextToday(entries, "e4").messages).toHaveLength(4);
    expect(sourced.editIds).toEqual([undefined, undefined, "e1", undefined]);
    expect(sourced.omitted).toEqual([]);
  });

  it("a replacement leaves a system message, a summary and a branch summary as they are; null leaves them out", () => {
    const entries = [
      msg("s1", null, system("be brief")),
      msg("u1", "s1", user("hi")),
      { type: "branch_summary", id: "b1", parentId: "u1", timestamp: T, fromId: "x", summary: "tried X" },
      edit("e1", "b1", "s1", "ignored"),
      edit("e2", "e1", "b1", "ignored"),
    ] as SessionEntry[];
    const context = contextToday(entries, "e2");
    expect(context.messages.map((m) => m.role as string)).toEqual(["system", "user", "branchSummary"]);
    expect(sourcedAt(entries, "e2").editIds).toEqual([undefined, undefined, undefined]);
    const omitting = [...entries, edit("e3", "e2", "s1", null), edit("e4", "e3", "b1", null)];
    expect(contextToday(omitting, "e4").messages.map((m) => m.role)).toEqual(["user"]);
  });
});

describe("system messages and compactions (pi 1.6.0)", () => {
  const withPrompt = [
    msg("s1", null, system("You are a coding assistant.", { toolsAdded: [{ name: "read" }] })),
    msg("u1", "s1", user("one")),
    msg("s2", "u1", system("", { sections: { skills: "<skills/>" } })),
    msg("a1", "s2", assistant("two")),
  ] as SessionEntry[];

  it("a system message is in the context where it stands", () => {
    expect(contextToday(withPrompt, "a1").messages.map((m) => m.role as string)).toEqual([
      "system",
      "user",
      "system",
      "assistant",
    ]);
  });

  it("a compaction sends its systemMessage before the summary and leaves out the system messages it kept", () => {
    const checkpoint = system("You are a coding assistant.", { sections: { skills: "<skills/>" } });
    const entries = [
      ...withPrompt,
      {
        ...compactionLine("c1", "a1", "u1", { timestamp: T, summary: "s", tokensBefore: 5 }),
        systemMessage: checkpoint,
      },
      msg("u2", "c1", user("three")),
    ] as SessionEntry[];
    const context = contextToday(entries, "u2");
    expect(context.messages.map((m) => m.role as string)).toEqual([
      "system",
      "compactionSummary",
      "user",
      "assistant",
      "user",
    ]);
    expect(context.messages[0]).toEqual(checkpoint);
    expect(sourcedAt(entries, "u2").sourceIds).toEqual(["c1", "c1", "u1", "a1", "u2"]);
  });

  it("a compaction whose firstKeptEntryId is its own id keeps nothing", () => {
    const entries = [
      ...withPrompt,
      compactionLine("c1", "a1", "c1", { timestamp: T, summary: "all of it", tokensBefore: 5 }),
    ] as SessionEntry[];
    expect(contextToday(entries, "c1").messages.map((m) => m.role)).toEqual(["compactionSummary"]);
  });

  it("an edit of the latest compaction with null leaves out its system message and summary", () => {
    const entries = [
      ...withPrompt,
      {
        ...compactionLine("c1", "a1", "a1", { timestamp: T, summary: "s", tokensBefore: 5 }),
        systemMessage: system("p"),
      },
      edit("e1", "c1", "c1", null),
    ] as SessionEntry[];
    expect(contextToday(entries, "e1").messages.map((m) => m.role)).toEqual(["assistant"]);
  });
});

describe("usage entries and empty content (pi 1.6.0)", () => {
  it("a usage entry puts nothing in the context", () => {
    const entries = [
      ...conversation,
      {
        type: "usage",
        id: "g1",
        parentId: "a2",
        timestamp: T,
        kind: "cache_warm",
        provider: "anthropic",
        model: "claude-sonnet-4-5",
        usage: { input: 0, output: 0, cacheRead: 5, cacheWrite: 0, totalTokens: 5 },
      },
    ] as SessionEntry[];
    expect(contextToday(entries, "g1").messages).toHaveLength(4);
  });

  it("null or missing content is read as empty: no blocks, or an empty string for a system message", () => {
    const entries = [
      msg("s1", null, { role: "system", content: null, timestamp: M }),
      msg("u1", "s1", { role: "user", timestamp: M }),
      msg("a1", "u1", { ...assistant("x"), content: null }),
      msg("r1", "a1", { ...toolResult("y"), content: undefined }),
      { type: "custom_message", id: "m1", parentId: "r1", timestamp: T, customType: "n", display: true },
    ] as SessionEntry[];
    expect(contents(contextToday(entries, "m1"))).toEqual(["", [], [], [], []]);
  });
});
