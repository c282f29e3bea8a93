/**
 * Sessions read from files that are not open, kept while their files stay as
 * they were. Reading a 96 MB session takes seconds on the event loop, during
 * which no other request is answered; a page that reloads it, or asks for its
 * context, should not pay that again for a file nobody changed.
 *
 * A file is the same file while its identity (device and inode), size and
 * modification time are: an append changes the size and the time, a rewrite
 * the inode. Nothing else is trusted, and nothing is read to check.
 *
 * What is kept is bounded by the size of the files it came from (at most
 * `maxFileBytes` together, least recently used dropped first): a parsed
 * session takes a few times its file's size in memory.
 */
import { type FileMark, sameMark } from "./file-marks.ts";

export class ReadCache<V> {
  /** Least recently used first (a use moves an entry to the end). */
  private readonly kept = new Map<string, { mark: FileMark; value: V }>();
  private fileBytes = 0;

  constructor(private readonly maxFileBytes: number) {}

  /** What was kept for `path`, if the file is still exactly as it was then. */
  get(path: string, mark: FileMark): V | undefined {
    const entry = this.kept.get(path);
    if (!entry || !sameMark(entry.mark, mark)) {
      this.delete(path);
      return undefined;
    }
    this.kept.delete(path);
    this.kept.set(path, entry);
    return entry.value;
  }

  set(path: string, mark: FileMark, value: V): void {
    this.delete(path);
    if (mark.size > this.maxFileBytes) return;
    this.kept.set(path, { mark, value });
    this.fileBytes += mark.size;
    for (const [oldest, entry] of this.kept) {
      if (this.fileBytes <= this.maxFileBytes) break;
      this.kept.delete(oldest);
      this.fileBytes -= entry.mark.size;
    }
  }

  /** Forgets `path` (it was opened for writing: the open session is what is read now). */
  delete(path: string): void {
    const entry = this.kept.get(path);
    if (!entry) return;
    this.kept.delete(path);
    this.fileBytes -= entry.mark.size;
  }
}
