/**
 * How a file was when we last knew it: its identity (device and inode), size
 * and modification time. Comparing a file with its mark tells whether anyone
 * changed it since, without reading a byte: an append changes the size and
 * the time, a rewrite (`repair`, a copy put in its place) the inode.
 *
 * At most `limit` marks are kept, the oldest forgotten first: a forgotten
 * file only loses the notice, never data.
 */
import { type Stats, statSync } from "node:fs";

export interface FileMark {
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
}

export function markOf(stat: Stats): FileMark {
  return { dev: stat.dev, ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs };
}

export function sameMark(a: FileMark, b: FileMark): boolean {
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;
}

/** The mark of the file at `path` now, or undefined if it cannot be read (gone, no permission). */
export function currentMark(path: string): FileMark | undefined {
  try {
    return markOf(statSync(path));
  } catch {
    return undefined;
  }
}

export class FileMarks {
  private readonly marks = new Map<string, FileMark>();

  constructor(private readonly limit = 1024) {}

  /** Remembers how the file at `path` is now, under `key`. */
  remember(key: string, path: string): void {
    const mark = currentMark(path);
    this.marks.delete(key);
    if (!mark) return;
    this.marks.set(key, mark);
    if (this.marks.size > this.limit) this.marks.delete(this.marks.keys().next().value!);
  }

  /** True when a mark is kept under `key` and the file at `path` no longer matches it. */
  changed(key: string, path: string): boolean {
    const mark = this.marks.get(key);
    if (!mark) return false;
    const now = currentMark(path);
    return now === undefined || !sameMark(mark, now);
  }
}
