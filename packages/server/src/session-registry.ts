/**
 * The sessions folder's writers: the sessions open for writing, and their locks.
 *
 * A session file has one writer (session-core locks it). The server opens a
 * file for writing only when a request is about to append to it, keeps it
 * open while it is in use, and closes the least recently used idle one when
 * more than `maxOpen` are open: thousands of sessions never hold thousands of
 * file handles and locks. Reading (the list, GET, /context) opens nothing and
 * locks nothing: it is the reader's job (reading/session-reader.ts), which
 * asks here only whether a session is open. So a page that only looks at a
 * session leaves the file free for pi or `repair`, and setting a torn tail
 * aside waits for the first write.
 */
import { randomUUID } from "node:crypto";
import { closeSync, fstatSync, mkdirSync, openSync, readSync, type Stats, statSync } from "node:fs";
import {
  type Clock,
  type IdGenerator,
  type ReadonlySessionTree,
  Session,
  type SessionEntry,
  type SessionHeader,
  systemClock,
} from "@kit/session-core";
import { errorWords } from "./error-words.ts";
import { HttpError } from "./errors.ts";
import { FileMarks } from "./reading/file-marks.ts";
import { notAFile } from "./reading/session-summary.ts";
import { newSessionFileId, sessionPath } from "./session-ids.ts";

export interface SessionRegistryOptions {
  sessionsDir: string;
  /** Written into new headers as `cwd`: the folder the agent works in. */
  cwd: string;
  /** Entry ids and timestamps; inject seeded ones for output that never changes. */
  ids?: IdGenerator | undefined;
  clock?: Clock | undefined;
  /** The UUID of each new session (default: random). */
  newSessionId?: (() => string) | undefined;
  /** fsync after every append (slower; survives power loss, not only a crash). */
  fsync?: boolean | undefined;
  /** Told of every entry appended to any session this registry opened, after it is on disk. */
  onAppend?: ((sessionId: string, entry: SessionEntry, leafId: string | null) => void) | undefined;
  /**
   * Told when a session's file changed while it was closed here (another process appended to it, or rewrote it):
   * its listeners heard none of that and must reload.
   */
  onChangedElsewhere?: ((sessionId: string) => void) | undefined;
  /** At most this many sessions stay open for writing (default 32); busy ones are never closed. */
  maxOpen?: number | undefined;
  /** A session that is busy (a run streams into it) must stay open. */
  isBusy?: ((sessionId: string) => boolean) | undefined;
}

/** What a read needs: an open `Session` is one, and so is a file read without opening it. */
export interface SessionView {
  readonly path: string;
  readonly header: SessionHeader;
  readonly tree: ReadonlySessionTree;
  readonly leafId: string | null;
  readonly name: string | undefined;
}

export class SessionRegistry {
  /** Open sessions, least recently used first (a Map keeps insertion order; a use moves it to the end). */
  private readonly open = new Map<string, Session>();
  /** How each file was when this registry closed it, to notice another writer's appends when it is used again. */
  private readonly closedFiles = new FileMarks();
  /** Told of each file opened for writing: what was read from it before is stale from now on. */
  private readonly openedListeners: ((path: string) => void)[] = [];
  readonly sessionsDir: string;
  private readonly maxOpen: number;

  constructor(private readonly options: SessionRegistryOptions) {
    this.sessionsDir = options.sessionsDir;
    this.maxOpen = options.maxOpen ?? 32;
    mkdirSync(this.sessionsDir, { recursive: true });
  }

  // #region get
  /**
   * Session `id` open for writing, opening it (and taking its lock) if it is
   * not. Opening sets a torn last line aside (its bytes are kept beside the
   * file); any other damage is a SessionFileError, answered with 422. A
   * session whose last write failed is closed and opened again here, so once
   * the disk has room the next request works without a restart.
   */
  get(id: string): Session {
    const cached = this.open.get(id);
    if (cached && cached.failedWrite === undefined) return this.touch(id, cached);
    if (cached) this.close(id);
    const path = this.regularFile(id);
    this.noticeChangesElsewhere(id, path);
    for (const listener of this.openedListeners) listener(path); // from now on the open session is what is read
    const { ids, clock, fsync } = this.options;
    return this.track(id, Session.open(path, { ids, clock, fsync }));
  }
  // #endregion get

  /**
   * Opens session `id` for writing ahead of its first write (open-ahead.ts), only if that changes nothing:
   * a file ending in a torn line (opening would set it aside) and one that cannot be opened (locked by another
   * writer, damaged) are left as they are, silently; the first write then reports them as usual.
   */
  openAhead(id: string): void {
    if (this.open.has(id)) return;
    try {
      const path = this.regularFile(id);
      if (endsOnCompleteLine(path)) this.get(id);
    } catch {
      // Nothing to do now: the click that writes meets the same problem and answers with it.
    }
  }

  /** Session `id` if it is open for writing here (marked as just used), else undefined: then its file is read. */
  opened(id: string): Session | undefined {
    const session = this.open.get(id);
    return session && this.touch(id, session);
  }

  /** Calls `listener` with the path of each file opened for writing from now on. */
  onOpened(listener: (path: string) => void): void {
    this.openedListeners.push(listener);
  }

  /** 404 unless session `id` exists (and 422 if its name is taken by something that is not a file). */
  assertExists(id: string): void {
    if (!this.open.has(id)) this.regularFile(id);
  }

  /** Creates a new session file (its header is on disk before this returns); returns its id. */
  create(options: { name?: string | undefined } = {}): { id: string; session: Session } {
    const { id, sessionId, path } = this.newFile();
    const { ids, clock, fsync, cwd } = this.options;
    const session = this.track(id, Session.create(path, { ids, clock, fsync, cwd, sessionId }));
    if (options.name?.trim()) session.setName(options.name);
    return { id, session };
  }

  /**
   * A new session file holding the path of `source` (as read, never locked)
   * up to `entryId` (session-core's `Session.fork`). Returns the new id.
   */
  fork(source: SessionView, entryId: string): string {
    const { id, sessionId, path } = this.newFile();
    const { ids, clock, fsync } = this.options;
    this.track(id, Session.fork(source, entryId, path, { ids, clock, fsync, sessionId }));
    return id;
  }

  /** How many sessions are open for writing now. */
  get openCount(): number {
    return this.open.size;
  }

  /** Closes every file and releases its lock; the registry can open them again later. */
  closeAll(): void {
    for (const id of [...this.open.keys()]) this.close(id);
  }

  /** The file of session `id`, checked to be a regular file before anything reads it. */
  regularFile(id: string): string {
    const path = sessionPath(this.sessionsDir, id);
    let stat: Stats;
    try {
      stat = statSync(path);
    } catch {
      throw new HttpError(404, "unknown_session", errorWords().unknownSession(id, this.sessionsDir));
    }
    if (!stat.isFile()) throw new HttpError(422, "not_a_session", notAFile(path, stat));
    return path;
  }

  /**
   * While a session was closed here, another process (a second server, pi)
   * may have appended to it: this server published none of those entries, so
   * its listeners' copies are stale. They are told to reload, once.
   */
  noticeChangesElsewhere(id: string, path: string): void {
    if (!this.closedFiles.changed(id, path)) return;
    this.closedFiles.remember(id, path);
    this.options.onChangedElsewhere?.(id);
  }

  /** A new session's UUID, and its file named as pi names it (creation time, then the UUID). */
  private newFile(): { id: string; sessionId: string; path: string } {
    const sessionId = (this.options.newSessionId ?? randomUUID)();
    const id = newSessionFileId((this.options.clock ?? systemClock)(), sessionId);
    return { id, sessionId, path: sessionPath(this.sessionsDir, id) };
  }

  /**
   * Keeps `session` open under `id`, its appends announced from the moment it
   * is open, and closes idle ones beyond `maxOpen` (never this one).
   */
  private track(id: string, session: Session): Session {
    const { onAppend } = this.options;
    if (onAppend) session.onAppend((entry, leafId) => onAppend(id, entry, leafId));
    this.open.set(id, session);
    this.closeIdle(id);
    return session;
  }

  /** Marks `id` as just used: the last to be closed. */
  private touch(id: string, session: Session): Session {
    this.open.delete(id);
    this.open.set(id, session);
    return session;
  }

  /**
   * Closes the least recently used sessions beyond `maxOpen`, except `keep`
   * (the one a request is using) and busy ones. Nothing is lost: every append
   * is on disk when it returns, and the next write opens the file again.
   */
  private closeIdle(keep: string): void {
    for (const id of this.open.keys()) {
      if (this.open.size <= this.maxOpen) return;
      if (id !== keep && !this.options.isBusy?.(id)) this.close(id);
    }
  }

  private close(id: string): void {
    const session = this.open.get(id);
    this.open.delete(id);
    try {
      session?.close();
    } catch {
      // The descriptor was already bad (the failed write that brought us here): the lock is released anyway.
    }
    if (session) this.closedFiles.remember(id, session.path);
  }
}

/** Whether the file's last byte ends a line: then opening it for writing cuts nothing off. */
function endsOnCompleteLine(path: string): boolean {
  const fd = openSync(path, "r");
  try {
    const size = fstatSync(fd).size;
    const last = Buffer.alloc(1);
    return size > 0 && readSync(fd, last, 0, 1, size - 1) === 1 && last[0] === 0x0a;
  } finally {
    closeSync(fd);
  }
}
