import { describe, expect, it } from "vitest";
import { LEAF_SWITCH_TYPE, type SessionEntry, SessionTree, UnknownEntryError } from "../src/index.ts";
import { isOnPathToRoot } from "../src/on-path.ts";
import { user } from "./support/files.ts";

let counter = 0;
function message(id: string, parentId: string | null, text = id): SessionEntry {
  return {
    type: "message",
    id,
    parentId,
    timestamp: `2026-01-01T09:00:${String(counter++ % 60).padStart(2, "0")}.000Z`,
    message: user(text),
  };
}

/** root → a → b, and a second child of root: c. */
function branched(): SessionTree {
  return SessionTree.fromEntries([
    message("root", null),
    message("a", "root"),
    message("b", "a"),
    message("c", "root"),
  ]);
}

describe("SessionTree", () => {
  it("adds an entry as the new leaf and indexes it by id", () => {
    const tree = new SessionTree();
    expect(tree.leafId).toBeNull();
    tree.add(message("r", null));
    tree.add(message("s", "r"));
    expect(tree.leafId).toBe("s");
    expect(tree.get("r")?.id).toBe("r");
    expect(tree.get("nope")).toBeUndefined();
    expect(tree.size).toBe(2);
    expect([...tree.entries].map((e) => e.id)).toEqual(["r", "s"]);
  });

  it("lists every entry in the order added, each time it is looped over, adds made after it was taken included", () => {
    const readEarly = new SessionTree();
    readEarly.add(message("r", null));
    const taken = readEarly.entries;
    expect([...taken].map((e) => e.id)).toEqual(["r"]);
    readEarly.add(message("s", "r"));
    readEarly.add(message("t", "r"));
    expect([...taken].map((e) => e.id)).toEqual(["r", "s", "t"]);
    const readLate = SessionTree.fromEntries([message("r", null), message("s", "r"), message("t", "r")]);
    for (const tree of [readEarly, readLate]) {
      expect([...tree.entries].map((e) => e.id)).toEqual(["r", "s", "t"]);
      expect(tree.size).toBe(3);
    }
    expect(readEarly.tryAdd(message("s", "r"))).toBe("duplicate-id");
    expect(readEarly.size).toBe(3);
  });

  it("gives the children of an entry, and the roots for null, in file order", () => {
    const tree = branched();
    expect(tree.children("root").map((e) => e.id)).toEqual(["a", "c"]);
    expect(tree.children("a").map((e) => e.id)).toEqual(["b"]);
    expect(tree.children("b")).toEqual([]);
    expect(tree.roots().map((e) => e.id)).toEqual(["root"]);
  });

  it("refuses a duplicate id and a parent it does not hold", () => {
    const tree = branched();
    expect(() => tree.add(message("a", "root"))).toThrow(/duplicate entry id "a"/);
    expect(() => tree.add(message("x", "ghost"))).toThrow(UnknownEntryError);
    expect(tree.size).toBe(4);
  });

  it("switches the leaf without deleting anything, and back", () => {
    const tree = branched();
    expect(tree.leafId).toBe("c");
    tree.switchLeaf("b");
    expect(tree.leafId).toBe("b");
    expect(tree.pathToRoot().map((e) => e.id)).toEqual(["root", "a", "b"]);
    tree.switchLeaf("c");
    expect(tree.pathToRoot().map((e) => e.id)).toEqual(["root", "c"]);
    expect(tree.size).toBe(4);
  });

  it("says which id is unknown when switching to it or asking its path", () => {
    const tree = branched();
    expect(() => tree.switchLeaf("zzz")).toThrow(/no entry with id "zzz"/);
    expect(() => tree.pathToRoot("zzz")).toThrow(UnknownEntryError);
    expect(tree.leafId).toBe("c");
  });

  it("treats a null leaf as before the first entry: empty path, next entry a new root", () => {
    const tree = branched();
    tree.switchLeaf(null);
    expect(tree.pathToRoot()).toEqual([]);
    tree.add(message("second-root", null));
    expect(tree.roots().map((e) => e.id)).toEqual(["root", "second-root"]);
    expect(tree.pathToRoot().map((e) => e.id)).toEqual(["second-root"]);
  });

  it("holds several roots, each with its own path", () => {
    const tree = SessionTree.fromEntries([
      message("r1", null),
      message("x", "r1"),
      message("r2", null),
      message("y", "r2"),
    ]);
    expect(tree.roots().map((e) => e.id)).toEqual(["r1", "r2"]);
    expect(tree.pathToRoot("x").map((e) => e.id)).toEqual(["r1", "x"]);
    expect(tree.pathToRoot("y").map((e) => e.id)).toEqual(["r2", "y"]);
  });

  it("reads a leaf_switch record as 'the leaf is my parent'", () => {
    const tree = branched();
    tree.add({
      type: "custom",
      customType: LEAF_SWITCH_TYPE,
      data: { targetId: "a" },
      id: "sw",
      parentId: "a",
      timestamp: "t",
    });
    expect(tree.leafId).toBe("a");
    expect(tree.has("sw")).toBe(true);
  });

  it("keeps labels by target, the last label wins and an empty one clears", () => {
    const tree = branched();
    const label = (id: string, targetId: string, text: string | undefined): SessionEntry => ({
      type: "label",
      id,
      parentId: tree.leafId,
      timestamp: "t",
      targetId,
      label: text,
    });
    tree.add(label("l1", "a", "first"));
    tree.add(label("l2", "a", "second"));
    tree.add(label("l3", "b", "bee"));
    expect(tree.labelOf("a")).toBe("second");
    expect(Object.fromEntries(tree.labels)).toEqual({ a: "second", b: "bee" });
    tree.add(label("l4", "a", ""));
    tree.add(label("l5", "b", undefined));
    expect(tree.labelOf("a")).toBeUndefined();
    expect(tree.labels.size).toBe(0);
  });

  it("takes the session name from the latest session_info, trimmed; an empty name clears it", () => {
    const tree = branched();
    expect(tree.sessionName).toBeUndefined();
    tree.add({ type: "session_info", id: "n1", parentId: "c", timestamp: "t", name: "  Refactor  " });
    expect(tree.sessionName).toBe("Refactor");
    tree.add({ type: "session_info", id: "n2", parentId: "n1", timestamp: "t", name: "Plan B" });
    expect(tree.sessionName).toBe("Plan B");
    tree.add({ type: "session_info", id: "n3", parentId: "n2", timestamp: "t", name: " " });
    expect(tree.sessionName).toBeUndefined();
  });

  it("gives children and labels for display, in file order", () => {
    const tree = branched();
    tree.add({ type: "label", id: "l", parentId: "c", timestamp: "t", targetId: "a", label: "A" });
    expect(tree.roots().map((entry) => entry.id)).toEqual(["root"]);
    expect(tree.children("root").map((entry) => entry.id)).toEqual(["a", "c"]);
    expect(tree.labelOf("a")).toBe("A");
    expect(tree.children("a").map((entry) => entry.id)).toEqual(["b"]);
  });

  it("handles a straight run of 100,000 entries without overflowing the stack", () => {
    const entries: SessionEntry[] = [];
    for (let i = 0; i < 100_000; i++)
      entries.push({
        type: "custom",
        customType: "x",
        id: `e${i}`,
        parentId: i === 0 ? null : `e${i - 1}`,
        timestamp: "t",
      });
    const tree = SessionTree.fromEntries(entries);
    expect(tree.roots()).toHaveLength(1);
    const path = tree.pathToRoot();
    expect(path).toHaveLength(100_000);
    expect(path[0]!.id).toBe("e0");
    expect(path.at(-1)!.id).toBe("e99999");
  });
});

describe("isOnPathToRoot", () => {
  it("is true for the entry itself and its ancestors, false for other branches and for a null start", () => {
    const tree = branched(); // root → a → b, and root → c
    expect(["root", "a", "b", "c"].filter((id) => isOnPathToRoot(tree, "b", id))).toEqual(["root", "a", "b"]);
    expect(["root", "a", "b", "c"].filter((id) => isOnPathToRoot(tree, "c", id))).toEqual(["root", "c"]);
    expect(isOnPathToRoot(tree, "b", "nope")).toBe(false);
    expect(isOnPathToRoot(tree, null, "root")).toBe(false);
  });
});
