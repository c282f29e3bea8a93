/**
 * Where demos write their files and folders: `.demo-output/` in the
 * repository (git ignores it), or `DEMO_DIR` when it is set.
 *
 * Paths are printed as the reader can open them: relative to the folder the
 * demo runs from (npm runs it from the repository root), so the default
 * output reads `.demo-output/demo-04.jsonl` (`.demo-output/zh-CN/demo-04.jsonl`
 * in Chinese) on every run and every machine.
 * Nothing is left in the system's temporary folder. Each demo removes only
 * what its own earlier run left (its file names), so two demos can run at
 * the same time, as docs:check runs them.
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { zh } from "./i18n.ts";

export interface DemoFile {
  /** The absolute path to write to. */
  path: string;
  /** The folder it lives in: `.demo-output/` or `DEMO_DIR`. */
  dir: string;
}

/**
 * The repository's own output folder for demos, git-ignored. A Chinese run
 * writes to a folder of its own, so the English and the Chinese run of one
 * demo (docs:check runs both, at the same time) never touch each other's files.
 */
export const defaultDemoDir = join(import.meta.dirname, "..", "..", ".demo-output", ...(zh ? ["zh-CN"] : []));

/**
 * A path for a new file `name` in the demo folder. What an earlier run of the
 * same demo left there (`name` itself and `name.*`: `.torn`, `.lock`,
 * backups) is removed first, and nothing else.
 */
export function demoFile(name: string): DemoFile {
  const dir = demoDir();
  for (const file of readdirSync(dir)) {
    if (file === name || file.startsWith(`${name}.`)) rmSync(join(dir, file), { force: true });
  }
  return { path: join(dir, name), dir };
}

/** `path` as the reader can open it: relative to where the demo runs, or absolute when it is elsewhere. */
export function shown(file: DemoFile, path = file.path): string {
  const fromHere = relative(process.cwd(), path);
  if (fromHere === "" || fromHere.startsWith("..") || isAbsolute(fromHere)) return path;
  return fromHere.split(sep).join("/");
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
  const dir = chosen ? resolve(chosen) : defaultDemoDir;
  mkdirSync(dir, { recursive: true });
  return dir;
}
