/**
 * Where the page lives: its sources (src/web) and the build that is served
 * (dist/, git-ignored). `npm start` builds only when a source is newer than
 * the build, so a second start is instant and an edit is never served stale.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const packageDir = fileURLToPath(new URL("..", import.meta.url));
export const webDir = join(packageDir, "src", "web");
export const distDir = join(packageDir, "dist");
const builtIndex = join(distDir, "index.html");

/** Why the page must be built: never built, or `changed` (a file of the package) is newer than dist/. */
export type BuildReason = { changed?: string };

/** The reason the page must be built, or `undefined` when dist/ is up to date. */
export function whyBuild(): BuildReason | undefined {
  if (!existsSync(builtIndex)) return {};
  const builtAt = statSync(builtIndex).mtimeMs;
  const inputs = [join(packageDir, "vite.config.ts"), ...filesUnder(webDir)];
  const newer = inputs.find((file) => statSync(file).mtimeMs > builtAt);
  return newer === undefined ? undefined : { changed: newer.slice(packageDir.length) };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? filesUnder(join(dir, item.name)) : [join(dir, item.name)],
  );
}
