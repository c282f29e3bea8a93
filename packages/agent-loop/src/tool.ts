/**
 * What a tool is: a name and a description for the model, JSON Schema
 * parameters, and the function that does the work.
 *
 * The parameters are written with TypeBox, which produces plain JSON Schema
 * (what the model is shown) and a TypeScript type (what `execute` receives)
 * from one declaration, so the schema the model reads and the checks the
 * arguments pass can never disagree.
 *
 * A tool reports failure by throwing; the loop turns the error into a tool
 * result the model can read, so a failing tool never ends the run.
 */
import type { Static, TSchema } from "typebox";
import type { ImageContent, TextContent } from "./messages.ts";
import type { ToolSpec } from "./model.ts";

export interface ToolContext {
  /** Aborted when the run is aborted; a long tool should stop early. */
  signal: AbortSignal;
}

export interface ToolOutput {
  /** What the model reads. */
  content: string | (TextContent | ImageContent)[];
  /** Data for a UI, kept in the tool result but never sent to the model. */
  details?: unknown;
}

// #region tool
export interface Tool<Parameters extends TSchema = TSchema> {
  name: string;
  description: string;
  parameters: Parameters;
  /** Receives arguments already checked against `parameters`. */
  execute(args: Static<Parameters>, context: ToolContext): Promise<ToolOutput>;
}
// #endregion tool

/**
 * Keeps the precise argument type while writing a tool, then forgets it so that
 * tools with different parameters fit in one list. Safe because the loop only
 * calls `execute` after checking the arguments against `parameters`.
 */
export function defineTool<Parameters extends TSchema>(tool: Tool<Parameters>): Tool {
  return tool as unknown as Tool;
}

/** The part of a tool the model is shown. */
export function toToolSpec(tool: Tool): ToolSpec {
  return { name: tool.name, description: tool.description, parameters: tool.parameters as Record<string, unknown> };
}
