/**
 * The teaching agent: the kit's server with the page mounted on it. Everything
 * the server accepts can be passed through (a sessions folder, a model, a
 * port), which is how the browser tests run the very thing `npm start` runs.
 */
import { type CreateServerOptions, createServer, type KitServer, sessionsDirFrom } from "@kit/server";
import type { Hono } from "hono";
import { mountExport } from "./export/export-route.ts";
import { mountPage } from "./mount-page.ts";
import { distDir } from "./page-files.ts";

export interface TeachingAgentOptions extends Omit<CreateServerOptions, "mountStatic"> {
  /** The built page to serve (default: this package's dist/). */
  pageDir?: string;
}

// #region createTeachingAgent
export function createTeachingAgent(options: TeachingAgentOptions = {}): KitServer {
  const { pageDir = distDir, ...serverOptions } = options;
  const sessionsDir = serverOptions.sessionsDir ?? sessionsDirFrom(serverOptions.env ?? process.env);
  const mountStatic = (app: Hono) => {
    mountExport(app, sessionsDir); // before the page's catch-all
    mountPage(app, pageDir);
  };
  return createServer({ ...serverOptions, sessionsDir, mountStatic });
}
// #endregion createTeachingAgent
