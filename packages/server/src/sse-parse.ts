/**
 * Reading server-sent events, the client's half of sse-format.ts, following
 * the HTML standard's rules: what a browser's EventSource does, for code that
 * reads the stream with `fetch` (tests, the demo, a terminal client).
 *
 * Two rules are easy to get wrong and matter for reconnection:
 * - an `id:` field is remembered even by a message without data, which is
 *   never dispatched (the server uses that to tell a new connection its
 *   position);
 * - the remembered id survives across messages until another `id:` replaces it.
 */

export type SseItem =
  | { type: "event"; event: string; data: string; lastEventId: string }
  | { type: "comment"; text: string };

// #region SseParser
export class SseParser {
  /** The id to send as `Last-Event-ID` when reconnecting ("" when none was seen). */
  lastEventId = "";
  /** The reconnection delay the server asked for, if it did. */
  retryMs: number | undefined;
  private buffer = "";
  private data: string[] = [];
  private eventType = "";
  private idBuffer = "";
  private sawCarriageReturn = false;

  /** Feeds decoded text, cut anywhere; returns the events and comments it completed. */
  push(text: string): SseItem[] {
    const items: SseItem[] = [];
    this.buffer += text;
    for (;;) {
      // A line ends at \n, \r or \r\n; a \r at the very end may be half of a \r\n still on its way.
      if (this.buffer === "") return items;
      if (this.sawCarriageReturn && this.buffer.startsWith("\n")) this.buffer = this.buffer.slice(1);
      this.sawCarriageReturn = false;
      const end = this.buffer.search(/[\r\n]/);
      if (end < 0) return items;
      const line = this.buffer.slice(0, end);
      this.sawCarriageReturn = this.buffer[end] === "\r";
      this.buffer = this.buffer.slice(end + 1);
      const item = this.line(line);
      if (item) items.push(item);
    }
  }

  private line(line: string): SseItem | undefined {
    if (line === "") return this.dispatch();
    if (line.startsWith(":")) return { type: "comment", text: line.slice(1).trimStart() };
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") this.data.push(value);
    else if (field === "event") this.eventType = value;
    else if (field === "id" && !value.includes("\0")) this.idBuffer = value;
    else if (field === "retry" && /^\d+$/.test(value)) this.retryMs = Number(value);
    return undefined;
  }

  private dispatch(): SseItem | undefined {
    this.lastEventId = this.idBuffer; // even when nothing is dispatched
    const data = this.data.join("\n");
    const hadData = this.data.length > 0;
    const event = this.eventType || "message";
    this.data = [];
    this.eventType = "";
    return hadData ? { type: "event", event, data, lastEventId: this.lastEventId } : undefined;
  }
}
// #endregion SseParser

/**
 * Reads a `fetch` response body as server-sent events, calling `onItem` for
 * each, until the stream ends or `signal` aborts. Returns the parser, whose
 * `lastEventId` is what to send when reconnecting.
 */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onItem: (item: SseItem) => void,
  parser = new SseParser(),
): Promise<SseParser> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const item of parser.push(decoder.decode(value, { stream: true }))) onItem(item);
    }
  } catch (error) {
    // Aborted by us, or the connection dropped ("terminated"): both simply end
    // the stream, and the caller reconnects with `parser.lastEventId`, as EventSource does.
    const dropped = error instanceof TypeError && error.message === "terminated";
    if ((error as Error).name !== "AbortError" && !dropped) throw error;
  } finally {
    reader.releaseLock();
  }
  return parser;
}
