/**
 * Grading tests for exercise 01. One describe block per part of the starter's
 * TODOs; `npm run exercise -- 01` prints PASS or FAIL for each.
 *
 * The model is the kit's scripted model: offline, and the same reply every
 * time. A responder function records every request it is sent.
 */
import {
  type AgentMessage,
  createScriptedModel,
  type ModelRequest,
  type ScriptedReply,
  type ToolCall,
  type ToolResultMessage,
  userMessage,
} from "@kit/agent-loop";
import { describe, expect, it } from "vitest";
import { clock, START } from "../support/entries.ts";
import type * as Exercise from "./starter.ts";

const implementation = process.env.EXERCISE_IMPL ?? "./starter.ts";
const { runLoop } = (await import(implementation)) as typeof Exercise;

type LoopEvent = Exercise.LoopEvent;

/** A scripted model that plays `replies` in order and keeps every request. */
function recordingModel(replies: ScriptedReply[] | ((turn: number) => ScriptedReply)) {
  const requests: ModelRequest[] = [];
  const model = createScriptedModel({
    now: clock(),
    replies: (request) => {
      requests.push(request);
      const turn = requests.length;
      return typeof replies === "function" ? replies(turn) : (replies[turn - 1] ?? { error: `no reply #${turn}` });
    },
  });
  return { model, requests };
}

/** An executeTool that records its calls and answers "result of NAME". */
function recordingTools() {
  const calls: ToolCall[] = [];
  let tick = 0;
  const executeTool = async (call: ToolCall): Promise<ToolResultMessage> => {
    calls.push(call);
    return {
      role: "toolResult",
      toolCallId: call.id,
      toolName: call.name,
      content: [{ type: "text", text: `result of ${call.name}` }],
      isError: false,
      timestamp: START + 500_000 + tick++,
    };
  };
  return { calls, executeTool };
}

const noTools = async (call: ToolCall): Promise<ToolResultMessage> => {
  throw new Error(`executeTool was called for ${call.name}, but the model asked for no tool`);
};

const prompt = userMessage("How does the agent loop work?", START);

async function collect(run: AsyncIterable<LoopEvent>): Promise<LoopEvent[]> {
  const events: LoopEvent[] = [];
  for await (const event of run) events.push(event);
  return events;
}

/** Event types, with a run of message_update written once as "message_update*". */
function shape(events: LoopEvent[]): string[] {
  const types: string[] = [];
  for (const event of events) {
    const label =
      event.type === "message_start" || event.type === "message_end"
        ? `${event.type} ${event.message.role}`
        : event.type;
    if (label === "message_update" && types.at(-1) === "message_update*") continue;
    types.push(label === "message_update" ? "message_update*" : label);
  }
  return types;
}

function agentEnd(events: LoopEvent[]) {
  const ends = events.filter((event) => event.type === "agent_end");
  expect(ends, "exactly one agent_end").toHaveLength(1);
  expect(events.at(-1)?.type, "agent_end comes last").toBe("agent_end");
  return ends[0]!;
}

/** The roles of `messages` in order, as one line: "user assistant toolResult". */
const roles = (messages: AgentMessage[]) => messages.map((message) => message.role).join(" ");

describe("part 1: one turn, streamed as events", () => {
  it("yields the events of one turn in order", async () => {
    const { model } = recordingModel([{ thinking: "The loop rule.", text: "one two three four five six seven" }]);
    const events = await collect(runLoop({ model, systemPrompt: "Be brief.", prompt, executeTool: noTools }));
    expect(shape(events)).toEqual([
      "agent_start",
      "turn_start",
      "message_start user",
      "message_end user",
      "message_start assistant",
      "message_update*",
      "message_end assistant",
      "turn_end",
      "agent_end",
    ]);
    expect(events[1]).toEqual({ type: "turn_start", turn: 1 });
  });

  it("forwards each streamed piece as a message_update, and ends with the complete reply", async () => {
    const { model } = recordingModel([{ thinking: "The loop rule.", text: "one two three four five six seven" }]);
    const events = await collect(runLoop({ model, systemPrompt: "Be brief.", prompt, executeTool: noTools }));
    const updates = events.filter((event) => event.type === "message_update");
    // Scripted pieces are three words each: one thinking piece, three text pieces.
    expect(updates.map((update) => update.modelEvent.type)).toEqual([
      "thinking_delta",
      "text_delta",
      "text_delta",
      "text_delta",
    ]);
    const textDeltas = updates.flatMap((update) =>
      update.modelEvent.type === "text_delta" ? [update.modelEvent.delta] : [],
    );
    expect(textDeltas.join("")).toBe("one two three four five six seven");
    // Each update carries the reply so far: the second text piece's message holds two pieces of text.
    expect(updates[2]!.message.content.at(-1)).toEqual({ type: "text", text: "one two three four five six " });

    const replyStart = events.find((event) => event.type === "message_start" && event.message.role === "assistant");
    expect(
      replyStart?.type === "message_start" && replyStart.message.role === "assistant" && replyStart.message.content,
    ).toEqual([]);
    const replyEnd = events.findLast((event) => event.type === "message_end");
    expect(replyEnd?.type === "message_end" && replyEnd.message).toMatchObject({
      role: "assistant",
      stopReason: "stop",
      content: [
        { type: "thinking", thinking: "The loop rule." },
        { type: "text", text: "one two three four five six seven" },
      ],
    });
  });

  it("sends the system prompt and the prompt, and ends 'done' with the prompt and the reply", async () => {
    const { model, requests } = recordingModel([{ text: "It calls the model in a loop." }]);
    const events = await collect(runLoop({ model, systemPrompt: "Be brief.", prompt, executeTool: noTools }));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.systemPrompt).toBe("Be brief.");
    expect(requests[0]!.messages).toEqual([prompt]);
    const end = agentEnd(events);
    expect(end.reason).toBe("done");
    expect(roles(end.messages)).toBe("user assistant");
    expect(end.messages[0]).toBe(prompt);
    const turnEnd = events.find((event) => event.type === "turn_end");
    expect(turnEnd?.type === "turn_end" && turnEnd.toolResults).toEqual([]);
    expect(turnEnd?.type === "turn_end" && turnEnd.message).toBe(end.messages[1]);
  });

  it("records a failed model call as a message and ends 'error', without throwing", async () => {
    const { model } = recordingModel([{ text: "Half an answer", error: "HTTP 500 from the provider" }]);
    const events = await collect(runLoop({ model, systemPrompt: "Be brief.", prompt, executeTool: noTools }));
    const replyEnd = events.findLast((event) => event.type === "message_end");
    expect(replyEnd?.type === "message_end" && replyEnd.message).toMatchObject({
      role: "assistant",
      stopReason: "error",
      errorMessage: "HTTP 500 from the provider",
    });
    const end = agentEnd(events);
    expect(end.reason).toBe("error");
    expect(roles(end.messages)).toBe("user assistant");
  });
});

describe("part 2: loop while the model asks for tools", () => {
  const script: ScriptedReply[] = [
    {
      text: "Let me look.",
      toolCalls: [
        { name: "list_files", arguments: { path: "." } },
        { name: "read_file", arguments: { path: "README.md" } },
      ],
    },
    { text: "It is a sample workspace." },
  ];

  it("runs every tool call of a reply, in the order the model wrote them", async () => {
    const { model } = recordingModel(script);
    const tools = recordingTools();
    await collect(runLoop({ model, systemPrompt: "", prompt, executeTool: tools.executeTool }));
    expect(tools.calls.map((call) => [call.name, call.arguments])).toEqual([
      ["list_files", { path: "." }],
      ["read_file", { path: "README.md" }],
    ]);
    expect(tools.calls.map((call) => call.type)).toEqual(["toolCall", "toolCall"]);
  });

  it("emits each result as a message, and calls the model again with the results", async () => {
    const { model } = recordingModel(script);
    const tools = recordingTools();
    const events = await collect(runLoop({ model, systemPrompt: "", prompt, executeTool: tools.executeTool }));
    expect(shape(events)).toEqual([
      "agent_start",
      "turn_start",
      "message_start user",
      "message_end user",
      "message_start assistant",
      "message_update*",
      "message_end assistant",
      "message_start toolResult",
      "message_end toolResult",
      "message_start toolResult",
      "message_end toolResult",
      "turn_end",
      "turn_start",
      "message_start assistant",
      "message_update*",
      "message_end assistant",
      "turn_end",
      "agent_end",
    ]);
    const turnEnds = events.filter((event) => event.type === "turn_end");
    expect(turnEnds.map((event) => event.turn)).toEqual([1, 2]);
    expect(turnEnds.map((event) => event.toolResults.map((result) => result.toolName))).toEqual([
      ["list_files", "read_file"],
      [],
    ]);
  });

  it("sends the model the whole context each turn: prompt, reply, then its results", async () => {
    const { model, requests } = recordingModel(script);
    const tools = recordingTools();
    const events = await collect(runLoop({ model, systemPrompt: "", prompt, executeTool: tools.executeTool }));
    expect(requests).toHaveLength(2);
    expect(roles(requests[1]!.messages)).toBe("user assistant toolResult toolResult");
    const end = agentEnd(events);
    expect(end.reason).toBe("done");
    expect(roles(end.messages)).toBe("user assistant toolResult toolResult assistant");
    expect(requests[1]!.messages).toEqual(end.messages.slice(0, 4));
  });

  it("sends a copy of the context, never its own array (a request must not change after it was sent)", async () => {
    const { model, requests } = recordingModel(script);
    const tools = recordingTools();
    await collect(runLoop({ model, systemPrompt: "", prompt, executeTool: tools.executeTool }));
    expect(requests.map((request) => request.messages.length)).toEqual([1, 4]);
  });
});

describe("part 3: a turn limit, said in a message", () => {
  /** A model that keeps asking for a tool (it gives up after 50 calls, so a loop without a limit still ends). */
  const neverDone = (turn: number): ScriptedReply =>
    turn > 50
      ? { text: "I give up." }
      : { text: `Step ${turn}.`, toolCalls: [{ name: "read_file", arguments: { path: `part-${turn}.md` } }] };

  it("makes at most maxTurns model calls, and every call of the last reply still gets its result", async () => {
    const { model, requests } = recordingModel(neverDone);
    const tools = recordingTools();
    const events = await collect(
      runLoop({ model, systemPrompt: "", prompt, executeTool: tools.executeTool, maxTurns: 3, now: clock() }),
    );
    expect(requests).toHaveLength(3);
    expect(tools.calls).toHaveLength(3);
    expect(agentEnd(events).reason).toBe("turn_limit");
  });

  it("ends with a notice from the loop: emitted, saved last, and not the model's words", async () => {
    const { model } = recordingModel(neverDone);
    const tools = recordingTools();
    const events = await collect(
      runLoop({ model, systemPrompt: "", prompt, executeTool: tools.executeTool, maxTurns: 3, now: clock() }),
    );
    expect(shape(events).slice(-4)).toEqual([
      "turn_end",
      "message_start assistant",
      "message_end assistant",
      "agent_end",
    ]);
    const end = agentEnd(events);
    const notice = end.messages.at(-1);
    expect(notice).toMatchObject({ role: "assistant", content: [], stopReason: "error" });
    expect(notice?.role === "assistant" && notice.errorMessage).toMatch(/turn limit/i);
    const noticeEnd = events.at(-2);
    expect(noticeEnd?.type === "message_end" && noticeEnd.message).toBe(notice);
    expect(roles(end.messages)).toBe("user assistant toolResult assistant toolResult assistant toolResult assistant");
  });

  it("ends 'done', with no notice, when the model finishes on the last allowed turn", async () => {
    const { model } = recordingModel((turn) => (turn < 3 ? neverDone(turn) : { text: "All read." }));
    const tools = recordingTools();
    const events = await collect(
      runLoop({ model, systemPrompt: "", prompt, executeTool: tools.executeTool, maxTurns: 3 }),
    );
    const end = agentEnd(events);
    expect(end.reason).toBe("done");
    expect(end.messages.at(-1)).toMatchObject({ role: "assistant", stopReason: "stop" });
  });

  it("stops at 10 model calls when no maxTurns is given", async () => {
    const { model, requests } = recordingModel(neverDone);
    const tools = recordingTools();
    const events = await collect(runLoop({ model, systemPrompt: "", prompt, executeTool: tools.executeTool }));
    expect(requests).toHaveLength(10);
    expect(agentEnd(events).reason).toBe("turn_limit");
  });
});
