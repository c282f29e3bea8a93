/**
 * A test's listener on GET /events: collects every event and comment as it
 * arrives (through the server's own SseParser), remembers the last event id,
 * and can be closed and reopened with `Last-Event-ID`, as EventSource does.
 */
import { readSse, type SseItem, SseParser } from "../../src/index.ts";
import { waitFor } from "./test-server.ts";

export interface ReceivedEvent {
  id: string;
  event: string;
  data: any;
}

export class SseListener {
  readonly events: ReceivedEvent[] = [];
  readonly comments: string[] = [];
  status = 0;
  ended = false;
  private readonly controller = new AbortController();
  private readonly parser = new SseParser();
  private reading: Promise<unknown> = Promise.resolve();

  private constructor(private readonly url: string) {}

  /** Opens the stream and resolves once the response headers have arrived. */
  static async open(url: string, lastEventId?: string): Promise<SseListener> {
    const listener = new SseListener(url);
    await listener.connect(lastEventId);
    return listener;
  }

  get lastEventId(): string {
    return this.parser.lastEventId;
  }

  private async connect(lastEventId: string | undefined): Promise<void> {
    const response = await fetch(this.url, {
      headers: lastEventId ? { "Last-Event-ID": lastEventId } : {},
      signal: this.controller.signal,
    });
    this.status = response.status;
    if (!response.ok || !response.body) {
      this.ended = true;
      return;
    }
    this.reading = readSse(
      response.body,
      (item: SseItem) => {
        if (item.type === "comment") this.comments.push(item.text);
        else this.events.push({ id: item.lastEventId, event: item.event, data: JSON.parse(item.data) });
      },
      this.parser,
    )
      .catch(() => {})
      .finally(() => {
        this.ended = true;
      });
  }

  /** Waits (bounded) for an event that matches; returns it. */
  waitForEvent(match: (event: ReceivedEvent) => boolean, what: string, timeoutMs?: number): Promise<ReceivedEvent> {
    return waitFor(() => this.events.find(match), what, timeoutMs);
  }

  /** Closes the connection, as a closed tab does. */
  async close(): Promise<void> {
    this.controller.abort();
    await this.reading;
  }
}
