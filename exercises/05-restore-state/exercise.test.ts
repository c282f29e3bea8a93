/**
 * Grading tests for exercise 05. One describe block per part of the starter's
 * TODOs; `npm run exercise -- 05` prints PASS or FAIL for each.
 *
 * The session has two branches after the first answer, and state entries on
 * both. Besides the cases below, every part is checked against the kit's own
 * code (buildContext for the settings, SessionTree for name and labels) at
 * every position of the session.
 */
import type { AgentMessage } from "@kit/agent-loop";
import { buildContext, type SessionEntry, SessionTree } from "@kit/session-core";
import { describe, expect, it } from "vitest";
import { entryMaker, modelReply, userSays } from "../support/entries.ts";
import type * as Exercise from "./starter.ts";

const implementation = process.env.EXERCISE_IMPL ?? "./starter.ts";
const { restoreState, pathTo } = (await import(implementation)) as typeof Exercise;

const entry = entryMaker();
const user = (text: string) => userSays(text);
const answer = (text: string, provider: string, model: string): AgentMessage => ({
  ...modelReply(text),
  api: "openai-completions",
  provider,
  model,
});

//  m1 ─ t1 ─ u1 ─ a1 ─ n1 ─ l1 ─ c1 ─ cm ─ m2 ─ t2 ─ u2 ─ a2            (leaf A)
//                   └ u3 ─ a3 ─ c2 ─ x1 ─ l2 ─ l3 ─ n2 ─ t3            (leaf B)
// File order: branch A first, then branch B.
const entries: SessionEntry[] = [
  entry("m1", null, { type: "model_change", provider: "openai", modelId: "gpt-4o-mini" }),
  entry("t1", "m1", { type: "thinking_level_change", thinkingLevel: "low" }),
  entry("u1", "t1", { type: "message", message: user("How do I read config.toml in Node?") }),
  entry("a1", "u1", { type: "message", message: answer("smol-toml parses it.", "openai", "gpt-4o-mini") }),
  entry("n1", "a1", { type: "session_info", name: "Reading config.toml" }),
  entry("l1", "n1", { type: "label", targetId: "a1", label: "toml-answer" }),
  entry("c1", "l1", { type: "custom", customType: "todo-list", data: { next: ["validate the port"] } }),
  entry("cm", "c1", {
    type: "custom_message",
    customType: "todo-list",
    content: "Next: validate the port.",
    display: true,
  }),
  entry("m2", "cm", { type: "model_change", provider: "openai", modelId: "o4-mini" }),
  entry("t2", "m2", { type: "thinking_level_change", thinkingLevel: "high" }),
  entry("u2", "t2", { type: "message", message: user("How should I validate the port?") }),
  entry("a2", "u2", { type: "message", message: answer("Require 1 <= port <= 65535.", "openai", "o4-mini") }),
  // Branch B, from the first answer. No model_change here: the answer itself says which model wrote it.
  entry("u3", "a1", { type: "message", message: user("Could I use JSON instead?") }),
  entry("a3", "u3", {
    type: "message",
    message: answer("Yes: JSON.parse needs no package.", "anthropic", "claude-sonnet-4-5"),
  }),
  entry("c2", "a3", { type: "custom", customType: "todo-list", data: { next: ["try JSON"] } }),
  entry("x1", "c2", { type: "custom", customType: "token-counter", data: { spent: 1234 } }),
  entry("l2", "x1", { type: "label", targetId: "a1", label: undefined }),
  entry("l3", "l2", { type: "label", targetId: "u3", label: "json-idea" }),
  entry("n2", "l3", { type: "session_info", name: "Config formats" }),
  entry("t3", "n2", { type: "thinking_level_change", thinkingLevel: "minimal" }),
];
const byId = new Map(entries.map((e) => [e.id, e]));
const leaves: (string | null)[] = [null, ...entries.map((e) => e.id)];

const state = (leafId: string | null, customType = "todo-list", from: readonly SessionEntry[] = entries) =>
  restoreState(from, leafId, customType);
const labelsOf = (restored: Exercise.RestoredState) => Object.fromEntries(restored.labels);

describe("part 1: the model and the thinking level, from the path", () => {
  it("restores the latest model and thinking level on the path to leaf A", () => {
    const restored = state("a2");
    expect(restored.model).toEqual({ provider: "openai", modelId: "o4-mini" });
    expect(restored.thinkingLevel).toBe("high");
  });

  it("gives a point before the switch the earlier settings", () => {
    const restored = state("a1");
    expect(restored.model).toEqual({ provider: "openai", modelId: "gpt-4o-mini" });
    expect(restored.thinkingLevel).toBe("low");
  });

  it("counts an assistant message as a model setting, and ignores the other branch's changes", () => {
    const restored = state("t3");
    // m2 and t2 come later in the file than m1, but they are on branch A.
    expect(restored.model).toEqual({ provider: "anthropic", modelId: "claude-sonnet-4-5" });
    expect(restored.thinkingLevel).toBe("minimal");
  });

  it("gives null and 'off' where nothing was set (an empty session)", () => {
    const restored = state(null);
    expect(restored.model).toBeNull();
    expect(restored.thinkingLevel).toBe("off");
  });

  it("agrees with the kit's own context at every position of the session", () => {
    for (const leafId of leaves) {
      const kit = buildContext(pathTo(entries, leafId));
      const restored = state(leafId);
      expect({ leafId, model: restored.model, thinkingLevel: restored.thinkingLevel }).toEqual({
        leafId,
        model: kit.model,
        thinkingLevel: kit.thinkingLevel,
      });
    }
  });
});

describe("part 2: the name and the labels, right at any leaf", () => {
  it("reads the same ones at any leaf: a label cleared on branch B is gone on branch A too", () => {
    for (const leafId of ["a2", "t3", "u1", null]) {
      const restored = state(leafId);
      expect({ leafId, name: restored.name }).toEqual({ leafId, name: "Config formats" });
      expect({ leafId, labels: labelsOf(restored) }).toEqual({ leafId, labels: { u3: "json-idea" } });
    }
  });

  it("lets the latest label of an entry win, and an undefined or empty label clear it", () => {
    const file: SessionEntry[] = [
      entry("u1", null, { type: "message", message: user("hello") }),
      entry("l1", "u1", { type: "label", targetId: "u1", label: "first" }),
      entry("l2", "l1", { type: "label", targetId: "u1", label: "second" }),
      entry("l3", "l2", { type: "label", targetId: "l1", label: "a label on a label" }),
    ];
    expect(labelsOf(state("l3", "x", file))).toEqual({ u1: "second", l1: "a label on a label" });
    const cleared = [...file, entry("l4", "l3", { type: "label", targetId: "u1", label: "" })];
    expect(labelsOf(state("l4", "x", cleared))).toEqual({ l1: "a label on a label" });
    const setAgain = [...cleared, entry("l5", "l4", { type: "label", targetId: "u1", label: "third" })];
    expect(labelsOf(state("l5", "x", setAgain))).toEqual({ u1: "third", l1: "a label on a label" });
  });

  it("lets the latest name win, and an empty, blank or missing name clear it", () => {
    const named = [
      entry("n1", null, { type: "session_info", name: "First" }),
      entry("n2", "n1", { type: "session_info", name: "Second" }),
    ];
    expect(state("n2", "x", named).name).toBe("Second");
    for (const clear of [{ name: "" }, { name: "   " }, {}]) {
      const file = [...named, entry("n3", "n2", { type: "session_info", ...clear })];
      expect({ clear, name: state("n3", "x", file).name }).toEqual({ clear, name: undefined });
    }
  });

  it("agrees with the kit's own tree at every position of the session", () => {
    const tree = SessionTree.fromEntries(entries);
    for (const leafId of leaves) {
      const restored = state(leafId);
      expect({ leafId, name: restored.name, labels: labelsOf(restored) }).toEqual({
        leafId,
        name: tree.sessionName,
        labels: Object.fromEntries(tree.labels),
      });
    }
  });
});

describe("part 3: an extension's state, from the path", () => {
  it("restores the latest custom entry of that extension on the path, the entry itself", () => {
    expect(state("a2").extensionState).toBe(byId.get("c1"));
    expect(state("c1").extensionState).toBe(byId.get("c1"));
  });

  it("follows the branch: branch B has its own state, and a custom_message is not state", () => {
    expect(state("t3").extensionState).toBe(byId.get("c2"));
    // cm has customType "todo-list" too, and comes after c1 on the path to a2: it is a message, not state.
    expect(state("cm").extensionState).toBe(byId.get("c1"));
  });

  it("finds each extension's own entries only", () => {
    expect(state("t3", "token-counter").extensionState).toBe(byId.get("x1"));
    expect(state("a2", "token-counter").extensionState).toBeUndefined();
  });

  it("gives undefined before the extension wrote anything", () => {
    expect(state("a1").extensionState).toBeUndefined();
    expect(state("u3").extensionState).toBeUndefined();
    expect(state(null).extensionState).toBeUndefined();
  });
});
