/**
 * A folder of its own for a demo (a server's sessions folder, say): under
 * `DEMO_DIR` when it is set, else in a fresh temporary folder. What an earlier
 * run left in it is removed first, so every run starts the same.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export interface DemoFolder {
  /** The folder to use, empty. */
  path: string;
  /** Where it lives: `DEMO_DIR`, or the temporary folder. */
  dir: string;
}

export function demoFolder(name: string): DemoFolder {
  const chosen = process.env.DEMO_DIR;
  const dir = chosen ? resolve(chosen) : mkdtempSync(join(tmpdir(), "kit-demo-"));
  const path = join(dir, name);
  rmSync(path, { recursive: true, force: true });
  mkdirSync(path, { recursive: true });
  return { path, dir };
}
