import { statSync } from "node:fs";
import { createTeachingModel, type ModelRequest } from "@kit/agent-loop";
import type { Session } from "@kit/session-core";
import { describe, expect, it } from "vitest";
import { compact, compactionSettings, NavigationError, navigate, navigationTarget } from "../src/index.ts";
import { abandonedEntries } from "../src/navigate.ts";
import {
  asJson,
  assistant,
  entryOf,
  failingModel,
  newSession,
  problemsIn,
  promptOf,
  sized,
  taggingModel,
  toolResult,
  user,
} from "./helpers.ts";
import { expectPiReads } from "./pi-oracle.ts";

/**
 * u1 → a1(call k) → r1 → a2 → u2 → a3(call w) → r2 → a4 (leaf)
 * with a custom message c1 between a2 and u2.
 */
function conversation(): { session: Session; ids: Record<string, string> } {
  const session = newSession();
  const ids: Record<string, string> = {};
  ids.u1 = session.appendMessage(user("m1 What is in README.md?"));
  ids.a1 = session.appendMessage(
    assistant("m2 reading", { toolCalls: [{ id: "k", name: "read_file", arguments: { path: "README.md" } }] }),
  );
  ids.r1 = session.appendMessage(toolResult("k", "read_file", "m3 # Kit"));
  ids.a2 = session.appendMessage(assistant("m4 It is the kit's readme."));
  ids.c1 = session.appendCustomMessage("reminder", "m5 Remember the style guide.", true);
  ids.u2 = session.appendMessage(user("m6 Write a note about it."));
  ids.a3 = session.appendMessage(
    assistant("m7 writing", { toolCalls: [{ id: "w", name: "write_file", arguments: { path: "notes/readme.md" } }] }),
  );
  ids.r2 = session.appendMessage(toolResult("w", "write_file", "m8 Wrote 40 characters."));
  ids.a4 = session.appendMessage(assistant("m9 Done."));
  return { session, ids };
}

describe("navigationTarget (pi's rule)", () => {
  it("a user message: the leaf goes to its parent and its text comes back", () => {
    const { session, ids } = conversation();
    expect(navigationTarget(session.tree, ids.u2!)).toEqual({
      leafId: ids.c1,
      editorText: "m6 Write a note about it.",
    });
  });

  it("a root user message: the leaf goes to null", () => {
    const { session, ids } = conversation();
    expect(navigationTarget(session.tree, ids.u1!)).toEqual({ leafId: null, editorText: "m1 What is in README.md?" });
  });

  it("a custom message behaves like a user message", () => {
    const { session, ids } = conversation();
    expect(navigationTarget(session.tree, ids.c1!)).toEqual({
      leafId: ids.a2,
      editorText: "m5 Remember the style guide.",
    });
  });

  it("an assistant message or a tool result becomes the leaf itself", () => {
    const { session, ids } = conversation();
    expect(navigationTarget(session.tree, ids.a1!)).toEqual({ leafId: ids.a1, editorText: undefined });
    expect(navigationTarget(session.tree, ids.r1!)).toEqual({ leafId: ids.r1, editorText: undefined });
  });

  it("an unknown id is an error that names it", () => {
    const { session } = conversation();
    expect(() => navigationTarget(session.tree, "nope1234")).toThrow(/no entry with id "nope1234"/);
  });
});

describe("navigate", () => {
  it("to a user message: the leaf goes to its parent, the text comes back, a rewrite starts a branch", async () => {
    const { session, ids } = conversation();
    const result = await navigate(session, ids.u2!);
    expect(result).toEqual({ leafId: ids.c1, editorText: "m6 Write a note about it." });
    expect(session.leafId).toBe(ids.c1);

    const rewritten = session.appendMessage(user("m10 Write a short note about it."));
    expect(session.tree.get(rewritten)!.parentId).toBe(ids.c1);
    expect(
      session.tree
        .children(ids.c1!)
        .filter((e) => e.type === "message")
        .map((e) => e.id),
    ).toEqual([ids.u2, rewritten]);
    // The old branch is still there, whole.
    expect(session.tree.pathToRoot(ids.a4!).map((e) => e.id)).toContain(ids.u2);
  });

  it("to the root user message: the leaf goes to null and the next message is a new root", async () => {
    const { session, ids } = conversation();
    const result = await navigate(session, ids.u1!);
    expect(result).toEqual({ leafId: null, editorText: "m1 What is in README.md?" });
    expect(session.context().messages).toEqual([]);
    const root = session.appendMessage(user("m11 Start again."));
    expect(session.tree.get(root)!.parentId).toBeNull();
    expectPiReads(session.path, session.context().messages);
  });

  it("to an assistant message or a tool result: that entry becomes the leaf", async () => {
    const { session, ids } = conversation();
    expect(await navigate(session, ids.a2!)).toEqual({ leafId: ids.a2, editorText: undefined });
    expect(session.context().messages.at(-1)).toMatchObject({ role: "assistant" });
    expect(await navigate(session, ids.r1!)).toEqual({ leafId: ids.r1, editorText: undefined });
    expect(session.context().messages.at(-1)).toMatchObject({ role: "toolResult", toolCallId: "k" });
  });

  it("to a custom message: the leaf goes to its parent and its text comes back", async () => {
    const { session, ids } = conversation();
    expect(await navigate(session, ids.c1!)).toEqual({ leafId: ids.a2, editorText: "m5 Remember the style guide." });
  });

  it("to the current leaf: nothing changes and nothing is written", async () => {
    const { session, ids } = conversation();
    const size = statSync(session.path).size;
    expect(await navigate(session, ids.a4!, { summarize: true, model: taggingModel() })).toEqual({
      leafId: ids.a4,
      editorText: undefined,
    });
    expect(statSync(session.path).size).toBe(size);
  });

  it("is refused while a run is streaming into the session, and nothing moves", async () => {
    const { session, ids } = conversation();
    const size = statSync(session.path).size;
    await expect(navigate(session, ids.u2!, { isStreaming: true })).rejects.toThrow(NavigationError);
    await expect(navigate(session, ids.u2!, { isStreaming: () => true })).rejects.toMatchObject({
      problem: { kind: "while-streaming" },
    });
    expect(session.leafId).toBe(ids.a4);
    expect(statSync(session.path).size).toBe(size);
    expect((await navigate(session, ids.u2!, { isStreaming: () => false })).leafId).toBe(ids.c1);
  });

  it("is refused when a run starts streaming while the branch summary is written", async () => {
    const { session, ids } = conversation();
    let streaming = false;
    const model = taggingModel();
    const slow = {
      ...model,
      provider: model.provider,
      id: model.id,
      stream: (r: ModelRequest) => {
        streaming = true;
        return model.stream(r);
      },
    };
    await expect(
      navigate(session, ids.u2!, { summarize: true, model: slow, isStreaming: () => streaming }),
    ).rejects.toMatchObject({ problem: { kind: "while-streaming" } });
    expect(session.leafId).toBe(ids.a4);
  });
});

describe("branch summaries", () => {
  it("abandonedEntries: from the old leaf back to the common ancestor, oldest first", () => {
    const { session, ids } = conversation();
    expect(abandonedEntries(session.tree, ids.a4!, ids.c1!).map((e) => e.id)).toEqual([ids.u2, ids.a3, ids.r2, ids.a4]);
    expect(abandonedEntries(session.tree, ids.a4!, ids.a4!)).toEqual([]);
    expect(abandonedEntries(session.tree, ids.a2!, ids.a4!)).toEqual([]);
    expect(abandonedEntries(session.tree, ids.a4!, null)).toHaveLength(9);
  });

  it("summarises the abandoned branch and appends the summary at the new position", async () => {
    const { session, ids } = conversation();
    const calls: ModelRequest[] = [];
    const result = await navigate(session, ids.u2!, { summarize: true, model: taggingModel(calls) });

    const entry = entryOf(session, result.summaryEntryId, "branch_summary");
    expect(entry).toMatchObject({
      type: "branch_summary",
      parentId: ids.c1,
      fromId: ids.a4, // the leaf it left, as pi 1.6.0 writes it
      summary: expect.stringContaining("tags: m6 m7 m8 m9"),
    });
    expect(entry.details).toEqual({ readFiles: [], modifiedFiles: ["notes/readme.md"] });
    expect(entry.summary).toContain("<modified-files>\nnotes/readme.md\n</modified-files>");
    expect(result).toMatchObject({ leafId: result.summaryEntryId, editorText: "m6 Write a note about it." });
    expect(promptOf(calls[0]!)).toContain("a branch the user has left");

    // The next turn sees the summary after the common part, not the old branch.
    const messages = session.context().messages;
    expect(messages.map((m) => m.role)).toEqual([
      "user",
      "assistant",
      "toolResult",
      "assistant",
      "custom",
      "branchSummary",
    ]);
    session.appendMessage(user("m10 Write a short note about it."));
    expectPiReads(session.path, session.context().messages);
    expect(problemsIn(session.path)).toEqual([]);
  });

  it("summarises the abandoned branch with its context edits (pi 1.6.0): a redacted result stays so", async () => {
    const { session, ids } = conversation();
    session.appendContextEdit(ids.r2!, { content: "m8 [redacted]" });
    const calls: ModelRequest[] = [];
    await navigate(session, ids.u2!, { summarize: true, model: taggingModel(calls) });
    expect(promptOf(calls[0]!)).toContain("m8 [redacted]");
    expect(promptOf(calls[0]!)).not.toContain("Wrote 40 characters");
  });

  it("with the teaching model, the summary is a structured checkpoint", async () => {
    const { session, ids } = conversation();
    const result = await navigate(session, ids.a2!, { summarize: true, model: createTeachingModel({ now: () => 0 }) });
    const entry = entryOf(session, result.summaryEntryId, "branch_summary");
    expect(entry.parentId).toBe(ids.a2);
    expect(entry.summary).toMatch(/^## Goal\n- m6 Write a note about it\./);
    expect(entry.summary).toContain("[x] Wrote notes/readme.md");
  });

  it("from the root: the summary is a new root whose fromId is the leaf it left", async () => {
    const { session, ids } = conversation();
    const result = await navigate(session, ids.u1!, { summarize: true, model: taggingModel() });
    const entry = entryOf(session, result.summaryEntryId, "branch_summary");
    expect(entry).toMatchObject({ parentId: null, fromId: ids.a4 });
    expect(entry.summary).toContain("m1 m2 m3");
  });

  it("with nothing abandoned, no summary is written", async () => {
    const { session, ids } = conversation();
    await navigate(session, ids.a2!);
    const result = await navigate(session, ids.a4!, { summarize: true, model: taggingModel() });
    expect(result.summaryEntryId).toBeUndefined();
    expect(session.leafId).toBe(ids.a4);
  });

  it("a failed summary leaves the leaf where it was and appends nothing", async () => {
    const { session, ids } = conversation();
    const size = statSync(session.path).size;
    await expect(navigate(session, ids.u2!, { summarize: true, model: failingModel() })).rejects.toMatchObject({
      problem: { kind: "summary-failed", summary: { why: "HTTP 500 from the provider" } },
    });
    await expect(navigate(session, ids.u2!, { summarize: true })).rejects.toMatchObject({
      problem: { kind: "no-model" },
    });
    expect(session.leafId).toBe(ids.a4);
    expect(statSync(session.path).size).toBe(size);
  });
});

describe("compaction on one branch, navigation to another", () => {
  it("the compaction stays on its branch; the other branch's context never sees it", async () => {
    const session = newSession();
    session.appendMessage(user(sized("m0 shared start", 30)));
    const shared = session.appendMessage(assistant(sized("m1 shared answer", 30)));
    // Branch A: long, and compacted.
    for (let i = 2; i < 20; i += 2) {
      session.appendMessage(user(sized(`m${i} on branch A`, 60)));
      session.appendMessage(assistant(sized(`m${i + 1} answer on A`, 60)));
    }
    const settings = compactionSettings({ contextWindow: 2_000, reserveTokens: 500, keepRecentTokens: 300 });
    const compacted = await compact(session, taggingModel(), settings);
    session.appendMessage(user(sized("m20 after compaction on A", 20)));
    const leafA = session.appendMessage(assistant(sized("m21 answer", 20)));

    // Branch B from the shared answer, with a summary of A.
    const toB = await navigate(session, shared, { summarize: true, model: taggingModel() });
    const summaryOfA = entryOf(session, toB.summaryEntryId, "branch_summary");
    // The abandoned branch includes the compaction: its summary was part of what A knew.
    expect(summaryOfA.summary).toContain("m2");
    expect(summaryOfA.summary).toContain("m21");
    session.appendMessage(user(sized("m22 on branch B", 20)));
    const leafB = session.appendMessage(assistant(sized("m23 answer on B", 20)));

    const onB = session.context(leafB).messages;
    expect(onB.map((m) => m.role)).toEqual(["user", "assistant", "branchSummary", "user", "assistant"]);
    expect(onB.some((m) => m.role === "compactionSummary")).toBe(false);
    const onA = session.context(leafA).messages;
    expect(onA[0]).toMatchObject({ role: "compactionSummary", summary: compacted.summary });

    // Back to A's leaf: its compacted context is there as it was.
    await navigate(session, leafA);
    expect(asJson(session.context().messages)).toEqual(asJson(onA));
    expectPiReads(session.path, onA);
    expect(problemsIn(session.path)).toEqual([]);
  });
});
