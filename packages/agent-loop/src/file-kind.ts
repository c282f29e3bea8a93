/**
 * What a path that is not a regular file is, in words: a folder, a FIFO, a socket, a device. The workspace tools
 * refuse such a path, and so do the session readers above this package; all of them say what it was with these
 * words, in English or Chinese. A plain function of a `stat`, so it loads no file system code.
 */
import type { Stats } from "node:fs";
import type { Language } from "./language.ts";

/** The kinds of path that are not a regular file. */
export type FileKind = "folder" | "fifo" | "socket" | "device";

/** Each kind in words, as the middle of a sentence ("… is a folder, not a file"). */
export const FILE_KIND_WORDS: Record<Language, Record<FileKind, string>> = {
  en: { folder: "a folder", fifo: "a FIFO (named pipe)", socket: "a socket", device: "a device or other special file" },
  zh: { folder: "文件夹", fifo: "FIFO（命名管道）", socket: "socket", device: "设备或其他特殊文件" },
};

/** Which kind of path that is not a regular file this is; anything else special (a device) is "device". */
export function fileKindOf(stat: Pick<Stats, "isDirectory" | "isFIFO" | "isSocket">): FileKind {
  if (stat.isDirectory()) return "folder";
  if (stat.isFIFO()) return "fifo";
  if (stat.isSocket()) return "socket";
  return "device";
}

/**
 * The kind of a path that is not a regular file, in words: "a folder", "a FIFO (named pipe)", ... English unless a
 * language is asked for, for callers that put it in an English sentence of their own.
 */
export function describeFileKind(
  stat: Pick<Stats, "isDirectory" | "isFIFO" | "isSocket">,
  language: Language = "en",
): string {
  return FILE_KIND_WORDS[language][fileKindOf(stat)];
}
