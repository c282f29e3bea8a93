/**
 * GET /api/sessions/:id/events: the session's server-sent events. A browser
 * opens it with `new EventSource(url)` and reconnects by itself, sending the
 * last id it saw as `Last-Event-ID`. A client that cannot set that header
 * (a page that reloads and wants to go on where it was) may pass
 * `?lastEventId=` instead.
 */
import { Hono } from "hono";
import type { ServerParts } from "../server-parts.ts";
import { EVENT_STREAM_HEADERS, openEventStream } from "../sse-connection.ts";

export function eventRoutes(parts: ServerParts): Hono {
  const { registry, hub, streamBudget, eventStream, openAhead } = parts;
  const routes = new Hono();

  routes.get("/:id/events", (c) => {
    const id = c.req.param("id");
    registry.assertExists(id); // an unknown session is a 404, not a stream that stays silent forever
    // HEAD is answered by this GET handler too, but its body is never read nor cancelled:
    // a stream opened for it would stay subscribed for good, queueing every later event.
    if (c.req.method === "HEAD") return new Response(null, { headers: EVENT_STREAM_HEADERS });
    const lastEventId = c.req.header("Last-Event-ID") ?? c.req.query("lastEventId");
    const stream = openEventStream(hub, streamBudget, id, lastEventId || undefined, c.req.raw.signal, eventStream);
    // A page that follows a session clicks in its tree next: its writer is opened while the server is quiet.
    if (stream.status === 200) openAhead?.follow(id, c.req.raw.signal);
    return stream;
  });

  return routes;
}
