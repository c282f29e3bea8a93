/**
 * `loadSession`: the plain reader (read-lines.ts, load.ts) with what a real
 * file needs composed around it. Each is one module of reading/; this file
 * only wires them in:
 *
 * - a folder, a FIFO or a device is refused before a byte is read
 *   (reading/regular-file.ts);
 * - blank lines, bytes that are not UTF-8, `null` token counts and a
 *   byte-order mark are noted as the loop passes them (reading/file-notes.ts);
 * - a torn last line keeps its bytes, to be set aside (reading/torn-tail.ts);
 * - a child written before its parent waits for it, and what can never be
 *   placed is explained (reading/place-in-tree.ts).
 *
 * `check`, `repair` and `readSessionEnd` read lines through the same
 * composition, so all of them read a line as `loadSession` does.
 */
import { type LoadedSession, placeLines } from "./load.ts";
import { readSessionLinesWith, type SessionLines } from "./read-lines.ts";
import { FileNotes } from "./reading/file-notes.ts";
import { placeInTree } from "./reading/place-in-tree.ts";
import { alongside } from "./reading/read-along.ts";
import { readSessionFile } from "./reading/regular-file.ts";
import { keepTornTail } from "./reading/torn-tail.ts";

/** The lines of a file, with its notes and its torn tail. */
export function readSessionLines(path: string, bytes: Buffer): SessionLines {
  return readSessionLinesWith(path, bytes, alongside(new FileNotes(bytes), keepTornTail(bytes)));
}

/** The session the lines of a file hold. `check` reads the lines itself, to name each entry's line. */
export function sessionOfLines(path: string, lines: SessionLines): LoadedSession {
  return placeLines(path, lines, placeInTree);
}

export function loadSession(path: string): LoadedSession {
  return sessionOfLines(path, readSessionLines(path, readSessionFile(path)));
}
