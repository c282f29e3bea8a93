/**
 * Where demos write their files and folders: under `DEMO_DIR` when it is set,
 * else in a fresh temporary folder. Paths are printed relative to that folder
 * (`$DEMO_DIR/demo-04.jsonl`), never as an absolute temporary path, so a demo
 * prints the same thing on every run and on every machine.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";

export interface DemoFile {
  /** The absolute path to write to. */
  path: string;
  /** The folder it lives in: `DEMO_DIR`, or the temporary folder. */
  dir: string;
}

/**
 * A path for a new file `name` in the demo folder. When `DEMO_DIR` is reused,
 * what an earlier run of the same demo left there (`name` itself and
 * `name.*`: `.torn`, `.lock`, backups) is removed first, and nothing else.
 */
export function demoFile(name: string): DemoFile {
  const dir = demoDir();
  for (const file of readdirSync(dir)) {
    if (file === name || file.startsWith(`${name}.`)) rmSync(join(dir, file), { force: true });
  }
  return { path: join(dir, name), dir };
}

/** `path` as the reader should see it: `$DEMO_DIR/...`. */
export function shown(file: DemoFile, path = file.path): string {
  return ["$DEMO_DIR", ...relative(file.dir, path).split(sep)].join("/");
}

/**
 * A folder of its own for a demo (a server's sessions folder, say), emptied of
 * what an earlier run left in it, so every run starts the same.
 */
export function demoFolder(name: string): DemoFile {
  const dir = demoDir();
  const path = join(dir, name);
  rmSync(path, { recursive: true, force: true });
  mkdirSync(path, { recursive: true });
  return { path, dir };
}

function demoDir(): string {
  const chosen = process.env.DEMO_DIR;
  const dir = chosen ? resolve(chosen) : mkdtempSync(join(tmpdir(), "kit-demo-"));
  mkdirSync(dir, { recursive: true });
  return dir;
}
