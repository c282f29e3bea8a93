/**
 * Read-only mode: a server over someone's real sessions (pi's own folder,
 * `npm start -- --pi-sessions`) must never append to them. Every route that
 * could write is a method other than GET or HEAD, so one rule in front of all
 * of them refuses those with `403 read_only`, before any route runs: a route
 * added later is covered without knowing about this mode. The reads (the list,
 * a session, its context, its events) open no file for writing.
 */
import type { MiddlewareHandler } from "hono";
import { errorWords } from "./error-words.ts";
import { HttpError } from "./errors.ts";

const READS = new Set(["GET", "HEAD"]);

// #region refuseWrites
export function refuseWrites(): MiddlewareHandler {
  return async (c, next) => {
    if (!READS.has(c.req.method)) {
      throw new HttpError(403, "read_only", errorWords().readOnly(c.req.method, c.req.path));
    }
    await next();
  };
}
// #endregion refuseWrites
