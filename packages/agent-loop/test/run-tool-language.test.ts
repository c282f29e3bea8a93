// What the model reads when a tool call cannot run: said the way the caller passes (plain English by default; the
// Chinese from @kit/agent-loop/words), never in a language the library finds in the environment. Tool names, argument
// paths and the JSON received stay as they are, so the model can write them back.
import Type from "typebox";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createScriptedModel, type Language, type Tool, textOf, userMessage } from "../src/index.ts";
import { runToolCall } from "../src/run-tool.ts";
import { sayToolProblemIn, TOOL_PROBLEM_WORDS } from "../src/words/index.ts";
import { collect, fixedClock } from "./helpers/run.ts";

afterEach(() => vi.unstubAllEnvs());

const readFile: Tool = {
  name: "read_file",
  description: "Read a file.",
  parameters: Type.Object({ path: Type.String() }, { additionalProperties: false }),
  execute: async () => ({ content: "ok" }),
};

const textOfOutcome = (outcome: Awaited<ReturnType<typeof runToolCall>>) =>
  outcome.content.map((block) => (block.type === "text" ? block.text : "")).join("");

async function call(name: string, args: Record<string, unknown>, language?: Language) {
  const toolCall = { type: "toolCall" as const, id: "c1", name, arguments: args };
  const sayToolProblem = language && sayToolProblemIn(language);
  return runToolCall(toolCall, [readFile], new AbortController().signal, { sayToolProblem });
}

/** The text of the one tool result a run saves, when the model asks for `read_file` with `{ file }`. */
async function savedToolResult(language?: Language): Promise<string> {
  const model = createScriptedModel({
    replies: [{ toolCalls: [{ name: "read_file", arguments: { file: "notes.md" } }] }, { text: "done" }],
  });
  const prompt = userMessage("read it", 0);
  const sayToolProblem = language && sayToolProblemIn(language);
  const events = await collect({
    model,
    systemPrompt: "",
    tools: [readFile],
    prompt,
    now: fixedClock(),
    sayToolProblem,
  });
  const saved = events.flatMap((event) => (event.type === "message_end" ? [event.message] : []));
  const result = saved.find((message) => message.role === "toolResult");
  if (result === undefined) throw new Error("the run saved no tool result");
  return textOf(result.content);
}

const ENGLISH = [
  "Error: invalid arguments for read_file:",
  "- (arguments): must have required properties path",
  "- (arguments): must not have additional properties: file",
  'Arguments received: {"file":"notes.md"}',
];
const CHINESE = [
  "错误：read_file 的参数不对：",
  "- （参数对象本身）：必须具有必需属性 path",
  "- （参数对象本身）：不得有额外属性：file",
  '收到的参数：{"file":"notes.md"}',
];

describe("run-tool errors in Chinese, when the caller passes the Chinese words", () => {
  it("say which arguments are wrong, naming the field and the JSON received", async () => {
    const outcome = await call("read_file", { file: "notes.md" }, "zh");
    expect(outcome.isError).toBe(true);
    expect(textOfOutcome(outcome).split("\n")).toEqual(CHINESE);
  });

  it("name a tool that does not exist, with the tools there are", async () => {
    expect(textOfOutcome(await call("delete_file", {}, "zh"))).toBe(
      '错误：没有名为 "delete_file" 的工具。可用的工具有：read_file。',
    );
  });

  it("reach the saved tool result through runAgent's sayToolProblem option", async () => {
    expect((await savedToolResult("zh")).split("\n")).toEqual(CHINESE);
  });
});

describe("run-tool errors by default", () => {
  it("are English", async () => {
    expect(textOfOutcome(await call("read_file", { file: "notes.md" })).split("\n")).toEqual(ENGLISH);
  });

  it("stay English under KIT_LANG=zh-CN or a Chinese locale: the caller decides, not the environment", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    vi.stubEnv("LC_ALL", "zh_CN.UTF-8");
    expect(textOfOutcome(await call("read_file", { file: "notes.md" })).split("\n")).toEqual(ENGLISH);
    expect(textOfOutcome(await call("delete_file", {}))).toBe(
      'Error: there is no tool named "delete_file". The tools are: read_file.',
    );
    expect((await savedToolResult()).split("\n")).toEqual(ENGLISH);
  });

  it("come with the problem as data, whatever the language", async () => {
    const outcome = await call("read_file", { file: "notes.md" }, "zh");
    expect(outcome.problem).toMatchObject({
      kind: "invalid_arguments",
      tool: "read_file",
      arguments: { file: "notes.md" },
    });
    expect((await call("delete_file", {})).problem).toEqual({
      kind: "no_such_tool",
      tool: "delete_file",
      tools: ["read_file"],
    });
  });

  it("have every sentence in both languages", () => {
    expect(Object.keys(TOOL_PROBLEM_WORDS.zh).sort()).toEqual(Object.keys(TOOL_PROBLEM_WORDS.en).sort());
  });
});
