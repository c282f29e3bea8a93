/**
 * Why a tool call could not run, as data (`ToolProblem`), and the tool-result text the model reads for it
 * (`toolProblemText`). The loop reports the problem; how it is said is the caller's choice
 * (`runAgent({ sayToolProblem })`, plain English by default): this package holds no other language and never reads
 * the environment. The Chinese words live at the edge (`@kit/agent-loop/words`).
 * Tool names, argument paths and the JSON received stay as they are: the model writes them back in its next call.
 * Why one argument is wrong comes from TypeBox, which has its own Chinese messages (schema-problems.ts).
 */
import type { TLocalizedValidationError } from "typebox/error";
import { propertiesOf, schemaMessage } from "./schema-problems.ts";

/** One wrong argument: where (`items[0].name`, empty for the arguments object itself) and TypeBox's error. */
export interface ArgumentError {
  path: string;
  error: TLocalizedValidationError;
}

export type ToolProblem =
  | { kind: "no_such_tool"; tool: string; tools: string[] }
  | { kind: "invalid_arguments"; tool: string; errors: ArgumentError[]; arguments: unknown }
  | { kind: "not_run_aborted"; tool: string }
  | { kind: "timed_out"; tool: string; limitMs: number }
  | { kind: "aborted"; tool: string }
  | { kind: "failed"; tool: string; reason: string };

/** How a tool problem is said; the core's words are English, a caller may pass its own (`@kit/agent-loop/words`). */
export interface ToolProblemWords {
  noSuchTool: (name: string, tools: string) => string;
  invalidArguments: (tool: string) => string;
  theArguments: string;
  /** Why one argument is wrong: TypeBox's message, which TypeBox itself can say in another language. */
  argumentMessage: (error: TLocalizedValidationError) => string;
  /** One line per wrong argument; `names` lists the properties TypeBox names (extra ones), if any. */
  argumentProblem: (path: string, message: string, names: string) => string;
  argumentsReceived: (json: string) => string;
  notRunAborted: (tool: string) => string;
  timedOut: (tool: string, limit: string) => string;
  aborted: (tool: string) => string;
  failed: (tool: string, reason: string) => string;
}

export const ENGLISH_TOOL_PROBLEM_WORDS: ToolProblemWords = {
  noSuchTool: (name, tools) => `Error: there is no tool named "${name}". The tools are: ${tools}.`,
  invalidArguments: (tool) => `Error: invalid arguments for ${tool}:`,
  theArguments: "(arguments)",
  argumentMessage: (error) => schemaMessage(error, "en"),
  argumentProblem: (path, message, names) => `- ${path}: ${message}${names ? `: ${names}` : ""}`,
  argumentsReceived: (json) => `Arguments received: ${json}`,
  notRunAborted: (tool) => `Error: ${tool} was not run: the run was aborted.`,
  timedOut: (tool, limit) => `Error: ${tool} did not finish within ${limit} and was stopped.`,
  aborted: (tool) => `Error: ${tool} was aborted: the run was stopped before it finished.`,
  failed: (tool, reason) => `Error: ${tool} failed: ${reason}`,
};

// #region tool-problem-text
/** The text the model reads for a tool call that could not run, in the words the caller chose (English by default). */
export function toolProblemText(problem: ToolProblem, say: ToolProblemWords = ENGLISH_TOOL_PROBLEM_WORDS): string {
  switch (problem.kind) {
    case "no_such_tool":
      return say.noSuchTool(problem.tool, problem.tools.join(", "));
    case "invalid_arguments":
      return [
        say.invalidArguments(problem.tool),
        ...problem.errors.map(({ path, error }) => {
          // TypeBox says "must not have additional properties"; the model also needs to know which ones.
          const which = error.keyword === "additionalProperties" ? propertiesOf(error.params).join(", ") : "";
          return say.argumentProblem(path || say.theArguments, say.argumentMessage(error), which);
        }),
        say.argumentsReceived(JSON.stringify(problem.arguments)),
      ].join("\n");
    case "not_run_aborted":
      return say.notRunAborted(problem.tool);
    case "timed_out":
      return say.timedOut(problem.tool, seconds(problem.limitMs));
    case "aborted":
      return say.aborted(problem.tool);
    case "failed":
      return say.failed(problem.tool, problem.reason);
  }
}
// #endregion tool-problem-text

export function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
