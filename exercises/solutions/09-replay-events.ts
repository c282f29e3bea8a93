/**
 * Reference solution for exercise 09 (for teachers). The kit's version is
 * `EventChannel.catchUp` in packages/server/src/sse-hub.ts, which also bounds
 * the log by bytes.
 */
/** One message of an event stream: `id:`, `event:` and `data:` lines. */
export interface SseMessage {
  id: string;
  event?: string;
  data?: string;
}

export interface EventLogOptions {
  /** Unique to this server process, chosen when it starts: ids are `${epoch}-1`, `${epoch}-2`, ... */
  epoch: string;
  /** How many recent events are kept for replay. */
  keep: number;
}

export class EventLog {
  private readonly epoch: string;
  private readonly keep: number;
  /** The number of the latest event published (0 before the first). */
  private seq = 0;
  /** The most recent events, oldest first: at most `keep` of them. */
  private readonly kept: SseMessage[] = [];

  constructor(options: EventLogOptions) {
    this.epoch = options.epoch;
    this.keep = options.keep;
  }

  /** Numbers an event, keeps it for replay, and returns it as it is sent live. */
  publish(event: string, data: string): SseMessage {
    this.seq += 1;
    const message: SseMessage = { id: `${this.epoch}-${this.seq}`, event, data };
    this.kept.push(message);
    if (this.kept.length > this.keep) this.kept.shift();
    return message;
  }

  /** The id of the latest event, `${epoch}-0` before the first: the stream's current position. */
  position(): string {
    return `${this.epoch}-${this.seq}`;
  }

  /** The number in an id of this epoch; undefined for anything else. */
  private seqOf(id: string): number | undefined {
    const prefix = `${this.epoch}-`;
    const digits = id.startsWith(prefix) ? id.slice(prefix.length) : "";
    return /^\d{1,15}$/.test(digits) ? Number(digits) : undefined;
  }

  /**
   * What a new connection is sent before the live events, given the
   * `Last-Event-ID` it sent (undefined: none).
   */
  catchUp(lastEventId: string | undefined): SseMessage[] {
    if (lastEventId === undefined) return [{ id: this.position() }];
    const lastSeq = this.seqOf(lastEventId);
    // The client has everything up to lastSeq; the events after it must all still be here.
    const oldestKept = this.seq - this.kept.length + 1;
    if (lastSeq !== undefined && lastSeq <= this.seq && lastSeq >= oldestKept - 1) {
      return this.kept.slice(lastSeq - oldestKept + 1);
    }
    const reason =
      lastSeq === undefined
        ? `event id "${lastEventId}" is not from this server run (it restarted): reload`
        : lastSeq > this.seq
          ? `event id "${lastEventId}" is newer than the latest event: reload`
          : `the events after "${lastEventId}" are no longer kept: reload`;
    return [{ id: this.position(), event: "resync", data: JSON.stringify({ type: "resync", reason }) }];
  }
}

/** Given: a message as the bytes on the wire (a blank line ends each message). */
export function formatSse(message: SseMessage): string {
  const lines = [`id: ${message.id}`];
  if (message.event !== undefined) lines.push(`event: ${message.event}`);
  if (message.data !== undefined) for (const line of message.data.split("\n")) lines.push(`data: ${line}`);
  return `${lines.join("\n")}\n\n`;
}
