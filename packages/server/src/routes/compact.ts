/**
 * Compaction on request (pi's `/compact [instructions]`). The summary is
 * appended as an entry at the leaf; the messages it stands for stay in the
 * file, and GET /context shows the context shrink. The session announces the
 * new entry itself (session_updated); the `compaction` event adds the figures.
 */

import { compact } from "@kit/compaction";
import { Hono } from "hono";
import type { CompactResponse } from "../api-types.ts";
import { CompactSchema } from "../body-schemas.ts";
import { summaryLines } from "../compaction-words.ts";
import type { ServerParts } from "../server-parts.ts";
import { openSessionRequest } from "./session-request.ts";

export function compactRoutes(parts: ServerParts): Hono {
  const { registry, runs, hub, model, compaction } = parts;
  const routes = new Hono();

  routes.post("/:id/compact", async (c) => {
    const { id, body, session } = await openSessionRequest(c, registry, CompactSchema);
    // Writing the summary waits for the model; no run may start or leaf move meanwhile.
    const done = await runs.exclusive(id, "compact", (signal) =>
      compact(session, model, compaction, { instructions: body.instructions, signal, summaryLines: summaryLines() }),
    );
    hub.publish(id, {
      type: "compaction",
      entryId: done.entryId,
      tokensBefore: done.tokensBefore,
      tokensAfter: done.tokensAfter,
    });
    const result: CompactResponse = {
      entryId: done.entryId,
      firstKeptEntryId: done.firstKeptEntryId,
      tokensBefore: done.tokensBefore,
      tokensAfter: done.tokensAfter,
      summary: done.summary,
    };
    return c.json(result);
  });

  return routes;
}
