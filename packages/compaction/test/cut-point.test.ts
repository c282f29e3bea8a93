import type { SessionEntry } from "@kit/session-core";
import { describe, expect, it } from "vitest";
import { isValidCutPoint, messagesOfEntries } from "../src/cut-point.ts";
import { findCutPoint, planCompaction } from "../src/index.ts";
import { sumOfEstimates } from "../src/tokens.ts";
import { assistant, newSession, sized, toolResult, user } from "./helpers.ts";

/** A conversation with tool calls: one per reply, then three in one reply. */
function toolConversation() {
  const session = newSession();
  session.appendMessage(user(sized("m0 list and read", 30)));
  session.appendMessage(assistant("", { toolCalls: [{ id: "a", name: "list_files" }] }));
  session.appendMessage(toolResult("a", "list_files", sized("m2 listing", 80)));
  session.appendMessage(
    assistant(sized("m3 now three at once", 20), {
      toolCalls: [
        { id: "b", name: "read_file", arguments: { path: "b.md" } },
        { id: "c", name: "read_file", arguments: { path: "c.md" } },
        { id: "d", name: "read_file", arguments: { path: "d.md" } },
      ],
    }),
  );
  session.appendMessage(toolResult("b", "read_file", sized("m4 b", 120)));
  session.appendMessage(toolResult("c", "read_file", sized("m5 c", 90)));
  session.appendMessage(toolResult("d", "read_file", sized("m6 d", 150)));
  session.appendMessage(assistant(sized("m7 all read", 40)));
  session.appendMessage(user(sized("m8 next question", 25)));
  session.appendMessage(assistant(sized("m9 answer", 60)));
  return session.tree.pathToRoot();
}

function toolCallIds(entries: SessionEntry[]): string[] {
  return messagesOfEntries(entries).flatMap((m) =>
    m.role === "assistant" ? m.content.flatMap((b) => (b.type === "toolCall" ? [b.id] : [])) : [],
  );
}

function toolResultIds(entries: SessionEntry[]): string[] {
  return messagesOfEntries(entries).flatMap((m) => (m.role === "toolResult" ? [m.toolCallId] : []));
}

describe("valid cut points", () => {
  it("are messages other than tool results", () => {
    const path = toolConversation();
    const roles = path.map((entry) => [messagesOfEntries([entry])[0]?.role, isValidCutPoint(entry)]);
    expect(roles).toEqual([
      ["user", true],
      ["assistant", true],
      ["toolResult", false],
      ["assistant", true],
      ["toolResult", false],
      ["toolResult", false],
      ["toolResult", false],
      ["assistant", true],
      ["user", true],
      ["assistant", true],
    ]);
  });

  it("never separate a tool call from its result, for every budget (several calls in one reply included)", () => {
    const path = toolConversation();
    const total = sumOfEstimates(messagesOfEntries(path));
    for (let keep = 1; keep <= total + 10; keep++) {
      const { firstKeptIndex } = findCutPoint(path, 0, path.length, keep);
      const summarised = path.slice(0, firstKeptIndex);
      const kept = path.slice(firstKeptIndex);
      // Every kept result has its call kept; every summarised call has its result summarised.
      expect(toolCallIds(kept)).toEqual(expect.arrayContaining(toolResultIds(kept)));
      expect(toolResultIds(summarised)).toEqual(expect.arrayContaining(toolCallIds(summarised)));
      expect(toolCallIds(summarised).length + toolCallIds(kept).length).toBe(4);
    }
  });

  it("keep at least keepRecentTokens of the newest messages, or everything", () => {
    const path = toolConversation();
    const total = sumOfEstimates(messagesOfEntries(path));
    for (let keep = 1; keep <= total + 10; keep++) {
      const { firstKeptIndex } = findCutPoint(path, 0, path.length, keep);
      const kept = sumOfEstimates(messagesOfEntries(path.slice(firstKeptIndex)));
      expect(kept).toBeGreaterThanOrEqual(Math.min(keep, total));
    }
  });

  it("move back to the reply when the budget runs out at one of its results", () => {
    const path = toolConversation();
    // The newest four messages (m9, m8, m7, m6) are 276 tokens; m6 is a result of the reply m3.
    const cut = findCutPoint(path, 0, path.length, 200);
    expect(messagesOfEntries([path[cut.firstKeptIndex]!])[0]).toMatchObject({ role: "assistant" });
    expect(cut.firstKeptIndex).toBe(3);
  });
});

describe("split turns", () => {
  it("a cut inside a turn returns the turn's start, to be summarised on its own", () => {
    const path = toolConversation();
    const cut = findCutPoint(path, 0, path.length, 200);
    expect(cut).toEqual({ firstKeptIndex: 3, turnStartIndex: 0 });

    const plan = planCompaction(path, 200)!;
    expect(plan.history).toEqual([]);
    expect(plan.turnPrefix.map((e) => e.id)).toEqual(path.slice(0, 3).map((e) => e.id));
    expect(plan.kept[0]!.id).toBe(plan.firstKeptEntryId);
  });

  it("a cut at a user message is not a split turn", () => {
    const path = toolConversation();
    // m8 + m9 are 85 tokens: the cut lands on the user message m8.
    const cut = findCutPoint(path, 0, path.length, 80);
    expect(cut).toEqual({ firstKeptIndex: 8, turnStartIndex: undefined });
    const plan = planCompaction(path, 80)!;
    expect(plan.turnPrefix).toEqual([]);
    expect(plan.history).toHaveLength(8);
  });

  it("a cut in a later turn summarises the earlier turns as history and the turn's start apart", () => {
    const session = newSession();
    session.appendMessage(user(sized("m0 first", 20)));
    session.appendMessage(assistant(sized("m1 first answer", 20)));
    session.appendMessage(user(sized("m2 second, long", 20)));
    session.appendMessage(assistant("", { toolCalls: [{ id: "x", name: "read_file", arguments: { path: "x.md" } }] }));
    session.appendMessage(toolResult("x", "read_file", sized("m4 x", 300)));
    session.appendMessage(assistant("", { toolCalls: [{ id: "y", name: "read_file", arguments: { path: "y.md" } }] }));
    session.appendMessage(toolResult("y", "read_file", sized("m6 y", 300)));
    const path = session.tree.pathToRoot();
    const plan = planCompaction(path, 250)!;
    expect(plan.history.map((e) => e.id)).toEqual(path.slice(0, 2).map((e) => e.id));
    expect(plan.turnPrefix.map((e) => e.id)).toEqual(path.slice(2, 5).map((e) => e.id));
    expect(plan.firstKeptEntryId).toBe(path[5]!.id);
  });
});

describe("planCompaction", () => {
  it("has nothing to do when everything fits, on an empty path, or right after a compaction", () => {
    const path = toolConversation();
    expect(planCompaction(path, 100_000)).toBeUndefined();
    expect(planCompaction([], 10)).toBeUndefined();

    const session = newSession();
    session.appendMessage(user(sized("m0", 50)));
    session.appendMessage(assistant(sized("m1", 50)));
    const first = session.tree.pathToRoot()[1]!.id;
    session.appendCompaction("summary", first, 100);
    expect(planCompaction(session.tree.pathToRoot(), 10)).toBeUndefined();
  });

  it("after a compaction, starts at the entries it kept and names it as the previous one", () => {
    const session = newSession();
    for (let i = 0; i < 6; i++)
      session.appendMessage(i % 2 === 0 ? user(sized(`m${i}`, 50)) : assistant(sized(`m${i}`, 50)));
    const before = session.tree.pathToRoot();
    const compactionId = session.appendCompaction("tags: m0 m1", before[2]!.id, 300);
    session.appendMessage(user(sized("m6", 50)));
    session.appendMessage(assistant(sized("m7", 50)));

    const path = session.tree.pathToRoot();
    const plan = planCompaction(path, 100)!;
    expect(plan.previous?.id).toBe(compactionId);
    // Summarised now: m2..m5 (kept last time) and the compaction entry itself, which adds no message.
    expect(plan.history.map((e) => e.id)).toEqual(path.slice(2, 7).map((e) => e.id));
    expect(plan.firstKeptEntryId).toBe(path[7]!.id);
  });

  it("may keep again what the previous compaction kept, across its entry", () => {
    const session = newSession();
    for (let i = 0; i < 6; i++)
      session.appendMessage(i % 2 === 0 ? user(sized(`m${i}`, 50)) : assistant(sized(`m${i}`, 50)));
    const before = session.tree.pathToRoot();
    session.appendCompaction("tags: m0 m1", before[2]!.id, 300);
    session.appendMessage(user(sized("m6", 50)));
    session.appendMessage(assistant(sized("m7", 50)));

    const path = session.tree.pathToRoot();
    const plan = planCompaction(path, 200)!; // m7, m6, m5, m4: the cut falls before the previous compaction
    expect(plan.firstKeptEntryId).toBe(path[4]!.id);
    expect(plan.history.map((e) => e.id)).toEqual(path.slice(2, 4).map((e) => e.id));
  });
});
