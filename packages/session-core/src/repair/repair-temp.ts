/**
 * The mended file is written to a temporary file beside the session, flushed,
 * then renamed over it: a crash leaves the old file or the new one, never half
 * of one. A repair killed before its rename leaves that temporary file behind,
 * as big as the session. Its name says whose it is (`FILE.repair-tmp-PID`), so
 * the next repair of the same file (which holds the file's lock, so no other
 * repair of it can be running) removes it and says so, and `check` names it
 * with the command that removes it.
 */
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, statSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";

const MARK = ".repair-tmp-";

/** Writes `bytes` over `path` through `path.repair-tmp-PID`, flushed before and after the rename. */
export function replaceThroughTemp(path: string, bytes: Uint8Array): void {
  const temporary = `${path}${MARK}${process.pid}`;
  const fd = openSync(temporary, "w");
  try {
    for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temporary, path);
  syncFolder(dirname(path));
}

export interface LeftTemp {
  path: string;
  bytes: number;
}

/** The temporary files a stopped repair of `path` left beside it. */
export function leftTemps(path: string): LeftTemp[] {
  const prefix = `${basename(path)}${MARK}`;
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .sort()
    .flatMap((name) => {
      const file = join(dirname(path), name);
      try {
        return [{ path: file, bytes: statSync(file).size }];
      } catch {
        return []; // gone meanwhile
      }
    });
}

/** Removes them; call only while holding the session's lock. */
export function removeLeftTemps(path: string): LeftTemp[] {
  const found = leftTemps(path);
  for (const temp of found) rmSync(temp.path, { force: true });
  return found;
}

/** A rename is durable once the folder that holds the name is flushed (not possible on every system). */
function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(folder, "r");
    fsyncSync(fd);
  } catch {
    // Windows cannot open a folder; the rename itself is still atomic
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
