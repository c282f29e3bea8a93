// A tool that never returns must not hold the run: abort ends it, and a time limit ends the call.
import Type from "typebox";
import { describe, expect, it } from "vitest";
import {
  type AgentEvent,
  createScriptedModel,
  defineTool,
  type ToolResultMessage,
  textOf,
  userMessage,
} from "../src/index.ts";
import { runToolCall } from "../src/run-tool.ts";
import { collect } from "./helpers/run.ts";

/** A tool that ignores its signal and never settles: the worst case a loop can meet. */
const stuck = defineTool({
  name: "stuck",
  description: "Never returns, and ignores the abort signal.",
  parameters: Type.Object({}),
  execute: () => new Promise(() => {}),
});

let toolSawAbort = false;
const polite = defineTool({
  name: "polite",
  description: "Waits forever, but notices its signal.",
  parameters: Type.Object({}),
  execute: (_args, { signal }) =>
    new Promise(() => {
      signal.addEventListener("abort", () => {
        toolSawAbort = true;
      });
    }),
});

const callStuckThenAnswer = () =>
  createScriptedModel({ replies: [{ toolCalls: [{ name: "stuck", arguments: {} }] }, { text: "went on" }] });

function resultTexts(events: AgentEvent[]): string[] {
  return events.flatMap((e) =>
    e.type === "message_end" && e.message.role === "toolResult"
      ? [textOf((e.message as ToolResultMessage).content)]
      : [],
  );
}

describe("a tool that never returns", () => {
  it("abort ends the run as aborted while the tool still hangs, with an error result saying so", async () => {
    const controller = new AbortController();
    // The tool never settles, so only the abort can end this run: if it did not, the test would hit its timeout.
    const events = await collect(
      {
        model: callStuckThenAnswer(),
        systemPrompt: "",
        tools: [stuck],
        prompt: userMessage("go", 0),
        signal: controller.signal,
      },
      (event) => {
        if (event.type === "tool_execution_start") setImmediate(() => controller.abort());
      },
    );
    expect(events.at(-1)).toMatchObject({ type: "agent_end", reason: "aborted" });
    expect(resultTexts(events)).toEqual(["Error: stuck was aborted: the run was stopped before it finished."]);
    expect(events).toContainEqual(expect.objectContaining({ type: "tool_execution_end", isError: true }));
  });

  it("the time limit ends the call with an error result, and the run goes on to the next turn", async () => {
    const events = await collect({
      model: callStuckThenAnswer(),
      systemPrompt: "",
      tools: [stuck],
      prompt: userMessage("go", 0),
      toolTimeoutMs: 60,
    });
    expect(resultTexts(events)).toEqual(["Error: stuck did not finish within 60 ms and was stopped."]);
    expect(events.at(-1)).toMatchObject({ type: "agent_end", reason: "done" });
  });

  it("the tool's own signal fires at the time limit, so a tool that listens can stop its work", async () => {
    toolSawAbort = false;
    const call = { type: "toolCall" as const, id: "c", name: "polite", arguments: {} };
    const outcome = await runToolCall(call, [polite], new AbortController().signal, { timeoutMs: 1000 * 0.05 });
    expect(outcome.isError).toBe(true);
    expect(textOf(outcome.content)).toBe("Error: polite did not finish within 50 ms and was stopped.");
    expect(toolSawAbort).toBe(true);
  });

  it("a tool that answers in time is not cut, and leaves no timer behind", async () => {
    const quick = defineTool({
      name: "quick",
      description: "Answers after 10 ms.",
      parameters: Type.Object({}),
      execute: () => new Promise((resolve) => setTimeout(() => resolve({ content: "done" }), 10)),
    });
    const call = { type: "toolCall" as const, id: "c", name: "quick", arguments: {} };
    const outcome = await runToolCall(call, [quick], new AbortController().signal, { timeoutMs: 5000 });
    expect(outcome).toEqual({ content: [{ type: "text", text: "done" }], details: undefined, isError: false });
  });

  it("a call made after the run was aborted is not started", async () => {
    const controller = new AbortController();
    controller.abort();
    let ran = false;
    const spy = defineTool({
      ...stuck,
      name: "spy",
      execute: async () => {
        ran = true;
        return { content: "x" };
      },
    });
    const call = { type: "toolCall" as const, id: "c", name: "spy", arguments: {} };
    const outcome = await runToolCall(call, [spy], controller.signal);
    expect(textOf(outcome.content)).toBe("Error: spy was not run: the run was aborted.");
    expect(ran).toBe(false);
  });
});
