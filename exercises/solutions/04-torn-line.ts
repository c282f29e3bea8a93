/**
 * Reference solution for exercise 04 (for teachers; learners write starter.ts).
 *
 * Work on bytes, not on a decoded string: the torn tail's offset is where the
 * writer will cut the file, and a file is cut in bytes. Everything up to the
 * last newline is complete lines; what follows it, if it does not parse, is a
 * write that was cut off. Each line is decoded on its own, so a character cut
 * in half can only spoil the torn tail, never shift the offsets of the rest.
 */

/** A complete line that parsed as a JSON object, with its line number (counting from 1). */
export interface JsonlRecord {
  line: number;
  value: Record<string, unknown>;
}

/** A complete line (a newline follows it) that is not a JSON object. */
export interface MalformedLine {
  line: number;
  message: string;
}

/** The bytes after the last newline that do not parse: an append cut off mid-write. */
export interface TornTail {
  line: number;
  /** Byte offset of the tail's first byte: where the file must be cut back to. */
  offset: number;
  /** The tail's bytes, exactly as they are in the file. */
  bytes: Uint8Array;
}

export interface ParsedJsonl {
  records: JsonlRecord[];
  malformed: MalformedLine[];
  tornTail: TornTail | undefined;
  /** The file ends on a complete record whose newline was never written. */
  missingFinalNewline: boolean;
}

const NEWLINE = 0x0a;

export function parseJsonl(bytes: Uint8Array): ParsedJsonl {
  const result: ParsedJsonl = { records: [], malformed: [], tornTail: undefined, missingFinalNewline: false };
  const decoder = new TextDecoder();
  let start = 0;
  for (let line = 1; start < bytes.length; line++) {
    const newline = bytes.indexOf(NEWLINE, start);
    const terminated = newline !== -1;
    const end = terminated ? newline : bytes.length;
    const text = decoder.decode(bytes.subarray(start, end));
    if (text.trim() !== "") {
      const parsed = parseObject(text);
      if (parsed.value !== undefined) {
        result.records.push({ line, value: parsed.value });
        if (!terminated) result.missingFinalNewline = true;
      } else if (terminated) {
        result.malformed.push({ line, message: parsed.error });
      } else {
        result.tornTail = { line, offset: start, bytes: bytes.slice(start) };
      }
    }
    start = end + 1;
  }
  return result;
}

export interface AppendResult {
  /** The whole file after the append. */
  bytes: Uint8Array;
  /** The torn tail that was cut off, to be kept beside the file; undefined if there was none. */
  setAside: Uint8Array | undefined;
}

export function appendLine(bytes: Uint8Array, json: string): AppendResult {
  const parsed = parseJsonl(bytes);
  const [firstBad] = parsed.malformed;
  if (firstBad) {
    throw new Error(
      `line ${firstBad.line} is damaged (${firstBad.message}); refusing to append until someone has looked at it`,
    );
  }
  const kept = parsed.tornTail ? bytes.subarray(0, parsed.tornTail.offset) : bytes;
  const added = new TextEncoder().encode(`${parsed.missingFinalNewline ? "\n" : ""}${json}\n`);
  const next = new Uint8Array(kept.length + added.length);
  next.set(kept);
  next.set(added, kept.length);
  return { bytes: next, setAside: parsed.tornTail?.bytes };
}

function parseObject(
  text: string,
): { value: Record<string, unknown>; error?: undefined } | { value?: undefined; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `not valid JSON (${(error as Error).message})` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { error: `a record must be a JSON object; found ${JSON.stringify(value)}` };
  }
  return { value: value as Record<string, unknown> };
}
