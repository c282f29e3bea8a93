/**
 * Grading tests for exercise 10. One describe block per part of the starter's
 * TODOs; `npm run exercise -- 10` prints PASS or FAIL for each.
 *
 * The contexts come from a real session tree (the kit's contextAt), the way the
 * page gets them: chapter 03's story, two plans after one question, then a
 * compaction on plan B.
 */
import { type AgentMessage, emptyUsage, textOf } from "@kit/agent-loop";
import { contextAt, SessionTree } from "@kit/session-core";
import { describe, expect, it } from "vitest";
import { entryMaker, messageEntry, modelReply, userSays } from "../support/entries.ts";
import type * as Exercise from "./starter.ts";

const implementation = process.env.EXERCISE_IMPL ?? "./starter.ts";
const { contextDiff, sameMessage } = (await import(implementation)) as typeof Exercise;

const entry = entryMaker();
const user = (text: string) => messageEntry(userSays(text, 1));
const answer = (text: string) => messageEntry(modelReply(text, 2));

//  u1 ─ a1 ─┬─ u2 ─ a2 ─ u3 ─ a3                 plan A (leaf A = a3)
//           └─ u4 ─ a4 ─ co ─ u5 ─ a5            plan B, compacted at co (leaf B = a5)
function story(): SessionTree {
  return SessionTree.fromEntries([
    entry("u1", null, user("I want to build an agent.")),
    entry("a1", "u1", answer("Start with the agent loop.")),
    entry("u2", "a1", user("Plan A: one file.")),
    entry("a2", "u2", answer("Result of A.")),
    entry("u3", "a2", user("And tests?")),
    entry("a3", "u3", answer("Tests for A.")),
    entry("u4", "a1", user("Plan B: a package per idea.")),
    entry("a4", "u4", answer("Result of B.")),
    entry("co", "a4", { type: "compaction", summary: "Chose plan B.", firstKeptEntryId: "u4", tokensBefore: 800 }),
    entry("u5", "co", user("Now the tests.")),
    entry("a5", "u5", answer("Tests for B.")),
  ]);
}

const tree = story();
const at = (leafId: string | null) => contextAt(tree, leafId).messages;
/** Messages as short text: "user: ...", "assistant: ...", "summary: ...". */
const texts = (messages: readonly AgentMessage[]) =>
  messages.map((m) => {
    if (m.role === "compactionSummary") return `summary: ${m.summary}`;
    if (m.role === "user" || m.role === "assistant" || m.role === "custom") return `${m.role}: ${textOf(m.content)}`;
    return m.role;
  });
const diffText = (diff: Exercise.ContextDiff) => ({
  shared: diff.shared,
  left: texts(diff.left),
  joined: texts(diff.joined),
});

describe("part 1: the shared beginning", () => {
  it("counts the messages two sibling branches share, up to where they part", () => {
    // Both contexts begin with u1 and a1.
    expect(contextDiff(at("a2"), at("a4")).shared).toBe(2);
  });

  it("shares the whole shorter context when the new leaf is further down the same branch", () => {
    expect(contextDiff(at("a1"), at("a3")).shared).toBe(2);
    expect(contextDiff(at("a3"), at("u2")).shared, "going back up").toBe(3);
  });

  it("shares everything when the leaf did not move, and nothing with an empty session", () => {
    expect(contextDiff(at("a3"), at("a3")).shared).toBe(6);
    expect(contextDiff(at(null), at("a3")).shared).toBe(0);
    expect(contextDiff(at("a3"), at(null)).shared).toBe(0);
  });
});

describe("part 2: what left the context and what joined it", () => {
  it("lists the old branch's messages as left and the new branch's as joined, in order", () => {
    expect(diffText(contextDiff(at("a3"), at("a4")))).toEqual({
      shared: 2,
      left: ["user: Plan A: one file.", "assistant: Result of A.", "user: And tests?", "assistant: Tests for A."],
      joined: ["user: Plan B: a package per idea.", "assistant: Result of B."],
    });
  });

  it("returns the messages themselves, and empty lists when nothing changed", () => {
    const before = at("a2");
    const after = at("a4");
    const diff = contextDiff(before, after);
    expect(diff.left[0]).toBe(before[2]);
    expect(diff.joined[1]).toBe(after[3]);
    expect(diffText(contextDiff(at("a3"), at("a3")))).toEqual({ shared: 6, left: [], joined: [] });
  });

  it("compares contexts, not paths: after a compaction the summary comes first, so nothing is shared", () => {
    // The paths to a4 and a5 share u1, a1, u4 and a4; the contexts do not even share their first message.
    expect(diffText(contextDiff(at("a4"), at("a5")))).toEqual({
      shared: 0,
      left: [
        "user: I want to build an agent.",
        "assistant: Start with the agent loop.",
        "user: Plan B: a package per idea.",
        "assistant: Result of B.",
      ],
      joined: [
        "summary: Chose plan B.",
        "user: Plan B: a package per idea.",
        "assistant: Result of B.",
        "user: Now the tests.",
        "assistant: Tests for B.",
      ],
    });
  });

  it("counts a message after the first difference as left and joined, even when it is the same message", () => {
    const same = at("a1")[1]!;
    const before = [...at("u1"), { role: "user", content: "Plan A", timestamp: 1 } as AgentMessage, same];
    const after = [...at("u1"), { role: "user", content: "Plan B", timestamp: 1 } as AgentMessage, same];
    const diff = contextDiff(before, after);
    expect(diff.shared).toBe(1);
    expect(diff.left).toEqual([before[1], same]);
    expect(diff.joined).toEqual([after[1], same]);
  });
});

describe("part 3: the same message, rebuilt", () => {
  it("counts a message rebuilt as a new object as the same (contextAt rebuilds an extension's message)", () => {
    // The same story with an extension's rule at the root, as a custom_message entry.
    const withRule = SessionTree.fromEntries([
      entry("rule", null, {
        type: "custom_message",
        customType: "house-rules",
        content: "Answer in one line.",
        display: true,
      }),
      ...[...story().entries].map((e) => (e.parentId === null ? { ...e, parentId: "rule" } : e)),
    ]);
    const first = contextAt(withRule, "a2").messages;
    const second = contextAt(withRule, "a4").messages;
    expect(first[0], "two objects for the same custom message").not.toBe(second[0]);
    expect(
      sameMessage(first[0]!, second[0]!),
      "expected the same custom message, rebuilt as a new object, to count as the same: compare content, not identity",
    ).toBe(true);
    expect(contextDiff(first, second).shared).toBe(3);
  });

  it("ignores the order of the keys, at every depth", () => {
    const a: AgentMessage = {
      role: "assistant",
      content: [{ type: "toolCall", id: "call_1", name: "read_file", arguments: { path: "a.md", offset: 2 } }],
      api: "x",
      provider: "p",
      model: "m",
      usage: emptyUsage(),
      stopReason: "toolUse",
      timestamp: 5,
    };
    const reordered = JSON.parse(
      '{"timestamp":5,"stopReason":"toolUse","usage":' +
        JSON.stringify(emptyUsage()) +
        ',"model":"m","provider":"p","api":"x","content":[' +
        '{"arguments":{"offset":2,"path":"a.md"},"name":"read_file","id":"call_1","type":"toolCall"}' +
        '],"role":"assistant"}',
    ) as AgentMessage;
    expect(
      sameMessage(a, reordered),
      "expected the same message with its keys in another order to count as the same: key order is not content",
    ).toBe(true);
  });

  it("tells apart messages that differ anywhere: text, a block, an argument, the order of blocks", () => {
    const u = (content: unknown) => ({ role: "user", content, timestamp: 1 }) as AgentMessage;
    const blocks = [
      { type: "text", text: "one" },
      { type: "text", text: "two" },
    ];
    expect(sameMessage(u("Plan A"), u("Plan B")), "expected different text to count as different").toBe(false);
    expect(
      sameMessage(u(blocks), u([...blocks].reverse())),
      "expected the same blocks in another order to count as different: the order of blocks is content",
    ).toBe(false);
    expect(
      sameMessage(u(blocks), u(blocks.slice(0, 1))),
      "expected two blocks and one block to count as different",
    ).toBe(false);
    expect(sameMessage(u("one"), u(blocks)), "expected a string and a list of blocks to count as different").toBe(
      false,
    );
    expect(
      sameMessage(u([{ type: "text", text: "one" }]), u([{ type: "text", text: "one", textSignature: "s" }])),
      "expected a block with an extra field (textSignature) to count as different",
    ).toBe(false);
    expect(
      sameMessage(u(blocks), u(structuredClone(blocks))),
      "expected a deep copy of the same blocks to count as the same",
    ).toBe(true);
  });

  it("treats a field set to undefined as absent, as a file written and read back would", () => {
    const withUndefined = {
      role: "custom",
      customType: "house-rules",
      content: "x",
      display: true,
      details: undefined,
      timestamp: 1,
    } as AgentMessage;
    const without = {
      role: "custom",
      customType: "house-rules",
      content: "x",
      display: true,
      timestamp: 1,
    } as AgentMessage;
    const why = "a field set to undefined is not written to JSONL, so after a reopen it is simply absent";
    expect(sameMessage(withUndefined, without), `expected { details: undefined } to equal no details: ${why}`).toBe(
      true,
    );
    expect(sameMessage(without, withUndefined), `expected no details to equal { details: undefined }: ${why}`).toBe(
      true,
    );
  });
});
