/**
 * `GET /export/ID.html`: the page's "Export" link. It answers the session's
 * self-contained HTML file (export-html.ts) as a download. It lives outside
 * `/api/` because its answer is a file for a person, not JSON; it is mounted
 * before the page's files, whose catch-all would answer it otherwise. The id
 * goes through the server's `sessionPath`, the one place ids become paths.
 */
import { statSync } from "node:fs";
import { sessionPath } from "@kit/server";
import type { Hono } from "hono";
import { DEFAULT_MAX_SESSION_BYTES } from "../pi-sessions/list-pi-sessions.ts";
import { exportSessionHtml } from "./export-html.ts";

// #region exportRoute
export function mountExport(app: Hono, sessionsDir: string): void {
  app.get("/export/:file{.+\\.html}", (c) => {
    const id = c.req.param("file").slice(0, -".html".length);
    let path: string;
    try {
      path = sessionPath(sessionsDir, id);
    } catch {
      return c.text(`"${id}" is not a session id\n`, 400);
    }
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat?.isFile()) return c.text(`no session "${id}"\n`, 404);
    // The whole file is read on the event loop: a session too big for that is refused, not exported.
    if (stat.size > DEFAULT_MAX_SESSION_BYTES) return c.text(`session "${id}" is too big to export here\n`, 413);
    c.header("Content-Disposition", `attachment; filename="${id}.html"`);
    return c.html(exportSessionHtml(path));
  });
}
// #endregion exportRoute
