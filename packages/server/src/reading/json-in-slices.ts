/**
 * A JSON answer holding one long array, written a slice of the array at a
 * time. `JSON.stringify` of a 200,000-entry session takes about two seconds
 * in one piece, and no other request is answered meanwhile; in slices, the
 * event loop runs between two of them (a list, a prompt, an event go out).
 * The bytes are kept (session-reader.ts), so a session is written once per
 * change, not once per request.
 *
 * The bytes are exactly those of `JSON.stringify(value)`: the same keys in
 * the same order, so a client cannot tell the difference.
 */

/** Entries per slice: a few milliseconds of work each. */
const SLICE = 1000;

/** `JSON.stringify(value)` as UTF-8, made a slice of `value[arrayKey]` at a time, the event loop running between. */
export async function jsonBytesInSlices<T extends object>(value: T, arrayKey: keyof T & string): Promise<Uint8Array> {
  const items = value[arrayKey];
  if (!Array.isArray(items)) throw new Error(`jsonBytesInSlices: "${arrayKey}" is not an array`);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  let seen = false;
  for (const [key, field] of Object.entries(value)) {
    if (key === arrayKey) seen = true;
    else (seen ? after : before)[key] = field;
  }
  const opening = JSON.stringify(before).slice(0, -1);
  const closing = JSON.stringify(after).slice(1);
  const chunks = [Buffer.from(`${opening}${opening.length > 1 ? "," : ""}${JSON.stringify(arrayKey)}:[`)];
  for (let start = 0; start < items.length; start += SLICE) {
    // Let whatever else waits run before the next slice (not before the first: a short answer waits for nothing).
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const parts: string[] = [];
    for (let i = start; i < Math.min(start + SLICE, items.length); i++) parts.push(JSON.stringify(items[i]) ?? "null");
    chunks.push(Buffer.from((start > 0 ? "," : "") + parts.join(",")));
  }
  chunks.push(Buffer.from(`]${closing.length > 1 ? "," : ""}${closing}`));
  return Buffer.concat(chunks);
}

/**
 * The answer `body` (a JSON object's bytes, kept for the next request) with `rest` (the fields that change without
 * the file: `"running":false,...`) added as its last fields. Nothing is copied: the kept bytes go out as they are.
 */
export function jsonAnswerWith(body: Uint8Array, rest: string): Response {
  const empty = body.length <= 2; // "{}"
  const chunks = [body.subarray(0, body.length - 1), Buffer.from(`${empty ? "" : ","}${rest}}`)];
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.shift();
      if (chunk) controller.enqueue(chunk);
      if (chunks.length === 0) controller.close();
    },
  });
  return new Response(stream, { headers: { "Content-Type": "application/json" } });
}
