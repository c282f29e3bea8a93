/**
 * One open `GET /events` connection: a response body that never ends on its
 * own, fed by the hub, kept alive by a heartbeat, and released the moment the
 * client goes away.
 *
 * Three ways a connection could leak or hurt, each handled here:
 * - a client that closes its tab: the stream is cancelled (or the request
 *   aborted), and the listener and its timer are removed;
 * - a client that stops reading: events pile up in memory; past a limit the
 *   connection is closed, and the client reconnects with `Last-Event-ID` and
 *   is replayed what it missed;
 * - a quiet session: no bytes for minutes and a proxy or the OS may drop the
 *   socket, so a comment line goes out every `heartbeatMs`.
 */

import { formatComment, formatSse } from "./sse-format.ts";
import type { EventHub } from "./sse-hub.ts";

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

// #region openEventStream
export function openEventStream(
  hub: EventHub,
  sessionId: string,
  lastEventId: string | undefined,
  requestSignal: AbortSignal,
  options: EventStreamOptions,
): Response {
  const encoder = new TextEncoder();
  let release = () => {};

  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let open = true;
        const send = (chunk: string) => {
          if (!open) return;
          controller.enqueue(encoder.encode(chunk));
          if ((controller.desiredSize ?? 0) < -options.maxUnreadBytes) close(); // a client that stopped reading
        };
        const close = () => {
          if (!open) return;
          release();
          try {
            controller.close();
          } catch {
            // already cancelled by the client
          }
        };
        send(formatSse({ retry: options.retryMs }));
        const heartbeat = setInterval(() => send(formatComment("heartbeat")), options.heartbeatMs);
        const unsubscribe = hub.subscribe(sessionId, lastEventId, { send, close });
        const onAbort = () => release();
        release = () => {
          open = false;
          clearInterval(heartbeat);
          unsubscribe();
          requestSignal.removeEventListener("abort", onAbort);
        };
        requestSignal.addEventListener("abort", onAbort);
        if (requestSignal.aborted) release();
      },
      // The client went away: stop sending and forget it.
      cancel() {
        release();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );

  return new Response(body, { headers: EVENT_STREAM_HEADERS });
}
// #endregion openEventStream
