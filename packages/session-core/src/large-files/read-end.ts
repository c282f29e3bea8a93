/**
 * The end of a long session file, read without reading all of it: the header,
 * the entries of the file's last bytes, and what the lines before them add to
 * the whole (how many entries, the session's name). A page shows a long
 * session's latest turns from this in milliseconds, where parsing every line
 * of a 17 MB file takes a second.
 *
 * It is enough because of one rule of the format: a parent is written before
 * its children. So the leaf is on the last line, its recent ancestors are on
 * the lines just before, and everything below an entry comes after that entry
 * in the file. The end is widened until it holds what the caller needs.
 *
 * The lines of the end are read as `loadSession` reads lines (read-lines.ts),
 * so they are the same entries; so is the one line before them that names the
 * session. What the end cannot judge is the rest of the file: a damaged line
 * before it is found by the whole read, which still comes next. Any problem in
 * what it reads, or a file that is not version 3 (its migration numbers ids by
 * line), gives undefined: read the whole file.
 *
 * The lines before the end are only counted and searched for the name, a chunk
 * at a time into one buffer: the whole file in memory at once would cost more
 * than all the rest (the fresh memory for 17 MB is tens of milliseconds).
 */
import { closeSync, fstatSync, readSync } from "node:fs";
import { isEntryOfType, type SessionEntry, type SessionHeader, type SessionInfoEntry } from "../entries.ts";
import { readSessionLines } from "../hardened-load.ts";
import { openSessionFile } from "../reading/regular-file.ts";
import { sessionNameOf } from "../tree.ts";

export interface SessionEnd {
  header: SessionHeader;
  /** The entries of the whole lines in the file's last bytes, in file order. */
  entries: SessionEntry[];
  /** How many entries the file holds before them (the lines that are not blank between the header and the end). */
  entriesBefore: number;
  /** The name the latest `session_info` entry gives, wherever it is in the file. */
  sessionName: string | undefined;
}

const NEWLINE = 0x0a;
const OPEN_BRACE = 0x7b;
const SESSION_INFO = Buffer.from('"session_info"');

/** How much of the end is read first; each further try reads twice as much. */
export const FIRST_END_BYTES = 256 * 1024;

/** How much of the lines before the end is read at a time. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * The file's header and the entries of its end, the end widened until `holdsEnough` says its entries are enough.
 * Undefined when they never are before the end would be the whole file, or the end cannot stand alone.
 */
export function readSessionEnd(
  path: string,
  holdsEnough: (entries: readonly SessionEntry[]) => boolean,
): SessionEnd | undefined {
  const fd = openSessionFile(path);
  try {
    // What the file holds now: a writer may append while it is read, and what comes after is not this answer's.
    const size = fstatSync(fd).size;
    const header = headerLine(fd, size);
    if (header === undefined) return undefined;
    const read = (entryLines: Buffer) => readSessionLines(path, Buffer.concat([header, entryLines]));
    for (let endBytes = FIRST_END_BYTES; ; endBytes *= 2) {
      // The end starts on a whole line: after the first newline at or past the cut.
      const from = Math.max(header.length - 1, size - endBytes) - 1;
      const tail = bytesAt(fd, from, size);
      const newline = tail.indexOf(NEWLINE);
      const endStart = from + newline + 1;
      // The end would be the whole file, or is one line longer than the end: read it whole.
      if (newline === -1 || endStart <= header.length) return undefined;
      const lines = read(tail.subarray(endStart - from));
      const damaged = lines.problems.some((problem) => problem.kind !== "torn-last-line");
      if (damaged || lines.fileVersion !== 3) return undefined;
      if (!holdsEnough(lines.entries)) continue;
      const before = linesBefore(fd, header.length, endStart, read);
      if (before === undefined) return undefined;
      const namedBy = lines.entries.findLast((entry) => isEntryOfType(entry, "session_info")) ?? before.namedBy;
      return {
        header: lines.header,
        entries: lines.entries,
        entriesBefore: before.count,
        sessionName: namedBy && sessionNameOf(namedBy),
      };
    }
  } finally {
    closeSync(fd);
  }
}

/** The first line with its newline, or undefined when there is none or it is blank (the whole read says why). */
function headerLine(fd: number, size: number): Buffer | undefined {
  const start = bytesAt(fd, 0, Math.min(size, CHUNK_BYTES));
  const end = start.indexOf(NEWLINE);
  if (end === -1 || start.toString("utf8", 0, end).trim() === "") return undefined;
  return start.subarray(0, end + 1);
}

/**
 * How many of the lines in [from, to) are entries (not blank), and the latest `session_info` among them, read and
 * checked as every line is. Such a line is found by its quoted type: within a message's text a quote is escaped,
 * so `"session_info"` stands unescaped only as a JSON string of its own. Undefined when that line is damaged.
 */
function linesBefore(
  fd: number,
  from: number,
  to: number,
  read: (entryLines: Buffer) => ReturnType<typeof readSessionLines>,
): { count: number; namedBy: SessionInfoEntry | undefined } | undefined {
  let count = 0;
  let namedBy: SessionInfoEntry | undefined;
  let damaged = false;
  forEachBlock(fd, from, to, (block) => {
    for (
      let start = 0, end = block.indexOf(NEWLINE);
      end !== -1;
      start = end + 1, end = block.indexOf(NEWLINE, start)
    ) {
      // An entry's line starts with "{"; anything else is decoded to see whether it is blank.
      if (block[start] === OPEN_BRACE || block.toString("utf8", start, end).trim() !== "") count++;
    }
    for (let at = block.indexOf(SESSION_INFO); at !== -1; at = block.indexOf(SESSION_INFO, at)) {
      const lineEnd = block.indexOf(NEWLINE, at) + 1;
      const lines = read(block.subarray(block.lastIndexOf(NEWLINE, at) + 1, lineEnd));
      const [entry] = lines.entries;
      if (lines.problems.length > 0) damaged = true;
      else if (entry !== undefined && isEntryOfType(entry, "session_info")) namedBy = entry;
      at = lineEnd;
    }
  });
  return damaged ? undefined : { count, namedBy };
}

/**
 * Calls `visit` with [from, to) (which ends on a newline) in blocks of whole lines, each read into the same buffer:
 * a block ends at the buffer's last newline, and the next read starts after it.
 */
function forEachBlock(fd: number, from: number, to: number, visit: (block: Buffer) => void): void {
  let buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, to - from));
  for (let at = from; at < to; ) {
    const got = readSync(fd, buffer, 0, Math.min(buffer.length, to - at), at);
    if (got === 0) return;
    const lastNewline = buffer.subarray(0, got).lastIndexOf(NEWLINE);
    // One line longer than the buffer: a bigger one for it.
    if (lastNewline === -1) {
      buffer = Buffer.allocUnsafe(buffer.length * 2);
      continue;
    }
    visit(buffer.subarray(0, lastNewline + 1));
    at += lastNewline + 1;
  }
}

/** The bytes of [from, to). */
function bytesAt(fd: number, from: number, to: number): Buffer {
  const bytes = Buffer.allocUnsafe(to - from);
  let got = 0;
  while (got < bytes.length) {
    const read = readSync(fd, bytes, got, bytes.length - got, from + got);
    if (read === 0) break;
    got += read;
  }
  return bytes.subarray(0, got);
}
