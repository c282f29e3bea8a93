/**
 * POST /fork {entryId}: the conversation up to one entry becomes a session of
 * its own, in a new file; the original is left as it was. Answers 201 with the
 * new session's summary, as POST /api/sessions does.
 */
import { Hono } from "hono";
import type { SessionSummary } from "../api-types.ts";
import { ForkSchema } from "../body-schemas.ts";
import type { ServerParts } from "../server-parts.ts";
import { readSessionRequest } from "./session-request.ts";

export function forkRoutes(parts: ServerParts): Hono {
  const { registry, reader } = parts;
  const routes = new Hono();

  routes.post("/:id/fork", async (c) => {
    const { id, body } = await readSessionRequest(c, registry, ForkSchema);
    // Reading the path is safe while a run streams: the fork copies what has ended so far.
    const forkId = registry.fork(reader.read(id), body.entryId);
    const summary: SessionSummary = { ...reader.summarize(forkId)!, running: false };
    return c.json(summary, 201);
  });

  return routes;
}
