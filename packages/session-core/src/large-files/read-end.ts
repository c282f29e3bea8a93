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
 * so they are the same entries. What the end cannot judge is the rest of the
 * file: a damaged line before it is found by the whole read, which still comes
 * next. Any problem in the end itself, or a file that is not version 3 (its
 * migration numbers ids by line), gives undefined: read the whole file.
 */
import { isEntryOfType, type SessionEntry, type SessionHeader } from "../entries.ts";
import { readSessionFile } from "../hardening/regular-file.ts";
import { readSessionLines } from "../read-lines.ts";

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

/** How much of the end is read first; each further try reads twice as much. */
export const FIRST_END_BYTES = 256 * 1024;

/**
 * The file's header and the entries of its end, the end widened until `holdsEnough` says its entries are enough.
 * Undefined when they never are before the end would be the whole file, or the end cannot stand alone.
 */
export function readSessionEnd(
  path: string,
  holdsEnough: (entries: readonly SessionEntry[]) => boolean,
): SessionEnd | undefined {
  const bytes = readSessionFile(path);
  const headerEnd = bytes.indexOf(NEWLINE);
  // A file that does not start with its header (blank lines first) is left to the whole read, which says so.
  if (headerEnd === -1 || bytes.toString("utf8", 0, headerEnd).trim() === "") return undefined;
  for (let endBytes = FIRST_END_BYTES; ; endBytes *= 2) {
    // The end starts on a whole line: after the first newline at or past the cut.
    const endStart = bytes.indexOf(NEWLINE, Math.max(headerEnd, bytes.length - endBytes) - 1) + 1;
    if (endStart <= headerEnd + 1) return undefined; // the end would be the whole file: read it whole
    const header = bytes.subarray(0, headerEnd + 1);
    const lines = readSessionLines(path, Buffer.concat([header, bytes.subarray(endStart)]));
    const damaged = lines.problems.some((problem) => problem.kind !== "torn-last-line");
    if (damaged || lines.fileVersion !== 3) return undefined;
    if (!holdsEnough(lines.entries)) continue;
    const before = bytes.subarray(headerEnd + 1, endStart);
    const sessionName = nameOf(lines.entries) ?? nameOf(lastSessionInfo(before));
    return { header: lines.header, entries: lines.entries, entriesBefore: wholeLines(before), sessionName };
  }
}

/** The name of the latest `session_info` among `entries`, as the tree reads it (blank means none). */
function nameOf(entries: readonly SessionEntry[]): string | undefined {
  const info = entries.findLast((entry) => isEntryOfType(entry, "session_info"));
  return info === undefined ? undefined : info.name?.trim() || undefined;
}

/**
 * The latest `session_info` entry in `bytes`, found by its quoted type: within a message's text a quote is
 * escaped, so `"session_info"` appears unescaped only as a JSON string of its own. A line holding it as some other
 * field's value is parsed, seen not to be one, and the search goes on before it.
 */
function lastSessionInfo(bytes: Buffer): SessionEntry[] {
  for (let at = bytes.lastIndexOf('"session_info"'); at !== -1; at = bytes.lastIndexOf('"session_info"', at - 1)) {
    const start = bytes.lastIndexOf(NEWLINE, at) + 1;
    const end = bytes.indexOf(NEWLINE, at);
    const entry = parsed(bytes.toString("utf8", start, end));
    if (entry !== undefined && isEntryOfType(entry, "session_info")) return [entry];
    if (start === 0) break;
    at = start;
  }
  return [];
}

/** The lines in `bytes` (each ending in a newline) that are not blank. */
function wholeLines(bytes: Buffer): number {
  let count = 0;
  for (let start = 0, end = bytes.indexOf(NEWLINE); end !== -1; start = end + 1, end = bytes.indexOf(NEWLINE, start)) {
    // An entry's line starts with "{"; anything else is decoded to see whether it is blank.
    if (bytes[start] === 0x7b || bytes.toString("utf8", start, end).trim() !== "") count++;
  }
  return count;
}

/** A line's entry, or undefined for a line that is not JSON (the whole read says so). */
function parsed(text: string): SessionEntry | undefined {
  try {
    return JSON.parse(text) as SessionEntry;
  } catch {
    return undefined;
  }
}
