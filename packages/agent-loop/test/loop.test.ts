import Type from "typebox";
import { describe, expect, it } from "vitest";
import {
  type AgentMessage,
  type AssistantMessage,
  createScriptedModel,
  defineTool,
  type ModelRequest,
  type ToolResultMessage,
  userMessage,
} from "../src/index.ts";
import { collect, fixedClock, outline } from "./helpers/run.ts";

const echo = defineTool({
  name: "echo",
  description: "Repeat a text.",
  parameters: Type.Object({ text: Type.String() }),
  async execute({ text }) {
    return { content: `echo: ${text}` };
  },
});

/** A scripted model that also records what it was sent. */
function recordingModel(replies: Parameters<typeof createScriptedModel>[0]["replies"], now = fixedClock()) {
  const requests: ModelRequest[] = [];
  const list = replies;
  const model = createScriptedModel({
    now,
    wordsPerPiece: 1,
    replies: (request) => {
      requests.push(request);
      const reply = typeof list === "function" ? list(request) : list[requests.length - 1];
      return reply ?? { error: "no more replies" };
    },
  });
  return { model, requests };
}

/** The outline of a run that ends with the model's first reply: one turn, no tools. */
const ONE_ANSWER = [
  "agent_start",
  "turn_start",
  "message_start:user",
  "message_end:user",
  "message_start:assistant",
  "message_end:assistant",
  "turn_end",
  "agent_end",
];

describe("runAgent: a single answer", () => {
  it("emits the events in order, and every message passes through message_start and message_end", async () => {
    const now = fixedClock();
    const { model } = recordingModel([{ text: "Hello there, learner." }], now);
    const events = await collect({ model, systemPrompt: "Be brief.", prompt: userMessage("hi", now()), now });

    expect(outline(events)).toEqual(ONE_ANSWER);
    const deltas = events.flatMap((e) =>
      e.type === "message_update" && e.modelEvent.type === "text_delta" ? [e.modelEvent.delta] : [],
    );
    expect(deltas).toEqual(["Hello ", "there, ", "learner."]);

    const end = events.at(-1);
    expect(end?.type === "agent_end" && end.reason).toBe("done");
    const messages = end?.type === "agent_end" ? end.messages : [];
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    const reply = messages[1] as AssistantMessage;
    expect(reply.content).toEqual([{ type: "text", text: "Hello there, learner." }]);
    expect(reply.stopReason).toBe("stop");
    expect(reply.timestamp).toBe(Date.UTC(2025, 0, 1) + 1000);
  });

  it("hands out snapshots: an event kept early does not change as the reply grows", async () => {
    const { model } = recordingModel([{ text: "one two three four" }]);
    const events = await collect({ model, systemPrompt: "", prompt: userMessage("go", 0) });
    const start = events.find((e) => e.type === "message_start" && e.message.role === "assistant");
    const firstUpdate = events.find((e) => e.type === "message_update");
    expect(start?.type === "message_start" && start.message.role === "assistant" && start.message.content).toEqual([]);
    expect(firstUpdate?.type === "message_update" && firstUpdate.message.content).toEqual([
      { type: "text", text: "one " },
    ]);
  });

  it("copies the given context and sends it to the model before the prompt", async () => {
    const { model, requests } = recordingModel([{ text: "ok" }]);
    const context: AgentMessage[] = [userMessage("earlier", 1)];
    await collect({ model, systemPrompt: "S", context, prompt: userMessage("now", 2) });
    expect(context).toHaveLength(1);
    expect(requests[0]?.messages.map((m) => (m.role === "user" ? m.content : m.role))).toEqual(["earlier", "now"]);
    expect(requests[0]?.systemPrompt).toBe("S");
  });
});

describe("runAgent: tools", () => {
  it("runs the tool calls of a reply in order, sends the results back, and stops when the model answers", async () => {
    const { model, requests } = recordingModel([
      {
        toolCalls: [
          { name: "echo", arguments: { text: "a" } },
          { name: "echo", arguments: { text: "b" } },
        ],
      },
      { text: "Both echoed." },
    ]);
    const events = await collect({ model, systemPrompt: "", tools: [echo], prompt: userMessage("echo a and b", 0) });

    expect(outline(events)).toEqual([
      "agent_start",
      "turn_start",
      "message_start:user",
      "message_end:user",
      "message_start:assistant",
      "message_end:assistant",
      "tool_execution_start",
      "tool_execution_end",
      "message_start:toolResult",
      "message_end:toolResult",
      "tool_execution_start",
      "tool_execution_end",
      "message_start:toolResult",
      "message_end:toolResult",
      "turn_end",
      "turn_start",
      "message_start:assistant",
      "message_end:assistant",
      "turn_end",
      "agent_end",
    ]);
    const results = events.flatMap((e) => (e.type === "tool_execution_end" ? [e.result.content] : []));
    expect(results).toEqual([[{ type: "text", text: "echo: a" }], [{ type: "text", text: "echo: b" }]]);

    const second = requests[1]?.messages ?? [];
    expect(second.map((m) => m.role)).toEqual(["user", "assistant", "toolResult", "toolResult"]);
    const [call1, call2] = (second[1] as AssistantMessage).content;
    expect((second[2] as ToolResultMessage).toolCallId).toBe(call1?.type === "toolCall" ? call1.id : "?");
    expect((second[3] as ToolResultMessage).toolCallId).toBe(call2?.type === "toolCall" ? call2.id : "?");
    expect(requests[0]?.tools.map((t) => t.name)).toEqual(["echo"]);
  });

  it("streams tool-call arguments as JSON pieces that add up to the call", async () => {
    const { model } = recordingModel([
      { toolCalls: [{ name: "echo", arguments: { text: "a fairly long argument text" } }] },
      { text: "ok" },
    ]);
    const events = await collect({ model, systemPrompt: "", tools: [echo], prompt: userMessage("x", 0) });
    const pieces = events.flatMap((e) =>
      e.type === "message_update" && e.modelEvent.type === "toolcall_delta" ? [e.modelEvent.delta] : [],
    );
    expect(pieces.length).toBeGreaterThan(1);
    expect(JSON.parse(pieces.join(""))).toEqual({ text: "a fairly long argument text" });
    const end = events.find((e) => e.type === "message_update" && e.modelEvent.type === "toolcall_end");
    expect(
      end?.type === "message_update" && end.modelEvent.type === "toolcall_end" && end.modelEvent.toolCall.arguments,
    ).toEqual({
      text: "a fairly long argument text",
    });
  });
});

describe("runAgent: limits, hooks and failures", () => {
  it("stops at the turn limit and says so plainly in a last message", async () => {
    const { model, requests } = recordingModel(() => ({ toolCalls: [{ name: "echo", arguments: { text: "again" } }] }));
    const events = await collect({
      model,
      systemPrompt: "",
      tools: [echo],
      prompt: userMessage("loop forever", 0),
      maxTurns: 3,
    });
    expect(requests).toHaveLength(3);
    const end = events.at(-1);
    if (end?.type !== "agent_end") throw new Error("no agent_end");
    expect(end.reason).toBe("turn_limit");
    const last = end.messages.at(-1) as AssistantMessage;
    expect(last.role).toBe("assistant");
    expect(last.content).toEqual([]);
    expect(last.errorMessage).toMatch(/turn limit: 3 model calls/);
    expect(events.at(-2)).toEqual({ type: "message_end", message: last });
    // Every tool call of the run still has its result.
    expect(end.messages.filter((m) => m.role === "toolResult")).toHaveLength(3);
  });

  it("runs the between-turn hook before every model call after the first, and can replace the context", async () => {
    const { model, requests } = recordingModel([
      { toolCalls: [{ name: "echo", arguments: { text: "x" } }] },
      { text: "done" },
    ]);
    const seen: { turn: number; roles: string[] }[] = [];
    await collect({
      model,
      systemPrompt: "",
      tools: [echo],
      prompt: userMessage("go", 0),
      beforeNextTurn: ({ messages, turn }) => {
        seen.push({ turn, roles: messages.map((m) => m.role) });
        return [
          { role: "compactionSummary", summary: "all of it", tokensBefore: 99, timestamp: 5 },
          ...messages.slice(-2),
        ];
      },
    });
    expect(seen).toEqual([{ turn: 2, roles: ["user", "assistant", "toolResult"] }]);
    expect(requests[1]?.messages.map((m) => m.role)).toEqual(["compactionSummary", "assistant", "toolResult"]);
  });

  it("does not call the model again when the run is aborted during the between-turn hook", async () => {
    const controller = new AbortController();
    const { model, requests } = recordingModel([
      { toolCalls: [{ name: "echo", arguments: { text: "x" } }] },
      { text: "never" },
    ]);
    const events = await collect({
      model,
      systemPrompt: "",
      tools: [echo],
      prompt: userMessage("go", 0),
      signal: controller.signal,
      beforeNextTurn: () => controller.abort(),
    });
    expect(requests).toHaveLength(1);
    expect(outline(events).slice(-2)).toEqual(["turn_end", "agent_end"]);
    expect(events.at(-1)).toMatchObject({ type: "agent_end", reason: "aborted" });
  });

  it("records a failed model call as an error reply and ends the run", async () => {
    const { model } = recordingModel([{ text: "partial", error: "HTTP 500: the server failed" }]);
    const events = await collect({ model, systemPrompt: "", prompt: userMessage("x", 0) });
    const end = events.at(-1);
    if (end?.type !== "agent_end") throw new Error("no agent_end");
    expect(end.reason).toBe("error");
    const reply = end.messages[1] as AssistantMessage;
    expect(reply.stopReason).toBe("error");
    expect(reply.errorMessage).toBe("HTTP 500: the server failed");
    expect(reply.content).toEqual([{ type: "text", text: "partial" }]);
  });

  it("turns a model that throws into an error reply instead of crashing", async () => {
    const model = {
      id: "broken",
      provider: "test",
      // A stream that throws before its first event: iterating it rejects at once.
      stream(): AsyncIterable<never> {
        return {
          [Symbol.asyncIterator]: () => ({
            next: () => Promise.reject(new Error("kaput")),
          }),
        };
      },
    };
    const events = await collect({ model, systemPrompt: "", prompt: userMessage("x", 0) });
    expect(outline(events)).toEqual(ONE_ANSWER);
    const end = events.at(-1);
    expect(end?.type === "agent_end" && (end.messages[1] as AssistantMessage).errorMessage).toMatch(/kaput/);
  });
});

describe("runAgent: abort", () => {
  it("mid-stream: keeps the partial reply, gives its tool call a result, and ends as aborted", async () => {
    const controller = new AbortController();
    const { model, requests } = recordingModel([
      { text: "I will read it now.", toolCalls: [{ name: "echo", arguments: { text: "never run" } }] },
    ]);
    let executed = false;
    const tool = defineTool({
      ...echo,
      async execute() {
        executed = true;
        return { content: "ran" };
      },
    });
    const events = await collect(
      { model, systemPrompt: "", tools: [tool], prompt: userMessage("x", 0), signal: controller.signal },
      (event) => {
        if (event.type === "message_update" && event.modelEvent.type === "toolcall_start") controller.abort();
      },
    );
    const end = events.at(-1);
    if (end?.type !== "agent_end") throw new Error("no agent_end");
    expect(end.reason).toBe("aborted");
    expect(requests).toHaveLength(1);
    expect(executed).toBe(false);
    const reply = end.messages[1] as AssistantMessage;
    expect(reply.stopReason).toBe("aborted");
    expect(reply.content[0]).toEqual({ type: "text", text: "I will read it now." });
    expect(reply.content[1]?.type).toBe("toolCall");
    const result = end.messages[2] as ToolResultMessage;
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: "text", text: "Error: not run, because the run was aborted." }]);
    expect(outline(events).filter((t) => t.startsWith("tool_execution"))).toEqual([]);
    expect(outline(events)).toContain("message_end:toolResult");
  });

  it("mid-tool: the running tool sees the signal, the next call is not run, and each still gets a result", async () => {
    const controller = new AbortController();
    const slow = defineTool({
      name: "slow",
      description: "Waits until aborted.",
      parameters: Type.Object({}),
      execute: (_args, { signal }) =>
        new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(new Error("stopped waiting")))),
    });
    const { model, requests } = recordingModel([
      {
        toolCalls: [
          { name: "slow", arguments: {} },
          { name: "echo", arguments: { text: "b" } },
        ],
      },
    ]);
    const events = await collect(
      { model, systemPrompt: "", tools: [slow, echo], prompt: userMessage("x", 0), signal: controller.signal },
      (event) => {
        if (event.type === "tool_execution_start") setTimeout(() => controller.abort(), 5);
      },
    );
    const end = events.at(-1);
    if (end?.type !== "agent_end") throw new Error("no agent_end");
    expect(end.reason).toBe("aborted");
    expect(requests).toHaveLength(1);
    const results = end.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
    expect(results.map((r) => [r.toolName, r.isError, r.content[0]?.type === "text" ? r.content[0].text : ""])).toEqual(
      [
        ["slow", true, "Error: slow was aborted: the run was stopped before it finished."],
        ["echo", true, "Error: not run, because the run was aborted."],
      ],
    );
    expect(outline(events).filter((t) => t.startsWith("tool_execution"))).toEqual([
      "tool_execution_start",
      "tool_execution_end",
    ]);
  });
});
