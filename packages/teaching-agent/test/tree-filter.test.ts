import { emptyUsage } from "@kit/agent-loop";
import type { SessionEntry } from "@kit/session-core/tree";
import { describe, expect, it } from "vitest";
import { en } from "../src/web/i18n/en.ts";
import { buildDisplayTree } from "../src/web/model/display-tree.ts";
import { passesFilter, type TreeFilter, treeFilterTest } from "../src/web/model/tree-filter.ts";
import { treeRows } from "../src/web/model/tree-rows.ts";
import { assistant, leafSwitch, listFilesResult, user } from "./helpers/entries.ts";

const stamp = "2026-01-01T00:00:00.000Z";

/** model → "list files" → a call to list_files only → its result → an answer; a label on the question. */
function session(): SessionEntry[] {
  return [
    { type: "model_change", id: "m", parentId: null, timestamp: stamp, provider: "scripted", modelId: "teaching" },
    user("q", "m", "Which files are there?"),
    {
      type: "message",
      id: "call",
      parentId: "q",
      timestamp: stamp,
      message: {
        role: "assistant",
        content: [{ type: "toolCall", id: "call_1", name: "list_files", arguments: {} }],
        api: "scripted",
        provider: "scripted",
        model: "teaching",
        usage: emptyUsage(),
        stopReason: "toolUse",
        timestamp: 1,
      },
    },
    { type: "message", id: "result", parentId: "call", timestamp: stamp, message: listFilesResult(2) },
    assistant("answer", "result", "There are no files yet."),
    { type: "label", id: "l", parentId: "answer", timestamp: stamp, targetId: "q", label: "start here" },
    leafSwitch("w", "answer"),
    user("q2", "answer", "Thanks, and the README?"),
  ];
}

const labels = new Map([["q", "start here"]]);

/** The ids of the rows drawn with this filter and search, in order. */
function shown(filter: TreeFilter, search = ""): string[] {
  const tree = buildDisplayTree(session(), labels, { shows: treeFilterTest(filter, search, en) });
  return treeRows(tree, new Set()).map((row) => row.node.entry.id);
}

describe("the tree's filters, as pi's /tree has them", () => {
  it("default: no settings or bookkeeping, no reply that only calls tools", () => {
    expect(shown("default")).toEqual(["q", "result", "answer", "q2"]);
  });
  it("no tools: the default without tool results", () => {
    expect(shown("no-tools")).toEqual(["q", "answer", "q2"]);
  });
  it("user messages only", () => {
    expect(shown("user-only")).toEqual(["q", "q2"]);
  });
  it("labelled only", () => {
    expect(shown("labelled-only")).toEqual(["q"]);
  });
  it("all: every entry (the leaf moves have their own toggle)", () => {
    expect(shown("all")).toEqual(["m", "q", "call", "result", "answer", "l", "q2"]);
  });
  it("an error reply is shown even without text", () => {
    const failed: SessionEntry = {
      ...assistant("x", null, ""),
      message: { ...(assistant("x", null, "") as { message: object }).message, stopReason: "error" },
    } as SessionEntry;
    expect(passesFilter(failed, undefined, "default")).toBe(true);
  });
});

describe("the tree's search", () => {
  it("keeps the rows holding every word, in any case, labels included", () => {
    expect(shown("all", "README thanks")).toEqual(["q2"]);
    expect(shown("default", "START")).toEqual(["q"]);
    expect(shown("default", "list_files")).toEqual(["result"]);
    expect(shown("default", "nothing matches this")).toEqual([]);
  });
  it("hangs what is below a hidden entry under its nearest shown ancestor, so no branch is lost", () => {
    const tree = buildDisplayTree(session(), labels, { shows: treeFilterTest("user-only", "", en) });
    expect(tree.roots.map((node) => node.entry.id)).toEqual(["q"]);
    expect(tree.byId.get("q")?.children.map((node) => node.entry.id)).toEqual(["q2"]);
    expect(tree.filtered).toBe(5); // m, call, result, answer, l
    expect(tree.hidden).toBe(1);
  });
  it("filters nothing with 'all' and no words", () => {
    expect(treeFilterTest("all", "  ", en)).toBeUndefined();
  });
});
