/**
 * The teacher's live trees on the page (src/web/class-trees.ts): the
 * picture, then entries one by one; a repeated event changes nothing, an old
 * one does not move the leaf back, and a fork is drawn as the page draws one.
 */

import { describe, expect, it } from "vitest";
import type { ClassEvent, ClassTreeNode } from "../src/index.ts";
import { type ClassTrees, classTreeRows, classTreesAfter } from "../src/web/class-trees.ts";

const node = (id: string, parentId: string | null, line = `user "${id}"`): ClassTreeNode => ({ id, parentId, line });
const grew = (id: string, parentId: string | null, size: number, sessionId = "one"): ClassEvent => ({
  type: "tree_grew",
  studentId: "s-1",
  sessionId,
  leafId: id,
  size,
  node: node(id, parentId),
});
const picture: ClassEvent = {
  type: "class_trees",
  students: [{ studentId: "s-1", sessions: [{ sessionId: "one", leafId: "a", size: 2, nodes: [node("a", null)] }] }],
};
const apply = (events: ClassEvent[], start: ClassTrees = new Map()) => events.reduce(classTreesAfter, start);

describe("classTreesAfter", () => {
  it("adds each entry once, and moves the leaf only for a newer size", () => {
    const trees = apply([picture, grew("b", "a", 3), grew("b", "a", 3), grew("a", null, 2)]);
    const tree = trees.get("s-1")!.get("one")!;
    expect(tree.nodes.map((n) => n.id)).toEqual(["a", "b"]);
    expect(tree.leafId).toBe("b");
    // The same object when nothing changed: React draws nothing again.
    expect(classTreesAfter(trees, grew("b", "a", 3))).toBe(trees);
  });

  it("makes room for a session or a student it has not heard of, and a new picture replaces everything", () => {
    const trees = apply([
      picture,
      grew("x", null, 1, "two"),
      { ...grew("y", null, 1), studentId: "s-2" } as ClassEvent,
    ]);
    expect([...trees.get("s-1")!.keys()]).toEqual(["one", "two"]);
    expect(
      trees
        .get("s-2")!
        .get("one")!
        .nodes.map((n) => n.id),
    ).toEqual(["y"]);
    expect([...apply([picture], trees).keys()]).toEqual(["s-1"]);
  });

  it("keeps the latest 80 entries of a session", () => {
    const events = Array.from({ length: 100 }, (_, i) => grew(`e${i}`, i === 0 ? null : `e${i - 1}`, i + 1));
    const tree = apply(events).get("s-1")!.get("one")!;
    expect(tree.nodes).toHaveLength(80);
    expect(tree.nodes[0]!.id).toBe("e20");
    // The oldest kept entry's parent is gone: it starts at the margin, and the rest follow it.
    expect(classTreeRows(tree).map((row) => row.depth)).toEqual(new Array(80).fill(0));
  });
});

describe("classTreeRows", () => {
  it("draws a fork as the page's tree does: a straight run in one column, the branches step in", () => {
    const nodes = [node("q", null), node("a1", "q"), node("a2", "q"), node("f", "a2")];
    const rows = classTreeRows({ sessionId: "one", leafId: "f", size: 4, nodes });
    expect(rows.map((row) => [row.node.entry.id, row.depth, row.guide])).toEqual([
      ["q", 0, ""],
      ["a1", 1, "├─"],
      ["a2", 1, "└─"],
      ["f", 1, "  "],
    ]);
    expect(rows[0]!.forks).toBe(true);
  });
});
