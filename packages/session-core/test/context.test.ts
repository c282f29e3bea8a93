import { describe, expect, it } from "vitest";
import { buildContext, contextAt, type SessionContext, type SessionEntry, SessionTree } from "../src/index.ts";
import { assistant, compactionLine, user } from "./support/files.ts";
import { pluggedInAnyPi } from "./support/pi-oracle.ts";

const T = "2026-01-01T09:00:00.000Z";
const M = Date.parse(T);
const msg = (id: string, parentId: string | null, message: object): SessionEntry =>
  ({ type: "message", id, parentId, timestamp: T, message }) as SessionEntry;
const compaction = (id: string, parentId: string, firstKeptEntryId: string, summary: string, tokensBefore: number) =>
  compactionLine(id, parentId, firstKeptEntryId, { timestamp: T, summary, tokensBefore });

/**
 * Our context at `leaf`; in a compatibility run, after checking that pi's builder agrees: pi 0.73.1's in
 * pi-context.test.ts, pi 1.6.0's in pi-1.6.0-context.test.ts (these rules are the same in both).
 */
function contextBoth(entries: SessionEntry[], leaf: string | null): SessionContext {
  const ours = contextAt(SessionTree.fromEntries(entries), leaf);
  const pi = pluggedInAnyPi();
  if (pi) expect(ours).toEqual(pi.buildSessionContext(entries, leaf));
  return ours;
}

describe("buildContext / contextAt", () => {
  it("without a compaction: every message of the path in order, other branches and settings left out", () => {
    const entries: SessionEntry[] = [
      msg("u1", null, user("hello")),
      msg("a1", "u1", assistant("hi")),
      { type: "thinking_level_change", id: "t1", parentId: "a1", timestamp: T, thinkingLevel: "high" },
      msg("u2", "t1", user("on branch A")),
      msg("u3", "a1", user("on branch B")),
    ];
    const atA = contextBoth(entries, "u2");
    expect(atA.messages.map((m) => (m as { content: unknown }).content)).toEqual([
      "hello",
      [{ type: "text", text: "hi" }],
      "on branch A",
    ]);
    expect(atA.thinkingLevel).toBe("high");
    const atB = contextBoth(entries, "u3");
    expect(atB.messages).toHaveLength(3);
    expect(atB.thinkingLevel).toBe("off"); // the change is on the other branch
  });

  it("with a compaction: its summary, then the kept entries from firstKeptEntryId, then what follows", () => {
    const entries: SessionEntry[] = [
      msg("u1", null, user("old question")),
      msg("a1", "u1", assistant("old answer")),
      msg("u2", "a1", user("kept question")),
      msg("a2", "u2", assistant("kept answer")),
      compaction("c1", "a2", "u2", "they talked", 1234),
      msg("u3", "c1", user("after")),
    ];
    const context = contextBoth(entries, "u3");
    expect(context.messages[0]).toEqual({
      role: "compactionSummary",
      summary: "they talked",
      tokensBefore: 1234,
      timestamp: M,
    });
    expect(context.messages.slice(1).map((m) => (m as { content: unknown }).content)).toEqual([
      "kept question",
      [{ type: "text", text: "kept answer" }],
      "after",
    ]);
  });

  it("uses only the latest compaction on the path", () => {
    const entries: SessionEntry[] = [
      msg("u1", null, user("one")),
      compaction("c1", "u1", "u1", "first", 1),
      msg("u2", "c1", user("two")),
      compaction("c2", "u2", "u2", "second", 2),
      msg("u3", "c2", user("three")),
    ];
    const context = contextBoth(entries, "u3");
    expect(context.messages.map((m) => m.role)).toEqual(["compactionSummary", "user", "user"]);
    expect((context.messages[0] as { summary: string }).summary).toBe("second");
  });

  it("keeps nothing before the summary when firstKeptEntryId is not on the path", () => {
    const entries: SessionEntry[] = [
      msg("u1", null, user("root")),
      msg("side", "u1", user("another branch")),
      msg("u2", "u1", user("main")),
      compaction("c1", "u2", "side", "s", 5),
      msg("u3", "c1", user("after")),
    ];
    const context = contextBoth(entries, "u3");
    expect(context.messages.map((m) => m.role)).toEqual(["compactionSummary", "user"]);
  });

  it("turns branch_summary and custom_message entries into messages; custom entries and labels add none", () => {
    const entries: SessionEntry[] = [
      msg("u1", null, user("start")),
      { type: "branch_summary", id: "b1", parentId: "u1", timestamp: T, fromId: "gone", summary: "tried X, failed" },
      { type: "branch_summary", id: "b2", parentId: "b1", timestamp: T, fromId: "gone", summary: "" },
      {
        type: "custom_message",
        id: "m1",
        parentId: "b2",
        timestamp: T,
        customType: "note",
        content: "injected",
        display: false,
        details: { k: 1 },
      },
      { type: "custom", id: "x1", parentId: "m1", timestamp: T, customType: "state", data: { a: 1 } },
      { type: "label", id: "l1", parentId: "x1", timestamp: T, targetId: "u1", label: "start" },
      { type: "some_future_type", id: "f1", parentId: "l1", timestamp: T, payload: 1 },
    ];
    const context = contextBoth(entries, "f1");
    expect(context.messages).toEqual([
      user("start"),
      { role: "branchSummary", summary: "tried X, failed", fromId: "gone", timestamp: M },
      { role: "custom", customType: "note", content: "injected", display: false, details: { k: 1 }, timestamp: M },
    ]);
  });

  it("takes the model from the latest model_change or assistant message on the path, and the thinking level", () => {
    const entries: SessionEntry[] = [
      { type: "model_change", id: "m1", parentId: null, timestamp: T, provider: "openai", modelId: "gpt-x" },
      { type: "thinking_level_change", id: "t1", parentId: "m1", timestamp: T, thinkingLevel: "low" },
      msg("a1", "t1", assistant("answer", "claude-y", "anthropic")),
      { type: "thinking_level_change", id: "t2", parentId: "a1", timestamp: T, thinkingLevel: "medium" },
      { type: "model_change", id: "m2", parentId: "t1", timestamp: T, provider: "local", modelId: "llama" },
    ];
    expect(contextBoth(entries, "t2")).toMatchObject({
      model: { provider: "anthropic", modelId: "claude-y" },
      thinkingLevel: "medium",
    });
    expect(contextBoth(entries, "m2")).toMatchObject({
      model: { provider: "local", modelId: "llama" },
      thinkingLevel: "low",
    });
    expect(contextBoth(entries, "m1")).toMatchObject({
      model: { provider: "openai", modelId: "gpt-x" },
      thinkingLevel: "off",
    });
  });

  it("gives an empty context for the null leaf", () => {
    const entries: SessionEntry[] = [
      msg("u1", null, user("x")),
      { type: "thinking_level_change", id: "t1", parentId: "u1", timestamp: T, thinkingLevel: "high" },
    ];
    expect(contextBoth(entries, null)).toEqual({ messages: [], thinkingLevel: "off", model: null });
    expect(buildContext([])).toEqual({ messages: [], thinkingLevel: "off", model: null });
  });

  it("defaults to the tree's current leaf", () => {
    const tree = SessionTree.fromEntries([msg("u1", null, user("a")), msg("u2", "u1", user("b"))]);
    tree.switchLeaf("u1");
    expect(contextAt(tree).messages).toEqual([user("a")]);
  });
});
