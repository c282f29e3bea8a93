/**
 * The events of every session, numbered, remembered for a while, and handed
 * to whoever is listening.
 *
 * Each session has its own channel: events are per session, and a tab that
 * watches session A never hears session B. Events are numbered by the hub
 * (`EPOCH-1`, `EPOCH-2`, ...: one counter for all sessions, so a session's
 * numbers increase but skip the other sessions' events). A channel keeps its
 * session's most recent events and sends each to every open connection. The
 * epoch is chosen when the server starts: after a restart the numbers begin
 * again, and a client still holding an id from the old server must be told to
 * reload rather than be replayed the wrong events.
 *
 * A channel nobody listens to is dropped once more than `maxIdleChannels`
 * are idle, with its replay log: memory does not grow with every session ever
 * touched. One counter for all is what makes that safe: a channel made again
 * starts above every id its predecessor gave out, so an old id is recognised
 * as too old (a `resync`), never replayed from the wrong place.
 *
 * Node runs this on one thread: catching a new connection up and adding it to
 * the listeners happen with no event in between, so nothing is missed or sent
 * twice at the seam.
 */
import type { ServerEvent } from "./api-types.ts";
import { formatSse } from "./sse-format.ts";

/** One open connection, as the hub sees it. */
export interface Subscriber {
  send(chunk: string): void;
  /** Ends the connection (the server is stopping). */
  close(): void;
}

export interface EventHubOptions {
  /** Prefix of every event id, unique to this server process (default: random). */
  epoch: string;
  /** How many recent events per session a reconnecting client can be replayed (default 5000)... */
  replayLimit?: number | undefined;
  /** ...and at most how many bytes of them (default 16 MiB). */
  replayBytes?: number | undefined;
  /** Channels with no connection kept (with their replay logs) at most (default 64). */
  maxIdleChannels?: number | undefined;
}

/** The SSE `event:` name: the loop's own event type for agent events, the server event's type otherwise. */
export function eventName(event: ServerEvent): string {
  return event.type === "agent_event" ? event.event.type : event.type;
}

/**
 * The event itself, or a `resync` when it cannot become JSON (a value from a model or a file nested deeper than
 * `JSON.stringify` can recurse): a stream must never break on one event, and the session on disk is complete.
 */
function sendable(event: ServerEvent): ServerEvent {
  try {
    JSON.stringify(event);
    return event;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { type: "resync", reason: "an event was nested too deeply to send; read the session again" };
  }
}

class EventChannel {
  private readonly log: { seq: number; chunk: string }[] = [];
  private logBytes = 0;
  /** Every event of this session after this number is in the log (or was never published). */
  private floor: number;
  readonly subscribers = new Set<Subscriber>();

  constructor(
    private readonly options: Required<EventHubOptions>,
    private readonly counter: { seq: number },
  ) {
    this.floor = counter.seq;
  }

  private idOf(seq: number): string {
    return `${this.options.epoch}-${seq}`;
  }

  publish(event: ServerEvent): string {
    const seq = ++this.counter.seq;
    const sent = sendable(event);
    const chunk = formatSse({ id: this.idOf(seq), event: eventName(sent), data: JSON.stringify(sent) });
    this.log.push({ seq, chunk });
    this.logBytes += chunk.length;
    while (
      this.log.length > this.options.replayLimit ||
      (this.logBytes > this.options.replayBytes && this.log.length > 1)
    ) {
      const dropped = this.log.shift()!;
      this.logBytes -= dropped.chunk.length;
      this.floor = dropped.seq;
    }
    for (const subscriber of this.subscribers) subscriber.send(chunk);
    return this.idOf(seq);
  }

  // #region catchUp
  /**
   * What a connection must be sent before live events, given the id of the
   * last event it received:
   * 1. none (a first connection): only its position, an `id:` line with no
   *    data, which a client records without dispatching anything; if it
   *    reconnects later it will ask for what came after that point;
   * 2. an id of this server from the time this channel's log covers: every
   *    event after it;
   * 3. anything else (the server restarted, the id is too old, or is not
   *    ours): a `resync` event, because replaying from a wrong position would
   *    show the client a history that never happened.
   */
  catchUp(lastEventId: string | undefined): string[] {
    const now = this.counter.seq;
    const position = formatSse({ id: this.idOf(now) });
    if (lastEventId === undefined) return [position];
    const lastSeq = this.seqOf(lastEventId);
    if (lastSeq !== undefined && lastSeq <= now && lastSeq >= this.floor) {
      return this.log.filter((entry) => entry.seq > lastSeq).map((entry) => entry.chunk);
    }
    const reason =
      lastSeq === undefined
        ? `event id "${lastEventId}" is not from this server run (it restarted): reload the session`
        : `the events after "${lastEventId}" are no longer kept: reload the session`;
    const resync: ServerEvent = { type: "resync", reason };
    return [formatSse({ id: this.idOf(now), event: "resync", data: JSON.stringify(resync) })];
  }
  // #endregion catchUp

  private seqOf(id: string): number | undefined {
    const prefix = `${this.options.epoch}-`;
    if (!id.startsWith(prefix)) return undefined;
    const seq = Number(id.slice(prefix.length));
    return Number.isSafeInteger(seq) && seq >= 0 ? seq : undefined;
  }
}

export class EventHub {
  /** Channels, least recently used first (a use moves one to the end). */
  private readonly channels = new Map<string, EventChannel>();
  private readonly options: Required<EventHubOptions>;
  private readonly counter = { seq: 0 };
  private readonly observers = new Set<(sessionId: string, event: ServerEvent) => void>();

  constructor(options: EventHubOptions) {
    this.options = {
      epoch: options.epoch,
      replayLimit: options.replayLimit ?? 5000,
      replayBytes: options.replayBytes ?? 16 * 1024 * 1024,
      maxIdleChannels: options.maxIdleChannels ?? 64,
    };
  }

  private channel(sessionId: string): EventChannel {
    let channel = this.channels.get(sessionId);
    if (channel) this.channels.delete(sessionId);
    else channel = new EventChannel(this.options, this.counter);
    this.channels.set(sessionId, channel);
    return channel;
  }

  /** Numbers the event, keeps it for replay, sends it to every listener of the session; returns its id. */
  publish(sessionId: string, event: ServerEvent): string {
    const id = this.channel(sessionId).publish(event);
    this.dropIdle();
    for (const observer of this.observers) observer(sessionId, event);
    return id;
  }

  /**
   * Tells `observer` of every event of every session, after the session's own
   * listeners (the classroom's teacher feed watches a student's server here).
   * Returns the function that stops it.
   */
  observe(observer: (sessionId: string, event: ServerEvent) => void): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /**
   * Sends the catch-up (see `catchUp`) to a new connection, then every later
   * event of the session. Returns the function that stops the sending.
   */
  subscribe(sessionId: string, lastEventId: string | undefined, subscriber: Subscriber): () => void {
    const channel = this.channel(sessionId);
    for (const chunk of channel.catchUp(lastEventId)) subscriber.send(chunk);
    channel.subscribers.add(subscriber);
    return () => {
      channel.subscribers.delete(subscriber);
      this.dropIdle();
    };
  }

  /** Drops the least recently used channels nobody listens to, beyond `maxIdleChannels`. */
  private dropIdle(): void {
    let idle = 0;
    for (const channel of this.channels.values()) if (channel.subscribers.size === 0) idle++;
    for (const [sessionId, channel] of this.channels) {
      if (idle <= this.options.maxIdleChannels) return;
      if (channel.subscribers.size > 0) continue;
      this.channels.delete(sessionId);
      idle--;
    }
  }

  /** Ends every open connection, so that a stopping server is not held open by them. */
  closeAll(): void {
    for (const channel of this.channels.values()) for (const subscriber of [...channel.subscribers]) subscriber.close();
  }

  /** Open connections to one session, or to all: what a test checks to see that closed ones were released. */
  connectionCount(sessionId?: string): number {
    if (sessionId !== undefined) return this.channels.get(sessionId)?.subscribers.size ?? 0;
    let total = 0;
    for (const channel of this.channels.values()) total += channel.subscribers.size;
    return total;
  }

  /** How many channels (sessions with events kept) the hub holds now. */
  get channelCount(): number {
    return this.channels.size;
  }
}
