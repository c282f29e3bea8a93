/**
 * Builds the page with vite when it needs building. vite is imported only
 * then: a machine with an up-to-date dist/ serves the page without it.
 */
import { join } from "node:path";
import { startWords } from "@kit/server";
import { distDir, packageDir, whyBuild } from "./page-files.ts";

export async function buildPage(): Promise<void> {
  const { build } = await import("vite");
  await build({ configFile: join(packageDir, "vite.config.ts"), logLevel: "warn" });
}

/** Builds if a source is newer than dist/; says what it did. */
export async function ensurePageBuilt(log: (line: string) => void = () => {}): Promise<void> {
  const reason = whyBuild();
  if (reason === undefined) return;
  const words = startWords();
  log(words.buildingPage(reason.changed));
  const started = Date.now();
  await buildPage();
  log(words.builtPage(distDir, ((Date.now() - started) / 1000).toFixed(1)));
}
