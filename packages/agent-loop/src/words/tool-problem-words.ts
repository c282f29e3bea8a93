/**
 * The tool problems of the core (../tool-problem.ts) in Chinese, for the edges that run in Chinese: the demos, the
 * server, the classroom. Tool names, argument paths and the JSON received stay as they are; why one argument is
 * wrong is TypeBox's own Chinese (`Locale.zh_Hans`, ../schema-problems.ts).
 */
import type { Language } from "../language.ts";
import { schemaMessage } from "../schema-problems.ts";
import {
  ENGLISH_TOOL_PROBLEM_WORDS,
  type ToolProblem,
  type ToolProblemWords,
  toolProblemText,
} from "../tool-problem.ts";

export const TOOL_PROBLEM_WORDS: Record<Language, ToolProblemWords> = {
  en: ENGLISH_TOOL_PROBLEM_WORDS,
  zh: {
    noSuchTool: (name, tools) => `错误：没有名为 "${name}" 的工具。可用的工具有：${tools}。`,
    invalidArguments: (tool) => `错误：${tool} 的参数不对：`,
    theArguments: "（参数对象本身）",
    argumentMessage: (error) => schemaMessage(error, "zh"),
    argumentProblem: (path, message, names) => `- ${path}：${message}${names ? `：${names}` : ""}`,
    argumentsReceived: (json) => `收到的参数：${json}`,
    notRunAborted: (tool) => `错误：${tool} 没有执行：这次运行已被中止。`,
    timedOut: (tool, limit) => `错误：${tool} 在 ${limit} 内没有完成，已被停止。`,
    aborted: (tool) => `错误：${tool} 被中止了：运行在它完成之前停了下来。`,
    failed: (tool, reason) => `错误：${tool} 执行失败：${reason}`,
  },
};

/** How a run in `language` says a tool problem to the model: `runAgent({ sayToolProblem: sayToolProblemIn(lang) })`. */
export function sayToolProblemIn(language: Language): (problem: ToolProblem) => string {
  const words = TOOL_PROBLEM_WORDS[language];
  return (problem) => toolProblemText(problem, words);
}
