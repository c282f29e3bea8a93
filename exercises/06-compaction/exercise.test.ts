/**
 * Grading tests for exercise 06. One describe block per part of the starter's
 * TODOs; `npm run exercise -- 06` prints PASS or FAIL for each.
 *
 * Parts 1 and 2 are checked against the kit's buildContext at every position
 * of a path with two compactions on it; part 3 against the kit's findCutPoint
 * for every budget from one token to more than the whole path.
 */
import type { AgentMessage } from "@kit/agent-loop";
import { findCutPoint as kitFindCutPoint } from "@kit/compaction";
import { buildContext, type SessionEntry } from "@kit/session-core";
import { describe, expect, it } from "vitest";
import { entryMaker, messageEntry, modelReply, toolSays, userSays } from "../support/entries.ts";
import type * as Exercise from "./starter.ts";

const implementation = process.env.EXERCISE_IMPL ?? "./starter.ts";
const { contextMessages, findCutPoint, tokensOf } = (await import(implementation)) as typeof Exercise;

const entry = entryMaker();

/** A straight path: each entry's parent is the one before it. */
function chain(specs: [string, Record<string, unknown>][]): SessionEntry[] {
  return specs.map(([id, fields], i) => entry(id, i === 0 ? null : specs[i - 1]![0], fields));
}

const user = (text: string) => messageEntry(userSays(text));
const answer = (text: string) => messageEntry(modelReply(text));
const calls = (...paths: string[]) =>
  messageEntry(
    modelReply(paths.map((path) => ({ type: "toolCall", id: `call_${path}`, name: "read_file", arguments: { path } }))),
  );
const result = (path: string, text: string) => messageEntry(toolSays(`call_${path}`, "read_file", text));
const compaction = (summary: string, firstKeptEntryId: string) => ({
  type: "compaction",
  summary,
  firstKeptEntryId,
  tokensBefore: 5000,
});
const words = (n: number, word = "word") => Array.from({ length: n }, () => word).join(" ");

const ids = (path: readonly SessionEntry[]) => path.map((entry) => entry.id);
/** What a message list looks like, short: "summary: S2", "user: ...", "assistant", "toolResult". */
function describeMessages(messages: AgentMessage[]): string[] {
  return messages.map((m) => {
    if (m.role === "compactionSummary") return `summary: ${m.summary}`;
    if (m.role === "user") return `user: ${typeof m.content === "string" ? m.content : "…"}`;
    return m.role;
  });
}

//  u1 a1 r1 a2 u2 a3 [c1 keeps from u2] u3 a4 r2 a5 cm [c2 keeps from a3] u4 a6
const compacted = chain([
  ["u1", user("Make the tests pass, but do not touch the public API.")],
  ["a1", calls("test.log")],
  ["r1", result("test.log", "3 failing")],
  ["a2", answer("Three tests fail.")],
  ["u2", user("Fix the first one.")],
  ["a3", answer("Fixed: an off-by-one in the parser.")],
  ["c1", compaction("S1", "u2")],
  ["u3", user("Now the second.")],
  ["m1", { type: "model_change", provider: "openai", modelId: "o4-mini" }],
  ["a4", calls("parser.ts")],
  ["r2", result("parser.ts", "export function parse() {}")],
  ["a5", answer("The second needs a new token type.")],
  [
    "cm",
    { type: "custom_message", customType: "house-rules", content: "Run the tests after each change.", display: true },
  ],
  ["c2", compaction("S2", "a3")],
  ["u4", user("And the third?")],
  ["a6", answer("Done; all tests pass.")],
]);
const upTo = (id: string) => compacted.slice(0, ids(compacted).indexOf(id) + 1);

describe("part 1: the context with a compaction on the path", () => {
  it("is every message in order when there is no compaction", () => {
    expect(describeMessages(contextMessages(upTo("a3")))).toEqual([
      "user: Make the tests pass, but do not touch the public API.",
      "assistant",
      "toolResult",
      "assistant",
      "user: Fix the first one.",
      "assistant",
    ]);
  });

  it("starts with the summary, then the kept entries from firstKeptEntryId, then what came after", () => {
    expect(describeMessages(contextMessages(upTo("u3")))).toEqual([
      "summary: S1",
      "user: Fix the first one.",
      "assistant",
      "user: Now the second.",
    ]);
  });

  it("keeps the messages themselves, and the summary's fields", () => {
    const context = contextMessages(upTo("c1"));
    expect(context[0]).toEqual({
      role: "compactionSummary",
      summary: "S1",
      tokensBefore: 5000,
      timestamp: new Date(compacted[6]!.timestamp).getTime(),
    });
    expect(context[1]).toBe((compacted[4] as { message: AgentMessage }).message);
  });
});

describe("part 2: several compactions, and a kept entry that is not on the path", () => {
  it("applies only the latest compaction, whose kept part may begin before the earlier one", () => {
    expect(describeMessages(contextMessages(compacted))).toEqual([
      "summary: S2",
      "assistant", // a3: kept again (c1 itself adds nothing)
      "user: Now the second.",
      "assistant",
      "toolResult",
      "assistant",
      "custom", // the custom message is a message
      "user: And the third?",
      "assistant",
    ]);
  });

  it("keeps nothing before the compaction when firstKeptEntryId is not on the path before it", () => {
    // The compaction names an entry on another branch (or one after it): only the summary and what follows.
    const path = chain([
      ["y1", user("First")],
      ["y2", answer("One")],
      ["yc", compaction("Y", "elsewhere")],
      ["y3", user("Second")],
    ]);
    expect(describeMessages(contextMessages(path))).toEqual(["summary: Y", "user: Second"]);
  });

  it("agrees with the kit's own context at every position of the path", () => {
    for (let end = 0; end <= compacted.length; end++) {
      const path = compacted.slice(0, end);
      const leaf = path.at(-1)?.id ?? null;
      expect({ leaf, messages: contextMessages(path) }).toEqual({ leaf, messages: buildContext(path).messages });
    }
  });
});

describe("part 3: a cut point that never splits a tool call from its result", () => {
  //  mc u1 a1(3 calls) r1 ext r2 r3 a2 lb u2 a3(call) r4 cm a4 u3 a5
  const path = chain([
    ["mc", { type: "model_change", provider: "openai", modelId: "gpt-4o-mini" }],
    ["u1", user("Read the three notes.")],
    ["a1", calls("one.md", "two.md", "three.md")],
    ["r1", result("one.md", words(100, "alpha"))],
    // An extension may record its state while the tools run: an entry with no message, between two results.
    ["ext", { type: "custom", customType: "progress", data: { read: 1 } }],
    ["r2", result("two.md", words(80, "beta"))],
    ["r3", result("three.md", words(60, "gamma"))],
    ["a2", answer(words(30, "summary"))],
    ["lb", { type: "label", targetId: "a2", label: "notes" }],
    ["u2", user("Now read the log.")],
    ["a3", calls("build.log")],
    ["r4", result("build.log", words(120, "line"))],
    ["cm", { type: "custom_message", customType: "house-rules", content: "Keep notes short.", display: true }],
    ["a4", answer(words(25, "done"))],
    ["u3", user("Thanks!")],
    ["a5", answer("You are welcome.")],
  ]);
  const total = path.reduce((sum, entry) => sum + tokensOf(entry), 0);
  const budgets = Array.from({ length: total + 10 }, (_, i) => i + 1);
  const keptTokens = (cut: number) => path.slice(cut).reduce((sum, entry) => sum + tokensOf(entry), 0);
  const roleAt = (cut: number) => (path[cut] as { message?: AgentMessage }).message?.role;

  it("keeps the call of every tool result it keeps, for any budget", () => {
    const orphans = budgets.flatMap((budget) => {
      const kept = path
        .slice(findCutPoint(path, budget))
        .flatMap((entry) => (entry.type === "message" ? [(entry as { message: AgentMessage }).message] : []));
      const keptCalls = new Set(
        kept.flatMap((m) =>
          m.role === "assistant" ? m.content.flatMap((block) => (block.type === "toolCall" ? [block.id] : [])) : [],
        ),
      );
      return kept.flatMap((m) =>
        m.role === "toolResult" && !keptCalls.has(m.toolCallId) ? [`budget ${budget}: ${m.toolCallId}`] : [],
      );
    });
    expect(orphans, "tool results kept without their call").toEqual([]);
  });

  it("never starts the kept part at a tool result, for any budget", () => {
    const bad = budgets.filter((budget) => roleAt(findCutPoint(path, budget)) === "toolResult");
    expect(bad, "budgets whose cut falls on a tool result").toEqual([]);
  });

  it("never keeps from an entry with no message (extension state, setting, label), unless it keeps everything", () => {
    const bad = budgets.filter((budget) => {
      const cut = findCutPoint(path, budget);
      return cut !== 0 && tokensOf(path[cut]!) === 0;
    });
    expect(bad, "budgets whose cut falls on an entry without a message").toEqual([]);
  });

  it("keeps at least keepRecentTokens, or everything when there are not that many", () => {
    const bad = budgets.filter((budget) => {
      const cut = findCutPoint(path, budget);
      return budget <= total ? keptTokens(cut) < budget : cut !== 0;
    });
    expect(bad, "budgets that keep too little").toEqual([]);
  });

  it("keeps a reply with three tool calls together with all its results", () => {
    const [first, last] = [ids(path).indexOf("r1"), ids(path).indexOf("r3")];
    for (const budget of budgets) {
      const cut = findCutPoint(path, budget);
      expect({ budget, cutAmongTheResults: cut >= first && cut <= last }).toEqual({
        budget,
        cutAmongTheResults: false,
      });
    }
  });

  it("moves back no further than it must: the same cut as the kit's, for every budget", () => {
    for (const budget of budgets) {
      const expected = kitFindCutPoint(path, 0, path.length, budget).firstKeptIndex;
      expect({ budget, cut: ids(path)[findCutPoint(path, budget)] }).toEqual({ budget, cut: ids(path)[expected] });
    }
  });
});
