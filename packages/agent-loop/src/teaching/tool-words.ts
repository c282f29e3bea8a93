/**
 * The words of the teaching tools' results, in English and in Chinese. The
 * model reads these sentences, so a Chinese run (`KIT_LANG=zh-CN`) gives it
 * Chinese ones; the tools' names, parameters and the paths stay as they are.
 */
import { type Language, runLanguage } from "./language.ts";

export interface ToolWords {
  emptyFolder: string;
  pastTheEnd: (offset: number, path: string, lines: number) => string;
  notText: (path: string, bytes: number, reason: string) => string;
  wrote: (characters: number, path: string) => string;
  absolutePath: (path: string) => string;
  leavesWorkspace: (path: string) => string;
  notFound: (path: string) => string;
  isFolder: (path: string) => string;
}

export const TOOL_WORDS: Record<Language, ToolWords> = {
  en: {
    emptyFolder: "(empty folder)",
    pastTheEnd: (offset, path, lines) => `offset ${offset} is past the end of "${path}" (${lines} lines).`,
    notText: (path, bytes, reason) =>
      `"${path}" is not a text file (${bytes} bytes, ${reason}); read_file shows text only.`,
    wrote: (characters, path) => `Wrote ${characters} characters to ${path}.`,
    absolutePath: (path) => `"${path}" is an absolute path; give a path relative to the workspace, e.g. "notes.md".`,
    leavesWorkspace: (path) => `"${path}" leaves the workspace; paths must stay inside it.`,
    notFound: (path) => `"${path}" does not exist in the workspace. List the files to see what is there.`,
    isFolder: (path) => `"${path}" is a folder; use list_files to see inside it.`,
  },
  zh: {
    emptyFolder: "（空文件夹）",
    pastTheEnd: (offset, path, lines) => `offset ${offset} 超出了 "${path}" 的末尾（它只有 ${lines} 行）。`,
    notText: (path, bytes, reason) => `"${path}" 不是文本文件（${bytes} 字节，${reason}）；read_file 只显示文本。`,
    wrote: (characters, path) => `已把 ${characters} 个字符写入 ${path}。`,
    absolutePath: (path) => `"${path}" 是绝对路径；请给出相对于工作区的路径，例如 "notes.md"。`,
    leavesWorkspace: (path) => `"${path}" 走出了工作区；路径必须留在工作区里面。`,
    notFound: (path) => `工作区里没有 "${path}"。先列出文件，看看有什么。`,
    isFolder: (path) => `"${path}" 是一个文件夹；用 list_files 看它里面有什么。`,
  },
};

/** The tool words for this run's language (KIT_LANG, then the locale). */
export function toolWords(language: Language = runLanguage()): ToolWords {
  return TOOL_WORDS[language];
}
