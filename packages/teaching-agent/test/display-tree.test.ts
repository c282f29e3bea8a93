import { userMessage } from "@kit/agent-loop";
import { isLeafSwitch } from "@kit/session-core";
import type { SessionEntry } from "@kit/session-core/tree";
import { describe, expect, it } from "vitest";
import { buildDisplayTree, isLeafSwitchRecord, pathMarks } from "../src/web/model/display-tree.ts";
import { contextView, treeOf } from "../src/web/model/session-view.ts";
import { offPathBranchStarts, treeRows } from "../src/web/model/tree-rows.ts";
import {
  askTwiceAtOnePoint,
  assistant,
  compaction,
  forkedAtGreeting,
  greetingThenTools,
  leafSwitch,
  user,
  withSessionFile,
} from "./helpers/entries.ts";

/** The drawn tree and its path marks at `leafId`, as the page computes them. */
function drawn(
  entries: SessionEntry[],
  leafId: string | null,
  labels: Record<string, string> = {},
  showLeafSwitches = false,
) {
  const tree = buildDisplayTree(entries, labels, { showLeafSwitches });
  return { tree, marks: pathMarks(tree, contextView(treeOf(entries), leafId)) };
}

describe("buildDisplayTree", () => {
  it("marks the active path and the leaf, and hides leaf_switch records", () => {
    const entries = [...greetingThenTools(), leafSwitch("s1", "b")];
    const { tree, marks } = drawn(entries, "b");
    expect(marks.leafId).toBe("b");
    expect(tree.hidden).toBe(1);
    expect(tree.byId.has("s1")).toBe(false);
    expect([...marks.onPath]).toEqual(["a", "b"]);
    expect(tree.byId.get("a")!.descendants).toBe(3);
  });

  it("lifts the children of a hidden record to its visible parent (pi may go on from the record)", () => {
    const entries = [user("a", null, "hi"), leafSwitch("s1", "a"), user("x", "s1", "continued in pi")];
    const { tree, marks } = drawn(entries, "x");
    expect(tree.byId.get("a")!.children.map((n) => n.entry.id)).toEqual(["x"]);
    expect(marks.onPath.has("a")).toBe(true);
    expect(marks.leafId).toBe("x");
    const shown = buildDisplayTree(entries, {}, { showLeafSwitches: true });
    expect(shown.byId.get("s1")!.children.map((n) => n.entry.id)).toEqual(["x"]);
  });

  it("marks the nearest visible ancestor when the leaf is a hidden record, and nothing for a null leaf", () => {
    const entries = [user("a", null, "hi"), leafSwitch("s1", "a")];
    expect(drawn(entries, "s1").marks.leafId).toBe("a");
    expect(drawn(entries, null).marks.leafId).toBe(null);
  });

  it("marks what the latest compaction summarised: on the path, but no longer seen by the model", () => {
    const entries = [...greetingThenTools(), compaction("k", "d", "c"), user("e", "k", "more")];
    const { marks } = drawn(entries, "e");
    expect([...marks.summarised]).toEqual(["a", "b"]);
    expect(marks.onPath.has("a")).toBe(true);
  });

  it("shows labels", () => {
    const tree = buildDisplayTree([user("a", null, "hi")], { a: "start" });
    expect(tree.byId.get("a")!.label).toBe("start");
  });

  it("agrees with session-core on a real file: same path, every entry once, every leaf_switch hidden", () => {
    withSessionFile(
      (session) => {
        askTwiceAtOnePoint(session);
        session.switchLeaf(null);
        session.appendMessage(userMessage("a second root", 5));
      },
      (session) => {
        const entries = [...session.tree.entries];
        const { tree, marks } = drawn(entries, session.leafId);
        const switches = entries.filter(isLeafSwitch);
        expect(switches.length).toBe(3);
        expect(entries.filter(isLeafSwitchRecord)).toEqual(switches);
        expect(tree.hidden).toBe(3);
        expect(tree.byId.size).toBe(entries.length - 3);
        const path = session.tree
          .pathToRoot()
          .filter((e) => !isLeafSwitch(e))
          .map((e) => e.id);
        expect([...marks.onPath]).toEqual(path);
        expect(tree.roots.length).toBe(2);
      },
    );
  });
});

describe("treeRows", () => {
  const forked = forkedAtGreeting();

  it("keeps a straight run on one level and steps in only at a fork", () => {
    const rows = treeRows(buildDisplayTree(forked, {}), new Set());
    expect(rows.map((r) => `${r.node.entry.id}${r.depth}${r.branchStart ? "*" : ""}`)).toEqual([
      "a0",
      "b0",
      "c1*",
      "d1",
      "e1*",
      "f1",
    ]);
    expect(rows.find((r) => r.node.entry.id === "b")!.forks).toBe(true);
  });

  it("draws connectors as pi's /tree does: ├─ a branch with a sibling below, └─ the last, │ beside an open one", () => {
    const nested = [...forked, user("g", "d", "deeper"), user("h", "d", "deeper too"), assistant("i", "h", "ok")];
    const rows = treeRows(buildDisplayTree(nested, {}), new Set());
    expect(rows.map((r) => `${r.node.entry.id}[${r.guide}]`)).toEqual([
      "a[]",
      "b[]",
      "c[├─]",
      "d[│ ]",
      "g[│ ├─]",
      "h[│ └─]",
      "i[│   ]",
      "e[└─]",
      "f[  ]",
    ]);
  });

  it("hides a collapsed branch's entries and says how many", () => {
    const rows = treeRows(buildDisplayTree(forked, {}), new Set(["c"]));
    expect(rows.map((r) => r.node.entry.id)).toEqual(["a", "b", "c", "e", "f"]);
    expect(rows.find((r) => r.node.entry.id === "c")!.collapsed).toBe(true);
    expect(rows.find((r) => r.node.entry.id === "c")!.node.descendants).toBe(1);
  });

  it("collapses the branches off the active path", () => {
    const { tree, marks } = drawn(forked, "f");
    expect(offPathBranchStarts(tree, marks.onPath)).toEqual(["c"]);
  });

  it("draws a straight run of 50,000 entries without recursion", () => {
    const entries = Array.from({ length: 50_000 }, (_, i) =>
      user(`e${i}`, i === 0 ? null : `e${i - 1}`, `message ${i}`),
    );
    const rows = treeRows(buildDisplayTree(entries, {}), new Set());
    expect(rows.length).toBe(50_000);
    expect(rows.every((r) => r.depth === 0)).toBe(true);
  });
});
