/**
 * What the model reads when a tool call cannot run, in English and in Chinese
 * (`KIT_LANG=zh-CN` or a Chinese locale, language.ts). Tool names,
 * argument paths and the JSON received stay as they are: the model writes
 * them back in its next call. Why one argument is wrong comes from TypeBox,
 * which has its own Chinese messages (`Locale.zh_Hans`).
 */
import type { TValidationError } from "typebox/error";
import { Locale } from "typebox/system";
import { type Language, runLanguage } from "./language.ts";

export interface RunToolWords {
  noSuchTool: (name: string, tools: string) => string;
  invalidArguments: (tool: string) => string;
  theArguments: string;
  /** One line per wrong argument; `names` lists the properties TypeBox names (extra or missing ones), if any. */
  argumentProblem: (path: string, message: string, names: string) => string;
  argumentsReceived: (json: string) => string;
  notRunAborted: (tool: string) => string;
  timedOut: (tool: string, limit: string) => string;
  aborted: (tool: string) => string;
  failed: (tool: string, reason: string) => string;
  /** Why one argument is wrong, from TypeBox's error. */
  schemaMessage: (error: TValidationError & { message: string }) => string;
}

export const RUN_TOOL_WORDS: Record<Language, RunToolWords> = {
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
    schemaMessage: (error) => error.message,
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
    schemaMessage: (error) => Locale.zh_Hans(error),
  },
};

/** The words for this run's language (KIT_LANG, then the locale). */
export function runToolWords(language: Language = runLanguage()): RunToolWords {
  return RUN_TOOL_WORDS[language];
}
