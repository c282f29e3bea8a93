/**
 * How many bytes a student's folder holds (their sessions and workspace), for
 * the byte budget (`student_bytes`). Walking the folder costs a stat per file,
 * so the sum is kept for a second: a burst of requests walks it once, and what
 * one second of writes can add is bounded by the prompt and write limits.
 */
import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

export const FRESH_MS = 1000;

export class FolderBytes {
  private known: { bytes: number; at: number } | undefined;

  constructor(
    private readonly dir: string,
    private readonly now: () => number,
  ) {}

  get bytes(): number {
    const now = this.now();
    if (!this.known || now - this.known.at >= FRESH_MS) this.known = { bytes: bytesUnder(this.dir), at: now };
    return this.known.bytes;
  }
}

/** Every regular file's size under `dir`, links not followed; a folder not made yet holds 0. */
export function bytesUnder(dir: string): number {
  let total = 0;
  const folders = [dir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      continue; // not made yet, or gone meanwhile
    }
    for (const name of names) {
      const path = join(folder, name);
      try {
        const stat = lstatSync(path);
        if (stat.isDirectory()) folders.push(path);
        else if (stat.isFile()) total += stat.size;
      } catch {
        // removed between the listing and the stat: it holds nothing now
      }
    }
  }
  return total;
}
