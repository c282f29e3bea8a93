import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  type AgentMessage,
  createScriptedModel,
  createTeachingModel,
  createTeachingTools,
  type Model,
  type ModelRequest,
  runAgent,
  userMessage,
} from "@kit/agent-loop";
import { loadSession, type Session } from "@kit/session-core";
import { describe, expect, it } from "vitest";
import { messagesOfEntries } from "../src/cut-point.ts";
import {
  CompactionError,
  compact,
  compactBetweenTurns,
  compactIfNeeded,
  compactionSettings,
  estimateContextTokens,
  planCompaction,
} from "../src/index.ts";
import { sumOfEstimates } from "../src/tokens.ts";
import {
  assistant,
  entryOf,
  failingModel,
  newSession,
  problemsIn,
  promptOf,
  sized,
  taggingModel,
  tempDir,
  textOfMessage,
  toolResult,
  user,
} from "./helpers.ts";
import { expectPiReads } from "./pi-oracle.ts";

const settings = compactionSettings({ contextWindow: 2_000, reserveTokens: 500, keepRecentTokens: 300 });

/** Turns of a user question, a read_file call, its result and an answer; tags m<n> number every message. */
function appendTurns(session: Session, from: number, turns: number): number {
  let n = from;
  for (let t = 0; t < turns; t++) {
    const id = `call_${n}`;
    session.appendMessage(user(sized(`m${n++} question`, 30)));
    session.appendMessage(
      assistant(`m${n++} reading`, { toolCalls: [{ id, name: "read_file", arguments: { path: `file${t % 3}.md` } }] }),
    );
    session.appendMessage(toolResult(id, "read_file", sized(`m${n++} contents`, 80)));
    session.appendMessage(assistant(sized(`m${n++} answer`, 30)));
  }
  return n;
}

function estimateOf(messages: AgentMessage[]): number {
  return sumOfEstimates(messages);
}

describe("compact", () => {
  it("appends a compaction entry at the leaf; the context shrinks and the file keeps every message", async () => {
    const session = newSession();
    appendTurns(session, 0, 6);
    const before = session.context().messages;
    const leafBefore = session.leafId;
    const linesBefore = readFileSync(session.path, "utf8").trim().split("\n").length;

    const result = await compact(session, createTeachingModel({ now: () => 0 }), settings);

    const entry = entryOf(session, result.entryId, "compaction");
    expect(entry).toMatchObject({
      type: "compaction",
      parentId: leafBefore,
      firstKeptEntryId: result.firstKeptEntryId,
      tokensBefore: result.tokensBefore,
    });
    expect(session.leafId).toBe(result.entryId);
    expect(result.tokensBefore).toBe(estimateContextTokens(session.tree.pathToRoot(leafBefore)).tokens);

    const after = session.context().messages;
    expect(estimateOf(after)).toBeLessThan(estimateOf(before));
    expect(result.tokensAfter).toBe(estimateOf(after));
    expect(after[0]).toMatchObject({ role: "compactionSummary", summary: result.summary });
    // The summary is the teaching model's structured checkpoint, with the files appended.
    expect(result.summary).toContain("## Goal");
    expect(result.summary).toContain("<read-files>");

    // Append-only: one more line, and every earlier line is unchanged.
    const lines = readFileSync(session.path, "utf8").trim().split("\n");
    expect(lines).toHaveLength(linesBefore + 1);
    expect([...loadSession(session.path).tree.entries].filter((e) => e.type === "message")).toHaveLength(24);
  });

  it("keeps a tool call and its result together: every kept result has its call kept, whatever the budget", () => {
    const session = newSession();
    const n = appendTurns(session, 0, 6);
    // A reply with two calls: a cut between its two results would keep the second result without its call.
    session.appendMessage(user(sized(`m${n} question`, 30)));
    const calls = ["call_x", "call_y"].map((id) => ({ id, name: "read_file", arguments: { path: `${id}.md` } }));
    const twoCalls = session.appendMessage(assistant(`m${n + 1} reading two`, { toolCalls: calls }));
    session.appendMessage(toolResult("call_x", "read_file", sized(`m${n + 2} contents`, 80)));
    session.appendMessage(toolResult("call_y", "read_file", sized(`m${n + 3} contents`, 80)));
    session.appendMessage(assistant(sized(`m${n + 4} answer`, 30)));
    const path = session.tree.pathToRoot();

    const cutPoints = new Set<string>();
    for (let keep = 10; keep <= 800; keep += 10) {
      const plan = planCompaction(path, keep);
      if (!plan) continue;
      cutPoints.add(plan.firstKeptEntryId);
      const kept = messagesOfEntries(path.slice(path.findIndex((entry) => entry.id === plan.firstKeptEntryId)));
      const keptCalls = new Set(
        kept.flatMap((m) =>
          m.role === "assistant" ? m.content.flatMap((b) => (b.type === "toolCall" ? [b.id] : [])) : [],
        ),
      );
      const orphans = kept.flatMap((m) =>
        m.role === "toolResult" && !keptCalls.has(m.toolCallId) ? [m.toolCallId] : [],
      );
      expect(orphans, `results kept without their call at keepRecentTokens ${keep}`).toEqual([]);
      expect(kept[0]?.role, `first kept message at keepRecentTokens ${keep}`).not.toBe("toolResult");
    }
    // The budgets move the cut across many places, the two-call reply among them (a split turn).
    expect(cutPoints.size).toBeGreaterThanOrEqual(8);
    expect(cutPoints).toContain(twoCalls);
  });

  it("writes a file that pi reads with the same context, and that session-core finds nothing wrong with", async () => {
    const session = newSession();
    appendTurns(session, 0, 6);
    await compact(session, createTeachingModel({ now: () => 0 }), settings);
    appendTurns(session, 100, 2);
    await compact(session, createTeachingModel({ now: () => 0 }), settings);

    expectPiReads(session.path, session.context().messages, session.leafId);
    expect(problemsIn(session.path)).toEqual([]);
  });

  it("fails with a clear error and appends nothing when the model fails", async () => {
    const session = newSession();
    appendTurns(session, 0, 6);
    const size = statSync(session.path).size;
    const leaf = session.leafId;

    const error = await compact(session, failingModel("HTTP 500 from the provider"), settings).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CompactionError);
    expect((error as CompactionError).problem).toMatchObject({
      kind: "summary-failed",
      summary: { kind: "summary-failed", model: expect.stringMatching(/failing/), why: "HTTP 500 from the provider" },
    });
    expect(statSync(session.path).size).toBe(size);
    expect(session.leafId).toBe(leaf);
  });

  it("says there is nothing to compact when everything fits in keepRecentTokens", async () => {
    const session = newSession();
    appendTurns(session, 0, 1);
    await expect(compact(session, taggingModel(), settings)).rejects.toMatchObject({
      problem: { kind: "nothing-to-compact", keepRecentTokens: 300 },
    });
  });

  it("refuses to append when the session moved on while the summary was written", async () => {
    const session = newSession();
    appendTurns(session, 0, 6);
    const slow = createScriptedModel({
      replies: () => {
        session.appendMessage(user("m99 typed while the summary was being written"));
        return { text: "summary" };
      },
    });
    await expect(compact(session, slow, settings)).rejects.toMatchObject({ problem: { kind: "moved-on" } });
    expect([...session.tree.entries].some((e) => e.type === "compaction")).toBe(false);
  });

  it("passes the user's instructions and, the second time, the previous summary with the update prompt", async () => {
    const session = newSession();
    appendTurns(session, 0, 6);
    const calls: ModelRequest[] = [];
    const model = taggingModel(calls);
    await compact(session, model, settings, { instructions: "keep the file names" });
    appendTurns(session, 24, 3);
    await compact(session, model, settings);

    expect(promptOf(calls[0]!)).toContain("pay special attention to: keep the file names");
    expect(promptOf(calls[0]!)).not.toContain("<previous-summary>");
    const second = promptOf(calls.at(-1)!);
    expect(second).toMatch(/<previous-summary>\ntags: m0 /);
    expect(second).toContain("NEW messages");
  });
});

describe("context edits (pi 1.6.0)", () => {
  it("summarises a redacted tool result as the model sees it: the secret never reaches the summariser", async () => {
    const session = newSession();
    session.appendMessage(user(sized("m0 read the .env", 30)));
    session.appendMessage(
      assistant("m1 reading", { toolCalls: [{ id: "k", name: "read_file", arguments: { path: ".env" } }] }),
    );
    const secret = session.appendMessage(toolResult("k", "read_file", sized("m2 API_KEY=sk-secret", 80)));
    session.appendMessage(assistant(sized("m3 it holds a key", 30)));
    session.appendContextEdit(secret, { content: "m2 API_KEY=[redacted]" });
    appendTurns(session, 4, 5);
    const calls: ModelRequest[] = [];
    const result = await compact(session, taggingModel(calls), settings);

    expect(entryOf(session, result.entryId, "compaction").firstKeptEntryId).not.toBe(secret);
    expect(promptOf(calls[0]!)).toContain("API_KEY=[redacted]");
    expect(promptOf(calls[0]!)).not.toContain("sk-secret");
    expect(JSON.stringify(session.context())).not.toContain("sk-secret");
  });

  it("keeps the system prompt of a pi 1.6.0 session: sent before the summary, counted in the estimate", async () => {
    const session = newSession();
    session.appendMessage({
      role: "system",
      content: sized("You are a careful assistant.", 40),
      timestamp: 0,
    } as never);
    appendTurns(session, 0, 6);
    const before = estimateContextTokens(session.tree.pathToRoot(session.leafId));
    expect(Number.isFinite(before.tokens)).toBe(true);
    const result = await compact(session, taggingModel(), settings);
    const entry = entryOf(session, result.entryId, "compaction");
    expect(entry.systemMessage?.content).toContain("You are a careful assistant.");
    const roles = session.context().messages.map((m) => m.role as string);
    expect(roles.slice(0, 2)).toEqual(["system", "compactionSummary"]);
    expect(roles.filter((role) => role === "system")).toHaveLength(1);
    expect(Number.isFinite(result.tokensAfter)).toBe(true);
  });

  it("leaves out of a summary a message an edit left out", async () => {
    const session = newSession();
    const question = session.appendMessage(user(sized("m0 the password is hunter2", 30)));
    session.appendMessage(assistant(sized("m1 noted", 30)));
    session.appendContextEdit(question, null);
    appendTurns(session, 2, 5);
    const calls: ModelRequest[] = [];
    await compact(session, taggingModel(calls), settings);
    expect(promptOf(calls[0]!)).toContain("m1 noted");
    expect(promptOf(calls[0]!)).not.toContain("hunter2");
  });
});

describe("repeated compaction", () => {
  it("three compactions in a row lose nothing: every message is in the context or in the summary", async () => {
    const session = newSession();
    const model = taggingModel();
    let n = appendTurns(session, 0, 6);
    const results = [];
    for (let round = 0; round < 3; round++) {
      results.push(await compact(session, model, settings));
      n = appendTurns(session, n, 3);
    }
    results.push(await compact(session, model, settings));

    const context = session.context().messages;
    const summary = (context[0] as { summary: string }).summary;
    const inContext = context.slice(1).map(textOfMessage).join(" ");
    for (let i = 0; i < n; i++) {
      const tag = new RegExp(`\\bm${i}\\b`);
      expect(tag.test(summary) || tag.test(inContext), `message m${i} is lost`).toBe(true);
    }
    // Each compaction's kept part starts later on the path than the one before.
    const path = session.tree.pathToRoot().map((e) => e.id);
    const keptAt = results.map((r) => path.indexOf(r.firstKeptEntryId));
    expect(keptAt).toEqual([...keptAt].sort((a, b) => a - b));
    expect(new Set(keptAt).size).toBe(4);
    expectPiReads(session.path, context);
  });

  it("carries the files read and modified from one compaction to the next", async () => {
    const session = newSession();
    appendTurns(session, 0, 6); // read_file of file0.md, file1.md, file2.md
    session.appendMessage(user(sized("m30 edit", 30)));
    session.appendMessage(
      assistant("", {
        toolCalls: [
          { id: "w", name: "write_file", arguments: { path: "notes/plan.md", content: "..." } },
          { id: "e", name: "edit", arguments: { path: "file0.md" } },
          { id: "r", name: "read", arguments: { path: "pi-read.md" } },
        ],
      }),
    );
    session.appendMessage(toolResult("w", "write_file", "ok"));
    session.appendMessage(toolResult("e", "edit", "ok"));
    session.appendMessage(toolResult("r", "read", sized("m35 pi read", 10)));
    appendTurns(session, 40, 5);
    const first = await compact(session, taggingModel(), settings);
    expect(first.details).toEqual({
      readFiles: ["file1.md", "file2.md", "pi-read.md"],
      modifiedFiles: ["file0.md", "notes/plan.md"],
    });

    appendTurns(session, 100, 1);
    session.appendMessage(user(sized("m200 one more", 30)));
    session.appendMessage(
      assistant("", { toolCalls: [{ id: "z", name: "read_file", arguments: { path: "later.md" } }] }),
    );
    session.appendMessage(toolResult("z", "read_file", sized("m202", 200)));
    session.appendMessage(assistant(sized("m203", 200)));
    const second = await compact(session, taggingModel(), settings);
    expect(second.details.readFiles).toEqual(expect.arrayContaining(["file1.md", "file2.md", "pi-read.md"]));
    expect(second.details.modifiedFiles).toEqual(["file0.md", "notes/plan.md"]);
    expect(second.summary.match(/<modified-files>/g)).toHaveLength(1);
  });

  it("does not trust the stale usage of kept messages right after a compaction", async () => {
    const session = newSession();
    appendTurns(session, 0, 5);
    session.appendMessage(user(sized("m50", 30)));
    session.appendMessage(assistant(sized("m51 big context", 30), { totalTokens: 1_900 }));
    expect(estimateContextTokens(session.tree.pathToRoot()).fromUsage).toBe(1_900);

    await compact(session, taggingModel(), compactionSettings({ ...settings, keepRecentTokens: 200 }));
    const size = estimateContextTokens(session.tree.pathToRoot());
    expect(size.fromUsage).toBe(0);
    expect(size.tokens).toBe(sumOfEstimates(session.context().messages));
    expect(await compactIfNeeded(session, taggingModel(), settings)).toBeUndefined();
  });
});

describe("compactIfNeeded between turns", () => {
  it("does nothing under the threshold or when auto-compaction is off", async () => {
    const session = newSession();
    appendTurns(session, 0, 2);
    expect(await compactIfNeeded(session, taggingModel(), settings)).toBeUndefined();
    appendTurns(session, 8, 10);
    expect(await compactIfNeeded(session, taggingModel(), { ...settings, enabled: false })).toBeUndefined();
    expect(await compactIfNeeded(session, taggingModel(), settings)).toMatchObject({ entryId: session.leafId });
  });

  it("compacts a long chain of tool calls inside one run, before it overflows", async () => {
    const session = newSession();
    const reads = 20;
    // The agent reads one long file after another (call_1 ... call_20) and then answers;
    // the summary requests are answered by the teaching model's summary rule.
    const workspace = tempDir();
    mkdirSync(join(workspace, "notes"));
    for (let i = 1; i <= reads; i++)
      writeFileSync(
        join(workspace, "notes", `part-${i}.md`),
        `# Part ${i}\n\n${"A long line of notes. ".repeat(28)}\n`,
      );
    let call = 0;
    const agent = createScriptedModel({
      now: () => 0,
      replies: (request) => {
        if (promptOf(request).includes("<conversation>")) return { text: "## Goal\n- read every part of the notes" };
        call += 1;
        return call <= reads
          ? { toolCalls: [{ name: "read_file", arguments: { path: `notes/part-${call}.md` } }] }
          : { text: "done reading" };
      },
    });
    const compactions: string[] = [];
    const hook = compactBetweenTurns(session, agent, settings, { onCompaction: (r) => compactions.push(r.entryId) });
    const sentSizes: number[] = [];
    const observing: Model = {
      provider: agent.provider,
      id: agent.id,
      stream(request: ModelRequest) {
        sentSizes.push(sumOfEstimates(request.messages));
        return agent.stream(request);
      },
    };
    for await (const event of runAgent({
      model: observing,
      systemPrompt: "You read files.",
      tools: createTeachingTools({ workspace }),
      context: session.context().messages,
      prompt: userMessage("Read every part of the notes.", 0),
      maxTurns: reads + 5,
      beforeNextTurn: hook,
      now: () => 0,
    })) {
      if (event.type === "message_end") session.appendMessage(event.message);
    }

    expect(compactions.length).toBeGreaterThanOrEqual(2);
    // No request was sent over the threshold.
    expect(Math.max(...sentSizes)).toBeLessThanOrEqual(settings.contextWindow - settings.reserveTokens);
    // The run ended with the final answer, and every message is still in the file.
    expect(session.context().messages.at(-1)).toMatchObject({
      role: "assistant",
      content: [{ type: "text", text: "done reading" }],
    });
    expect([...session.tree.entries].filter((e) => e.type === "message")).toHaveLength(1 + reads * 2 + 1);
    expectPiReads(session.path, session.context().messages);
    expect(problemsIn(session.path)).toEqual([]);
  });
});
