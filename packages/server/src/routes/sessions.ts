/**
 * The sessions folder as resources: list, create, and read one session whole.
 */
import { Hono } from "hono";
import type { SessionDetail, SessionOutline, SessionSummary } from "../api-types.ts";
import { CreateSessionSchema } from "../body-schemas.ts";
import { jsonInSlices, jsonTextInSlices } from "../json-in-slices.ts";
import type { ServerParts } from "../server-parts.ts";
import { sessionPath } from "../session-ids.ts";
import { firstScreenEntries, labelsAmong } from "../session-outline.ts";
import { tornParts } from "../torn-parts.ts";
import { readBody } from "../validate.ts";

export function sessionRoutes(parts: ServerParts): Hono {
  const { registry, runs } = parts;
  const routes = new Hono();

  /** Newest first. A damaged file is listed with `error`, never hidden and never fatal. */
  routes.get("/", (c) => {
    const list: SessionSummary[] = registry
      .list()
      .map((summary) => ({ ...summary, running: runs.isRunning(summary.id) }));
    return c.json(list);
  });

  routes.post("/", async (c) => {
    const body = await readBody(c, CreateSessionSchema);
    const { id } = registry.create({ name: body.name });
    const summary: SessionSummary = { ...registry.summarize(id)!, running: false };
    return c.json(summary, 201);
  });

  /**
   * The whole session, or with `?outline=true` a long one's first screen (session-outline.ts). Its entries are a
   * copy of the list: an append meanwhile does not change this answer.
   */
  routes.get("/:id", async (c) => {
    const id = c.req.param("id");
    const outline = c.req.query("outline") === "true";
    // A big closed file is read on a worker thread, so other requests are answered meanwhile (load-off-thread.ts).
    const body = await registry.readOffThread(id, outline ? "outline" : "full");
    const torn = () => tornParts(sessionPath(registry.sessionsDir, id));
    if (body !== undefined) {
      const rest = `,"running":${runs.isRunning(id)},"tornSetAside":${JSON.stringify(torn())}}`;
      return jsonTextInSlices([body.slice(0, -1), rest]);
    }
    const session = registry.read(id);
    const firstScreen = outline ? firstScreenEntries(session.tree) : undefined;
    const head = { id, header: session.header };
    const { leafId, name, tree } = session;
    const status = { running: runs.isRunning(id), tornSetAside: torn() };
    // The fields in the order the other readers write them (load-worker.ts, first-screen-from-end.ts), so that every
    // reader's answer is the same bytes.
    if (firstScreen) {
      const labels = labelsAmong(firstScreen, tree.labels);
      const entryCount = tree.size;
      const outlined = { outline: true, entryCount } as const;
      const first: SessionOutline = { ...head, entries: firstScreen, leafId, labels, name, ...outlined, ...status };
      return jsonInSlices(first, "entries");
    }
    const labels = Object.fromEntries(tree.labels);
    const detail: SessionDetail = { ...head, entries: [...tree.entries], leafId, labels, name, ...status };
    // A long session is written in slices, so that other requests are answered meanwhile.
    return jsonInSlices(detail, "entries");
  });

  return routes;
}
