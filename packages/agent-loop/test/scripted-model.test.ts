import { describe, expect, it } from "vitest";
import {
  type AgentMessage,
  type AssistantMessage,
  createScriptedModel,
  createTeachingModel,
  createTeachingTools,
  type Model,
  type ModelEvent,
  type ModelRequest,
  sampleWorkspaceDir,
  teachingReply,
  toToolSpec,
  userMessage,
} from "../src/index.ts";
import { pieces } from "../src/scripted-model.ts";
import { assistant, toolResult } from "./helpers/messages.ts";
import { collect, fixedClock } from "./helpers/run.ts";

const tools = createTeachingTools({ workspace: sampleWorkspaceDir }).map(toToolSpec);

async function streamAll(model: Model, request: ModelRequest): Promise<ModelEvent[]> {
  const events: ModelEvent[] = [];
  for await (const event of model.stream(request)) events.push(event);
  return events;
}

function finalMessage(events: ModelEvent[]): AssistantMessage {
  const last = events.at(-1);
  if (last?.type !== "done" && last?.type !== "error") throw new Error("stream did not end");
  return last.message;
}

const ask = (text: string, extra: Partial<ModelRequest> = {}): ModelRequest => ({
  systemPrompt: "You are the teaching agent.",
  messages: [userMessage(text, 0)],
  tools,
  ...extra,
});

describe("the scripted model", () => {
  it("cuts text into word pieces that join back to the text", () => {
    expect(pieces("  Hello big wide world! ", 2)).toEqual(["  Hello ", "big wide ", "world! "]);
    expect(pieces("", 3)).toEqual([]);
  });

  it("counts two Chinese characters as a word, so a Chinese reply streams in pieces too", () => {
    expect(pieces("你好！我是离线的 README 模型", 3)).toEqual(["你好！我是", "离线的 README ", "模型"]);
    expect(pieces("你好！我是离线的 README 模型", 2).join("")).toBe("你好！我是离线的 README 模型");
  });

  it("streams thinking, text and tool calls, and ends with done", async () => {
    const model = createScriptedModel({
      now: () => 42,
      replies: [
        { thinking: "plan it", text: "Reading.", toolCalls: [{ name: "read_file", arguments: { path: "README.md" } }] },
      ],
    });
    const events = await streamAll(model, ask("x"));
    expect(events.map((e) => e.type)).toEqual([
      "start",
      "thinking_delta",
      "text_delta",
      "toolcall_start",
      "toolcall_delta",
      "toolcall_delta",
      "toolcall_end",
      "done",
    ]);
    expect(finalMessage(events)).toMatchObject({
      role: "assistant",
      api: "scripted",
      provider: "scripted",
      model: "scripted",
      stopReason: "toolUse",
      timestamp: 42,
      content: [
        { type: "thinking", thinking: "plan it" },
        { type: "text", text: "Reading." },
        { type: "toolCall", id: "call_1", name: "read_file", arguments: { path: "README.md" } },
      ],
    });
    expect(finalMessage(events).usage.input).toBeGreaterThan(0);
  });

  it("reports a script that has run out as an error reply, not an exception", async () => {
    const model = createScriptedModel({ replies: [{ text: "only one" }] });
    await streamAll(model, ask("a"));
    const second = finalMessage(await streamAll(model, ask("b")));
    expect(second.stopReason).toBe("error");
    expect(second.errorMessage).toBe("The script has no reply #2: it holds 1.");
  });

  it("ends with stopReason aborted when the signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const events = await streamAll(
      createScriptedModel({ replies: [{ text: "never said" }] }),
      ask("x", { signal: controller.signal }),
    );
    expect(events.map((e) => e.type)).toEqual(["start", "error"]);
    expect(finalMessage(events)).toMatchObject({ stopReason: "aborted", content: [] });
  });

  it("gives the same events on every run", async () => {
    const run = async () => {
      const now = fixedClock();
      const toolsFull = createTeachingTools({ workspace: sampleWorkspaceDir });
      return JSON.stringify(
        await collect({
          model: createTeachingModel({ now }),
          systemPrompt: "S",
          tools: toolsFull,
          prompt: userMessage("read README.md", now()),
          now,
        }),
      );
    };
    expect(await run()).toBe(await run());
  });
});

describe("the teaching behaviour", () => {
  const callOf = (request: ModelRequest) => teachingReply(request).toolCalls?.[0];

  it("calls the tool the user asks for", () => {
    expect(callOf(ask("Please list the files"))).toEqual({ name: "list_files", arguments: { path: "." } });
    expect(callOf(ask("what files are in notes/ ?"))).toEqual({ name: "list_files", arguments: { path: "notes/" } });
    expect(callOf(ask("read sessions.md"))).toEqual({ name: "read_file", arguments: { path: "sessions.md" } });
    expect(callOf(ask("Can you summarise notes/first-note.md?"))).toEqual({
      name: "read_file",
      arguments: { path: "notes/first-note.md" },
    });
    expect(callOf(ask("write a note"))?.name).toBe("write_file");
    expect(callOf(ask("write a note"))?.arguments.path).toBe("notes/note.md");
  });

  it("does not call a tool it was not given", () => {
    expect(teachingReply(ask("list the files", { tools: [] })).toolCalls).toBeUndefined();
  });

  it("answers questions about the loop, sessions and compaction", () => {
    expect(teachingReply(ask("How does the agent loop work?")).text).toMatch(/^Agent loop: The loop around a model/);
    expect(teachingReply(ask("what is a leaf in the session tree?")).text).toMatch(/^Session tree: /);
    expect(teachingReply(ask("why compaction?")).text).toMatch(/^Compaction: Appending a summary entry/);
    expect(teachingReply(ask("banana")).text).toMatch(/I am the scripted teaching model/);
  });

  it("answers a tool result from what the result says", () => {
    const messages: AgentMessage[] = [
      userMessage("read sessions.md", 0),
      assistant([{ type: "toolCall", id: "c1", name: "read_file", arguments: { path: "sessions.md" } }], "toolUse"),
      toolResult("c1", "read_file", "# Sessions\n\nA session is a file.\n- one\n- two"),
    ];
    expect(teachingReply({ systemPrompt: "", messages, tools }).text).toBe(
      'The file is titled "Sessions". It begins: "A session is a file." It has a list of 2 items.',
    );
    const failed = [...messages.slice(0, 2), toolResult("c1", "read_file", "Error: read_file failed: nope", true)];
    expect(teachingReply({ systemPrompt: "", messages: failed, tools }).text).toMatch(
      /^The read_file call failed: nope/,
    );
  });

  it("names the rule that fired in its thinking, when thinking is on", () => {
    expect(teachingReply(ask("hello", { thinkingLevel: "low" })).thinking).toBe('Rule "greet" matches this request.');
    expect(teachingReply(ask("hello", { thinkingLevel: "off" })).thinking).toBeUndefined();
  });
});

describe("the teaching summary", () => {
  const conversation: AgentMessage[] = [
    userMessage("Read README.md and keep answers short. Never touch sessions.md.", 0),
    assistant(
      [
        { type: "text", text: "I will read it first." },
        { type: "toolCall", id: "c1", name: "read_file", arguments: { path: "README.md" } },
      ],
      "toolUse",
    ),
    toolResult("c1", "read_file", "# Readme"),
    toolResult("c2", "write_file", "Error: write_file failed: disk full", true),
    userMessage("Now write notes/a.md", 0),
  ];

  /** A summary request as compaction sends it: a prompt for a real model, and the data for this one. */
  const asSummary = (messages: AgentMessage[], previousSummary?: string) => ({
    systemPrompt: "",
    messages: [userMessage("<conversation>\n[User]: not this text\n</conversation>\n\nSummarise.", 0)],
    tools: [],
    summary: { messages, previousSummary },
  });

  it("writes the six sections from the messages when the request carries a summary's data", () => {
    const summary = teachingReply(asSummary(conversation)).text ?? "";
    const headings = summary.split("\n").filter((line) => line.startsWith("## "));
    expect(headings.join(" | ")).toBe(
      "## Goal | ## Constraints | ## Progress | ## Key decisions | ## Next steps | ## Critical context",
    );
    expect(summary).toContain("## Goal\n- Read README.md and keep answers short. Never touch sessions.md.");
    expect(summary).toContain("- Never touch sessions.md.");
    expect(summary).toContain("- [x] Read README.md");
    expect(summary).toContain('### In progress\n- [ ] "Now write notes/a.md"');
    expect(summary).toContain("## Key decisions\n- I will read it first.");
    expect(summary).toContain("- Files read: README.md");
    expect(teachingReply(asSummary(conversation)).text).toBe(summary);
  });

  it("summarises only when the request says so, whatever the wording", () => {
    const worded = { systemPrompt: "You write summaries of conversations.", messages: conversation, tools: [] };
    expect(teachingReply(worded).text).not.toContain("## Goal");
    const prompt = "<conversation>\n[User]: hi\n</conversation>\n\nSummarise the conversation.";
    expect(teachingReply({ systemPrompt: "", messages: [userMessage(prompt, 0)], tools: [] }).text).not.toContain(
      "## Goal",
    );
  });

  it("reads the request's data, never the prompt's text, and carries the previous summary forward", () => {
    const messages: AgentMessage[] = [
      userMessage("Explain the loop.", 0),
      assistant([
        { type: "text", text: "It calls the model." },
        { type: "toolCall", id: "c1", name: "list_files", arguments: { path: "." } },
      ]),
      toolResult("c1", "list_files", "README.md"),
    ];
    const previous = "## Goal\n- Learn the kit\n\n## Progress\n### Done\n- [x] Read sessions.md";
    const summary = teachingReply(asSummary(messages, previous)).text ?? "";
    expect(summary).not.toContain("not this text");
    expect(summary).toContain("## Goal\n- Learn the kit\n- Explain the loop.");
    expect(summary).toContain("- [x] Read sessions.md\n- [x] Listed the files in .");
    expect(summary).toContain('- [x] Answered: "Explain the loop."');
  });

  it("is not fooled by a user asking what compaction is", () => {
    const answer = teachingReply(ask("What does a compaction summary contain?")).text ?? "";
    expect(answer).not.toContain("## Goal");
    expect(answer).toMatch(/^(?:Compaction|Summary): /);
  });
});
