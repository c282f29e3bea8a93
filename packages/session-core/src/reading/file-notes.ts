/**
 * What is odd about a file but is not damage, gathered while the reader walks its lines (it rides along the loop:
 * read-along.ts): blank lines, bytes that are not UTF-8, a token count that is `null`. pi reads such a file, and
 * so does this kit; `check` lists these notes after the problems, and `repair` tidies them away. A byte-order mark
 * is read past here too, but pi 1.6.0 refuses such a file, so it is reported as a problem.
 */
import { isUtf8 } from "node:buffer";
import { nullTokenCounts } from "./entry-schema.ts";
import { blankLinesNote, notUtf8Note, nullCountsNote } from "./line-checks.ts";
import { type Note, type Problem, problemOf } from "./problems.ts";
import type { ReadAlong } from "./read-along.ts";

const BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf]);

export class FileNotes implements ReadAlong {
  /** Where the first line starts: after the byte-order mark, if there is one (it is read as if it were not). */
  readonly firstLineStart: number;
  private readonly utf8: boolean;
  private readonly blank: number[] = [];
  private readonly notUtf8: number[] = [];
  private readonly nullCounts: { line: number; field: string }[] = [];

  constructor(bytes: Buffer) {
    this.firstLineStart = bytes.subarray(0, 3).equals(BYTE_ORDER_MARK) ? 3 : 0;
    this.utf8 = isUtf8(bytes);
  }

  /** Notes a line's text: a blank line (the reader skips it, as pi does), bytes that are not UTF-8. */
  line(line: number, text: string): void {
    // Invalid UTF-8 decodes as U+FFFD, so lines are searched for U+FFFD only when the file is not valid UTF-8.
    if (!this.utf8 && this.notUtf8.length < 6 && text.includes("\ufffd")) this.notUtf8.push(line); // five, then "…"
    if (text.trim() === "") this.blank.push(line);
  }

  /** pi 1.6.0 refuses a file that starts with a byte-order mark (pi 0.73.1 read it); it is read past, and reported. */
  linesRead(problems: Problem[]): void {
    if (this.firstLineStart > 0) problems.push(problemOf("byte-order-mark", 1, [{ say: "byteOrderMark" }]));
  }

  /** Notes an entry that passed its checks: a `null` token count is read, and remarked on. */
  entry(line: number, value: Record<string, unknown>): void {
    const [field] = nullTokenCounts(value);
    if (field !== undefined) this.nullCounts.push({ line, field });
  }

  /** Every note, in the order `check` prints them. */
  finish(): { notes: Note[] } {
    return { notes: this.list() };
  }

  private list(): Note[] {
    const notes: Note[] = [];
    if (this.blank.length > 0) notes.push(blankLinesNote(this.blank));
    if (!this.utf8) notes.push(notUtf8Note(this.notUtf8));
    if (this.nullCounts.length > 0) notes.push(nullCountsNote(this.nullCounts));
    return notes;
  }
}
