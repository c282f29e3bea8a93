/**
 * Starting and stopping runs. A prompt answers at once with the run's id; the
 * run itself is followed on the session's event stream.
 */
import { Hono } from "hono";
import type { AbortResult, PromptAccepted, StepResult } from "../api-types.ts";
import { EmptySchema, PromptSchema } from "../body-schemas.ts";
import type { ServerParts } from "../server-parts.ts";
import { openSessionRequest, readSessionRequest } from "./session-request.ts";

export function runRoutes(parts: ServerParts): Hono {
  const { registry, runs } = parts;
  const routes = new Hono();

  // #region prompt
  routes.post("/:id/prompt", async (c) => {
    // 404 for an unknown session, 400 for a bad body; only then is the file opened for writing.
    const { id, body, session } = await openSessionRequest(c, registry, PromptSchema);
    // 202 Accepted: the run has begun, not finished; its events say how it goes.
    const accepted: PromptAccepted = { runId: runs.start(id, session, body.text, body.pace) };
    return c.json(accepted, 202);
  });
  // #endregion prompt

  routes.post("/:id/abort", async (c) => {
    const { id } = await readSessionRequest(c, registry, EmptySchema);
    const result: AbortResult = { aborted: runs.abort(id) };
    return c.json(result);
  });

  // A run at pace "step" waits before each streamed piece until this is called.
  routes.post("/:id/step", async (c) => {
    const { id } = await readSessionRequest(c, registry, EmptySchema);
    const result: StepResult = { step: runs.step(id) };
    return c.json(result);
  });

  return routes;
}
