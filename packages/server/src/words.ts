/**
 * What the servers print when they start, or cannot, in English and in
 * Chinese (`KIT_LANG=zh-CN` or a Chinese locale). The paths, URLs and model ids
 * stay as they are.
 */
import { type Language, runLanguage } from "@kit/agent-loop";

export interface StartWords {
  /** One line for a port another program holds, instead of Node's stack trace. */
  busyPort: (port: number | string) => string;
  api: (url: string, sessionsDir: string, model: string) => string;
  teachingAgent: (url: string) => string;
  sessionsIn: (dir: string) => string;
  model: (model: string, offline: boolean) => string;
  stopHint: string;
  /** `changed`: the file newer than the last build; none: the page was never built. */
  buildingPage: (changed: string | undefined) => string;
  builtPage: (dir: string, seconds: string) => string;
}

export const START_WORDS: Record<Language, StartWords> = {
  en: {
    busyPort: (port) =>
      `cannot listen: port ${port} is already in use; set PORT to another port (PORT=0 picks any free one), ` +
      `e.g. PORT=4318 npm start`,
    api: (url, dir, model) => `API on ${url}/api/sessions, sessions in ${dir}, model ${model}`,
    teachingAgent: (url) => `Teaching agent: open ${url}/`,
    sessionsIn: (dir) => `  sessions in ${dir}`,
    model: (model, offline) => `  model ${model}${offline ? " (offline, no key needed)" : ""}`,
    stopHint: "  Ctrl-C stops it.",
    buildingPage: (changed) => {
      const why = changed === undefined ? "the page has not been built yet" : `${changed} changed since the last build`;
      return `Building the page (${why})…`;
    },
    builtPage: (dir, seconds) => `Built into ${dir} in ${seconds} s.`,
  },
  zh: {
    busyPort: (port) =>
      `无法监听：端口 ${port} 已被占用；用 PORT 换一个端口（PORT=0 表示任选一个空闲端口），例如 PORT=4318 npm start`,
    api: (url, dir, model) => `API 在 ${url}/api/sessions，会话存放在 ${dir}，模型 ${model}`,
    teachingAgent: (url) => `教学 Agent：打开 ${url}/`,
    sessionsIn: (dir) => `  会话存放在 ${dir}`,
    model: (model, offline) => `  模型 ${model}${offline ? "（离线，不需要密钥）" : ""}`,
    stopHint: "  按 Ctrl-C 停止。",
    buildingPage: (changed) =>
      `正在构建页面（${changed === undefined ? "页面还没有构建过" : `上次构建之后 ${changed} 改过了`}）……`,
    builtPage: (dir, seconds) => `已构建到 ${dir}，用了 ${seconds} 秒。`,
  },
};

export function startWords(language: Language = runLanguage()): StartWords {
  return START_WORDS[language];
}

/** The port a failed listen names (Node puts it on the error), or the one asked for. */
export function busyPortOf(error: unknown): number | string | undefined {
  const { code, port } = (error ?? {}) as NodeJS.ErrnoException & { port?: number };
  return code === "EADDRINUSE" ? (port ?? "?") : undefined;
}
