/**
 * One open `GET /events` connection: a response body that never ends on its
 * own, fed by the hub, kept alive by a heartbeat, and released the moment the
 * client goes away.
 *
 * Four ways a connection could leak or hurt, each handled here:
 * - a client that closes its tab: the stream is cancelled (or the request
 *   aborted), and the listener and its timer are removed;
 * - a client that stops reading: events pile up in memory; past its own limit,
 *   or when all streams together hold more than the server-wide budget and it
 *   is the furthest behind (sse-budget.ts), what waits for it is dropped, it
 *   is sent a last `stream_cut` event, and the stream ends; it reconnects with
 *   `Last-Event-ID` and is replayed what it missed;
 * - too many connections: past the budget's count a new one is refused with
 *   503 before anything is queued for it;
 * - a quiet session: no bytes for minutes and a proxy or the OS may drop the
 *   socket, so a comment line goes out every `heartbeatMs`.
 */

import type { ServerEvent } from "./api-types.ts";
import { errorWords } from "./error-words.ts";
import { HttpError } from "./errors.ts";
import type { StreamBudget } from "./sse-budget.ts";
import { formatComment, formatSse } from "./sse-format.ts";
import type { EventHub } from "./sse-hub.ts";
import { StreamQueue } from "./sse-queue.ts";

export interface EventStreamOptions {
  /** A comment line after this many quiet milliseconds (default 15000). */
  heartbeatMs: number;
  /** The reconnection delay suggested to clients (default 1000 ms). */
  retryMs: number;
  /** Bytes a client may leave unread before it is cut off (default 8 MiB). */
  maxUnreadBytes: number;
}

export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache",
  Connection: "keep-alive",
  // Proxies such as nginx would otherwise hold events back in a buffer.
  "X-Accel-Buffering": "no",
};

/** What the response stream holds before the rest waits in the connection's own queue. */
const HIGH_WATER_MARK = 64 * 1024;

// #region openEventStream
export function openEventStream(
  hub: Pick<EventHub, "subscribe">,
  budget: StreamBudget,
  sessionId: string,
  lastEventId: string | undefined,
  requestSignal: AbortSignal,
  options: EventStreamOptions,
): Response {
  if (!budget.hasRoom()) {
    throw new HttpError(503, "too_many_streams", errorWords().tooManyStreams(budget.openStreams));
  }
  let queue: StreamQueue | undefined;

  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let unsubscribe: (() => void) | undefined;
        let heartbeat: NodeJS.Timeout | undefined;
        const onAbort = () => stream.release();
        const stream = new StreamQueue(
          controller,
          budget,
          { highWaterMark: HIGH_WATER_MARK, maxUnreadBytes: options.maxUnreadBytes },
          lastWords,
          () => {
            clearInterval(heartbeat);
            unsubscribe?.();
            requestSignal.removeEventListener("abort", onAbort);
            budget.leave(stream);
          },
        );
        queue = stream;
        budget.admit(stream);
        const send = (chunk: string) => stream.push(encodeShared(chunk));
        send(formatSse({ retry: options.retryMs }));
        unsubscribe = hub.subscribe(sessionId, lastEventId, { send, close: () => stream.close() });
        if (stream.ended) return unsubscribe(); // cut while being caught up
        heartbeat = setInterval(() => send(formatComment("heartbeat")), options.heartbeatMs);
        requestSignal.addEventListener("abort", onAbort);
        if (requestSignal.aborted) stream.release();
      },
      // The socket took what the stream held: hand it more of what waits.
      pull() {
        queue?.pull();
      },
      // The client went away: stop sending and forget it.
      cancel() {
        queue?.release();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: HIGH_WATER_MARK }),
  );

  return new Response(body, { headers: EVENT_STREAM_HEADERS });
}
// #endregion openEventStream

/** The last event of a cut connection. It has no `id:`, so a reconnect asks for exactly what was dropped. */
function lastWords(reason: string): Uint8Array {
  const event: ServerEvent = {
    type: "stream_cut",
    reason: `${reason}; this stream is closed: reconnect with Last-Event-ID to be replayed what it missed`,
  };
  return encoder.encode(formatSse({ event: event.type, data: JSON.stringify(event) }));
}

const encoder = new TextEncoder();
let lastText: string | undefined;
let lastBytes = new Uint8Array();

/**
 * The hub sends one event to every listener of a session in a row: it is
 * encoded once and its bytes are shared by all their queues, rather than one
 * copy per slow client.
 */
function encodeShared(text: string): Uint8Array {
  if (text !== lastText) {
    lastText = text;
    lastBytes = encoder.encode(text);
  }
  return lastBytes;
}
