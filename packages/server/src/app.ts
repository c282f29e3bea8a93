/**
 * The HTTP application: every route of the API on one Hono app, with the
 * rules that hold for all of them (other sites refused, a body size limit,
 * JSON errors).
 *
 * It renders no HTML. The teaching agent serves its page from the same app
 * (and so the same port) by adding its static routes after these, through the
 * `mountStatic` hook or on the returned app; anything under /api/ that no
 * route matches is a JSON 404, never a page.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ServerMode } from "./api-types.ts";
import { errorWords } from "./error-words.ts";
import { errorBody, HttpError, handleError } from "./errors.ts";
import { refuseWrites } from "./read-only.ts";
import { guardRequests } from "./request-guard.ts";
import { withRequestLanguage } from "./request-language.ts";
import { compactRoutes } from "./routes/compact.ts";
import { contextRoutes } from "./routes/context.ts";
import { contextEditRoutes } from "./routes/context-edit.ts";
import { eventRoutes } from "./routes/events.ts";
import { forkRoutes } from "./routes/fork.ts";
import { runRoutes } from "./routes/runs.ts";
import { sessionRoutes } from "./routes/sessions.ts";
import { treeRoutes } from "./routes/tree.ts";
import type { ServerParts } from "./server-parts.ts";

// #region createApp
export function createApp(parts: ServerParts, mountStatic?: (app: Hono) => void): Hono {
  const app = new Hono();
  app.onError((error, c) => handleError(error, c, parts.log, parts.shownPath));
  // An error answer is said in the language of the page that asked (request-language.ts).
  app.use("*", withRequestLanguage());
  // Then, for every request (the page's files too): other sites are refused.
  app.use("*", guardRequests(parts.guard));

  // A body over the limit is refused while it arrives, before it is all in memory.
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: parts.maxBodyBytes,
      onError: (c) =>
        c.json(errorBody(new HttpError(413, "too_large", errorWords().tooLarge(parts.maxBodyBytes))), 413),
    }),
  );

  // The answers in flight are counted, so that a followed session's writer opens only when they are sent.
  if (parts.openAhead) app.use("*", parts.openAhead.counting());
  // A read-only server (someone's real sessions) refuses every write before a route sees it.
  if (parts.readOnly) app.use("/api/*", refuseWrites());

  const all = [sessionRoutes, contextRoutes, runRoutes, treeRoutes, contextEditRoutes, compactRoutes, forkRoutes];
  for (const routes of [...all, eventRoutes]) {
    app.route("/api/sessions", routes(parts));
  }
  // The page asks whether this server shows sessions read-only, to say so and hide what would be refused.
  app.get("/api/mode", (c) => c.json({ readOnly: parts.readOnly } satisfies ServerMode));
  app.all("/api/*", (c) => {
    throw new HttpError(404, "no_route", errorWords().noRoute(c.req.method, c.req.path));
  });

  mountStatic?.(app);
  return app;
}
// #endregion createApp
