/**
 * Serves the built page on the server's own app, after the API routes, so the
 * page and the API share one port and one origin (no CORS, and the page's
 * EventSource reaches /api/.../events directly). The server renders no HTML;
 * this is the only place that does.
 */
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { distDir } from "./page-files.ts";

// #region mountPage
export function mountPage(app: Hono, root: string = distDir): void {
  // Files of the build: index.html, assets/*. Asset names carry a content
  // hash, so a browser may keep them; index.html must always be asked again.
  app.use("/*", serveStatic({ root, onFound: setCacheHeaders }));
  // Any other address is the page too (the API's unknown routes already answered a JSON 404).
  app.get("*", serveStatic({ root, path: "index.html", onFound: setCacheHeaders }));
}
// #endregion mountPage

function setCacheHeaders(path: string, c: Context): void {
  c.header("Cache-Control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
}
