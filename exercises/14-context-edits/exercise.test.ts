/**
 * Grading tests for exercise 14. One describe block per part of the starter's
 * TODOs; `npm run exercise -- 14` prints PASS or FAIL for each.
 *
 * Every context is also compared with the kit's buildContext (which pi's own
 * code checks in session-core's pi-context tests): at every position of
 * hand-made paths, and of long seeded paths with edits and compactions.
 */
import type { AgentMessage } from "@kit/agent-loop";
import { buildContext, type SessionEntry } from "@kit/session-core";
import { describe, expect, it } from "vitest";
import { entryMaker, messageEntry, modelReply, toolSays, userSays } from "../support/entries.ts";
import type * as Exercise from "./starter.ts";

const implementation = process.env.EXERCISE_IMPL ?? "./starter.ts";
const { contextWithEdits } = (await import(implementation)) as typeof Exercise;

const entry = entryMaker();

/** A straight path: each entry's parent is the one before it (or `parent` for the first). */
function chain(specs: [string, Record<string, unknown>][], parent: string | null = null): SessionEntry[] {
  return specs.map(([id, fields], i) => entry(id, i === 0 ? parent : specs[i - 1]![0], fields));
}

const user = (text: string) => messageEntry(userSays(text));
const answer = (text: string) => messageEntry(modelReply(text));
const call = (path: string) =>
  messageEntry(modelReply([{ type: "toolCall", id: `call_${path}`, name: "read_file", arguments: { path } }]));
const result = (path: string, text: string) => messageEntry(toolSays(`call_${path}`, "read_file", text));
const edit = (targetId: string, content: string | null) => ({
  type: "context_edit",
  targetId,
  replacement: content === null ? null : { content },
});
const compaction = (summary: string, firstKeptEntryId: string) => ({
  type: "compaction",
  summary,
  firstKeptEntryId,
  tokensBefore: 5000,
});
const label = (targetId: string, text: string) => ({ type: "label", targetId, label: text });

const SECRET = "Upload token: tok-7f3a9c";

/** What a message list looks like, short: "user: ...", "toolResult: ...", "summary: ...". */
function short(messages: AgentMessage[]): string[] {
  return messages.map((m) => {
    if (m.role === "compactionSummary") return `summary: ${m.summary}`;
    if (m.role === "user" || m.role === "assistant" || m.role === "toolResult") {
      const content = typeof m.content === "string" ? m.content : m.content.map((b) => ("text" in b ? b.text : b.type));
      return `${m.role}: ${[content].flat().join(" ")}`;
    }
    return m.role;
  });
}

/** The kit's context (pi's rules) for the same path. */
const kit = (path: readonly SessionEntry[]) => buildContext(path).messages;
/** `contextWithEdits` at every position of `path` equals the kit's, position by position. */
function expectKitEverywhere(path: readonly SessionEntry[]): void {
  for (let i = 1; i <= path.length; i++) {
    const upTo = path.slice(0, i);
    expect(contextWithEdits(upTo), `the context at ${path[i - 1]!.id}`).toEqual(kit(upTo));
  }
}

//  u1 a1 r1 a2 e1(r1 → [redacted]) u2 a3
const redacted = chain([
  ["u1", user("Read notes/deploy.md.")],
  ["a1", call("notes/deploy.md")],
  ["r1", result("notes/deploy.md", SECRET)],
  ["a2", answer("It is a deploy note.")],
  ["e1", edit("r1", "[redacted]")],
  ["u2", user("Go on.")],
  ["a3", answer("Done.")],
]);

describe("part 1: the last edit of each target, on a path without compaction", () => {
  it("sends the replacement instead of the content, and the message keeps everything else", () => {
    const before = JSON.stringify(redacted);
    const messages = contextWithEdits(redacted);
    expect(short(messages)).toEqual([
      "user: Read notes/deploy.md.",
      "assistant: toolCall",
      "toolResult: [redacted]",
      "assistant: It is a deploy note.",
      "user: Go on.",
      "assistant: Done.",
    ]);
    const original = (redacted[2] as { message: AgentMessage }).message;
    expect(messages[2]).toEqual({ ...original, content: [{ type: "text", text: "[redacted]" }] });
    expect(JSON.stringify(redacted), "the path you were given must not change: the file keeps the secret").toBe(before);
  });

  it("leaves the target out when the replacement is null", () => {
    const path = chain([
      ["u1", user("Summarise the log.")],
      ["a1", answer("(cut off mid-sentence) The log sa")],
      ["e1", edit("a1", null)],
      ["a2", answer("The log has three failing tests.")],
    ]);
    expect(short(contextWithEdits(path))).toEqual([
      "user: Summarise the log.",
      "assistant: The log has three failing tests.",
    ]);
  });

  it("takes the last edit of a target on the path: a later edit replaces an earlier one", () => {
    //  ... a3 e2(r1 → null) u3 e3(r1 → [deploy note, token removed])
    const later = chain(
      [
        ["e2", edit("r1", null)],
        ["u3", user("Still there?")],
        ["e3", edit("r1", "[deploy note, token removed]")],
      ],
      "a3",
    );
    const toolResults = (path: SessionEntry[]) => short(contextWithEdits(path)).filter((m) => m.startsWith("tool"));
    expect(toolResults([...redacted, later[0]!]), "after e2 (null), r1 is left out").toEqual([]);
    expect(toolResults([...redacted, ...later])).toEqual(["toolResult: [deploy note, token removed]"]);
  });

  it("does not apply an edit that is on another branch", () => {
    //  a2 ─┬─ e1 ─ u2 ─ a3     (leaf A: redacted)
    //      └─ u3               (leaf B: the original)
    const leafB = entry("u3", "a2", user("List the files."));
    const pathB = [...redacted.slice(0, 4), leafB];
    expect(short(contextWithEdits(pathB))[2]).toBe(`toolResult: ${SECRET}`);
    expect(short(contextWithEdits(redacted))[2]).toBe("toolResult: [redacted]");
  });

  it("agrees with the kit's own context at every position of the path", () => {
    expectKitEverywhere(redacted);
  });
});

//  u1 a1 r1 a2 e1(r1) u2 a3 r3 a4 [c1 keeps from u2] e2(r3) u3 a5 e3(u1) [c2 keeps from u3] u4
const compacted = chain([
  ["u1", user("Read notes/deploy.md.")],
  ["a1", call("notes/deploy.md")],
  ["r1", result("notes/deploy.md", SECRET)],
  ["a2", answer("It is a deploy note.")],
  ["e1", edit("r1", "[redacted]")],
  ["u2", user("Read the log.")],
  ["a3", call("test.log")],
  ["r3", result("test.log", "3 failing, password=hunter2")],
  ["a4", answer("Three tests fail.")],
  ["c1", compaction("S1: read a deploy note (token redacted) and the log.", "u2")],
  ["e2", edit("r3", "3 failing, password=[redacted]")],
  ["u3", user("Fix them.")],
  ["a5", answer("Fixed.")],
  ["e3", edit("u2", null)],
  ["c2", compaction("S2: fixed three failing tests.", "u3")],
  ["u4", user("Thanks.")],
]);
const upTo = (id: string) => compacted.slice(0, compacted.findIndex((e) => e.id === id) + 1);

describe("part 2: edits and compactions (a behaviour to reach)", () => {
  it("applies an edit made after the compaction to an entry the compaction kept", () => {
    expect(short(contextWithEdits(upTo("a5")))).toEqual([
      "summary: S1: read a deploy note (token redacted) and the log.",
      "user: Read the log.",
      "assistant: toolCall",
      "toolResult: 3 failing, password=[redacted]",
      "assistant: Three tests fail.",
      "user: Fix them.",
      "assistant: Fixed.",
    ]);
  });

  it("leaves out a kept entry that a later edit omits, and never the summary", () => {
    expect(short(contextWithEdits(upTo("e3")))).toEqual([
      "summary: S1: read a deploy note (token redacted) and the log.",
      "assistant: toolCall",
      "toolResult: 3 failing, password=[redacted]",
      "assistant: Three tests fail.",
      "user: Fix them.",
      "assistant: Fixed.",
    ]);
  });

  it("stops counting the edits a later compaction summarised away", () => {
    expect(short(contextWithEdits(compacted))).toEqual([
      "summary: S2: fixed three failing tests.",
      "user: Fix them.",
      "assistant: Fixed.",
      "user: Thanks.",
    ]);
  });

  it("agrees with the kit's own context at every position of a path with two compactions", () => {
    expectKitEverywhere(compacted);
  });

  it("agrees with the kit's own context on long seeded paths of edits, labels and compactions", () => {
    for (let seed = 1; seed <= 20; seed++) expectKitEverywhere(randomPath(seed, 60));
  });
});

describe("part 3: edits that change nothing", () => {
  it("does not undo an edit with an edit of it: the secret stays redacted", () => {
    const path = [...redacted, entry("e9", "a3", edit("e1", null)), entry("e10", "e9", edit("e1", SECRET))];
    expect(short(contextWithEdits(path))[2]).toBe("toolResult: [redacted]");
    expect(contextWithEdits(path)).toEqual(kit(path));
  });

  it("changes nothing with an edit of a label, a setting, or an id that is not on the path", () => {
    const path = chain(
      [
        ["l1", label("a2", "deploy")],
        ["m1", { type: "model_change", provider: "openai", modelId: "o4-mini" }],
        ["e4", edit("l1", null)],
        ["e5", edit("m1", "a new model")],
        ["e6", edit("nowhere", null)],
        ["e7", edit("u3-on-another-branch", "x")],
      ],
      "a3",
    );
    expect(contextWithEdits([...redacted, ...path])).toEqual(contextWithEdits(redacted));
    expect(contextWithEdits([...redacted, ...path])).toEqual(kit([...redacted, ...path]));
  });

  it("changes nothing with an edit of an entry a compaction summarised away", () => {
    const path = [...upTo("c1"), entry("e8", "c1", edit("r1", null)), entry("u9", "e8", user("Go on."))];
    expect(short(contextWithEdits(path))).toEqual([
      "summary: S1: read a deploy note (token redacted) and the log.",
      "user: Read the log.",
      "assistant: toolCall",
      "toolResult: 3 failing, password=hunter2",
      "assistant: Three tests fail.",
      "user: Go on.",
    ]);
  });
});

/**
 * A seeded path of `length` entries: turns of user, assistant, tool call and result, with labels, settings, edits
 * (of any earlier entry, edits and labels too; null or a replacement) and compactions that keep from any earlier entry.
 */
function randomPath(seed: number, length: number): SessionEntry[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const path: SessionEntry[] = [];
  for (let i = 0; i < length; i++) {
    const id = `s${seed}-${i}`;
    const earlier = path.map((e) => e.id);
    const roll = next();
    let fields: Record<string, unknown>;
    if (earlier.length === 0 || roll < 0.35) fields = user(`question ${i}`);
    else if (roll < 0.5) fields = call(`file${i}.md`);
    else if (roll < 0.6) fields = result(`file${i}.md`, `contents ${i}`);
    else if (roll < 0.7) fields = answer(`answer ${i}`);
    else if (roll < 0.75) fields = label(pick(earlier), `label ${i}`);
    else if (roll < 0.93) fields = edit(pick(earlier), next() < 0.4 ? null : `edited ${i}`);
    else fields = compaction(`summary ${i}`, pick(earlier));
    path.push(entry(id, path.at(-1)?.id ?? null, fields));
  }
  return path;
}
