/**
 * One budget for every event stream of the server: how many may be open, and
 * how many bytes may wait, all of them together, for clients that read slowly
 * or not at all.
 *
 * A per-connection limit alone does not bound memory: a few hundred clients
 * that never read, each under its own limit, still add up to gigabytes. So a
 * new stream past `maxStreams` is refused (503), and when the bytes waiting
 * for all streams together pass `maxQueuedBytes`, streams are cut until the
 * total is under the cap again. Only a stream over its fair share (the cap
 * divided among the open streams) is cut, and of those the one whose client
 * has read the least: a client that keeps up is not cut for the sake of one
 * that does not read.
 *
 * The streams of one session are sent the same bytes for each event, so the
 * total counts each piece of memory once, however many streams hold it: it is
 * the memory the waiting events take, not that times the number of tabs.
 */

/** One open stream, as the budget sees it. */
export interface BudgetedStream {
  /** Bytes this stream holds that its client has not taken yet. */
  readonly queuedBytes: number;
  /** Bytes its client has taken since the stream opened. */
  readonly takenBytes: number;
  /** Drops what is queued, sends a last event saying why, and ends the stream (leaving the budget). */
  cut(reason: string): void;
}

export interface StreamBudgetOptions {
  maxStreams: number;
  maxQueuedBytes: number;
}

export class StreamBudget {
  private readonly streams = new Set<BudgetedStream>();
  /** Every piece of bytes some stream holds, with how many streams hold it. */
  private readonly holders = new Map<Uint8Array, number>();
  private total = 0;

  constructor(readonly options: StreamBudgetOptions) {}

  /** True while a new stream may open. */
  hasRoom(): boolean {
    return this.streams.size < this.options.maxStreams;
  }

  /** Takes a slot for `stream` (ask `hasRoom` first). */
  admit(stream: BudgetedStream): void {
    if (!this.hasRoom()) throw new Error(`no room for another event stream (${this.options.maxStreams} are open)`);
    this.streams.add(stream);
  }

  /** Gives the slot back (the stream has already dropped what it held). */
  leave(stream: BudgetedStream): void {
    this.streams.delete(stream);
  }

  /** A stream now holds `bytes` for its client. */
  hold(bytes: Uint8Array): void {
    const count = this.holders.get(bytes) ?? 0;
    if (count === 0) this.total += bytes.length;
    this.holders.set(bytes, count + 1);
  }

  /** A stream no longer holds `bytes`: its client took them, or they were dropped. */
  drop(bytes: Uint8Array): void {
    const count = this.holders.get(bytes) ?? 0;
    if (count > 1) this.holders.set(bytes, count - 1);
    else if (count === 1) {
      this.holders.delete(bytes);
      this.total -= bytes.length;
    }
  }

  /** Cuts streams over their share, the slowest readers first, until what waits fits under the cap. */
  enforce(): void {
    // Each cut removes one stream, so this ends after at most as many rounds as there are streams.
    for (let round = this.streams.size; round > 0 && this.total > this.options.maxQueuedBytes; round--) {
      const share = this.options.maxQueuedBytes / this.streams.size;
      let slowest: BudgetedStream | undefined;
      for (const stream of this.streams) {
        if (stream.queuedBytes > share && (!slowest || stream.takenBytes < slowest.takenBytes)) slowest = stream;
      }
      if (!slowest) return;
      slowest.cut(
        `this connection had ${slowest.queuedBytes} bytes of events unread, over its share ` +
          `(${Math.floor(share)} bytes) of the ${this.options.maxQueuedBytes} all event streams may hold together`,
      );
      this.leave(slowest); // cut() leaves already; this keeps the loop finite whatever a stream does
    }
  }

  /** Bytes waiting for all open streams together, each piece counted once: what a test reads to see the cap hold. */
  get queuedBytes(): number {
    return this.total;
  }

  get openStreams(): number {
    return this.streams.size;
  }
}
