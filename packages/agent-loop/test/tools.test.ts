import Type from "typebox";
import { describe, expect, it } from "vitest";
import {
  createScriptedModel,
  defineTool,
  type ModelRequest,
  type ToolCall,
  type ToolResultMessage,
  textOf,
  toToolSpec,
  userMessage,
} from "../src/index.ts";
import { runToolCall } from "../src/run-tool.ts";
import { collect } from "./helpers/run.ts";

const signal = new AbortController().signal;
const call = (name: string, args: Record<string, unknown>): ToolCall => ({
  type: "toolCall",
  id: "c1",
  name,
  arguments: args,
});

const search = defineTool({
  name: "search",
  description: "Search notes.",
  parameters: Type.Object(
    {
      query: Type.String({ minLength: 1 }),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
      tags: Type.Optional(Type.Array(Type.String())),
    },
    { additionalProperties: false },
  ),
  async execute({ query, limit = 10 }) {
    return { content: `searched "${query}" (limit ${limit})`, details: { query } };
  },
});

const failing = defineTool({
  name: "failing",
  description: "Always fails.",
  parameters: Type.Object({}),
  async execute() {
    throw new Error("the disk is full");
  },
});

describe("runToolCall", () => {
  it("runs a tool with valid arguments and keeps its details", async () => {
    const outcome = await runToolCall(call("search", { query: "loop", limit: 3 }), [search], signal);
    expect(outcome).toEqual({
      content: [{ type: "text", text: 'searched "loop" (limit 3)' }],
      details: { query: "loop" },
      isError: false,
    });
  });

  it("names every invalid field and the rule it broke, and shows what was sent", async () => {
    const args = { query: "", limit: 0, tags: ["a", 3], extra: true };
    const outcome = await runToolCall(call("search", args), [search], signal);
    expect(outcome.isError).toBe(true);
    expect(textOf(outcome.content)).toBe(
      [
        "Error: invalid arguments for search:",
        "- (arguments): must not have additional properties: extra",
        "- query: must not have fewer than 1 characters",
        "- limit: must be >= 1",
        "- tags[1]: must be string",
        `Arguments received: ${JSON.stringify(args)}`,
      ].join("\n"),
    );
  });

  it("says which required field is missing and which type was wrong", async () => {
    const outcome = await runToolCall(call("search", { limit: "five" }), [search], signal);
    const text = textOf(outcome.content);
    expect(text).toContain("- (arguments): must have required properties query");
    expect(text).toContain("- limit: must be integer");
  });

  it("answers an unknown tool name with the names that exist", async () => {
    const outcome = await runToolCall(call("serach", { query: "x" }), [search, failing], signal);
    expect(outcome).toEqual({
      content: [{ type: "text", text: 'Error: there is no tool named "serach". The tools are: search, failing.' }],
      isError: true,
      problem: { kind: "no_such_tool", tool: "serach", tools: ["search", "failing"] },
    });
  });

  it("turns a throwing tool into an error result with its message", async () => {
    const outcome = await runToolCall(call("failing", {}), [failing], signal);
    expect(outcome).toEqual({
      content: [{ type: "text", text: "Error: failing failed: the disk is full" }],
      isError: true,
      problem: { kind: "failed", tool: "failing", reason: "the disk is full" },
    });
  });

  it("shows the model the parameters as plain JSON Schema", () => {
    expect(JSON.parse(JSON.stringify(toToolSpec(search)))).toEqual({
      name: "search",
      description: "Search notes.",
      parameters: {
        type: "object",
        required: ["query"],
        additionalProperties: false,
        properties: {
          query: { type: "string", minLength: 1 },
          limit: { type: "integer", minimum: 1, maximum: 50 },
          tags: { type: "array", items: { type: "string" } },
        },
      },
    });
  });
});

describe("the loop goes on after a bad tool call", () => {
  it("sends the error result to the model, which can correct itself", async () => {
    const requests: ModelRequest[] = [];
    const replies = [
      { toolCalls: [{ name: "search", arguments: { query: 42 } }] },
      { toolCalls: [{ name: "nope", arguments: {} }] },
      { toolCalls: [{ name: "failing", arguments: {} }] },
      { toolCalls: [{ name: "search", arguments: { query: "42" } }] },
      { text: "Found it." },
    ];
    const model = createScriptedModel({
      replies: (r) => {
        requests.push(r);
        return replies[requests.length - 1] ?? { error: "done" };
      },
    });
    const events = await collect({
      model,
      systemPrompt: "",
      tools: [search, failing],
      prompt: userMessage("find 42", 0),
    });
    const end = events.at(-1);
    if (end?.type !== "agent_end") throw new Error("no agent_end");
    expect(end.reason).toBe("done");
    const results = end.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
    expect(results.map((r) => r.isError)).toEqual([true, true, true, false]);
    expect(textOf(results[0]?.content ?? [])).toContain("- query: must be string");
    // The model's second request holds the first error, as the last message.
    const seen = requests[1]?.messages.at(-1);
    expect(seen?.role === "toolResult" && textOf(seen.content)).toMatch(/^Error: invalid arguments for search/);
  });
});
