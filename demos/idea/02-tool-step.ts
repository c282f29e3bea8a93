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
  const error = (text: string): ToolResult => ({ toolCallId: call.id, text: `Error: ${text}`, isError: true });
  const tool = tools.find((candidate) => candidate.name === call.name);
  if (!tool) return error(`there is no tool named "${call.name}"; the tools are ${tools.map((t) => t.name)}`);
  const missing = tool.required.filter((name) => !(name in call.arguments));
  if (missing.length > 0) return error(`${tool.name} needs ${missing}; received ${JSON.stringify(call.arguments)}`);
  try {
    return { toolCallId: call.id, text: tool.execute(call.arguments), isError: false };
  } catch (thrown) {
    return error(`${tool.name} failed: ${(thrown as Error).message}`);
  }
}
// #endregion step

// #region story
const files: Record<string, string> = { "notes.md": "Tool errors are messages too." };
const readFile: Tool = {
  name: "read_file",
  required: ["path"],
  execute: ({ path }) => {
    const text = files[String(path)];
    if (text === undefined) throw new Error(`no file "${path}"`);
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
