/**
 * A refusal by one of the class's limits: a 429 (or 413 for a size) that says
 * the limit's name and, when waiting helps, how long to wait, both in the
 * `Retry-After` header and in the JSON (`retryAfterSeconds`), so the page can
 * tell the student when to try again.
 */

import { HttpError } from "@kit/server/building-blocks";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export class LimitError extends HttpError {
  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    /** Whole seconds, at least 1; undefined when waiting will not help (a byte budget used up). */
    readonly retryAfterSeconds?: number,
  ) {
    super(status, code, message);
    this.name = "LimitError";
  }
}

/** Milliseconds to wait, as the whole seconds Retry-After counts in (never 0: "now" would invite a busy loop). */
export function secondsFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** The answer for a LimitError: the usual error JSON plus the wait, in the body and in the header. */
export function limitAnswer(error: LimitError, c: Context): Response {
  const { code, message, retryAfterSeconds } = error;
  if (retryAfterSeconds !== undefined) c.header("Retry-After", String(retryAfterSeconds));
  return c.json(
    { error: { code, message, ...(retryAfterSeconds !== undefined && { retryAfterSeconds }) } },
    error.status,
  );
}
