/**
 * Grading tests for exercise 12. One describe block per part of the starter's
 * TODOs; `npm run exercise -- 12` prints PASS or FAIL for each.
 *
 * Every session is a real file in a temporary folder. After each step the file
 * is opened again, by your LeafStore.open and by the kit's Session.open, and
 * both must land on the same leaf, with the same context.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { textOf } from "@kit/agent-loop";
import { Session } from "@kit/session-core";
import { afterAll, describe, expect, it } from "vitest";
import { modelReply, userSays } from "../support/entries.ts";
import type * as Exercise from "./starter.ts";

const implementation = process.env.EXERCISE_IMPL ?? "./starter.ts";
const { LeafStore } = (await import(implementation)) as typeof Exercise;

const folder = mkdtempSync(join(tmpdir(), "kit-exercise-12-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;

function options() {
  let id = 0;
  let second = 0;
  return {
    ids: () => `e${String(++id).padStart(2, "0")}`,
    clock: () => `2026-01-01T09:00:${String(second++ % 60).padStart(2, "0")}.000Z`,
  };
}
const user = (text: string) => userSays(text, 1);
const answer = (text: string) => modelReply(text, 2);

/** The article's story, begun: a question, an answer, then plan A. The file ends on plan A's answer. */
function story() {
  const path = join(folder, `session-${++files}.jsonl`);
  const store = LeafStore.create(path, "exercise-12", options());
  const u1 = store.appendMessage(user("I want to build an agent."));
  const a1 = store.appendMessage(answer("Start with the agent loop."));
  store.appendMessage(user("Plan A"));
  const leafA = store.appendMessage(answer("Result of A."));
  return { path, store, u1, a1, leafA };
}

/** An entry's place in the tree, short enough to read in a failure's first line. */
const link = (entry: { id: string; parentId: string | null } | undefined) => ({
  id: entry?.id,
  parentId: entry?.parentId,
});

/** What the kit makes of the file: its leaf and the texts of its context. */
function kitView(path: string) {
  const session = Session.open(path);
  try {
    return {
      leafId: session.leafId,
      context: session
        .context()
        .messages.map((m) => (m.role === "user" || m.role === "assistant" ? textOf(m.content) : m.role)),
    };
  } finally {
    session.close();
  }
}

describe("part 1: the leaf of a file without switches is its last entry", () => {
  it("lands on the last entry", () => {
    const { path, leafA } = story();
    const reopened = LeafStore.open(path);
    expect(reopened.leafId).toBe(leafA);
    expect(reopened.entries.map((entry) => entry.id)).toEqual(["e01", "e02", "e03", "e04"]);
  });

  it("lands on null in a file with no entries (only its header)", () => {
    const path = join(folder, `session-${++files}.jsonl`);
    LeafStore.create(path, "empty");
    expect(LeafStore.open(path).leafId).toBeNull();
  });

  it("continues from there: the next message is a child of the last entry, as the kit would have it", () => {
    const { path, leafA } = story();
    const reopened = LeafStore.open(path, { ids: () => "e05" });
    const next = reopened.appendMessage(user("And tests?"));
    expect(link(reopened.entries.at(-1))).toEqual({ id: next, parentId: leafA });
    expect(kitView(path).leafId).toBe(next);
  });
});

describe("part 2: a switch is written down, and read back", () => {
  it("reopens on the leaf it was switched to, not on the last message written", () => {
    const { path, a1, store } = story();
    store.switchLeaf(a1);
    expect(store.leafId, "the leaf after switchLeaf").toBe(a1);
    expect(LeafStore.open(path).leafId, "your open").toBe(a1);
    expect(kitView(path), "the kit's Session.open").toEqual({
      leafId: a1,
      context: ["I want to build an agent.", "Start with the agent loop."],
    });
  });

  it("writes the switch as a leaf_switch record that pi reads the same way", () => {
    const { path, a1, store } = story();
    store.switchLeaf(a1);
    const last = readFileSync(path, "utf8").trim().split("\n").at(-1)!;
    expect(JSON.parse(last)).toMatchObject({
      type: "custom",
      customType: "leaf_switch",
      data: { targetId: a1 },
      parentId: a1,
    });
  });

  it("puts the next message on the new branch, beside the old one (the record is not the leaf)", () => {
    const { path, a1, leafA, store } = story();
    store.switchLeaf(a1);
    const planB = store.appendMessage(user("Plan B"));
    expect(link(store.entries.at(-1)), "Plan B's entry").toEqual({ id: planB, parentId: a1 });
    store.appendMessage(answer("Result of B."));
    expect(kitView(path).context).toEqual([
      "I want to build an agent.",
      "Start with the agent loop.",
      "Plan B",
      "Result of B.",
    ]);
    // Switching back to A restores A: nothing was deleted.
    const reopened = LeafStore.open(path, { ids: () => "e99" });
    reopened.switchLeaf(leafA);
    expect(LeafStore.open(path).leafId).toBe(leafA);
    expect(kitView(path).context).toEqual([
      "I want to build an agent.",
      "Start with the agent loop.",
      "Plan A",
      "Result of A.",
    ]);
  });

  it("reopens on null after a switch to before the first entry", () => {
    const { path, store } = story();
    store.switchLeaf(null);
    expect(store.leafId, "the leaf after switchLeaf(null)").toBeNull();
    expect(LeafStore.open(path).leafId).toBeNull();
    expect(kitView(path)).toEqual({ leafId: null, context: [] });
  });
});

describe("part 3: the edges", () => {
  it("writes nothing when the leaf is already there", () => {
    const { path, leafA, store } = story();
    const before = readFileSync(path, "utf8");
    store.switchLeaf(leafA);
    expect(readFileSync(path, "utf8")).toBe(before);
    expect(store.leafId).toBe(leafA);
  });

  it("refuses an unknown id, naming it, and writes nothing", () => {
    const { path, leafA, store } = story();
    const before = readFileSync(path, "utf8");
    expect(() => store.switchLeaf("nope-42")).toThrow(/nope-42/);
    expect(readFileSync(path, "utf8")).toBe(before);
    expect(store.leafId).toBe(leafA);
  });

  it("survives many switches back and forth: each reopen lands where the last switch went", () => {
    const { path, u1, a1, leafA, store } = story();
    let current: Exercise.LeafStore = store;
    let id = 0;
    for (const target of [a1, u1, leafA, null, a1, leafA, u1]) {
      current.switchLeaf(target);
      current = LeafStore.open(path, { ids: () => `r${++id}` });
      expect({ target, leafId: current.leafId }).toEqual({ target, leafId: target });
      expect({ target, kit: kitView(path).leafId }).toEqual({ target, kit: target });
    }
  });
});
