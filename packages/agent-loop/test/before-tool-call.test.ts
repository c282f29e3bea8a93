// The hook before each tool call: a program may block a call (the model reads why) or rewrite its arguments.
import Type from "typebox";
import { describe, expect, it } from "vitest";
import {
  type AgentEvent,
  createScriptedModel,
  defineTool,
  type ModelRequest,
  type RunAgentOptions,
  type ToolResultMessage,
  textOf,
  userMessage,
} from "../src/index.ts";
import { collect, fixedClock } from "./helpers/run.ts";

function setup() {
  const ran: string[] = [];
  const write = defineTool({
    name: "write_file",
    description: "Write a file.",
    parameters: Type.Object({ path: Type.String(), content: Type.String() }),
    async execute({ path }) {
      ran.push(`write_file ${path}`);
      return { content: `wrote ${path}` };
    },
  });
  const read = defineTool({
    name: "read_file",
    description: "Read a file.",
    parameters: Type.Object({ path: Type.String() }),
    async execute({ path }) {
      ran.push(`read_file ${path}`);
      return { content: `read ${path}` };
    },
  });
  const requests: ModelRequest[] = [];
  const model = createScriptedModel({
    now: fixedClock(),
    replies: (request) => {
      requests.push(request);
      if (requests.length > 1) return { text: "Done." };
      return {
        toolCalls: [
          { name: "write_file", arguments: { path: "/etc/passwd", content: "x" } },
          { name: "read_file", arguments: { path: "secret.env" } },
        ],
      };
    },
  });
  const options: RunAgentOptions = { model, systemPrompt: "", tools: [write, read], prompt: userMessage("go", 0) };
  return { ran, requests, options };
}

const results = (events: AgentEvent[]) =>
  events.flatMap((e) => (e.type === "message_end" && e.message.role === "toolResult" ? [e.message] : []));
const text = (result: ToolResultMessage | undefined) => textOf(result?.content ?? []);

describe("beforeToolCall", () => {
  it("blocks a call: the tool never runs and the model reads the reason as an error result", async () => {
    const { ran, requests, options } = setup();
    const events = await collect({
      ...options,
      beforeToolCall: ({ call }) =>
        call.name === "write_file" ? { block: true, reason: "writing is not allowed in this session." } : undefined,
    });
    expect(ran).toEqual(["read_file secret.env"]);
    const [blocked, allowed] = results(events);
    expect(blocked).toMatchObject({ toolName: "write_file", isError: true });
    expect(text(blocked)).toBe("Error: write_file was blocked: writing is not allowed in this session.");
    expect(allowed).toMatchObject({ toolName: "read_file", isError: false });
    // The next request carries the blocked result, so the model can change course.
    const seen = requests[1]?.messages.filter((m) => m.role === "toolResult").map((m) => textOf(m.content));
    expect(seen).toEqual(["Error: write_file was blocked: writing is not allowed in this session.", "read secret.env"]);
    const started = events.flatMap((e) => (e.type === "tool_execution_start" ? [e.toolName] : []));
    expect(started).toEqual(["read_file"]);
  });

  it("rewrites the arguments: the tool runs with the new ones, checked like the model's", async () => {
    const { ran, options } = setup();
    const events = await collect({
      ...options,
      beforeToolCall: ({ call }) =>
        call.name === "read_file" ? { arguments: { path: "public.txt" } } : { arguments: { path: 42 } },
    });
    expect(ran).toEqual(["read_file public.txt"]);
    const [badRewrite, rewritten] = results(events);
    expect(badRewrite?.isError).toBe(true);
    expect(text(badRewrite)).toContain("Error: invalid arguments for write_file:");
    expect(text(rewritten)).toBe("read public.txt");
    const args = events.flatMap((e) => (e.type === "tool_execution_start" ? [e.args] : []));
    expect(args).toEqual([{ path: 42 }, { path: "public.txt" }]);
  });

  it("sees the call as the model wrote it and the context so far", async () => {
    const { options } = setup();
    const seen: string[] = [];
    await collect({
      ...options,
      beforeToolCall: ({ call, messages }) => {
        seen.push(`${call.name}(${JSON.stringify(call.arguments)}) after ${messages.map((m) => m.role).join(",")}`);
      },
    });
    expect(seen).toEqual([
      'write_file({"path":"/etc/passwd","content":"x"}) after user,assistant',
      'read_file({"path":"secret.env"}) after user,assistant,toolResult',
    ]);
  });

  it("turns a hook that throws into an error result, and the run goes on", async () => {
    const { ran, options } = setup();
    const events = await collect({
      ...options,
      beforeToolCall: () => {
        throw new Error("the permission store is unreachable");
      },
    });
    expect(ran).toEqual([]);
    expect(results(events).map(text)).toEqual([
      "Error: write_file was not run: the beforeToolCall hook failed: Error: the permission store is unreachable",
      "Error: read_file was not run: the beforeToolCall hook failed: Error: the permission store is unreachable",
    ]);
    const end = events.at(-1);
    expect(end?.type === "agent_end" && end.reason).toBe("done");
  });
});
