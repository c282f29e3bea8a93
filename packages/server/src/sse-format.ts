/**
 * The server-sent events wire format, written by hand because it is small and
 * worth seeing: lines of `field: value`, a blank line ending each message.
 *
 *   id: k3x9-7
 *   event: message_update
 *   data: {"type":"agent_event",...}
 *
 * A browser's EventSource remembers the last `id:` it saw and sends it back as
 * the `Last-Event-ID` header when it reconnects; that is the whole replay
 * protocol. A line starting with `:` is a comment: clients ignore it, but it
 * keeps proxies and sockets from closing a quiet connection.
 */

export interface SseMessage {
  id?: string;
  event?: string;
  /** Any text; a newline inside it becomes a second `data:` line, as the format requires. */
  data?: string;
  /** How long a client should wait before reconnecting, in milliseconds. */
  retry?: number;
}

// #region formatSse
export function formatSse(message: SseMessage): string {
  const lines: string[] = [];
  if (message.retry !== undefined) lines.push(`retry: ${message.retry}`);
  if (message.id !== undefined) lines.push(`id: ${singleLine(message.id, "id")}`);
  if (message.event !== undefined) lines.push(`event: ${singleLine(message.event, "event")}`);
  if (message.data !== undefined) for (const line of message.data.split(/\r\n|\r|\n/)) lines.push(`data: ${line}`);
  return `${lines.join("\n")}\n\n`;
}
// #endregion formatSse

/** A comment line: ignored by every client, enough to keep the connection in use. */
export function formatComment(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, " ")}\n\n`;
}

/** A newline in an id or event name would end the field early and corrupt the stream. */
function singleLine(value: string, field: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`an SSE ${field} must be one line; got ${JSON.stringify(value)}`);
  return value;
}
