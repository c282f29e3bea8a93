// What the model reads when a tool call cannot run: Chinese under KIT_LANG=zh-CN, English by default. Tool names,
// argument paths and the JSON received stay as they are, so the model can write them back.
import Type from "typebox";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Tool } from "../src/index.ts";
import { runToolCall } from "../src/run-tool.ts";
import { RUN_TOOL_WORDS } from "../src/run-tool-words.ts";

afterEach(() => vi.unstubAllEnvs());

const readFile: Tool = {
  name: "read_file",
  description: "Read a file.",
  parameters: Type.Object({ path: Type.String() }, { additionalProperties: false }),
  execute: async () => ({ content: "ok" }),
};

const textOf = (outcome: Awaited<ReturnType<typeof runToolCall>>) =>
  outcome.content.map((block) => (block.type === "text" ? block.text : "")).join("");

async function call(name: string, args: Record<string, unknown>) {
  return runToolCall({ type: "toolCall", id: "c1", name, arguments: args }, [readFile], new AbortController().signal);
}

describe("run-tool errors under KIT_LANG=zh-CN", () => {
  it("say which arguments are wrong in Chinese, naming the field and the JSON received", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const outcome = await call("read_file", { file: "notes.md" });
    expect(outcome.isError).toBe(true);
    expect(textOf(outcome).split("\n")).toEqual([
      "错误：read_file 的参数不对：",
      "- （参数对象本身）：必须具有必需属性 path",
      "- （参数对象本身）：不得有额外属性：file",
      '收到的参数：{"file":"notes.md"}',
    ]);
  });

  it("name a tool that does not exist in Chinese, with the tools there are", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    expect(textOf(await call("delete_file", {}))).toBe(
      '错误：没有名为 "delete_file" 的工具。可用的工具有：read_file。',
    );
  });
});

describe("run-tool errors by default", () => {
  it("are English", async () => {
    vi.stubEnv("KIT_LANG", "en");
    expect(textOf(await call("read_file", { file: "notes.md" })).split("\n")).toEqual([
      "Error: invalid arguments for read_file:",
      "- (arguments): must have required properties path",
      "- (arguments): must not have additional properties: file",
      'Arguments received: {"file":"notes.md"}',
    ]);
  });

  it("have every sentence in both languages", () => {
    expect(Object.keys(RUN_TOOL_WORDS.zh).sort()).toEqual(Object.keys(RUN_TOOL_WORDS.en).sort());
  });
});
