/**
 * The words of the teaching tools, in English and in Chinese: what each tool
 * and parameter is for, their results, and why a path is refused. The model
 * reads these sentences, so a Chinese run gives it Chinese ones: the caller
 * decides (`createTeachingTools({ language })`, English by default); the tools'
 * names, parameters and the paths stay as they are.
 */
import type { FileKind } from "../file-kind.ts";
import type { Language } from "../language.ts";
import { FILE_KIND_WORDS } from "../words/file-kind-words.ts";
import type { WorkspaceRefusal } from "./workspace.ts";

export interface ToolWords {
  emptyFolder: string;
  pastTheEnd: (offset: number, path: string, lines: number) => string;
  notText: (path: string, bytes: number, reason: string) => string;
  wrote: (characters: number, path: string) => string;
  absolutePath: (path: string) => string;
  leavesWorkspace: (path: string) => string;
  notFound: (path: string) => string;
  isFolder: (path: string) => string;
  linkLeadsOutside: (path: string) => string;
  linkPointsNowhere: (path: string) => string;
  changedWhileWritten: (path: string) => string;
  changedWhileOpened: (path: string) => string;
  changedOutside: (path: string) => string;
  becameLink: (path: string) => string;
  lastStepLink: (path: string) => string;
  notAFolderOnTheWay: (path: string) => string;
  /** `mode` is "read" or "write". */
  notRegular: (path: string, kind: FileKind, mode: "read" | "write") => string;
  hardLinks: (path: string, links: number) => string;
  notAFile: (path: string) => string;
  /** A write that failed for a reason of the file system (`reason`, Node's own words). */
  leftAsItWas: (reason: string, path: string) => string;
  // What each tool and parameter is for (tools.ts)
  listFiles: string;
  listFilesPath: string;
  readFile: (maxLines: number, maxChars: number) => string;
  readFilePath: string;
  readFileOffset: string;
  writeFile: string;
  writeFilePath: string;
  writeFileContent: string;
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
    linkLeadsOutside: (path) => `"${path}" leads outside the workspace through a symbolic link; that is not allowed.`,
    linkPointsNowhere: (path) => `"${path}" goes through a symbolic link that points nowhere; that is not allowed.`,
    changedWhileWritten: (path) => `"${path}" changed while it was written; try again.`,
    changedWhileOpened: (path) => `"${path}" changed while it was opened; try again.`,
    changedOutside: (path) => `"${path}" changed while it was opened and now leads outside the workspace.`,
    becameLink: (path) => `"${path}" changed into a symbolic link while it was opened; that is not allowed.`,
    lastStepLink: (path) => `"${path}" is a symbolic link at the last step; the tools do not follow it.`,
    notAFolderOnTheWay: (path) => `"${path}" goes through something that is not a folder.`,
    notRegular: (path, kind, mode) =>
      `"${path}" is ${FILE_KIND_WORDS.en[kind]}, not a regular file; the tools only ${mode} files.`,
    hardLinks: (path, links) =>
      `"${path}" has ${links} hard links: its other names, perhaps outside the workspace, ` +
      "would not see the new content. Write to a new file instead.",
    notAFile: (path) => `"${path}" is not a regular file; the tools only read and write files.`,
    leftAsItWas: (reason, path) => `${reason}; "${path}" was left as it was.`,
    listFiles: "List the files and folders in a folder of the workspace. Folders end with a slash.",
    listFilesPath: 'A folder of the workspace; "." is the top (default).',
    readFile: (maxLines, maxChars) =>
      `Read a text file of the workspace. Long files are cut after ${maxLines} lines or ${maxChars} characters; ` +
      "a marker at the end says how to read on.",
    readFilePath: "File path relative to the workspace, e.g. README.md.",
    readFileOffset: "First line to read, counting from 1.",
    writeFile: "Create or replace a text file in the workspace. Missing folders are created.",
    writeFilePath: "File path relative to the workspace, e.g. notes/today.md.",
    writeFileContent: "The whole new content of the file.",
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
    linkLeadsOutside: (path) => `"${path}" 通过符号链接指到了工作区外面；这是不允许的。`,
    linkPointsNowhere: (path) => `"${path}" 经过了一个指向不存在位置的符号链接；这是不允许的。`,
    changedWhileWritten: (path) => `"${path}" 在写入的过程中被改动了；请再试一次。`,
    changedWhileOpened: (path) => `"${path}" 在打开的过程中被改动了；请再试一次。`,
    changedOutside: (path) => `"${path}" 在打开的过程中被改动了，现在指到了工作区外面。`,
    becameLink: (path) => `"${path}" 在打开的过程中变成了符号链接；这是不允许的。`,
    lastStepLink: (path) => `"${path}" 的最后一段是符号链接；这些工具不跟随符号链接。`,
    notAFolderOnTheWay: (path) => `"${path}" 的路径上有一段不是文件夹。`,
    notRegular: (path, kind, mode) =>
      `"${path}" 是${FILE_KIND_WORDS.zh[kind]}，不是普通文件；这些工具只${mode === "read" ? "读" : "写"}普通文件。`,
    hardLinks: (path, links) =>
      `"${path}" 有 ${links} 个硬链接：它的其他名字（可能在工作区外面）看不到新内容。请写到一个新文件里。`,
    notAFile: (path) => `"${path}" 不是普通文件；这些工具只读写普通文件。`,
    leftAsItWas: (reason, path) => `${reason}；"${path}" 保持原样，没有改动。`,
    listFiles: "列出工作区里某个文件夹中的文件和文件夹。文件夹的名字以斜杠结尾。",
    listFilesPath: '工作区里的一个文件夹；"." 是最上层（默认）。',
    readFile: (maxLines, maxChars) =>
      `读取工作区里的一个文本文件。长文件读到 ${maxLines} 行或 ${maxChars} 个字符就截断；末尾的标记会说怎么接着读。`,
    readFilePath: "相对于工作区的文件路径，例如 README.md。",
    readFileOffset: "从第几行开始读，从 1 数起。",
    writeFile: "在工作区里新建或覆盖一个文本文件。缺少的文件夹会自动建好。",
    writeFilePath: "相对于工作区的文件路径，例如 notes/today.md。",
    writeFileContent: "文件的全部新内容。",
  },
};

/** The tool words in the language the caller chose; English by default. */
export function toolWords(language: Language = "en"): ToolWords {
  return TOOL_WORDS[language];
}

/** Why the workspace guard refused a path (a `WorkspacePathError`'s data), in these words. */
export function sayRefusal(refusal: WorkspaceRefusal, path: string, say: ToolWords): string {
  switch (refusal.kind) {
    case "absolute-path":
      return say.absolutePath(path);
    case "leaves-workspace":
      return say.leavesWorkspace(path);
    case "not-found":
      return say.notFound(path);
    case "is-folder":
      return say.isFolder(path);
    case "link-leads-outside":
      return say.linkLeadsOutside(path);
    case "link-points-nowhere":
      return say.linkPointsNowhere(path);
    case "changed-while-written":
      return say.changedWhileWritten(path);
    case "changed-while-opened":
      return say.changedWhileOpened(path);
    case "changed-outside":
      return say.changedOutside(path);
    case "became-link":
      return say.becameLink(path);
    case "last-step-link":
      return say.lastStepLink(path);
    case "not-a-folder-on-the-way":
      return say.notAFolderOnTheWay(path);
    case "not-regular":
      return say.notRegular(path, refusal.fileKind, refusal.mode);
    case "hard-links":
      return say.hardLinks(path, refusal.links);
    case "not-a-file":
      return say.notAFile(path);
  }
}
