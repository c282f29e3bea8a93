/**
 * Why a tool call could not run, as data (`ToolProblem`), and the tool-result text the model reads for it
 * (`toolProblemText`). The loop reports the problem; the language of the text is the caller's choice
 * (`runAgent({ language })`, English by default): this package never reads the environment for it.
 * Tool names, argument paths and the JSON received stay as they are: the model writes them back in its next call.
 * Why one argument is wrong comes from TypeBox, which has its own Chinese messages (schema-problems.ts).
 */
import type { TLocalizedValidationError } from "typebox/error";
import type { Language } from "./language.ts";
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

interface ToolProblemWords {
  noSuchTool: (name: string, tools: string) => string;
  invalidArguments: (tool: string) => string;
  theArguments: string;
  /** One line per wrong argument; `names` lists the properties TypeBox names (extra ones), if any. */
  argumentProblem: (path: string, message: string, names: string) => string;
  argumentsReceived: (json: string) => string;
  notRunAborted: (tool: string) => string;
  timedOut: (tool: string, limit: string) => string;
  aborted: (tool: string) => string;
  failed: (tool: string, reason: string) => string;
}

export const TOOL_PROBLEM_WORDS: Record<Language, ToolProblemWords> = {
  en: {
    noSuchTool: (name, tools) => `Error: there is no tool named "${name}". The tools are: ${tools}.`,
    invalidArguments: (tool) => `Error: invalid arguments for ${tool}:`,
    theArguments: "(arguments)",
    argumentProblem: (path, message, names) => `- ${path}: ${message}${names ? `: ${names}` : ""}`,
    argumentsReceived: (json) => `Arguments received: ${json}`,
    notRunAborted: (tool) => `Error: ${tool} was not run: the run was aborted.`,
    timedOut: (tool, limit) => `Error: ${tool} did not finish within ${limit} and was stopped.`,
    aborted: (tool) => `Error: ${tool} was aborted: the run was stopped before it finished.`,
    failed: (tool, reason) => `Error: ${tool} failed: ${reason}`,
  },
  zh: {
    noSuchTool: (name, tools) => `错误：没有名为 "${name}" 的工具。可用的工具有：${tools}。`,
    invalidArguments: (tool) => `错误：${tool} 的参数不对：`,
    theArguments: "（参数对象本身）",
    argumentProblem: (path, message, names) => `- ${path}：${message}${names ? `：${names}` : ""}`,
    argumentsReceived: (json) => `收到的参数：${json}`,
    notRunAborted: (tool) => `错误：${tool} 没有执行：这次运行已被中止。`,
    timedOut: (tool, limit) => `错误：${tool} 在 ${limit} 内没有完成，已被停止。`,
    aborted: (tool) => `错误：${tool} 被中止了：运行在它完成之前停了下来。`,
    failed: (tool, reason) => `错误：${tool} 执行失败：${reason}`,
  },
};

// #region tool-problem-text
/** The text the model reads for a tool call that could not run, in the language the caller chose. */
export function toolProblemText(problem: ToolProblem, language: Language = "en"): string {
  const say = TOOL_PROBLEM_WORDS[language];
  switch (problem.kind) {
    case "no_such_tool":
      return say.noSuchTool(problem.tool, problem.tools.join(", "));
    case "invalid_arguments":
      return [
        say.invalidArguments(problem.tool),
        ...problem.errors.map(({ path, error }) => {
          // TypeBox says "must not have additional properties"; the model also needs to know which ones.
          const which = error.keyword === "additionalProperties" ? propertiesOf(error.params).join(", ") : "";
          return say.argumentProblem(path || say.theArguments, schemaMessage(error, language), which);
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
