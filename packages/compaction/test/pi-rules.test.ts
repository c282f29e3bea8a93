// This kit's compaction rules beside pi 0.73.1's own exported functions, over generated sessions. Each difference
// is either absent or one of those listed in the README ("Where this kit differs from pi, and why"): pi's result is
// rebuilt below from this kit's parts plus exactly those differences, and must come out the same in every case.
import type { AgentMessage } from "@kit/agent-loop";
import { isEntryOfType, type SessionEntry } from "@kit/session-core";
import {
  collectEntriesForBranchSummary,
  estimateTokens as piEstimateTokens,
  findCutPoint as piFindCutPoint,
  prepareBranchEntries,
  SessionManager,
} from "@mariozechner/pi-coding-agent";
import { describe, expect, it } from "vitest";
import { isTurnStart, isValidCutPoint, messagesOfEntries } from "../src/cut-point.ts";
import { estimateTokens, findCutPoint, navigationTarget } from "../src/index.ts";
import { abandonedEntries } from "../src/navigate.ts";
import { branchMessages } from "../src/summarize.ts";
import { sumOfEstimates } from "../src/tokens.ts";
import { generateSession, random } from "./generate.ts";
import { asJson } from "./helpers.ts";

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const generated = SEEDS.map((seed) => ({ seed, ...generateSession(seed, 160) }));
const KEEP = [1, 80, 400, 1500, 6000];

/** Images in a user message: the one thing pi's estimate leaves out. */
function userImages(message: AgentMessage): number {
  if (message.role !== "user" || typeof message.content === "string") return 0;
  return message.content.filter((block) => block.type === "image").length;
}

interface PiCut {
  firstKeptEntryIndex: number;
  turnStartIndex: number;
  isSplitTurn: boolean;
}

/**
 * pi's `findCutPoint`, written with this kit's parts (`isValidCutPoint`, `isTurnStart`, `estimateTokens`) and the
 * README's differences, one step each. If the kit's parts changed in any other way, this would stop matching pi.
 */
function piCutFromKitParts(path: readonly SessionEntry[], start: number, end: number, keep: number): PiCut {
  const at = (i: number): SessionEntry => {
    const entry = path[i];
    if (!entry) throw new Error(`no entry at index ${i}`);
    return entry;
  };
  // README 1 and 2 (the budget): pi counts only `message` entries (not custom messages or branch summaries), and a user
  // message without its images.
  let budgetIndex = -1;
  let kept = 0;
  for (let i = end - 1; i >= start; i--) {
    const entry = at(i);
    if (!isEntryOfType(entry, "message")) continue;
    kept += estimateTokens(entry.message) - 1200 * userImages(entry.message);
    if (kept >= keep) {
      budgetIndex = i;
      break;
    }
  }
  const valid: number[] = [];
  for (let i = start; i < end; i++) if (isValidCutPoint(at(i))) valid.push(i);
  if (valid.length === 0) return { firstKeptEntryIndex: start, turnStartIndex: -1, isSplitTurn: false };
  // README 3 (direction): pi moves forward to the next valid cut point; this kit moves back.
  let cut = (budgetIndex < 0 ? undefined : valid.find((i) => i >= budgetIndex)) ?? (valid[0] as number);
  // README 4 (entries just before the cut): pi pulls every entry that is not a `message` (settings, labels,
  // custom entries, custom messages, branch summaries) right before the cut into the kept part.
  while (cut > start && !["message", "compaction"].includes(at(cut - 1).type)) cut--;
  // README 4, continued (split turn): only a user message starts the kept part cleanly; from any other cut pi looks
  // for the turn's start from the cut itself, so a kept part that starts with settings before a user message is
  // "split".
  const first = at(cut);
  if (isEntryOfType(first, "message") && first.message.role === "user") {
    return { firstKeptEntryIndex: cut, turnStartIndex: -1, isSplitTurn: false };
  }
  let turnStart = -1;
  for (let i = cut; i >= start; i--) {
    if (isTurnStart(at(i))) {
      turnStart = i;
      break;
    }
  }
  return { firstKeptEntryIndex: cut, turnStartIndex: turnStart, isSplitTurn: turnStart !== -1 };
}

describe("the generated sessions", () => {
  it("hold every kind of entry and message the rules treat differently", () => {
    const all = new Set(generated.flatMap((g) => [...g.kinds.keys()]));
    expect([...all].sort()).toEqual(
      [
        "assistant",
        "bashExecution",
        "branch_summary",
        "compaction",
        "custom",
        "custom_message",
        "label",
        "leaf switch",
        "model_change",
        "session_info",
        "thinking_level_change",
        "toolResult",
        "user",
        "user with image",
      ].sort(),
    );
  });
});

describe("the token estimate beside pi's estimateTokens", () => {
  it("is the same for every message, except 1,200 tokens for each image in a user message (kept on purpose)", () => {
    let compared = 0;
    let withImages = 0;
    for (const { session } of generated) {
      const pi = SessionManager.open(session.path);
      for (const entry of session.tree.entries) {
        if (!isEntryOfType(entry, "message")) continue;
        const piEntry = pi.getEntry(entry.id);
        if (piEntry?.type !== "message") throw new Error(`pi has no message entry ${entry.id}`);
        const difference = estimateTokens(entry.message) - piEstimateTokens(piEntry.message);
        expect(difference).toBe(1200 * userImages(entry.message));
        compared++;
        if (userImages(entry.message) > 0) withImages++;
      }
    }
    expect(compared).toBeGreaterThan(500);
    expect(withImages).toBeGreaterThan(10);
  });
});

describe("the cut point beside pi's findCutPoint", () => {
  it("pi's answer is this kit's parts plus README differences 1-4, for every leaf, start and budget", () => {
    let cases = 0;
    let sameCut = 0;
    for (const { seed, session } of generated) {
      const pi = SessionManager.open(session.path);
      const rng = random(seed * 7);
      const leaves = [session.leafId, ...Array.from({ length: 12 }, () => rng.pick([...session.tree.entries]).id)];
      for (const leaf of leaves) {
        if (leaf === null) continue;
        const path = session.tree.pathToRoot(leaf);
        const piPath = pi.getBranch(leaf);
        expect(piPath.map((e) => e.id)).toEqual(path.map((e) => e.id));
        // Also from a previous compaction's kept boundary, where a repeated compaction starts.
        const previous = path.findLast((e) => e.type === "compaction");
        const kept = previous && isEntryOfType(previous, "compaction") ? previous.firstKeptEntryId : undefined;
        const boundary = Math.max(
          0,
          path.findIndex((e) => e.id === kept),
        );
        for (const start of new Set([0, boundary])) {
          for (const keep of KEEP) {
            const theirs = piFindCutPoint(piPath, start, path.length, keep);
            expect(theirs).toEqual(piCutFromKitParts(path, start, path.length, keep));
            const ours = findCutPoint(path, start, path.length, keep);
            cases++;
            if (ours.firstKeptIndex === theirs.firstKeptEntryIndex) sameCut++;
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(400);
    // Most cut points differ (mostly by the direction), and a good part agree: the comparison sees both.
    expect(sameCut).toBeGreaterThan(0);
    expect(sameCut).toBeLessThan(cases);
  });

  it("difference 3, direction: the kit always keeps at least the budget (or all); pi sometimes keeps less", () => {
    const tokensFrom = (path: readonly SessionEntry[], index: number) =>
      sumOfEstimates(messagesOfEntries(path.slice(index)));
    let piKeptLess = 0;
    for (const { session } of generated) {
      const pi = SessionManager.open(session.path);
      for (const entry of session.tree.entries) {
        const path = session.tree.pathToRoot(entry.id);
        const piPath = pi.getBranch(entry.id);
        for (const keep of KEEP) {
          const all = tokensFrom(path, 0);
          const ours = findCutPoint(path, 0, path.length, keep).firstKeptIndex;
          expect(tokensFrom(path, ours)).toBeGreaterThanOrEqual(Math.min(keep, all));
          const theirs = piFindCutPoint(piPath, 0, path.length, keep).firstKeptEntryIndex;
          if (tokensFrom(path, theirs) < Math.min(keep, all)) piKeptLess++;
        }
      }
    }
    expect(piKeptLess).toBeGreaterThan(0);
  });
});

describe("the entries of a branch summary beside pi's collectEntriesForBranchSummary", () => {
  it("are pi's, plus the selected user or custom message when it is on the branch being left (on purpose)", () => {
    let cases = 0;
    let withSelected = 0;
    for (const { seed, session } of generated) {
      const pi = SessionManager.open(session.path);
      const rng = random(seed * 13);
      const entries = [...session.tree.entries];
      for (let i = 0; i < 40; i++) {
        const oldLeaf = rng.pick(entries).id;
        const target = rng.pick(entries);
        if (target.id === oldLeaf) continue;
        const ours = abandonedEntries(session.tree, oldLeaf, navigationTarget(session.tree, target.id).leafId);
        const theirs = collectEntriesForBranchSummary(pi, oldLeaf, target.id).entries;
        const asked =
          (isEntryOfType(target, "message") && target.message.role === "user") || target.type === "custom_message";
        const onOldBranch = session.tree.pathToRoot(oldLeaf).some((e) => e.id === target.id);
        const expected = asked && onOldBranch ? [target.id, ...theirs.map((e) => e.id)] : theirs.map((e) => e.id);
        expect(ours.map((e) => e.id)).toEqual(expected);
        cases++;
        if (asked && onOldBranch) withSelected++;
        // The messages summarised: pi's, plus the tool results pi leaves out (kept on purpose).
        const piMessages = prepareBranchEntries(theirs, 0).messages;
        const ourMessages = branchMessages(ours.slice(expected.length - theirs.length));
        expect(asJson(ourMessages.filter((m) => m.role !== "toolResult"))).toEqual(asJson(piMessages));
      }
    }
    expect(cases).toBeGreaterThan(250);
    expect(withSelected).toBeGreaterThan(0);
  });
});
