/**
 * Reference solution for exercise 02 (for teachers; learners write starter.ts).
 *
 * Three checks in the order a careful person makes them: does the tool exist,
 * do the arguments fit its schema, did it work. Each failure becomes a tool
 * result with isError and a text the model can act on; nothing is thrown, so
 * one bad call never ends the run. The `await` inside the `try` catches a
 * rejected promise and a synchronous throw alike.
 */
import type { ImageContent, TextContent, Tool, ToolCall, ToolResultMessage } from "@kit/agent-loop";
import { Value } from "typebox/value";

export interface ToolStepOptions {
  /** The run's abort signal, handed to the tool (default: one that never aborts). */
  signal?: AbortSignal;
  /** The clock for the result's timestamp. */
  now?: () => number;
}

export async function runToolCall(
  call: ToolCall,
  tools: readonly Tool[],
  options: ToolStepOptions = {},
): Promise<ToolResultMessage> {
  const { signal = new AbortController().signal, now = Date.now } = options;
  const tool = tools.find((candidate) => candidate.name === call.name);
  if (tool === undefined) {
    const names = tools.map((candidate) => candidate.name).join(", ");
    return toolResult(call, `Error: there is no tool named "${call.name}". The tools are: ${names}.`, true, now);
  }
  if (!Value.Check(tool.parameters, call.arguments)) {
    return toolResult(call, describeInvalidArguments(tool, call.arguments), true, now);
  }
  try {
    const output = await tool.execute(call.arguments, { signal });
    const result = toolResult(call, output.content, false, now);
    if (output.details !== undefined) result.details = output.details;
    return result;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return toolResult(call, `Error: ${tool.name} failed: ${reason}`, true, now);
  }
}

/** One line per problem, naming the field and the rule it broke, then the arguments as received. */
export function describeInvalidArguments(tool: Tool, args: unknown): string {
  const problems = Value.Errors(tool.parameters, args)
    .filter((error) => error.keyword !== "boolean") // TypeBox reports an extra property twice
    .map((error) => {
      const field = error.instancePath === "" ? "(arguments)" : error.instancePath.slice(1).replaceAll("/", ".");
      const extra = error.keyword === "additionalProperties" ? `: ${error.params.additionalProperties.join(", ")}` : "";
      return `- ${field}: ${error.message}${extra}`;
    });
  return [
    `Error: invalid arguments for ${tool.name}:`,
    ...problems,
    `Arguments received: ${JSON.stringify(args)}`,
  ].join("\n");
}

/** Given in the starter: a tool result paired with its call. */
export function toolResult(
  call: ToolCall,
  content: string | (TextContent | ImageContent)[],
  isError: boolean,
  now: () => number,
): ToolResultMessage {
  return {
    role: "toolResult",
    toolCallId: call.id,
    toolName: call.name,
    content: typeof content === "string" ? [{ type: "text", text: content }] : content,
    isError,
    timestamp: now(),
  };
}
