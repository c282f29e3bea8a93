/**
 * Where the page lives: its sources (src/web) and the build that is served
 * (dist/, git-ignored). `npm start` builds only when a source is newer than
 * the build, so a second start is instant and an edit is never served stale.
 *
 * Another package may build its own page around this one's (the classroom
 * wraps `App` in its gate): it names its sources and its build as a
 * `PageSource`, and this package's vite config builds it.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const packageDir = fileURLToPath(new URL("..", import.meta.url));
export const webDir = join(packageDir, "src", "web");
export const distDir = join(packageDir, "dist");

/** A page to build: the folder with its index.html, where it is built, and the other folders it imports from. */
export interface PageSource {
  webDir: string;
  distDir: string;
  alsoFrom?: string[];
}

/** The teaching agent's own page, which `npm start` serves. */
export const TEACHING_PAGE: PageSource = { webDir, distDir };

/** Why the page must be built: never built, or `changed` (a source, from the build's package) is newer than it. */
export type BuildReason = { changed?: string };

/** The reason the page must be built, or `undefined` when its build is up to date. */
export function whyBuild(page: PageSource = TEACHING_PAGE): BuildReason | undefined {
  const builtIndex = join(page.distDir, "index.html");
  if (!existsSync(builtIndex)) return {};
  const builtAt = statSync(builtIndex).mtimeMs;
  const sources = [page.webDir, ...(page.alsoFrom ?? [])].flatMap(filesUnder);
  const inputs = [join(packageDir, "vite.config.ts"), ...sources];
  const newer = inputs.find((file) => statSync(file).mtimeMs > builtAt);
  return newer === undefined ? undefined : { changed: relative(dirname(page.distDir), newer) };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? filesUnder(join(dir, item.name)) : [join(dir, item.name)],
  );
}
