/**
 * `Session`: the plain session (session.ts) with what keeps a real file sound
 * composed around it. Each guard is one module of hardening/, side-files/ or
 * reading/; this file only wires them in:
 *
 * - `create`, `open`: the write lock, a new file never over an old one, a
 *   damaged file refused untouched, a torn last line set aside
 *   (hardening/open-for-writing.ts);
 * - `write`: each line judged as the reader will judge it, so the kit never
 *   writes a line it would refuse, and the tree keeps the line read back
 *   (hardening/strict-line.ts);
 * - `newId`: the id generator's answer checked; `checkKept`: a compaction keeps
 *   only entries of its own path (hardening/append-guards.ts);
 * - `tell`: a listener that throws is a warning, not a failed append
 *   (hardening/listeners.ts).
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { CURRENT_SESSION_VERSION, type SessionEntry, type SessionHeader } from "./entries.ts";
import { type ForkSource, forkEntries } from "./fork.ts";
import { freshId, refuseKeepingOffPath } from "./hardening/append-guards.ts";
import { tellEach } from "./hardening/listeners.ts";
import { createLockedFile, type OpenReport, openLockedFile } from "./hardening/open-for-writing.ts";
import { lineToWrite } from "./hardening/strict-line.ts";
import { type Clock, type IdGenerator, randomIds, systemClock } from "./ids.ts";
import { PlainSession } from "./session.ts";
import type { SessionFile } from "./session-file.ts";
import { SessionTree, UnknownEntryError } from "./tree.ts";

export interface SessionOptions {
  /** Where new entry ids come from (default: random, checked against the file). */
  ids?: IdGenerator;
  /** Where timestamps come from (default: the system clock). */
  clock?: Clock;
  /** fsync after every append: survives power loss, not only a crash. Slower. */
  fsync?: boolean;
}

/** Options of `Session.fork`: as for `create`, with `cwd` defaulting to the original's. */
export type ForkOptions = Omit<CreateOptions, "parentSession">;

export interface CreateOptions extends SessionOptions {
  cwd?: string;
  /** The session's own id (default: a random UUID). */
  sessionId?: string;
  /** The file this session was forked from. */
  parentSession?: string;
}

/** One session, open for appending: made by `create`, `fork` or `open`. */
export class Session extends PlainSession {
  private constructor(
    header: SessionHeader,
    tree: SessionTree,
    /** What opening the file had to do: a torn line set aside, a migration to come. */
    readonly openReport: OpenReport,
    file: SessionFile,
    options: SessionOptions,
  ) {
    super(header, tree, file, options.ids ?? randomIds, options.clock ?? systemClock);
  }

  // #region create
  /** Creates a new session file and writes its header at once: the file exists from the first moment. */
  static create(path: string, options: CreateOptions = {}): Session {
    const header: SessionHeader = {
      type: "session",
      version: CURRENT_SESSION_VERSION,
      id: options.sessionId ?? randomUUID(),
      timestamp: (options.clock ?? systemClock)(),
      cwd: options.cwd ?? process.cwd(),
      ...(options.parentSession ? { parentSession: options.parentSession } : {}),
    };
    const file = createLockedFile(path, header, options.fsync); // never over an existing file
    return new Session(header, new SessionTree(), { fileVersion: CURRENT_SESSION_VERSION }, file, options);
  }
  // #endregion create

  // #region fork
  /**
   * Writes the path from the root to `entryId` of `source` into a new session
   * file at `path` (never over an existing one; see fork.ts for what is kept)
   * and returns it open for appending. The header is made by `create`, with
   * `parentSession` naming the original; the entries go through this file's
   * writer while its lock is held. The original is only read.
   */
  static fork(source: ForkSource, entryId: string, path: string, options: ForkOptions = {}): Session {
    if (!source.tree.has(entryId)) throw new UnknownEntryError(entryId, "entry to fork from");
    const entries = forkEntries(source, entryId, options.ids);
    const session = Session.create(path, {
      ...options,
      cwd: options.cwd ?? source.header.cwd,
      parentSession: source.path,
    });
    try {
      session.writeCopies(entries);
    } catch (error) {
      // Half a fork is no use to anyone, and the original is untouched: the new file goes.
      session.close();
      rmSync(path, { force: true });
      throw error;
    }
    return session;
  }
  // #endregion fork

  // #region open
  /**
   * Opens a file for appending: its entries read into a tree (load.ts), the
   * writer after its last line. A torn last line is moved aside to
   * `FILE.torn` (the bytes are kept, the file ends on a complete line again);
   * any other problem refuses to open, leaving the file as it was.
   */
  static open(path: string, options: SessionOptions = {}): Session {
    const { loaded, report, file } = openLockedFile(path, options.fsync);
    return new Session(loaded.header, loaded.tree, report, file, options);
  }
  // #endregion open

  /** An entry whose line the reader would refuse is not written: an `UnwritableEntryError` names the field. */
  protected override write(entry: SessionEntry): SessionEntry {
    const { line, readBack } = lineToWrite(this.path, entry);
    this.file.writeLine(line);
    return readBack;
  }

  protected override newId(): string {
    return freshId(this.path, this.ids, this.tree);
  }

  protected override checkKept(firstKeptEntryId: string): void {
    super.checkKept(firstKeptEntryId);
    refuseKeepingOffPath(this.path, this.tree, this.leafId, firstKeptEntryId);
  }

  protected override tell(entry: SessionEntry): void {
    tellEach(this.path, this.listeners, entry, this.leafId);
  }
}
