/**
 * A long session's first answer as the page holds it: the entries near the leaf, their top one standing as a root,
 * the entries left out counted; events that reach above them wait for the whole session.
 */
import type { SessionDetail, SessionOutline } from "@kit/server";
import { describe, expect, it } from "vitest";
import { firstScreenOf, fitsFirstScreen } from "../src/web/model/first-screen.ts";
import { treeOf } from "../src/web/model/session-view.ts";
import { assistant, user } from "./helpers/entries.ts";

const header = { type: "session", version: 3, id: "s", timestamp: "2026-01-01T00:00:00.000Z", cwd: "/w" } as const;
const base = { id: "s", header, labels: { a5: "kept" }, name: "a long one", running: false, tornSetAside: [] };

// The session: u1 a2 u3 a4 u5 a6 on one line; the server sent the entries from a4 down (the leaf a6).
const below = [assistant("a4", "u3", "four"), user("u5", "a4", "five"), assistant("a6", "u5", "six")];
const outline: SessionOutline = { ...base, entries: below, leafId: "a6", outline: true, entryCount: 6 };

describe("firstScreenOf", () => {
  it("holds the entries near the leaf, their top one as a root, and counts those left out", () => {
    const first = firstScreenOf(outline);
    expect(first.complete).toBe(false);
    expect(first.leftOut).toBe(3);
    expect(first.detail).not.toHaveProperty("outline");
    expect(first.detail).not.toHaveProperty("entryCount");
    expect(first.detail).toMatchObject({ leafId: "a6", name: "a long one", labels: { a5: "kept" } });
    expect(first.detail.entries.map((entry) => [entry.id, entry.parentId])).toEqual([
      ["a4", null],
      ["u5", "a4"],
      ["a6", "u5"],
    ]);
    // The page's own tree takes it: the path from the top entry to the leaf.
    const tree = treeOf(first.detail.entries);
    expect(tree.pathToRoot("a6").map((entry) => entry.id)).toEqual(["a4", "u5", "a6"]);
    // The answer itself is left as it came (the whole session replaces it).
    expect(below[0]!.parentId).toBe("u3");
  });

  it("takes a whole answer as the whole session", () => {
    const whole: SessionDetail = { ...base, entries: [user("u1", null, "one")], leafId: "u1" };
    expect(firstScreenOf(whole)).toEqual({ detail: whole, complete: true, leftOut: 0 });
  });
});

describe("fitsFirstScreen", () => {
  const { detail } = firstScreenOf(outline);
  it("draws what hangs below the entries held", () => {
    const appended = [user("u7", "a6", "seven"), assistant("a8", "u7", "eight")];
    expect(fitsFirstScreen(detail, { type: "session_updated", leafId: "a8", appended })).toBe(true);
    expect(fitsFirstScreen(detail, { type: "branch_switch", leafId: "u5", previousLeafId: "a6" })).toBe(true);
    expect(fitsFirstScreen(detail, { type: "branch_switch", leafId: null, previousLeafId: "a6" })).toBe(true);
    expect(fitsFirstScreen(detail, { type: "run_start", runId: "r" })).toBe(true);
  });

  it("leaves to the whole session what reaches above them", () => {
    const aside = [user("u9", "a2", "a branch above")];
    expect(fitsFirstScreen(detail, { type: "session_updated", leafId: "u9", appended: aside })).toBe(false);
    expect(fitsFirstScreen(detail, { type: "branch_switch", leafId: "a2", previousLeafId: "a6" })).toBe(false);
  });
});
