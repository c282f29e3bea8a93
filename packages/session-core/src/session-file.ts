/**
 * The session's file as a writer: a JSONL file that only grows.
 *
 * Every write is whole lines, ended by a newline, in one call, before the
 * caller goes on. Nothing is rewritten in place, with one exception made
 * safe: the first write to a version-1 or version-2 file first replaces the
 * file by its version-3 form atomically (temporary file, then rename) and
 * keeps the original beside it.
 *
 * What could go wrong, and what prevents it:
 * - A file whose last complete line has no newline: the next line would be
 *   glued to it. The first write puts the missing newline in front.
 * - A write that fails halfway (a full disk): part of a line may be in the
 *   file. Whatever is written after it would be glued to that part, so the
 *   writer refuses every later write; opening the file again sets the torn
 *   part aside.
 * - A crash during a migration: the rename is atomic, so the file is either
 *   the old one or the new one, and the original is kept as `FILE.v1.bak`.
 */
import { closeSync, constants, copyFileSync, fsyncSync, openSync, rmSync, writeSync } from "node:fs";
import writeFileAtomic from "write-file-atomic";
import { uniquePath } from "./side-files/write-aside.ts";

/**
 * A file read in an older version and migrated in memory: written in its
 * version-3 form just before the first append.
 */
export interface PendingMigration {
  /** The version the file is written in (1 or 2); names the backup, `FILE.v1.bak`. */
  fromVersion: number;
  /** The header and entries in version 3, asked for at the moment of the first append. */
  contents: () => readonly unknown[];
}

export interface SessionFileOptions {
  /** The file ends on a complete line without its newline: the first write adds one. */
  needsNewline: boolean;
  migration?: PendingMigration;
  /** fsync after every write: survives power loss, not only a crash. Slower. */
  fsync?: boolean;
  /** Called once the file is closed: releases the write lock its opener took. */
  release?: () => void;
}

/**
 * Writing to the session file failed (a full disk, an I/O error). Nothing
 * that was appended before is lost; the line being written may be torn, so
 * this Session appends nothing more: opening the file again sets a torn part
 * aside and goes on. `code` is the system's (ENOSPC, EIO, ...).
 */
export class SessionWriteError extends Error {
  readonly code: string | undefined;

  constructor(
    readonly file: string,
    override readonly cause: Error,
    earlier: boolean,
  ) {
    super(
      earlier
        ? `${file}: an earlier write failed (${cause.message}); nothing more is appended through this Session: ` +
            "open the file again to go on (a torn part is set aside)"
        : `${file}: writing failed (${cause.message}); the entry was not appended`,
    );
    this.name = "SessionWriteError";
    this.code = (cause as NodeJS.ErrnoException).code;
  }
}

/** An existing session file, open for appending lines. */
export class SessionFile {
  private fd: number | undefined;
  private needsNewline: boolean;
  private migration: PendingMigration | undefined;
  private brokenBy: Error | undefined;
  private backupPath: string | undefined;
  private readonly fsync: boolean;
  private readonly release: () => void;

  constructor(
    readonly path: string,
    options: SessionFileOptions,
  ) {
    this.needsNewline = options.needsNewline;
    this.migration = options.migration;
    this.fsync = options.fsync ?? false;
    this.release = options.release ?? (() => {});
    this.fd = openSync(path, "a");
  }

  /** The error of a write that failed; once set, this file takes no more writes (open it again). */
  get failedWrite(): Error | undefined {
    return this.brokenBy;
  }

  /** Where the original of a version-1 or -2 file was kept, once the first write migrated it. */
  get migrationBackup(): string | undefined {
    return this.backupPath;
  }

  // #region writeLine
  writeLine(json: string): void {
    if (this.fd === undefined) throw new Error(`${this.path}: this session was closed; open it again to append`);
    if (this.brokenBy) throw new SessionWriteError(this.path, this.brokenBy, true);
    try {
      if (this.migration) this.writeMigratedFile(this.migration);
      // A complete last line without its newline gets one first, so the new
      // entry lands on a line of its own.
      writeAll(this.fd, `${this.needsNewline ? "\n" : ""}${json}\n`);
      this.needsNewline = false;
      if (this.fsync) fsyncSync(this.fd);
    } catch (error) {
      // A failed write may have left part of a line (and a failed migration an
      // unknown state): refuse further appends so nothing is glued to it.
      // Opening the file again sets a torn part aside.
      this.brokenBy = error as Error;
      throw new SessionWriteError(this.path, error as Error, false);
    }
  }
  // #endregion writeLine

  /** Several lines as one text (a fork's entries): one write for the lot, not one per line. */
  writeLines(jsons: readonly string[]): void {
    if (jsons.length > 0) this.writeLine(jsons.join("\n"));
  }

  /** Closes the descriptor and releases the lock; later writes are refused. Closing twice is harmless. */
  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    this.release();
  }

  /**
   * Before the first append to an old file: keep the original as
   * `FILE.v1.bak` (or v2), then replace the file with its version-3 form in
   * one atomic rename, so a crash leaves either the old file or the new one.
   */
  private writeMigratedFile(migration: PendingMigration): void {
    const backup = uniquePath(`${this.path}.v${migration.fromVersion}.bak`);
    copyFileSync(this.path, backup, constants.COPYFILE_EXCL);
    const lines = migration.contents().map((value) => `${JSON.stringify(value)}\n`);
    try {
      writeFileAtomic.sync(this.path, lines.join(""), { fsync: true });
    } catch (error) {
      rmSync(backup, { force: true }); // the original is still in place
      throw error;
    }
    // The open descriptor still points at the original file, which the
    // rename replaced: appends must go to the new one.
    const old = this.fd!;
    this.fd = openSync(this.path, "a");
    closeSync(old);
    this.backupPath = backup;
    this.migration = undefined;
    this.needsNewline = false;
  }
}

/**
 * The text in one call, given as a string so it is not copied into a buffer first. `writeSync` may write fewer
 * bytes than asked; the rest of the bytes follows until the text is all written.
 */
function writeAll(fd: number, text: string): void {
  const written = writeSync(fd, text);
  if (written === Buffer.byteLength(text)) return;
  const rest = Buffer.from(text, "utf8").subarray(written);
  for (let at = 0; at < rest.length; ) at += writeSync(fd, rest, at, rest.length - at);
}
