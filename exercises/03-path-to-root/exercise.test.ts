/**
 * Grading tests for exercise 03. One describe block per part of the starter's
 * TODOs; `npm run exercise -- 03` prints PASS or FAIL for each.
 *
 * The implementation under test comes from EXERCISE_IMPL (the runner sets it to
 * the reference solution for `--solution`), else from the learner's starter.ts.
 */
import { describe, expect, it, vi } from "vitest";
// #region implementation
import type * as Exercise from "./starter.ts";

const implementation = process.env.EXERCISE_IMPL ?? "./starter.ts";
const { pathToRoot } = (await import(implementation)) as typeof Exercise;
// #endregion implementation

interface Entry {
  id: string;
  parentId: string | null;
  text: string;
}

/** The tree of demo 03: one root, a fork after "b", two leaves. */
//   a ─ b ─ c ─ d      (leaf A)
//         └ e ─ f      (leaf B)
function forkedTree(): Map<string, Entry> {
  const entries: Entry[] = [
    { id: "a", parentId: null, text: "hello" },
    { id: "b", parentId: "a", text: "hi, how can I help?" },
    { id: "c", parentId: "b", text: "plan A" },
    { id: "d", parentId: "c", text: "A done" },
    { id: "e", parentId: "b", text: "plan B" },
    { id: "f", parentId: "e", text: "B done" },
  ];
  return new Map(entries.map((entry) => [entry.id, entry]));
}

const ids = (path: Entry[]) => path.map((entry) => entry.id);

describe("part 1: the path from a leaf to the root, root first", () => {
  it("walks from leaf A up to the root and returns it root first", () => {
    expect(ids(pathToRoot(forkedTree(), "d"))).toEqual(["a", "b", "c", "d"]);
  });

  it("gives leaf B its own path, sharing only the common ancestors", () => {
    expect(ids(pathToRoot(forkedTree(), "f"))).toEqual(["a", "b", "e", "f"]);
  });

  it("returns the entries themselves, not copies or ids", () => {
    const tree = forkedTree();
    const path = pathToRoot(tree, "c");
    expect(path[0]).toBe(tree.get("a"));
    expect(path[2]).toBe(tree.get("c"));
  });

  it("gives a one-entry path when the leaf is the root", () => {
    expect(ids(pathToRoot(forkedTree(), "a"))).toEqual(["a"]);
  });
});

describe("part 2: an empty session and broken ids", () => {
  it("gives [] for a null leaf (the position before the first entry)", () => {
    expect(pathToRoot(forkedTree(), null)).toEqual([]);
  });

  it("throws naming the leaf id when the leaf is not in the session", () => {
    expect(() => pathToRoot(forkedTree(), "zz-leaf")).toThrow(/zz-leaf/);
  });

  it("throws naming the missing parent id when a parent link is broken", () => {
    const tree = forkedTree();
    tree.set("c", { id: "c", parentId: "gone-42", text: "orphan" });
    expect(() => pathToRoot(tree, "d")).toThrow(/gone-42/);
  });
});

describe("part 3: no quadratic step", () => {
  const depth = 200_000;

  /** A single chain e0 ← e1 ← ... ← e(n-1), as a very long session would be. */
  function chain(length: number): Map<string, Entry> {
    const entries = new Map<string, Entry>();
    for (let i = 0; i < length; i++) {
      entries.set(`e${i}`, { id: `e${i}`, parentId: i === 0 ? null : `e${i - 1}`, text: "" });
    }
    return entries;
  }

  it(`walks a chain ${depth.toLocaleString("en")} entries deep in linear work (no recursion, no shifting)`, () => {
    const entries = chain(depth);
    // Work, counted instead of timed: every element an insert at the front has to move. A linear walk
    // moves none; the article's unshift loop moves every entry already collected, at every step.
    const budget = 2 * depth;
    let moved = 0;
    const original = { unshift: Array.prototype.unshift, splice: Array.prototype.splice };
    class TooMuchWork extends Error {}
    function count(this: unknown[], elements: number): void {
      moved += elements;
      if (moved > budget) throw new TooMuchWork();
    }
    Array.prototype.unshift = function (this: unknown[], ...items: unknown[]) {
      count.call(this, this.length);
      return original.unshift.apply(this, items);
    };
    Array.prototype.splice = function (this: unknown[], ...args: [number, number, ...unknown[]]) {
      count.call(this, Math.max(0, this.length - (args[0] ?? 0)));
      return original.splice.apply(this, args);
    };
    let path: Entry[] | undefined;
    let stoppedAfter: number | undefined;
    try {
      path = pathToRoot(entries, `e${depth - 1}`);
    } catch (error) {
      if (!(error instanceof TooMuchWork)) throw error;
      stoppedAfter = moved;
    } finally {
      Array.prototype.unshift = original.unshift;
      Array.prototype.splice = original.splice;
    }
    expect(
      stoppedAfter,
      `expected at most ${budget.toLocaleString("en")} elements moved by unshift or splice for a chain ` +
        `${depth.toLocaleString("en")} deep (linear work); the walk was stopped after moving ` +
        `${stoppedAfter?.toLocaleString("en")}: inserting at the front moves everything collected so far, ` +
        `so the whole walk would move about ${((depth * (depth - 1)) / 2).toLocaleString("en")} elements`,
    ).toBeUndefined();
    expect(path).toHaveLength(depth);
    expect(path?.[0]?.id).toBe("e0");
    expect(path?.[depth - 1]?.id).toBe(`e${depth - 1}`);
  });

  it("never inserts at the front of an array (unshift or splice), which moves every element each time", () => {
    // A spy instead of a stopwatch: the answer is the same on a fast and a slow machine.
    // A short chain is enough to see the calls (and a spied unshift is slow).
    const entries = chain(1_000);
    const unshift = vi.spyOn(Array.prototype, "unshift");
    const splice = vi.spyOn(Array.prototype, "splice");
    let path: Entry[];
    let calls: { unshift: number; splice: number };
    try {
      path = pathToRoot(entries, "e999");
    } finally {
      // Count and restore before asserting, so the assertion library's own array work is not counted.
      calls = { unshift: unshift.mock.calls.length, splice: splice.mock.calls.length };
      vi.restoreAllMocks();
    }
    expect(path).toHaveLength(1_000);
    expect(
      calls,
      "expected no call to unshift or splice while walking 1,000 entries: each one moves every element already there",
    ).toEqual({ unshift: 0, splice: 0 });
  });
});
