/**
 * A listener that throws cannot undo the append (the line is written), so its error must not reach the caller as
 * if the append had failed: it is reported as a process warning, and the other listeners are still told.
 */
import type { SessionEntry } from "../entries.ts";
import type { AppendListener } from "../session.ts";

/** Tells every listener, in the order they were added; one that throws is a warning, not the caller's error. */
export function tellEach(
  file: string,
  listeners: ReadonlySet<AppendListener>,
  entry: SessionEntry,
  leafId: string | null,
): void {
  for (const listener of [...listeners]) {
    try {
      listener(entry, leafId);
    } catch (error) {
      process.emitWarning(`${file}: an append listener failed: ${(error as Error)?.stack ?? String(error)}`);
    }
  }
}
