/**
 * The classroom's page: the teaching agent's App behind the class gate (src/web), built with the teaching agent's
 * vite config into this package's dist/ (git-ignored), and rebuilt when either package's page sources change.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type PageSource, webDir as teachingWebDir } from "@kit/teaching-agent";

const packageDir = fileURLToPath(new URL("..", import.meta.url));

export const CLASS_PAGE: PageSource = {
  webDir: join(packageDir, "src", "web"),
  distDir: join(packageDir, "dist"),
  alsoFrom: [teachingWebDir],
};
