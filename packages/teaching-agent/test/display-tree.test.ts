import { describe, expect, it } from "vitest";
import { userMessage } from "@kit/agent-loop";
import { isLeafSwitch } from "@kit/session-core";
import { buildDisplayTree, isLeafSwitchRecord } from "../src/web/model/display-tree.ts";
import { offPathBranchStarts, treeRows } from "../src/web/model/tree-rows.ts";
import { assistant, assistantMessage, leafSwitch, user, withSessionFile } from "./helpers/entries.ts";

describe("buildDisplayTree", () => {
  it("marks the active path and the leaf, and hides leaf_switch records", () => {
    const entries = [user("a", null, "hi"), assistant("b", "a", "hello"), user("c", "b", "tools?"), assistant("d", "c", "a tool…"), leafSwitch("s1", "b")];
    const tree = buildDisplayTree(entries, "b", {});
    expect(tree.leafId).toBe("b");
    expect(tree.hidden).toBe(1);
    expect(tree.byId.has("s1")).toBe(false);
    expect([...tree.byId.values()].filter((n) => n.onPath).map((n) => n.entry.id)).toEqual(["a", "b"]);
    expect(tree.byId.get("b")!.isLeaf).toBe(true);
    expect(tree.byId.get("a")!.descendants).toBe(3);
  });

  it("lifts the children of a hidden record to its visible parent (pi may go on from the record)", () => {
    const entries = [user("a", null, "hi"), leafSwitch("s1", "a"), user("x", "s1", "continued in pi")];
    const tree = buildDisplayTree(entries, "x", {});
    expect(tree.byId.get("a")!.children.map((n) => n.entry.id)).toEqual(["x"]);
    expect(tree.byId.get("a")!.onPath).toBe(true);
    const shown = buildDisplayTree(entries, "x", {}, { showLeafSwitches: true });
    expect(shown.byId.get("s1")!.children.map((n) => n.entry.id)).toEqual(["x"]);
  });

  it("marks the nearest visible ancestor when the leaf is a hidden record, and nothing for a null leaf", () => {
    const entries = [user("a", null, "hi"), leafSwitch("s1", "a")];
    expect(buildDisplayTree(entries, "s1", {}).leafId).toBe("a");
    expect(buildDisplayTree(entries, null, {}).leafId).toBe(null);
  });

  it("shows labels", () => {
    const tree = buildDisplayTree([user("a", null, "hi")], "a", { a: "start" });
    expect(tree.byId.get("a")!.label).toBe("start");
  });

  it("agrees with session-core on a real file: same path, every entry once, every leaf_switch hidden", () => {
    withSessionFile(
      (session) => {
        const first = session.appendMessage(userMessage("one", 1));
        const answer = session.appendMessage(assistantMessage("first answer", 2));
        session.appendMessage(userMessage("two", 3));
        session.switchLeaf(answer);
        session.appendMessage(userMessage("two, again", 4));
        session.switchLeaf(first);
        session.switchLeaf(null);
        session.appendMessage(userMessage("a second root", 5));
      },
      (session) => {
        const entries = session.tree.entries;
        const tree = buildDisplayTree(entries, session.leafId, {});
        const switches = entries.filter(isLeafSwitch);
        expect(switches.length).toBe(3);
        expect(entries.filter(isLeafSwitchRecord)).toEqual(switches);
        expect(tree.hidden).toBe(3);
        expect(tree.byId.size).toBe(entries.length - 3);
        const path = session.tree.pathToRoot().filter((e) => !isLeafSwitch(e)).map((e) => e.id);
        expect([...tree.byId.values()].filter((n) => n.onPath).map((n) => n.entry.id)).toEqual(path);
        expect(tree.roots.length).toBe(2);
      },
    );
  });
});

describe("treeRows", () => {
  const forked = [user("a", null, "hi"), assistant("b", "a", "hello"), user("c", "b", "tools?"), assistant("d", "c", "a tool…"), user("e", "b", "sessions?"), assistant("f", "e", "a session…")];

  it("keeps a straight run on one level and steps in only at a fork", () => {
    const rows = treeRows(buildDisplayTree(forked, "f", {}), new Set());
    expect(rows.map((r) => `${r.node.entry.id}${r.depth}${r.branchStart ? "*" : ""}`)).toEqual(["a0", "b0", "c1*", "d1", "e1*", "f1"]);
    expect(rows.find((r) => r.node.entry.id === "b")!.forks).toBe(true);
  });

  it("hides a collapsed branch's entries and says how many", () => {
    const rows = treeRows(buildDisplayTree(forked, "f", {}), new Set(["c"]));
    expect(rows.map((r) => r.node.entry.id)).toEqual(["a", "b", "c", "e", "f"]);
    expect(rows.find((r) => r.node.entry.id === "c")!.collapsed).toBe(true);
    expect(rows.find((r) => r.node.entry.id === "c")!.node.descendants).toBe(1);
  });

  it("collapses the branches off the active path", () => {
    expect(offPathBranchStarts(buildDisplayTree(forked, "f", {}))).toEqual(["c"]);
  });

  it("draws a straight run of 50,000 entries without recursion", () => {
    const entries = Array.from({ length: 50_000 }, (_, i) => user(`e${i}`, i === 0 ? null : `e${i - 1}`, `message ${i}`));
    const rows = treeRows(buildDisplayTree(entries, "e49999", {}), new Set());
    expect(rows.length).toBe(50_000);
    expect(rows.every((r) => r.depth === 0)).toBe(true);
  });
});
