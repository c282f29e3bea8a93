/**
 * Taking a session file for writing, safely. `Session.create` and `Session.open` are built on these two
 * functions; what they add to "write a header" and "read the lines" is what keeps a real file sound:
 *
 * - one writer per file: the write lock (`FILE.lock`, side-files/lock.ts) is taken first and released when the
 *   writer closes, or at once if taking the file fails;
 * - a new file never overwrites an existing one;
 * - an existing file with any problem but a torn last line is refused, untouched, with every problem listed;
 * - a torn last line (a crash mid-append) is set aside: its bytes go to `FILE.torn`, flushed, and only then is
 *   the file cut back to its last complete line.
 */
import { closeSync, existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { CURRENT_SESSION_VERSION, type SessionHeader } from "../entries.ts";
import { loadSession } from "../hardened-load.ts";
import type { LoadedSession } from "../load.ts";
import { refusalToOpen } from "../reading/problems.ts";
import { SessionFile } from "../session-file.ts";
import { lockForWriting } from "../side-files/lock.ts";
import { writeAside } from "../side-files/write-aside.ts";

/** What opening a file had to do: set aside a torn line, note a migration to come. */
export interface OpenReport {
  /** Where the bytes of a torn last line were saved, if there was one. */
  tornBytesSavedTo?: string;
  tornBytes?: number;
  /** The version the file was written in (migrated in memory if below 3). */
  fileVersion: number;
}

/** A new file holding `header`, locked by this process and open for appending. */
export function createLockedFile(path: string, header: SessionHeader, fsync?: boolean): SessionFile {
  mkdirSync(dirname(path), { recursive: true });
  return whileLocked(path, (release) => {
    try {
      // "wx": never overwrite an existing file, whatever is in it.
      writeFileSync(path, `${JSON.stringify(header)}\n`, { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      throw new Error(`${path} already exists; open it with Session.open() instead of creating it`);
    }
    return new SessionFile(path, { needsNewline: false, fsync, release });
  });
}

// #region openLockedFile
/** An existing file, locked, checked and with a torn tail set aside: what it holds, and the writer after it. */
export function openLockedFile(
  path: string,
  fsync?: boolean,
): { loaded: LoadedSession; report: OpenReport; file: SessionFile } {
  if (!existsSync(path)) throw new Error(`${path} does not exist; start a new session with Session.create()`);
  return whileLocked(path, (release) => {
    const loaded = loadSession(path);
    const refusal = refusalToOpen(path, loaded.problems); // any problem but a torn last line
    if (refusal) throw refusal;
    const report: OpenReport = { fileVersion: loaded.fileVersion };
    if (loaded.tornTail) {
      // The bytes are safely on disk beside the file before the file is cut.
      report.tornBytesSavedTo = writeAside(`${path}.torn`, loaded.tornTail.bytes);
      report.tornBytes = loaded.tornTail.bytes.length;
      truncateTo(path, loaded.tornTail.offset);
    }
    const { header, tree } = loaded;
    const file = new SessionFile(path, {
      needsNewline: loaded.missingFinalNewline && !loaded.tornTail,
      fsync,
      release,
      // Read at the first append, before its line: the tree then holds exactly the file's entries.
      migration:
        loaded.fileVersion < CURRENT_SESSION_VERSION
          ? { fromVersion: loaded.fileVersion, contents: () => [header, ...tree.entries] }
          : undefined,
    });
    return { loaded, report, file };
  });
}
// #endregion openLockedFile

/** Runs `take` holding the write lock on `path`; a `take` that throws releases it again. */
function whileLocked<T>(path: string, take: (release: () => void) => T): T {
  const release = lockForWriting(path);
  try {
    return take(release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Cuts the file at `length` bytes (a torn last line set aside) and flushes the cut to disk. */
function truncateTo(path: string, length: number): void {
  const fd = openSync(path, "r+");
  try {
    ftruncateSync(fd, length);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
