/**
 * A test's listener on GET /events: collects every event and comment as it
 * arrives (through the server's own SseParser), remembers the last event id,
 * and can be closed and reopened with `Last-Event-ID`, as EventSource does.
 */
import type { ServerEvent, WireAgentEvent } from "../../src/api-types.ts";
import { readSse, SseParser } from "../../src/index.ts";
import type { SseItem } from "../../src/sse-parse.ts";
import { waitFor } from "./test-server.ts";

type AgentEventName = WireAgentEvent["type"];
type OtherEventName = Exclude<ServerEvent["type"], "agent_event">;

/**
 * One event as received, typed by its SSE `event:` name so that `e.event === "run_end"` narrows `e.data`.
 * The names follow the contract in api-types.ts: an `agent_event` travels under the loop's own event type,
 * every other event under its `type`. The data is parsed JSON, trusted to follow the contract: the tests'
 * assertions are what check it.
 */
export type ReceivedEvent =
  | {
      [K in AgentEventName]: {
        id: string;
        event: K;
        data: { type: "agent_event"; runId: string; event: Extract<WireAgentEvent, { type: K }> };
      };
    }[AgentEventName]
  | { [K in OtherEventName]: { id: string; event: K; data: Extract<ServerEvent, { type: K }> } }[OtherEventName];

/** The received event of one SSE name, e.g. `ReceivedOf<"run_end">`. */
export type ReceivedOf<K extends ReceivedEvent["event"]> = Extract<ReceivedEvent, { event: K }>;

/** The data of an event that must be of this SSE name: throws (failing the test) if it is another. */
export function dataOf<K extends ReceivedEvent["event"]>(event: ReceivedEvent, name: K): ReceivedOf<K>["data"] {
  if (event.event !== name) throw new Error(`expected a ${name} event, got ${event.event}`);
  return event.data as ReceivedOf<K>["data"];
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
        else
          this.events.push({ id: item.lastEventId, event: item.event, data: JSON.parse(item.data) } as ReceivedEvent);
      },
      this.parser,
    )
      .catch(() => {})
      .finally(() => {
        this.ended = true;
      });
  }

  /** Waits (bounded) for an event that matches; returns it (narrowed, when `match` is a type guard). */
  waitForEvent<E extends ReceivedEvent>(
    match: (event: ReceivedEvent) => event is E,
    what: string,
    timeoutMs?: number,
  ): Promise<E>;
  waitForEvent(match: (event: ReceivedEvent) => boolean, what: string, timeoutMs?: number): Promise<ReceivedEvent>;
  waitForEvent(match: (event: ReceivedEvent) => boolean, what: string, timeoutMs?: number): Promise<ReceivedEvent> {
    return waitFor(() => this.events.find(match), what, timeoutMs);
  }

  /** Closes the connection, as a closed tab does. */
  async close(): Promise<void> {
    this.controller.abort();
    await this.reading;
  }
}
