/**
 * The idea of chapter 02 in one screen: a tool is a function with a schema,
 * and a tool call is text a model wrote, so it is checked before it runs.
 * Every failure (no such tool, arguments that do not fit, a tool that throws)
 * becomes a tool result that says what was wrong: a message the model reads
 * on its next turn, never an exception that ends the run.
 *
 * The schema here is cut to a list of required names; the kit's tools use
 * TypeBox (packages/agent-loop/src/tool.ts). Run it: npm run idea:02
 */

// KIT_LANG=zh-CN (or a Chinese locale) tells the story in Chinese.
const zh = /^zh/i.test(process.env.KIT_LANG || process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || "");

// #region tool
interface ToolCall {
  id: string;
  name: string;
  arguments: Record<string, unknown>;
}
interface Tool {
  name: string;
  required: string[]; // the schema, cut to the bone: the argument names it needs
  execute(args: Record<string, unknown>): string;
}
interface ToolResult {
  toolCallId: string; // pairs the result with its call
  text: string;
  isError: boolean;
}
// #endregion tool

// #region step
/** Runs one tool call. Never throws: whatever goes wrong is told to the model. */
function runTool(call: ToolCall, tools: readonly Tool[]): ToolResult {
  const error = (text: string): ToolResult => ({ toolCallId: call.id, text: `${say.error}${text}`, isError: true });
  const tool = tools.find((candidate) => candidate.name === call.name);
  if (!tool) return error(say.noTool(call.name, tools.map((t) => t.name).join(", ")));
  const missing = tool.required.filter((name) => !(name in call.arguments));
  if (missing.length > 0) return error(say.needs(tool.name, missing.join(", "), JSON.stringify(call.arguments)));
  try {
    return { toolCallId: call.id, text: tool.execute(call.arguments), isError: false };
  } catch (thrown) {
    return error(say.failed(tool.name, (thrown as Error).message));
  }
}
// #endregion step

// What the step tells the model, in the reader's language.
const say = zh
  ? {
      error: "错误：",
      noTool: (name: string, all: string) => `没有名为 "${name}" 的工具；可用的工具有 ${all}`,
      needs: (tool: string, names: string, got: string) => `${tool} 需要 ${names}；收到的是 ${got}`,
      failed: (tool: string, why: string) => `${tool} 失败：${why}`,
      noFile: (path: string) => `没有文件 "${path}"`,
      notes: "工具出错也是消息。",
    }
  : {
      error: "Error: ",
      noTool: (name: string, all: string) => `there is no tool named "${name}"; the tools are ${all}`,
      needs: (tool: string, names: string, got: string) => `${tool} needs ${names}; received ${got}`,
      failed: (tool: string, why: string) => `${tool} failed: ${why}`,
      noFile: (path: string) => `no file "${path}"`,
      notes: "Tool errors are messages too.",
    };

// #region story
const files: Record<string, string> = { "notes.md": say.notes };
const readFile: Tool = {
  name: "read_file",
  required: ["path"],
  execute: ({ path }) => {
    const text = files[String(path)];
    if (text === undefined) throw new Error(say.noFile(String(path)));
    return text;
  },
};

const calls: ToolCall[] = [
  { id: "call_1", name: "read", arguments: { path: "notes.md" } }, // a misspelt tool
  { id: "call_2", name: "read_file", arguments: { file: "notes.md" } }, // a misnamed argument
  { id: "call_3", name: "read_file", arguments: { path: "todo.md" } }, // a tool that fails
  { id: "call_4", name: "read_file", arguments: { path: "notes.md" } }, // right at last
];
for (const call of calls) {
  const result = runTool(call, [readFile]);
  console.log(`${result.toolCallId} ${result.isError ? "error" : "ok   "}  ${result.text}`);
}
// #endregion story
