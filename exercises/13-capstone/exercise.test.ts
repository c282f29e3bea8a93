/**
 * Grading tests for exercise 13, the capstone. One describe block per part of
 * the starter's TODOs; `npm run exercise -- 13` prints PASS or FAIL for each.
 *
 * The model is scripted and reacts to what it is sent: asked to list, it calls
 * list_files; given a tool result, it reports it; otherwise it says which
 * questions it can see. Every request is recorded, so the tests check what the
 * agent sent as well as what it wrote. Each test has its own session file in a
 * temporary folder, read back with the kit's loader.
 *
 * The agent is built from the learner's own answers to exercises 03, 07, 11
 * and 12 (the starter imports them), so this exercise passes once those do and
 * the pieces are put together.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createScriptedModel,
  createTeachingTools,
  type ModelRequest,
  runLanguage,
  type ScriptedReply,
  sampleWorkspaceDir,
  textOf,
} from "@kit/agent-loop";
import { buildContext, loadSession } from "@kit/session-core";
import { afterAll, describe, expect, it } from "vitest";
import type * as Exercise from "./starter.ts";

const implementation = process.env.EXERCISE_IMPL ?? "./starter.ts";
const { MemoryAgent } = (await import(implementation)) as typeof Exercise;

const folder = mkdtempSync(join(tmpdir(), "kit-exercise-13-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;

const tools = createTeachingTools({ workspace: sampleWorkspaceDir, language: runLanguage() }).filter(
  (tool) => tool.name !== "write_file",
);

/** The questions (user texts) in a request, oldest first. */
const questionsIn = (request: ModelRequest) =>
  request.messages.flatMap((m) => (m.role === "user" ? [textOf(m.content)] : []));

function classroom() {
  const file = join(folder, `agent-${++files}.jsonl`);
  const requests: ModelRequest[] = [];
  let tick = 0;
  const now = () => Date.UTC(2026, 0, 1, 9, 0, 0) + 1000 * tick++;
  const model = createScriptedModel({
    now,
    replies: (request): ScriptedReply => {
      requests.push(request);
      const last = request.messages.at(-1);
      if (last?.role === "toolResult") return { text: `The tool said: ${textOf(last.content).split("\n")[0]}` };
      const question = last?.role === "user" ? textOf(last.content) : "";
      if (/list/i.test(question)) return { toolCalls: [{ name: "list_files", arguments: {} }] };
      return { text: `I can see: ${questionsIn(request).join(" | ")}` };
    },
  });
  const summarise = (messages: { role: string }[]) => `SUMMARY of ${messages.length} messages`;
  const start = (contextBudget?: number) =>
    MemoryAgent.start({ file, model, tools, systemPrompt: "Be brief.", now, contextBudget, summarise });
  return { file, requests, start };
}

/** The entries of the file, as the kit reads it. */
const fileEntries = (file: string) => loadSession(file);

describe("part 1: a conversation, remembered in a file", () => {
  it("creates the file at the first start, with pi's header, and answers", async () => {
    const { file, start } = classroom();
    const agent = start();
    try {
      const { reason, entryIds } = await agent.prompt("Hello.");
      expect(reason).toBe("done");
      expect(entryIds).toHaveLength(2);
      const loaded = fileEntries(file);
      expect(loaded.header).toMatchObject({ type: "session", version: 3 });
      expect(loaded.problems).toEqual([]);
      expect([...loaded.tree.entries].map((entry) => entry.id)).toEqual(entryIds);
    } finally {
      agent.close();
    }
  });

  it("runs the tools and saves every message: the prompt, the call, the result, the answer", async () => {
    const { file, start } = classroom();
    const agent = start();
    try {
      const { entryIds } = await agent.prompt("List the files.");
      const roles = [...fileEntries(file).tree.entries].map((entry) =>
        entry.type === "message" ? (entry as { message: { role: string } }).message.role : entry.type,
      );
      expect(roles.join(" | ")).toBe("user | assistant | toolResult | assistant");
      expect(entryIds).toHaveLength(4);
      expect(agent.leafId).toBe(entryIds.at(-1));
    } finally {
      agent.close();
    }
  });

  it("sends the model the whole conversation so far on the next prompt", async () => {
    const { requests, start } = classroom();
    const agent = start();
    try {
      await agent.prompt("List the files.");
      await agent.prompt("Which one is about the loop?");
      const last = requests.at(-1)!;
      expect(last.systemPrompt).toBe("Be brief.");
      expect(last.messages.map((m) => m.role).join(" | ")).toBe("user | assistant | toolResult | assistant | user");
      expect(last.tools.map((tool) => tool.name)).toEqual(["list_files", "read_file"]);
    } finally {
      agent.close();
    }
  });
});

describe("part 2: branches, and rewriting a question", () => {
  it("switches back to an earlier answer and continues from there, the first branch kept", async () => {
    const { file, requests, start } = classroom();
    const agent = start();
    try {
      const first = await agent.prompt("I want to build an agent.");
      await agent.prompt("Plan A");
      agent.switchBranch(first.entryIds[1]!);
      await agent.prompt("Plan B");
      expect(questionsIn(requests.at(-1)!), "the model is sent the path, not the file").toEqual([
        "I want to build an agent.",
        "Plan B",
      ]);
      expect(agent.questions().join(" | ")).toBe("I want to build an agent. | Plan B");
      const texts = [...fileEntries(file).tree.entries].flatMap((entry) =>
        entry.type === "message" ? [textOf((entry as { message: { content: string } }).message.content)] : [],
      );
      expect(texts, "Plan A is still in the file").toContain("Plan A");
    } finally {
      agent.close();
    }
  });

  it("rewrites a question as pi's /tree does: the new one is a sibling, the old one is not sent", async () => {
    const { file, requests, start } = classroom();
    const agent = start();
    try {
      await agent.prompt("I want to build an agent.");
      const planA = await agent.prompt("Plan A");
      await agent.rewrite(planA.entryIds[0]!, "Plan B");
      expect(questionsIn(requests.at(-1)!).join(" | ")).toBe("I want to build an agent. | Plan B");
      const tree = fileEntries(file).tree;
      const planB = [...tree.entries].find(
        (entry) =>
          entry.type === "message" && textOf((entry as { message: { content: string } }).message.content) === "Plan B",
      )!;
      expect(planB.parentId, "Plan B is a sibling of Plan A").toBe(tree.get(planA.entryIds[0]!)!.parentId);
    } finally {
      agent.close();
    }
  });

  it("refuses to rewrite what is not a user message, naming it", async () => {
    const { start } = classroom();
    const agent = start();
    try {
      const { entryIds } = await agent.prompt("Hello.");
      await expect(agent.rewrite(entryIds[1]!, "x")).rejects.toThrow(entryIds[1]!);
      await expect(agent.rewrite("no-such-entry", "x")).rejects.toThrow("no-such-entry");
    } finally {
      agent.close();
    }
  });
});

describe("part 3: leave, come back, go on", () => {
  it("resumes where it was left: same leaf, and the model is sent the history, tool results included", async () => {
    const { requests, start } = classroom();
    const first = start();
    await first.prompt("List the files.");
    const leaf = first.leafId;
    first.close();

    const again = start();
    try {
      expect(again.leafId, "the leaf after a restart").toBe(leaf);
      await again.prompt("Thanks. What did you see?");
      expect(requests.at(-1)!.messages.map((m) => m.role)).toEqual([
        "user",
        "assistant",
        "toolResult",
        "assistant",
        "user",
      ]);
    } finally {
      again.close();
    }
  });

  it("resumes on the branch it was switched to, not on the last message written", async () => {
    const { requests, start } = classroom();
    const first = start();
    const hello = await first.prompt("I want to build an agent.");
    await first.prompt("Plan A");
    first.switchBranch(hello.entryIds[1]!);
    first.close();

    const again = start();
    try {
      expect(again.leafId, "the leaf after a restart").toBe(hello.entryIds[1]);
      await again.prompt("Plan B");
      expect(questionsIn(requests.at(-1)!).join(" | ")).toBe("I want to build an agent. | Plan B");
    } finally {
      again.close();
    }
  });

  it("survives three restarts with a branch switch and a rewrite between them", async () => {
    const { start } = classroom();
    let agent = start();
    const hello = await agent.prompt("I want to build an agent.");
    const planA = await agent.prompt("Plan A");
    agent.close();
    agent = start();
    await agent.rewrite(planA.entryIds[0]!, "Plan B");
    agent.close();
    agent = start();
    agent.switchBranch(planA.entryIds[1]!);
    agent.close();
    agent = start();
    try {
      expect(agent.questions().join(" | ")).toBe("I want to build an agent. | Plan A");
      agent.switchBranch(hello.entryIds[0]!);
      expect(agent.questions().join(" | ")).toBe("I want to build an agent.");
    } finally {
      agent.close();
    }
  });
});

describe("part 4: compact on resume when the context is over the budget", () => {
  /** A session long enough to be over a small budget: two questions, a tool call, its result, answers. */
  async function longSession(start: (budget?: number) => ReturnType<typeof MemoryAgent.start>) {
    const agent = start();
    await agent.prompt("List the files.");
    const last = await agent.prompt("Which one is about the loop?");
    agent.close();
    return last;
  }

  it("is sent the summary, then the newest question and what follows, once resumed over the budget", async () => {
    const { requests, start } = classroom();
    const last = await longSession(start);
    const agent = start(20);
    try {
      await agent.prompt("Go on.");
      const sent = requests.at(-1)!.messages;
      expect(sent.map((m) => m.role).join(" | "), "the context after compacting on resume").toBe(
        "compactionSummary | user | assistant | user",
      );
      expect(sent[0], "the summary covers the four messages before the newest question").toMatchObject({
        summary: "SUMMARY of 4 messages",
      });
      expect(questionsIn(requests.at(-1)!)).toEqual(["Which one is about the loop?", "Go on."]);
      expect(
        agent.entries().some((entry) => entry.id === last.entryIds[0]),
        "nothing is deleted",
      ).toBe(true);
    } finally {
      agent.close();
    }
  });

  it("writes a compaction entry that pi and the kit read as the same context", async () => {
    const { file, start } = classroom();
    const last = await longSession(start);
    const agent = start(20);
    const mine = agent.context();
    agent.close();
    const loaded = fileEntries(file);
    expect(loaded.problems, "the kit reads the file without a problem").toEqual([]);
    const compactions = [...loaded.tree.entries].filter((entry) => entry.type === "compaction");
    expect(compactions, "one compaction entry").toHaveLength(1);
    const compaction = compactions[0] as { summary: string; firstKeptEntryId: string; tokensBefore: number };
    expect(compaction.firstKeptEntryId, "kept from the newest question").toBe(last.entryIds[0]);
    expect(compaction.summary).toBe("SUMMARY of 4 messages");
    expect(compaction.tokensBefore, "tokensBefore: the context's tokens before compacting").toBeGreaterThan(20);
    const kits = buildContext(loaded.tree.pathToRoot(loaded.tree.leafId)).messages;
    expect(
      mine.map((m) => m.role),
      "your context and the kit's, at the same leaf",
    ).toEqual(kits.map((m) => m.role));
    expect(JSON.stringify(mine)).toBe(JSON.stringify(kits));
  });

  it("leaves a context within the budget alone, and does not compact the same context twice", async () => {
    const { file, start } = classroom();
    await longSession(start);
    start(10_000).close();
    expect(
      [...fileEntries(file).tree.entries].filter((entry) => entry.type === "compaction"),
      "within budget",
    ).toEqual([]);
    start(20).close();
    start(20).close();
    const compactions = [...fileEntries(file).tree.entries].filter((entry) => entry.type === "compaction");
    expect(compactions, "a second resume over the budget finds the same cut already made").toHaveLength(1);
  });
});
