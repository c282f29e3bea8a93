/**
 * Every failure a client can cause becomes `{ error: { code, message } }`
 * with a 4xx status, never a stack trace and never a crashed server.
 *
 * The packages below throw their own errors (an unknown entry id, a damaged
 * file, a file another process writes); this is the one table that says which
 * HTTP answer each deserves. Anything not in the table is a bug of ours: a
 * 500 whose message is logged, not sent.
 */

import { runLanguage } from "@kit/agent-loop";
import { CompactionError, NavigationError } from "@kit/compaction";
import { SessionFileError, SessionLockedError, SessionWriteError, UnknownEntryError } from "@kit/session-core";
import { refusalIn } from "@kit/session-core/words";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError as ApiErrorBody } from "./api-types.ts";
import { compactionSentence, navigationSentence } from "./compaction-words.ts";
import { errorWords } from "./error-words.ts";
import { requestLanguage } from "./request-language.ts";

/** An error that already knows its HTTP answer. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** The file the answer is about (a damaged session's), as the reader should type it. */
    readonly file?: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

// #region toHttpError
/**
 * The HTTP answer for anything thrown while handling a request. `shownPath` names a damaged file as the reader
 * should type it (server-parts.ts).
 */
export function toHttpError(error: unknown, shownPath: (file: string) => string = (file) => file): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof UnknownEntryError) {
    return new HttpError(404, "unknown_entry", errorWords().noEntry(error.role, error.entryId, error.namedBy));
  }
  // A damaged file stays on disk untouched; the answer lists its problems with their lines.
  if (error instanceof SessionFileError) {
    const file = shownPath(error.file);
    const said = refusalIn(error.naming(file), requestLanguage() ?? runLanguage()); // the request's language
    return new HttpError(422, "damaged_session", said, file);
  }
  // Another process (a second server, pi itself) is appending to this file.
  if (error instanceof SessionLockedError) {
    return new HttpError(409, "session_locked", errorWords().sessionLocked(shownPath(error.file), error.pid));
  }
  // Nothing was appended and the leaf did not move; the message says why (nothing to
  // summarise, the model failed, the session moved on meanwhile).
  if (error instanceof CompactionError) return new HttpError(409, "compaction_failed", sentenceOf(error));
  if (error instanceof NavigationError) return new HttpError(409, "navigation_failed", sentenceOf(error));
  // The disk is full or failing. What was saved before stays saved; the registry opens the
  // file again on the next request, so once there is room the session works again.
  if (error instanceof SessionWriteError) {
    const full = error.code === "ENOSPC" || error.code === "EDQUOT";
    const say = errorWords();
    const why = full ? say.diskFull : say.writeFailed(error.code ?? error.cause.message);
    return new HttpError(full ? 507 : 503, full ? "disk_full" : "write_failed", say.nothingSaved(why));
  }
  return new HttpError(500, "internal", errorWords().internal);
}
// #endregion toHttpError

/** What an error says to a person: compaction's problems in the run's language, any other error its message. */
export function sentenceOf(error: unknown): string {
  if (error instanceof CompactionError) return compactionSentence(error.problem);
  if (error instanceof NavigationError) return navigationSentence(error.problem);
  return (error as Error)?.message ?? String(error);
}

export function errorBody(error: HttpError): ApiErrorBody {
  const { code, message, file } = error;
  return { error: file === undefined ? { code, message } : { code, message, file } };
}

/**
 * Hono's `onError`: map, log, answer JSON. A bug of ours is logged with its stack, to be fixed; a refusal the
 * server chose (too many streams, a full disk) is logged in one line, since a stack would only bury it.
 */
export function handleError(
  error: unknown,
  c: Context,
  log: (message: string) => void,
  shownPath?: (file: string) => string,
): Response {
  const apiError = toHttpError(error, shownPath);
  const where = `${c.req.method} ${c.req.path}`;
  if (apiError.code === "internal") log(`${where}: ${(error as Error)?.stack ?? String(error)}`);
  else if (apiError.status >= 500) log(`${where}: ${apiError.status} ${apiError.code}: ${apiError.message}`);
  return c.json(errorBody(apiError), apiError.status);
}
