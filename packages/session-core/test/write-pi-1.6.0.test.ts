/**
 * Writing what pi 1.6.0 writes: context edits (and what they refuse), usage entries, a compaction's system message
 * and "keep nothing", a branch summary's `fromId`. pi-1.6.0-compat.test.ts opens such files with pi 1.6.0 itself.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildSourcedContext,
  ContextEditError,
  checkSession,
  loadSession,
  type Session,
  UnknownEntryError,
} from "../src/index.ts";
import { assistant, linesOf, newSession, tempDir, user } from "./support/files.ts";

const usage = {
  input: 0,
  output: 0,
  cacheRead: 50,
  cacheWrite: 0,
  totalTokens: 50,
  cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
};

/** u1 → a1 → r1 (a secret) → a2, in a new file. */
function withSecret(): { session: Session; ids: Record<string, string> } {
  const session = newSession(join(tempDir(), "s.jsonl"));
  const ids: Record<string, string> = {};
  ids.u1 = session.appendMessage(user("read .env"));
  ids.a1 = session.appendMessage(assistant("reading"));
  ids.r1 = session.appendMessage({
    role: "toolResult",
    toolCallId: "k",
    toolName: "read_file",
    content: [{ type: "text", text: "API_KEY=sk-secret" }],
    isError: false,
    timestamp: 1,
  });
  ids.a2 = session.appendMessage(assistant("done"));
  return { session, ids };
}

const lastLine = (session: Session) => JSON.parse(linesOf(session.path).at(-1)!);

describe("Session.appendContextEdit", () => {
  it("replaces a tool result's content (a string written as one text block); the file keeps the original", () => {
    const { session, ids } = withSecret();
    const editId = session.appendContextEdit(ids.r1!, { content: "API_KEY=[redacted]" });
    expect(lastLine(session)).toMatchObject({
      type: "context_edit",
      id: editId,
      parentId: ids.a2,
      targetId: ids.r1,
      replacement: { content: [{ type: "text", text: "API_KEY=[redacted]" }] },
    });
    session.close();
    expect(() => session.appendContextEdit(ids.r1!, null)).toThrow(); // closed
    expect(readFileSync(session.path, "utf8")).toContain("sk-secret"); // append-only: the target is as it was
    const loaded = loadSession(session.path);
    const context = buildSourcedContext(loaded.tree.pathToRoot(loaded.tree.leafId));
    expect(JSON.stringify(context.messages)).not.toContain("sk-secret");
    expect(context.editIds).toEqual([undefined, undefined, editId, undefined]);
  });

  it("null leaves the message out; a user message keeps a string; the last edit wins", () => {
    const { session, ids } = withSecret();
    session.appendContextEdit(ids.r1!, null);
    session.appendContextEdit(ids.u1!, { content: "read the settings" });
    expect(lastLine(session).replacement).toEqual({ content: "read the settings" });
    expect(session.context().messages.map((m) => m.role)).toEqual(["user", "assistant", "assistant"]);
    session.appendContextEdit(ids.r1!, { content: [{ type: "text", text: "(withheld)" }] });
    expect(session.context().messages.map((m) => m.role)).toEqual(["user", "assistant", "toolResult", "assistant"]);
    expect(checkSession(session.path).problems).toEqual([]);
    session.close();
  });

  it("refuses, naming the id: a missing target, one off the branch, one not a message, a bad replacement", () => {
    const { session, ids } = withSecret();
    ids.label = session.setLabel(ids.u1!, "start");
    session.switchLeaf(ids.a1!);
    const before = readFileSync(session.path, "utf8");

    expect(() => session.appendContextEdit("nope0000", null)).toThrow(UnknownEntryError);
    expect(() => session.appendContextEdit("nope0000", null)).toThrow(/entry to edit.*"nope0000"/);

    const offBranch = refusal(() => session.appendContextEdit(ids.r1!, null));
    expect(offBranch.refusal).toBe("off-branch");
    expect(offBranch.message).toContain(`"${ids.r1}"`);
    expect(offBranch.message).toContain(`leaf ${ids.a1}`);

    session.switchLeaf(ids.label!);
    const notMessage = refusal(() => session.appendContextEdit(ids.label!, null));
    expect(notMessage.refusal).toBe("not-editable");
    expect(notMessage.message).toMatch(/it is a "label" entry/);

    const bad = refusal(() => session.appendContextEdit(ids.u1!, { content: 5 } as never));
    expect(bad.refusal).toBe("bad-replacement");
    expect(bad.message).toContain('{"content":5}');

    // Nothing was written by the refusals: only the switch back to the label.
    const added = readFileSync(session.path, "utf8").slice(before.length).trim().split("\n");
    expect(added.map((line) => JSON.parse(line).customType)).toEqual(["leaf_switch"]);
    session.close();
  });

  it("refuses a system message: its content is the prompt, which an edit does not replace", () => {
    const session = newSession(join(tempDir(), "s.jsonl"));
    const system = session.appendMessage({ role: "system", content: "be brief", timestamp: 0 } as never);
    session.appendMessage(user("hi"));
    expect(refusal(() => session.appendContextEdit(system, null)).message).toMatch(/\(role "system"\)/);
    session.close();
  });
});

function refusal(act: () => unknown): ContextEditError {
  try {
    act();
  } catch (error) {
    if (error instanceof ContextEditError) return error;
    throw error;
  }
  throw new Error("expected a ContextEditError");
}

describe("usage entries, compactions and branch summaries as pi 1.6.0 writes them", () => {
  it("appendUsage writes a usage entry that is not in the context", () => {
    const { session } = withSecret();
    const before = session.context();
    session.appendUsage("cache_warm", "anthropic", "claude-sonnet-4-5", usage, "warm-up");
    expect(lastLine(session)).toMatchObject({ type: "usage", kind: "cache_warm", usage, note: "warm-up" });
    expect(session.context()).toEqual(before);
    session.close();
  });

  it("a compaction keeps the system prompt replayed into one message, sent before the summary", () => {
    const session = newSession(join(tempDir(), "s.jsonl"));
    session.appendMessage({
      role: "system",
      content: "You code.",
      toolsAdded: [{ name: "read" }],
      timestamp: 5,
    } as never);
    const u1 = session.appendMessage(user("one"));
    session.appendMessage({ role: "system", content: "", sections: { style: "terse" }, timestamp: 6 } as never);
    session.appendMessage(assistant("two"));
    const compaction = session.appendCompaction("they began", u1, 100, undefined, undefined, usage);
    const entry = lastLine(session);
    expect(entry.systemMessage).toEqual({
      role: "system",
      content: "You code.",
      sections: { style: "terse" },
      toolsAdded: [{ name: "read" }],
      timestamp: Date.parse(entry.timestamp),
    });
    expect(entry.usage).toEqual(usage);
    expect(session.context().messages.map((m) => m.role as string)).toEqual([
      "system",
      "compactionSummary",
      "user",
      "assistant",
    ]);
    // A second compaction replays the first one's system message.
    session.appendCompaction("again", null, 50);
    expect(lastLine(session).systemMessage.content).toBe("You code.");
    expect(lastLine(session).firstKeptEntryId).toBe(lastLine(session).id); // null: keep nothing
    expect(session.context().messages.map((m) => m.role as string)).toEqual(["system", "compactionSummary"]);
    expect(compaction).not.toBe(lastLine(session).id);
    session.close();
  });

  it("a compaction without system messages writes none", () => {
    const { session, ids } = withSecret();
    session.appendCompaction("s", ids.a2!, 10);
    expect(lastLine(session)).not.toHaveProperty("systemMessage");
    session.close();
  });

  it("a branch summary's fromId is the leaf it left", () => {
    const { session, ids } = withSecret();
    session.appendBranchSummary(ids.a1!, "tried reading .env");
    expect(lastLine(session)).toMatchObject({ parentId: ids.a1, fromId: ids.a2 });
    session.close();
  });
});
