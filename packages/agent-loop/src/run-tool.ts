/**
 * One tool call, run safely: find the tool, check the arguments, execute.
 *
 * Every way this can go wrong (a tool name the model made up, arguments that
 * do not fit the schema, a tool that throws) ends as an error result whose
 * text tells the model exactly what was wrong, so it can correct itself on the
 * next turn. Nothing here throws into the loop.
 */
import type { TLocalizedValidationError } from "typebox/error";
import { Value } from "typebox/value";
import type { ImageContent, TextContent, ToolCall } from "./messages.ts";
import type { Tool } from "./tool.ts";

export interface ToolOutcome {
  content: (TextContent | ImageContent)[];
  details?: unknown;
  isError: boolean;
}

// #region run-tool-call
export async function runToolCall(call: ToolCall, tools: readonly Tool[], signal: AbortSignal): Promise<ToolOutcome> {
  const tool = tools.find((candidate) => candidate.name === call.name);
  if (tool === undefined) {
    const names = tools.map((candidate) => candidate.name).join(", ");
    return errorOutcome(`Error: there is no tool named "${call.name}". The tools are: ${names}.`);
  }
  if (!Value.Check(tool.parameters, call.arguments)) {
    return errorOutcome(describeInvalidArguments(tool, call.arguments));
  }
  try {
    const output = await tool.execute(call.arguments, { signal });
    const content = typeof output.content === "string" ? [textBlock(output.content)] : output.content;
    return { content, details: output.details, isError: false };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (signal.aborted) return errorOutcome(`Error: ${tool.name} was aborted (${reason}).`);
    return errorOutcome(`Error: ${tool.name} failed: ${reason}`);
  }
}
// #endregion run-tool-call

// #region describe-invalid-arguments
/** One line per problem, each naming the field and the rule it broke, then what was sent. */
export function describeInvalidArguments(tool: Tool, args: unknown): string {
  const problems = Value.Errors(tool.parameters, args)
    .filter((error) => error.keyword !== "boolean") // the twin of an additionalProperties error
    .map((error) => `- ${fieldName(error.instancePath)}: ${error.message}${extraNames(error)}`);
  const received = `Arguments received: ${JSON.stringify(args)}`;
  return [`Error: invalid arguments for ${tool.name}:`, ...problems, received].join("\n");
}
// #endregion describe-invalid-arguments

/** TypeBox says "must not have additional properties"; the model also needs to know which ones. */
function extraNames(error: TLocalizedValidationError): string {
  return error.keyword === "additionalProperties" ? `: ${error.params.additionalProperties.join(", ")}` : "";
}

/** "/items/0/name" becomes "items[0].name"; the empty path is the arguments object itself. */
function fieldName(instancePath: string): string {
  if (instancePath === "") return "(arguments)";
  return instancePath
    .slice(1)
    .split("/")
    .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join("");
}

export function errorOutcome(text: string): ToolOutcome {
  return { content: [textBlock(text)], isError: true };
}

function textBlock(text: string): TextContent {
  return { type: "text", text };
}
