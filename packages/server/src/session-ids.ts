/**
 * Session ids in URLs, and the one place they become file paths.
 *
 * A session's URL id is its file name without `.jsonl`. Anything a client
 * sends is a string it chose, so before it touches the disk it must be a plain
 * file name: no slashes, no `..`, nothing hidden, nothing a URL decoder could
 * turn into one of those. A refused id is answered like an unknown one, so a
 * probe learns nothing about the folders around the sessions folder.
 */
import { basename, join, resolve } from "node:path";
import { oneLine } from "@kit/agent-loop/messages";
import { errorWords } from "./error-words.ts";
import { HttpError } from "./errors.ts";

/** Letters, digits, dot, dash, underscore; starting with a letter or digit; at most 200 characters. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export const SESSION_FILE_EXTENSION = ".jsonl";

// #region sessionPath
/**
 * The file of session `id` inside `sessionsDir`, or a 400 for an id that is
 * not a plain file name. Two checks: the id's own characters, then (in case
 * the first is ever loosened) that the resolved path sits directly in the folder.
 */
export function sessionPath(sessionsDir: string, id: string): string {
  if (!SAFE_ID.test(id) || id.includes("..")) {
    throw new HttpError(400, "invalid_session_id", errorWords().notASessionId(quoted(id)));
  }
  const folder = resolve(sessionsDir);
  const file = resolve(folder, `${id}${SESSION_FILE_EXTENSION}`);
  if (file !== join(folder, basename(file))) {
    throw new HttpError(400, "invalid_session_id", errorWords().leavesFolder(quoted(id)));
  }
  return file;
}
// #endregion sessionPath

/** The id of a session file name, or undefined for files that are not sessions. */
export function idOfFileName(fileName: string): string | undefined {
  if (!fileName.endsWith(SESSION_FILE_EXTENSION)) return undefined;
  const id = fileName.slice(0, -SESSION_FILE_EXTENSION.length);
  return SAFE_ID.test(id) && !id.includes("..") ? id : undefined;
}

/** pi's file name for a new session: its creation time, then its UUID, so a folder listing sorts by age. */
export function newSessionFileId(timestamp: string, sessionId: string): string {
  return `${timestamp.replace(/[:.]/g, "-")}_${sessionId}`;
}

/** A client's id as an error message quotes it: one line, at most 60 characters, whatever was sent. */
function quoted(id: string): string {
  return `"${oneLine(id, 60)}"`;
}
