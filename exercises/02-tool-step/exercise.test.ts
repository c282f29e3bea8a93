/**
 * Grading tests for exercise 02. One describe block per part of the starter's
 * TODOs; `npm run exercise -- 02` prints PASS or FAIL for each.
 *
 * The tools are the kit's own teaching tools, on the sample workspace that
 * ships with agent-loop (read only: write_file is never really run here), and
 * small tools made from their schemas.
 */
import {
  createTeachingTools,
  listFilesTool,
  readFileTool,
  runLanguage,
  sampleWorkspaceDir,
  type Tool,
  type ToolCall,
  type ToolContext,
  type ToolResultMessage,
  writeFileTool,
} from "@kit/agent-loop";
import { describe, expect, it, vi } from "vitest";
import type * as Exercise from "./starter.ts";

const implementation = process.env.EXERCISE_IMPL ?? "./starter.ts";
const { runToolCall } = (await import(implementation)) as typeof Exercise;

const workspace = sampleWorkspaceDir;
// list_files, read_file, write_file, in the learner's language (the grader is the edge that decides it)
const teachingTools = createTeachingTools({ workspace, language: runLanguage() });
const now = () => Date.UTC(2026, 0, 1, 9, 0, 0);

let callCount = 0;
function call(name: string, args: Record<string, unknown>): ToolCall {
  return { type: "toolCall", id: `call_${++callCount}`, name, arguments: args };
}

/** A tool with another tool's schema whose execute is a spy: did it run, and with what? */
function spyTool(like: Tool, execute: Tool["execute"] = async () => ({ content: "ran" })) {
  const spy = vi.fn(execute);
  const tool: Tool = { name: like.name, description: like.description, parameters: like.parameters, execute: spy };
  return { tool, spy };
}

/** A tool named `name` whose execute is `execute`; its schema is list_files' (`{ path?: string }`). */
function toolThat(name: string, execute: Tool["execute"]): Tool {
  return { ...spyTool(listFilesTool(workspace), execute).tool, name };
}

const textOf = (result: ToolResultMessage) =>
  result.content.map((block) => (block.type === "text" ? block.text : "")).join("");

/** Asserts the result is an error paired with `toolCall`, and returns its text. */
function errorText(result: ToolResultMessage, toolCall: ToolCall): string {
  expect(result).toMatchObject({ role: "toolResult", toolCallId: toolCall.id, toolName: toolCall.name, isError: true });
  expect(result.content.length).toBeGreaterThan(0);
  return textOf(result);
}

/** A line of `text` that names `field` and says `rule`. */
function lineNaming(text: string, field: string, rule: string): string | undefined {
  return text.split("\n").find((line) => line.includes(field) && line.includes(rule));
}

describe("part 1: find the tool and run it", () => {
  it("runs read_file and returns its output as a result paired with the call", async () => {
    const readCall = call("read_file", { path: "agent-loop.md" });
    const result = await runToolCall(readCall, teachingTools, { now });
    expect(result).toMatchObject({
      role: "toolResult",
      toolCallId: readCall.id,
      toolName: "read_file",
      isError: false,
      timestamp: now(),
    });
    expect(result.content).toHaveLength(1);
    expect(result.content[0]).toMatchObject({ type: "text" });
    expect(textOf(result)).toMatch(/^# The agent loop\n/);
    expect(result.details).toEqual({ path: "agent-loop.md", lines: 11 });
  });

  it("runs the tool the call names, with the call's arguments and the signal it was given", async () => {
    const list = spyTool(listFilesTool(workspace));
    const read = spyTool(readFileTool({ workspace }));
    const signal = new AbortController().signal;
    const readCall = call("read_file", { path: "sessions.md", offset: 2 });
    await runToolCall(readCall, [list.tool, read.tool], { signal, now });
    expect(list.spy).not.toHaveBeenCalled();
    expect(read.spy).toHaveBeenCalledTimes(1);
    const [args, context] = read.spy.mock.calls[0]! as [unknown, ToolContext];
    expect(args).toEqual({ path: "sessions.md", offset: 2 });
    expect(context.signal).toBe(signal);
  });

  it("keeps content that is already a list of blocks, as it is", async () => {
    const blocks = [
      { type: "text" as const, text: "first" },
      { type: "text" as const, text: "second" },
    ];
    const tool = toolThat("two_blocks", async () => ({ content: blocks }));
    const result = await runToolCall(call("two_blocks", {}), [tool], { now });
    expect(result.content).toEqual(blocks);
    expect(result.isError, "expected isError false: the tool ran and returned normally").toBe(false);
  });

  it("answers a tool name the model made up with an error result that lists the real tools", async () => {
    const madeUp = call("read", { path: "agent-loop.md" });
    const text = errorText(await runToolCall(madeUp, teachingTools, { now }), madeUp);
    expect(text).toContain('"read"');
    for (const name of ["list_files", "read_file", "write_file"]) expect(text).toContain(name);
  });
});

describe("part 2: check the arguments against the schema first", () => {
  it("never runs a tool whose arguments do not fit, and says what is wrong with each field", async () => {
    const read = spyTool(readFileTool({ workspace }));
    const wrong = call("read_file", { file: "agent-loop.md" });
    const text = errorText(await runToolCall(wrong, [read.tool], { now }), wrong);
    expect(read.spy).not.toHaveBeenCalled();
    expect(text, "the first line names the tool").toMatch(/^[^\n]*read_file/);
    expect(lineNaming(text, "path", "must have required properties"), "a line for the missing path").toBeDefined();
    expect(
      lineNaming(text, "file", "must not have additional properties"),
      "a line naming the extra property",
    ).toBeDefined();
    expect(text.split("\n").at(-1), "the last line shows what was sent").toContain(
      JSON.stringify({ file: "agent-loop.md" }),
    );
  });

  it.each([
    [{ path: 7 }, "path", "must be string"],
    [{ path: "agent-loop.md", offset: 0 }, "offset", "must be >= 1"],
    [{ path: "agent-loop.md", offset: 1.5 }, "offset", "must be integer"],
    [{ path: "agent-loop.md", offset: "2" }, "offset", "must be integer"],
  ])("checks %j with the schema itself: %s %s", async (args, field, rule) => {
    const read = spyTool(readFileTool({ workspace }));
    const wrong = call("read_file", args);
    const text = errorText(await runToolCall(wrong, [read.tool], { now }), wrong);
    expect(read.spy).not.toHaveBeenCalled();
    expect(lineNaming(text, field, rule), `a line naming ${field} and saying "${rule}" in:\n${text}`).toBeDefined();
  });

  it("checks every tool against its own schema (write_file without content never writes)", async () => {
    const write = spyTool(writeFileTool(workspace));
    const wrong = call("write_file", { path: "notes/new.md" });
    const text = errorText(await runToolCall(wrong, [write.tool], { now }), wrong);
    expect(write.spy).not.toHaveBeenCalled();
    expect(lineNaming(text, "content", "must have required properties")).toBeDefined();
  });

  it("lets arguments that fit through, optional fields left out", async () => {
    const result = await runToolCall(call("list_files", {}), teachingTools, { now });
    expect(result.isError, "expected isError false: the tool ran and returned normally").toBe(false);
    expect(textOf(result)).toContain("agent-loop.md");
  });
});

describe("part 3: a failing tool is a result, never an exception", () => {
  it("turns an Error thrown by the tool into an error result with the tool's name and the reason", async () => {
    const boom = call("boom", {});
    const tool = toolThat("boom", async () => {
      throw new Error("the disk is full");
    });
    const text = errorText(await runToolCall(boom, [tool], { now }), boom);
    expect(text).toContain("boom");
    expect(text).toContain("the disk is full");
  });

  it("does the same for a real tool: read_file of a file that does not exist", async () => {
    const missing = call("read_file", { path: "no-such-file.md" });
    const text = errorText(await runToolCall(missing, teachingTools, { now }), missing);
    expect(text).toContain("read_file");
    // The tool's own reason, in the grader's language: "does not exist" in English, "工作区里没有" in Chinese.
    const readFile = teachingTools.find((tool) => tool.name === "read_file")!;
    const reason = await readFile.execute(missing.arguments, { signal: new AbortController().signal }).then(
      () => "(read_file did not fail)",
      (error: Error) => error.message,
    );
    expect(text).toContain(reason);
  });

  it("handles a thrown value that is not an Error", async () => {
    const odd = call("odd", {});
    const tool = toolThat("odd", async () => {
      throw "quota exceeded"; // some libraries throw strings
    });
    const text = errorText(await runToolCall(odd, [tool], { now }), odd);
    expect(text).toContain("quota exceeded");
  });

  it("handles a tool that throws before it returns a promise", async () => {
    const eager = call("eager", {});
    const tool = toolThat("eager", () => {
      throw new Error("bad state"); // not an async function: the throw happens during the call itself
    });
    const text = errorText(await runToolCall(eager, [tool], { now }), eager);
    expect(text).toContain("bad state");
  });
});
