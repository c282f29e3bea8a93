/**
 * Builds the page with vite when it needs building. vite is imported only
 * then: a machine with an up-to-date dist/ serves the page without it.
 */
import { join } from "node:path";
import { distDir, packageDir, whyBuild } from "./page-files.ts";

export async function buildPage(): Promise<void> {
  const { build } = await import("vite");
  await build({ configFile: join(packageDir, "vite.config.ts"), logLevel: "warn" });
}

/** Builds if a source is newer than dist/; says what it did. */
export async function ensurePageBuilt(log: (line: string) => void = () => {}): Promise<void> {
  const reason = whyBuild();
  if (reason === undefined) return;
  log(`Building the page (${reason})…`);
  const started = Date.now();
  await buildPage();
  log(`Built into ${distDir} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
