/**
 * The words of the teaching model's summaries, in English and in Chinese: the
 * same six sections either way, so that a summary can be updated section by
 * section, and a Chinese conversation gets a Chinese checkpoint.
 */
import type { Language } from "./language.ts";

export interface SummaryWords {
  goal: string;
  constraints: string;
  progress: string;
  done: string;
  inProgress: string;
  blocked: string;
  decisions: string;
  nextSteps: string;
  critical: string;
  none: string;
  failed: (call: string, reason: string) => string;
  answered: (request: string) => string;
  quoted: (request: string) => string;
  answer: (request: string) => string;
  waitForNext: string;
  read: (path: string) => string;
  wrote: (path: string) => string;
  listed: (path: string) => string;
  called: (call: string) => string;
  filesRead: (paths: string) => string;
  filesWritten: (paths: string) => string;
  covers: (requests: number, calls: number) => string;
  /** A sentence of the user's that states a constraint. */
  constraint: RegExp;
  /** A sentence of the assistant's that states a decision. */
  decision: RegExp;
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

export const SUMMARY_WORDS: Record<Language, SummaryWords> = {
  en: {
    goal: "Goal",
    constraints: "Constraints",
    progress: "Progress",
    done: "Done",
    inProgress: "In progress",
    blocked: "Blocked",
    decisions: "Key decisions",
    nextSteps: "Next steps",
    critical: "Critical context",
    none: "(none)",
    failed: (call, reason) => `${call} failed: ${reason}`,
    answered: (request) => `Answered: "${request}"`,
    quoted: (request) => `"${request}"`,
    answer: (request) => `Answer: "${request}"`,
    waitForNext: "Wait for the user's next request.",
    read: (path) => `Read ${path}`,
    wrote: (path) => `Wrote ${path}`,
    listed: (path) => `Listed the files in ${path}`,
    called: (call) => `Called ${call}`,
    filesRead: (paths) => `Files read: ${paths}`,
    filesWritten: (paths) => `Files written: ${paths}`,
    covers: (requests, calls) => `Covers ${plural(requests, "user request")} and ${plural(calls, "tool call")}.`,
    constraint: /\b(must|never|always|don't|do not|only|keep|prefer|without)\b/i,
    decision: /\b(I will|I'll|decided|chose|instead of)\b/i,
  },
  zh: {
    goal: "目标",
    constraints: "约束",
    progress: "进展",
    done: "已完成",
    inProgress: "进行中",
    blocked: "受阻",
    decisions: "关键决定",
    nextSteps: "下一步",
    critical: "关键上下文",
    none: "（无）",
    failed: (call, reason) => `${call} 失败：${reason}`,
    answered: (request) => `已回答：“${request}”`,
    quoted: (request) => `“${request}”`,
    answer: (request) => `回答：“${request}”`,
    waitForNext: "等待用户的下一个请求。",
    read: (path) => `读取了 ${path}`,
    wrote: (path) => `写入了 ${path}`,
    listed: (path) => `列出了 ${path} 里的文件`,
    called: (call) => `调用了 ${call}`,
    filesRead: (paths) => `读过的文件：${paths}`,
    filesWritten: (paths) => `写过的文件：${paths}`,
    covers: (requests, calls) => `涵盖 ${requests} 个用户请求和 ${calls} 次工具调用。`,
    constraint: /(必须|不要|别|永远|总是|只|保持|务必|不能|优先|不用)/,
    decision: /(我会|我将|决定|选择|而不是)/,
  },
};
