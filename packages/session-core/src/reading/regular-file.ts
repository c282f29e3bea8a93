/**
 * The bytes of a session file, and only of a regular file. Anything else named like a session (a folder, a FIFO,
 * a device) is refused before a byte is read: reading a FIFO would wait for a writer forever, and a device such
 * as /dev/zero never ends. The file is opened without blocking and checked through that same descriptor, so it
 * cannot be swapped between the check and the read.
 *
 * Bytes, not text: the reader decodes one line at a time (read-lines.ts says why), and a torn last line is kept
 * byte for byte, perhaps cut mid-character.
 */

import { closeSync, constants, fstatSync, openSync, readFileSync, type Stats } from "node:fs";
import { fileKindOf } from "@kit/agent-loop/file-kind";
import { problemOf, SessionFileError } from "./problems.ts";

export function readSessionFile(path: string): Buffer {
  const fd = openSessionFile(path);
  try {
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The file opened for reading, once it is known to be a regular file; the caller closes it. */
export function openSessionFile(path: string): number {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    refuseIfNotAFile(path, fstatSync(fd));
    return fd;
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

function refuseIfNotAFile(path: string, stat: Stats): void {
  if (stat.isFile()) return;
  const problem = problemOf("not-a-file", 0, [{ say: "notAFile", args: [fileKindOf(stat)] }]);
  throw new SessionFileError(path, [problem], "nothing-read");
}
