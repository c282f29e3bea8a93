/**
 * The teaching agent: the kit's server with the page mounted on it. Everything
 * the server accepts can be passed through (a sessions folder, a model, a
 * port), which is how the browser tests run the very thing `npm start` runs.
 */
import { type CreateServerOptions, createServer, type KitServer } from "@kit/server";
import { mountPage } from "./mount-page.ts";
import { distDir } from "./page-files.ts";

export interface TeachingAgentOptions extends Omit<CreateServerOptions, "mountStatic"> {
  /** The built page to serve (default: this package's dist/). */
  pageDir?: string;
}

// #region createTeachingAgent
export function createTeachingAgent(options: TeachingAgentOptions = {}): KitServer {
  const { pageDir = distDir, ...serverOptions } = options;
  return createServer({ ...serverOptions, mountStatic: (app) => mountPage(app, pageDir) });
}
// #endregion createTeachingAgent
