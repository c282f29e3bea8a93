/**
 * The strict writer's check: each line is judged as the reader will judge it
 * when the file is opened again, so the kit never writes a line it would refuse.
 *
 * Why the line is parsed back rather than the entry checked before it is
 * serialised: JSON.stringify changes values on the way (`undefined` fields
 * vanish, `NaN` and `Infinity` become `null`, `-0` becomes `0`, a `Date` or any
 * object with `toJSON` becomes what that returns, a `Map` or a class instance
 * becomes `{}` or its own fields). A check of the entry would have to walk every
 * value and mirror each of those rules to promise "what is written reads back as
 * this entry"; the parse back is that promise by construction, and costs about
 * what such a walk would.
 */
import type { SessionEntry } from "../entries.ts";
import { nullTokenCounts } from "../reading/entry-schema.ts";
import { notAnEntry, whyNotAnEntry } from "../reading/line-checks.ts";
import { MAX_NESTING_DEPTH } from "../reading/nesting.ts";
import type { Said } from "../reading/problem-words.ts";
import { UnwritableEntryError } from "../reading/problems.ts";

// #region lineToWrite
/**
 * The line `entry` is appended as, judged as the reader will judge it when the
 * file is opened again: written as JSON, parsed back, and put through the same
 * checks, so the kit never writes a line it would refuse. The value parsed back
 * is the entry a restart reads (JSON drops an `undefined`, turns a `Date` into
 * its text), so it is the one the tree keeps. It is stricter by one thing: a
 * `null` token count, which the reader accepts from pi's files (and notes), is
 * refused here (a `NaN` count is written as `null`).
 * Throws `UnwritableEntryError` naming the field; nothing is written.
 */
export function lineToWrite(path: string, entry: SessionEntry): { line: string; readBack: SessionEntry } {
  let text: string;
  try {
    text = JSON.stringify(entry);
  } catch (error) {
    // Nested some thousands deep, JSON.stringify runs out of stack; a circular value throws a TypeError of its own.
    if (error instanceof RangeError) return refuseToWrite(path, entry, [{ say: "tooDeep", args: [MAX_NESTING_DEPTH] }]);
    throw error;
  }
  const value: unknown = JSON.parse(text);
  const problem = notAnEntry(value, text, 1) ?? whyNotAnEntry(value as Record<string, unknown>, text);
  if (problem !== undefined) refuseToWrite(path, entry, problem);
  const [nullCount] = nullTokenCounts(value as Record<string, unknown>);
  if (nullCount !== undefined) {
    const usage = (entry as { message?: { usage?: Record<string, unknown> } }).message?.usage;
    const written = usage?.[nullCount.split(".").at(-1)!];
    refuseToWrite(path, entry, [{ say: "nullCountRefused", args: [nullCount, String(written)] }]);
  }
  return { line: text, readBack: value as SessionEntry };
}
// #endregion lineToWrite

/** Nothing is written: the error names the file, the entry's type and what is wrong. */
function refuseToWrite(path: string, entry: SessionEntry, said: Said[]): never {
  throw new UnwritableEntryError(path, String(entry.type), said);
}
