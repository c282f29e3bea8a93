/**
 * Opening a followed session for writing before the first click needs it.
 *
 * A tree click is a write (`POST …/branch`): it opens the session for writing,
 * which parses the whole file on the event loop; on a 50,000-entry session the
 * first click waited for that parse and the later ones did not. Reading never
 * opens a writer (reading/session-reader.ts), so nothing had done it before.
 * When a page starts following a session (its event stream opens), the page
 * is likely to click next: the writer is opened then, once the answers in
 * flight are sent, so the parse delays no answer already asked for.
 *
 * Chosen over handing the reader's parse to the registry because it needs
 * nothing from session-core and keeps one way of opening a writer; its cost is
 * that a followed session holds its lock while the page follows it (until the
 * registry closes it as idle, beyond `maxOpen`). What opening may not do here
 * is change the file: `registry.openAhead` leaves a torn last line for the
 * first write, a file locked by another writer alone, and says nothing of
 * either: the click then reports them as it always did.
 */
import type { MiddlewareHandler } from "hono";

export class OpenAhead {
  /** Answers begun and not yet sent; an event stream counts only until its headers are out. */
  private answering = 0;
  /** Sessions whose pages follow them and that wait for a quiet moment, with their streams' signals. */
  private readonly wanted = new Map<string, AbortSignal>();
  private scheduled = false;

  /** `open` opens session `id` for writing if it can without changing anything, and never throws. */
  constructor(private readonly open: (id: string) => void) {}

  /** Counts every answer in flight, from its request to its last byte sent. */
  counting(): MiddlewareHandler {
    return async (c, next) => {
      this.answering++;
      let done = false;
      const finished = () => {
        if (done) return;
        done = true;
        this.answering--;
        this.soon();
      };
      try {
        await next();
      } finally {
        const outgoing = (c.env as { outgoing?: NodeJS.EventEmitter } | undefined)?.outgoing;
        // An event stream stays open for as long as the page follows: it is no answer in flight.
        const stream = c.res.headers.get("content-type")?.startsWith("text/event-stream");
        if (outgoing && !stream) {
          outgoing.once("finish", finished);
          outgoing.once("close", finished);
        } else finished();
      }
    };
  }

  /** A page follows session `id` until `signal` aborts: open its writer when the server is next quiet. */
  follow(id: string, signal: AbortSignal): void {
    this.wanted.set(id, signal);
    this.soon();
  }

  /**
   * After the callbacks already queued (setImmediate runs after this turn's I/O), if no answer is in flight,
   * opens one wanted session, then looks again: each open is one parse, and a request that arrives meanwhile
   * is answered before the next.
   */
  private soon(): void {
    if (this.scheduled || this.wanted.size === 0 || this.answering > 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (this.answering > 0) return; // the last of them to finish calls soon() again
      const next = this.wanted.entries().next();
      if (next.done) return;
      const [id, signal] = next.value;
      this.wanted.delete(id);
      if (!signal.aborted) this.open(id); // a page that stopped following before the quiet moment needs nothing
      this.soon();
    });
  }
}
