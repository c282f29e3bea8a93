/**
 * Builds the page with vite when it needs building. vite is imported only
 * then: a machine with an up-to-date dist/ serves the page without it.
 */
import { join } from "node:path";
import { startWords } from "@kit/server";
import { type PageSource, packageDir, TEACHING_PAGE, whyBuild } from "./page-files.ts";

/** Builds `page` with this package's vite config (the React plugin, relative asset paths), into its `distDir`. */
export async function buildPage(page: PageSource = TEACHING_PAGE): Promise<void> {
  const { build } = await import("vite");
  await build({
    configFile: join(packageDir, "vite.config.ts"),
    root: page.webDir,
    build: { outDir: page.distDir },
    logLevel: "warn",
  });
}

/** Builds if a source is newer than the build; says what it did. */
export async function ensurePageBuilt(
  log: (line: string) => void = () => {},
  page: PageSource = TEACHING_PAGE,
): Promise<void> {
  const reason = whyBuild(page);
  if (reason === undefined) return;
  const words = startWords();
  log(words.buildingPage(reason.changed));
  const started = Date.now();
  await buildPage(page);
  log(words.builtPage(page.distDir, ((Date.now() - started) / 1000).toFixed(1)));
}
