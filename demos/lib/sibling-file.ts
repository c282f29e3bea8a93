/**
 * A second file beside a demo's first one, in the same folder, so that both
 * print the same way and one can name the other (a fork names its
 * original). What an earlier run left under that name is removed first.
 */
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { DemoFile } from "./demo-files.ts";

export function siblingFile(file: DemoFile, name: string): DemoFile {
  for (const existing of readdirSync(file.dir)) {
    if (existing === name || existing.startsWith(`${name}.`)) rmSync(join(file.dir, existing), { force: true });
  }
  return { path: join(file.dir, name), dir: file.dir };
}
