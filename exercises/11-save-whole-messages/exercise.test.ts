/**
 * Grading tests for exercise 11. One describe block per part of the starter's
 * TODOs; `npm run exercise -- 11` prints PASS or FAIL for each.
 *
 * Runs are real: the kit's runAgent with the scripted model and the teaching
 * tools on the sample workspace (read only). The session is a real file in a
 * temporary folder, read back as a resumed session would read it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type AgentEvent,
  type AgentMessage,
  createScriptedModel,
  createTeachingTools,
  runAgent,
  runLanguage,
  type ScriptedReply,
  sampleWorkspaceDir,
  type Tool,
  toProviderMessages,
  userMessage,
} from "@kit/agent-loop";
import { loadSession, Session } from "@kit/session-core";
import { afterAll, describe, expect, it } from "vitest";
import { clock } from "../support/entries.ts";
import type * as Exercise from "./starter.ts";

const implementation = process.env.EXERCISE_IMPL ?? "./starter.ts";
const { saveRun } = (await import(implementation)) as typeof Exercise;

const folder = mkdtempSync(join(tmpdir(), "kit-exercise-11-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;

/** The roles of `messages` in order, as one line: "user assistant toolResult". */
const roles = (messages: AgentMessage[]) => messages.map((message) => message.role).join(" ");
const tools: Tool[] = [
  ...createTeachingTools({ workspace: sampleWorkspaceDir, language: runLanguage() }).filter(
    (tool) => tool.name !== "write_file",
  ),
  {
    name: "flaky",
    description: "Always fails.",
    parameters: { type: "object", properties: {} } as Tool["parameters"],
    execute: async () => {
      throw new Error("the disk is full");
    },
  },
];

/** A run of the scripted model playing `replies`, with the teaching tools. */
function run(replies: ScriptedReply[], maxTurns = 10): AsyncGenerator<AgentEvent> {
  const now = clock();
  const model = createScriptedModel({ replies, now });
  return runAgent({
    model,
    systemPrompt: "Be brief.",
    tools,
    prompt: userMessage("What is in the workspace?", now()),
    maxTurns,
    now,
  });
}

/** Saves a run into a new session file, then reads the file back as a resume would. */
async function saveAndReopen(events: AsyncIterable<AgentEvent>) {
  const path = join(folder, `session-${++files}.jsonl`);
  const session = Session.create(path, { cwd: folder });
  const added: AgentMessage[] = [];
  let error: unknown;
  let saved: Exercise.SavedRun | undefined;
  try {
    saved = await saveRun(
      (async function* () {
        for await (const event of events) {
          if (event.type === "agent_end") added.push(...event.messages);
          yield event;
        }
      })(),
      session,
    );
  } catch (caught) {
    error = caught;
  } finally {
    session.close();
  }
  const loaded = loadSession(path);
  const resumed = Session.open(path);
  const messages = resumed.context().messages;
  resumed.close();
  return { path, saved, error, added, messages, entries: [...loaded.tree.entries] };
}

const withTools: ScriptedReply[] = [
  { thinking: "List first.", text: "Let me look.", toolCalls: [{ name: "list_files", arguments: {} }] },
  { toolCalls: [{ name: "read_file", arguments: { path: "agent-loop.md" } }] },
  { text: "Two files; one explains the loop." },
];

describe("part 1: every message, whole, at its message_end", () => {
  it("saves the prompt, each reply, each tool result: a resumed session is sent what the run added", async () => {
    const { messages, added, saved } = await saveAndReopen(run(withTools));
    expect(roles(messages)).toBe("user assistant toolResult assistant toolResult assistant");
    expect(messages).toEqual(added);
    expect(saved?.entryIds).toHaveLength(6);
  });

  it("keeps what the text alone would lose: tool calls, thinking, usage, a result's details", async () => {
    const { messages } = await saveAndReopen(run(withTools));
    const first = messages[1]!;
    expect(first.role === "assistant" && first.content.map((block) => block.type)).toEqual([
      "thinking",
      "text",
      "toolCall",
    ]);
    expect(first.role === "assistant" && first.usage.totalTokens).toBeGreaterThan(0);
    const read = messages[4]!;
    expect(read.role === "toolResult" && read.details).toEqual({ path: "agent-loop.md", lines: 11 });
  });

  it("writes one entry per message, each a child of the one before, and never a half-written reply", async () => {
    const { entries, saved } = await saveAndReopen(run(withTools));
    expect(entries.map((entry) => entry.type)).toEqual(Array(6).fill("message"));
    expect(entries.map((entry) => entry.id)).toEqual(saved?.entryIds);
    expect(entries.map((entry) => entry.parentId)).toEqual([null, ...entries.slice(0, -1).map((entry) => entry.id)]);
  });
});

describe("part 2: errors are messages too", () => {
  it("saves a tool that failed as its error result, so the model still knows after a resume", async () => {
    const { messages } = await saveAndReopen(
      run([{ toolCalls: [{ name: "flaky", arguments: {} }] }, { text: "The tool failed; I stop here." }]),
    );
    const result = messages[2]!;
    expect(
      result.role === "toolResult" && result.isError,
      `expected a toolResult with isError true (the failed tool's result, saved whole); got ${JSON.stringify(result)}`,
    ).toBe(true);
    expect(JSON.stringify(result)).toContain("the disk is full");
  });

  it("saves a reply that failed, with its errorMessage, and records the reason the run ended", async () => {
    const { messages, saved } = await saveAndReopen(run([{ text: "Half an ans", error: "connection reset" }]));
    expect(roles(messages)).toBe("user assistant");
    expect(messages[1]).toMatchObject({ stopReason: "error", errorMessage: "connection reset" });
    expect(saved?.reason).toBe("error");
  });

  it("saves the turn-limit notice, and every call of the last reply with its result", async () => {
    const again: ScriptedReply = { toolCalls: [{ name: "list_files", arguments: {} }] };
    const { messages, saved } = await saveAndReopen(run([again, again], 2));
    expect(roles(messages)).toBe("user assistant toolResult assistant toolResult assistant");
    expect(messages.at(-1)).toMatchObject({ role: "assistant", stopReason: "error" });
    expect(saved?.reason).toBe("turn_limit");
    // The resumed context can be sent: no call without its result, so no stand-in is needed.
    expect(JSON.stringify(toProviderMessages(messages))).not.toContain("no result was recorded");
  });
});

describe("part 3: as each message ends, and before anyone is told", () => {
  /** The run, after `count` message_end events and the first piece of the next reply: then the process dies. */
  async function* dies(events: AsyncIterable<AgentEvent>, count: number): AsyncGenerator<AgentEvent> {
    let ended = 0;
    for await (const event of events) {
      yield event;
      if (event.type === "message_end") ended++;
      if (ended === count && event.type === "message_update") throw new Error("killed");
    }
  }

  it("keeps every message that ended before a run died, and lets the error through", async () => {
    const { messages, error, added } = await saveAndReopen(dies(run(withTools), 3));
    expect(added, "the run never reached agent_end").toEqual([]);
    // The second reply had begun (one piece streamed): half a reply is not a message.
    expect(messages.map((m) => m.role).join(" "), "what a resume finds").toBe("user assistant toolResult");
    expect((error as Error | undefined)?.message, "saveRun must not swallow the error").toBe("killed");
  });

  it("saves a message before it announces it: a listener can always read it from the file", async () => {
    const path = join(folder, `session-${++files}.jsonl`);
    const session = Session.create(path, { cwd: folder });
    const seen: string[] = [];
    try {
      await saveRun(run(withTools), session, (event) => {
        if (event.type !== "message_end") return;
        const inFile = loadSession(path).tree.size;
        seen.push(`${event.message.role} announced: ${inFile} in the file`);
      });
    } finally {
      session.close();
    }
    const expected = ["user", "assistant", "toolResult", "assistant", "toolResult", "assistant"].map(
      (role, i) => `${role} announced: ${i + 1} in the file`,
    );
    expect(seen.join("; ")).toBe(expected.join("; "));
  });

  it("announces every event of the run, in order, once", async () => {
    const events: AgentEvent[] = [];
    for await (const event of run(withTools)) events.push(event);
    const announced: string[] = [];
    const session = Session.create(join(folder, `session-${++files}.jsonl`), { cwd: folder });
    try {
      await saveRun(run(withTools), session, (event) => announced.push(event.type));
    } finally {
      session.close();
    }
    expect(announced.join(" ")).toBe(events.map((event) => event.type).join(" "));
  });
});
