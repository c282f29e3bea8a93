/**
 * The bytes waiting for one event-stream client, held on the server-wide
 * budget's account.
 *
 * The response stream itself holds at most about `highWaterMark` bytes: a
 * chunk goes into it only while it asks for more (it does whenever the socket
 * has taken what it held). Everything else waits here, in a list this code
 * owns, so that cutting a client that fell behind drops those bytes at once:
 * bytes already inside a stream could only leave it through the socket.
 *
 * The stream takes whole chunks from its queue, so when it holds fewer bytes
 * than before, the oldest chunks given to it are the ones that left.
 */
import type { BudgetedStream, StreamBudget } from "./sse-budget.ts";

export interface StreamQueueLimits {
  /** What the response stream may hold before the rest waits here. */
  highWaterMark: number;
  /** Bytes one client may leave unread before it is cut, whatever the budget says. */
  maxUnreadBytes: number;
}

export class StreamQueue implements BudgetedStream {
  /** Chunks given to the response stream that its socket has not taken yet, oldest first. */
  private readonly inStream: Uint8Array[] = [];
  private inStreamBytes = 0;
  /** Chunks waiting for the response stream to ask for more. */
  private readonly waiting: Uint8Array[] = [];
  private waitingBytes = 0;
  private pushedBytes = 0;
  private isEnded = false;

  constructor(
    private readonly controller: ReadableStreamDefaultController<Uint8Array>,
    private readonly budget: StreamBudget,
    private readonly limits: StreamQueueLimits,
    /** Builds the last event sent to a cut client. */
    private readonly lastWords: (reason: string) => Uint8Array,
    /** Called once when the stream ends here (cut, closed or released): unsubscribe, stop timers, leave the budget. */
    private readonly onEnd: () => void,
  ) {}

  /** True once the stream was cut, closed or released: nothing more is queued. */
  get ended(): boolean {
    return this.isEnded;
  }

  get queuedBytes(): number {
    return this.inStreamBytes + this.waitingBytes;
  }

  get takenBytes(): number {
    return this.pushedBytes - this.queuedBytes;
  }

  /** Queues `bytes` behind what is already waiting; cuts this client if it is too far behind. */
  push(bytes: Uint8Array): void {
    if (this.isEnded) return;
    this.pushedBytes += bytes.length;
    this.budget.hold(bytes);
    this.noticeTaken();
    if (this.waiting.length === 0 && this.wantsMore()) this.giveToStream(bytes);
    else {
      this.waiting.push(bytes);
      this.waitingBytes += bytes.length;
    }
    if (this.queuedBytes > this.limits.maxUnreadBytes) {
      this.cut(`this connection had over ${this.limits.maxUnreadBytes} bytes of events unread`);
      return;
    }
    this.budget.enforce();
  }

  /** The socket took what the stream held: hand it what waits, up to the high-water mark. */
  pull(): void {
    if (this.isEnded) return;
    this.noticeTaken();
    while (this.waiting.length > 0 && this.wantsMore()) {
      const bytes = this.waiting.shift()!;
      this.waitingBytes -= bytes.length;
      this.giveToStream(bytes);
    }
  }

  cut(reason: string): void {
    if (this.isEnded) return;
    this.dropAll();
    try {
      this.controller.enqueue(this.lastWords(reason));
    } catch {
      // the client has just gone: there is no one to tell
    }
    this.close();
  }

  /** Ends the stream once what it holds is sent (the server stops, or the client was cut). */
  close(): void {
    if (this.isEnded) return;
    this.release();
    try {
      this.controller.close();
    } catch {
      // already cancelled by the client
    }
  }

  /**
   * The client went away, or the stream ends: nothing more is queued, and the
   * budget forgets it (what the stream still holds leaves with the socket).
   */
  release(): void {
    if (this.isEnded) return;
    this.isEnded = true;
    this.dropAll();
    this.onEnd();
  }

  private giveToStream(bytes: Uint8Array): void {
    this.controller.enqueue(bytes);
    this.inStream.push(bytes);
    this.inStreamBytes += bytes.length;
  }

  /** Whole chunks leave the stream, oldest first: as many as it no longer holds are off the account. */
  private noticeTaken(): void {
    const held = Math.max(0, this.limits.highWaterMark - (this.controller.desiredSize ?? this.limits.highWaterMark));
    while (this.inStreamBytes > held && this.inStream.length > 0) {
      const bytes = this.inStream.shift()!;
      this.inStreamBytes -= bytes.length;
      this.budget.drop(bytes);
    }
  }

  private dropAll(): void {
    for (const bytes of [...this.inStream, ...this.waiting]) this.budget.drop(bytes);
    this.inStream.length = 0;
    this.waiting.length = 0;
    this.inStreamBytes = 0;
    this.waitingBytes = 0;
  }

  private wantsMore(): boolean {
    return (this.controller.desiredSize ?? 0) > 0;
  }
}
