/** The session's tree grown by appended entries: the same answers as a tree built afresh, and leaf moves kept apart. */
import type { SessionEntry } from "@kit/session-core/tree";
import { describe, expect, it } from "vitest";
import { grow } from "../src/web/model/growing-session.ts";
import { treeOf } from "../src/web/model/session-view.ts";
import { assistant, leafSwitch, user } from "./helpers/entries.ts";

const start: SessionEntry[] = [user("u1", null, "hello"), assistant("a1", "u1", "hi"), user("u2", "a1", "more")];

describe("grow", () => {
  it("adds only the appended entries to the same tree, which then answers as a fresh one", () => {
    const first = grow(undefined, start);
    const next = [...start, assistant("a2", "u2", "yes"), leafSwitch("s1", "a1")];
    const second = grow(first, next);
    expect(second.tree).toBe(first.tree);
    const fresh = treeOf(next);
    expect(second.tree.leafId).toBe(fresh.leafId);
    expect(second.tree.pathToRoot("a2").map((entry) => entry.id)).toEqual(["u1", "a1", "u2", "a2"]);
    expect(second.tree.size).toBe(fresh.size);
  });

  it("keeps the conversation list while only leaf moves are appended, and replaces it for anything else", () => {
    const first = grow(undefined, start);
    const moved = grow(first, [...start, leafSwitch("s1", "a1")]);
    expect(moved.conversation).toBe(first.conversation);
    const asked = [...moved.entries, user("u3", "a1", "again")];
    const after = grow(moved, asked);
    expect(after.conversation).toBe(asked);
  });

  it("builds a fresh tree for a list that does not extend the last one (a reload, another session)", () => {
    const first = grow(undefined, start);
    const other = [user("x1", null, "another session")];
    const second = grow(first, other);
    expect(second.tree).not.toBe(first.tree);
    expect(second.tree.has("u1")).toBe(false);
    expect(second.conversation).toBe(other);
  });

  it("gives the same state when the same step is taken twice (React may compute a memo again)", () => {
    const first = grow(undefined, start);
    const next = [...start, assistant("a2", "u2", "yes")];
    grow(first, next);
    const again = grow(first, next);
    expect(again.tree.size).toBe(4);
    expect(again.tree.leafId).toBe("a2");
  });
});
