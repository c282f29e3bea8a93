/**
 * Exercise 09: replaying missed events after Last-Event-ID.
 *
 * A browser tab follows a run through server-sent events. Connections drop: a
 * laptop sleeps, a proxy times out. The browser reconnects by itself and sends
 * the id of the last event it received in a `Last-Event-ID` header. The
 * server must then send exactly the events the tab missed, no fewer (the tab
 * would show half a reply) and no more (it would show a message twice). When
 * it cannot (the server restarted, or the events are too old to be kept), it
 * must say so, so the tab reloads instead of trusting a history that never
 * happened.
 *
 * Grade your work with `npm run exercise -- 09` from the repository root.
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
    // TODO(1): the next number (1, 2, 3, ...), the id `${epoch}-${number}`; keep the message, and
    //          drop the oldest when more than `keep` are kept.
    throw new Error(
      "TODO: publish is not written yet (see exercises/09-replay-events/README.md, 中文 README.zh-CN.md)",
    );
  }

  /** The id of the latest event, `${epoch}-0` before the first: the stream's current position. */
  position(): string {
    return `${this.epoch}-${this.seq}`;
  }

  /**
   * What a new connection is sent before the live events, given the
   * `Last-Event-ID` it sent (undefined: none).
   */
  catchUp(lastEventId: string | undefined): SseMessage[] {
    // TODO(2): no Last-Event-ID (a first connection): only the position, [{ id: position() }], an id with
    //          no event and no data, which the browser records without showing anything. An id of this
    //          epoch whose events after it are all still kept: exactly those events, in order (none when
    //          it is the latest).
    // TODO(3): a Last-Event-ID that cannot be answered exactly (a behaviour to reach, tests "part 3")
    //          gets one message, { id: position(), event: "resync", data: JSON of { type: "resync",
    //          reason } }, the reason naming the id in double quotes. Never a guess.
    throw new Error(
      "TODO: catchUp is not written yet (see exercises/09-replay-events/README.md, 中文 README.zh-CN.md)",
    );
  }
}

/** Given: a message as the bytes on the wire (a blank line ends each message). */
export function formatSse(message: SseMessage): string {
  const lines = [`id: ${message.id}`];
  if (message.event !== undefined) lines.push(`event: ${message.event}`);
  if (message.data !== undefined) for (const line of message.data.split("\n")) lines.push(`data: ${line}`);
  return `${lines.join("\n")}\n\n`;
}
