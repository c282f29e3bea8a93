/**
 * The listeners of one session's appends. A listener that throws cannot undo the append (the line is written),
 * so its error must not reach the caller as if the append had failed: it is reported as a process warning, and
 * the other listeners are still told.
 */
import type { SessionEntry } from "../entries.ts";

/**
 * Told of each entry once it is on disk: `entry` is the line just written,
 * `leafId` where the leaf stands after it (the entry itself, except after a
 * leaf switch record, which leaves the leaf on its target).
 */
export type AppendListener = (entry: SessionEntry, leafId: string | null) => void;

export class AppendListeners {
  private readonly listeners = new Set<AppendListener>();

  /** `file` names the session in a warning. */
  constructor(private readonly file: string) {}

  /** Adds a listener; returns the function that removes it. */
  add(listener: AppendListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every listener, in the order they were added; one that throws is a warning, not the caller's error. */
  tellAll(entry: SessionEntry, leafId: string | null): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(entry, leafId);
      } catch (error) {
        process.emitWarning(`${this.file}: an append listener failed: ${(error as Error)?.stack ?? String(error)}`);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
