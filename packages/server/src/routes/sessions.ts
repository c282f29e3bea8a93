/**
 * The sessions folder as resources: list, create, and read one session whole.
 */
import { Hono } from "hono";
import type { SessionSummary } from "../api-types.ts";
import { CreateSessionSchema } from "../body-schemas.ts";
import { jsonAnswerWith } from "../reading/json-in-slices.ts";
import type { ServerParts } from "../server-parts.ts";
import { sessionPath } from "../session-ids.ts";
import { tornParts } from "../torn-parts.ts";
import { readBody } from "../validate.ts";

export function sessionRoutes(parts: ServerParts): Hono {
  const { registry, reader, runs } = parts;
  const routes = new Hono();

  /** Newest first. A damaged file is listed with `error`, never hidden and never fatal. */
  routes.get("/", (c) => {
    const list: SessionSummary[] = reader
      .list()
      .map((summary) => ({ ...summary, running: runs.isRunning(summary.id) }));
    return c.json(list);
  });

  routes.post("/", async (c) => {
    const body = await readBody(c, CreateSessionSchema);
    const { id } = registry.create({ name: body.name });
    const summary: SessionSummary = { ...reader.summarize(id)!, running: false };
    return c.json(summary, 201);
  });

  /**
   * The whole session (SessionDetail), or with `?outline=true` a long one's first screen (SessionOutline,
   * session-outline.ts). Its entries are those of this moment: an append meanwhile does not change this answer.
   * The body is kept by the reader while the session is unchanged; only the last two fields are written here.
   */
  routes.get("/:id", async (c) => {
    const id = c.req.param("id");
    const body = await reader.body(id, c.req.query("outline") === "true" ? "outline" : "full");
    const torn = tornParts(sessionPath(registry.sessionsDir, id));
    return jsonAnswerWith(body, `"running":${runs.isRunning(id)},"tornSetAside":${JSON.stringify(torn)}`);
  });

  return routes;
}
