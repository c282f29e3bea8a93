/**
 * What a path that is not a regular file is, in words: a folder, a FIFO, a socket, a device. The workspace tools
 * refuse such a path, and so do the session readers above this package; all of them say what it was with these
 * words. The core's are plain English; a Chinese caller passes its own (`FILE_KIND_WORDS.zh`, `@kit/agent-loop/words`).
 * A plain function of a `stat`, so it loads no file system code.
 */
import type { Stats } from "node:fs";

/** The kinds of path that are not a regular file. */
export type FileKind = "folder" | "fifo" | "socket" | "device";

/** Each kind in words, as the middle of a sentence ("… is a folder, not a file"). */
export type FileKindWords = Record<FileKind, string>;

export const ENGLISH_FILE_KIND_WORDS: FileKindWords = {
  folder: "a folder",
  fifo: "a FIFO (named pipe)",
  socket: "a socket",
  device: "a device or other special file",
};

/** Which kind of path that is not a regular file this is; anything else special (a device) is "device". */
export function fileKindOf(stat: Pick<Stats, "isDirectory" | "isFIFO" | "isSocket">): FileKind {
  if (stat.isDirectory()) return "folder";
  if (stat.isFIFO()) return "fifo";
  if (stat.isSocket()) return "socket";
  return "device";
}

/** The kind of a path that is not a regular file, in words: "a folder", "a FIFO (named pipe)", ... */
export function describeFileKind(
  stat: Pick<Stats, "isDirectory" | "isFIFO" | "isSocket">,
  words: FileKindWords = ENGLISH_FILE_KIND_WORDS,
): string {
  return words[fileKindOf(stat)];
}
