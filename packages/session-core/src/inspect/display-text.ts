/**
 * Text taken from a session file, made safe to print on a terminal.
 *
 * A session file can come from anyone. An id, a model name or a message that
 * holds an escape sequence would, printed as it is, drive the reader's
 * terminal: set its title, clear the screen, even write to the clipboard
 * (OSC 52). So every field the inspector prints from a file goes through
 * `printable`, which shows each control character as a visible escape (`\x1b`)
 * instead of sending it.
 */

import { oneLine } from "@kit/agent-loop/messages";

/**
 * C0 and C1 control characters, DEL, the line and paragraph separators, the
 * bidirectional controls that can make text read differently than it is, and
 * the byte-order mark (U+FEFF), which is invisible where it is not the first
 * character of a file.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

// #region printable
/** `text` with every control character shown as an escape: `"a\x1b[2Jb"` prints as `a\x1b[2Jb`. */
export function printable(text: string): string {
  CONTROL.lastIndex = 0;
  if (!CONTROL.test(text)) return text; // the usual case: nothing to escape, no new string
  return text.replace(CONTROL, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
// #endregion printable

/** Text on one line: whitespace runs (newlines included) become one space; control characters are escaped. */
export function printableLine(text: string, width: number): string {
  // Only the start matters: do not normalise a megabyte of tool output.
  return printable(
    text
      .slice(0, width * 4)
      .replace(/\s+/g, " ")
      .trim(),
  );
}

/** One line of text, clipped and in quotes. */
export function quote(text: string, width: number): string {
  return `"${oneLine(printableLine(text, width), width)}"`;
}

/**
 * A value as JSON text for a display, at most `maxDepth` levels deep: deeper
 * objects and arrays are shown as "…". A bounded stringify never runs out of
 * stack, whatever the value nests (the reader bounds lines too: nesting.ts).
 */
export function jsonForDisplay(value: unknown, maxDepth = 8): string {
  const depthOf = new WeakMap<object, number>();
  const text = JSON.stringify(value, function (this: unknown, _key: string, item: unknown) {
    if (typeof item !== "object" || item === null) return item;
    const depth = (typeof this === "object" && this !== null ? (depthOf.get(this) ?? 0) : 0) + 1;
    if (depth > maxDepth) return "…";
    depthOf.set(item, depth);
    return item;
  });
  return text ?? String(value);
}
