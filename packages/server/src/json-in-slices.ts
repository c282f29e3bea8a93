/**
 * A JSON answer holding one long array, written a slice of the array at a
 * time. `JSON.stringify` of a 200,000-entry session takes about two seconds
 * in one piece, and no other request is answered meanwhile; in slices, the
 * event loop runs between two of them (a list, a prompt, an event go out).
 *
 * The bytes are exactly those of `JSON.stringify(value)`: the same keys in
 * the same order, so a client cannot tell the difference.
 */

/** Entries per slice: a few milliseconds of work each. */
const SLICE = 1000;

export function jsonInSlices<T extends object>(value: T, arrayKey: keyof T & string): Response {
  const items = value[arrayKey];
  if (!Array.isArray(items)) throw new Error(`jsonInSlices: "${arrayKey}" is not an array`);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  let seen = false;
  for (const [key, field] of Object.entries(value)) {
    if (key === arrayKey) seen = true;
    else (seen ? after : before)[key] = field;
  }
  const opening = JSON.stringify(before).slice(0, -1);
  const head = `${opening}${opening.length > 1 ? "," : ""}${JSON.stringify(arrayKey)}:[`;
  const closing = JSON.stringify(after).slice(1);
  const tail = `]${closing.length > 1 ? "," : ""}${closing}`;

  const slice = (start: number) => {
    const end = Math.min(start + SLICE, items.length);
    const parts: string[] = [];
    for (let i = start; i < end; i++) parts.push(JSON.stringify(items[i]) ?? "null");
    return { text: (start > 0 ? "," : "") + parts.join(","), end };
  };
  // The first slice is made now, so that a value that cannot be written fails the request as usual (a 500).
  const first = slice(0);
  let next = first.end;
  const encoder = new TextEncoder();

  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(head + first.text + (next >= items.length ? tail : "")));
        if (next >= items.length) controller.close();
      },
      async pull(controller) {
        // Let whatever else waits run before the next slice.
        await new Promise((resolve) => setImmediate(resolve));
        const { text, end } = slice(next);
        next = end;
        controller.enqueue(encoder.encode(next >= items.length ? text + tail : text));
        if (next >= items.length) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, { headers: { "Content-Type": "application/json" } });
}

/** Characters per slice of an answer already written as text: about a millisecond of encoding each. */
const TEXT_SLICE = 1024 * 1024;

/**
 * An answer already written as JSON text, in pieces (a big session's body from the worker thread, then its
 * `running` field), sent a slice at a time: encoding 90 MB of text in one go would hold the event loop as long as
 * writing it in one piece did.
 */
export function jsonTextInSlices(pieces: string[]): Response {
  let piece = 0;
  let offset = 0;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (offset > 0) await new Promise((resolve) => setImmediate(resolve));
        const text = pieces[piece] ?? "";
        let end = Math.min(offset + TEXT_SLICE, text.length);
        // A character outside the BMP is two UTF-16 units: never cut between them (each half would encode as U+FFFD).
        if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end += 1;
        controller.enqueue(encoder.encode(text.slice(offset, end)));
        offset = end;
        if (offset >= text.length) {
          piece += 1;
          offset = 0;
        }
        if (piece >= pieces.length) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, { headers: { "Content-Type": "application/json" } });
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
