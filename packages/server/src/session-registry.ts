/**
 * The sessions folder: which files it holds, and the sessions open for writing.
 *
 * A session file has one writer (session-core locks it). The server opens a
 * file for writing only when a request is about to append to it, keeps it
 * open while it is in use, and closes the least recently used idle one when
 * more than `maxOpen` are open: thousands of sessions never hold thousands of
 * file handles and locks. Reading (the list, GET, /context) opens nothing and
 * locks nothing: an open session is read from memory, any other file with
 * `loadSession`, which never writes. So a page that only looks at a session
 * leaves the file free for pi or `repair`, and setting a torn tail aside waits
 * for the first write.
 *
 * Listing must never fail because one file is damaged: such a file is listed
 * with its problems in `error`, left exactly as it is, and answered with 422
 * when opened. Anything named `*.jsonl` that is not a regular file (a folder,
 * a FIFO, a device) is listed as not a session and never read: reading a FIFO
 * would block the whole server.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, type Stats, statSync } from "node:fs";
import {
  type Clock,
  type IdGenerator,
  type LoadedSession,
  loadSession,
  type ReadonlySessionTree,
  Session,
  type SessionEntry,
  type SessionHeader,
  systemClock,
} from "@kit/session-core";
import { errorWords } from "./error-words.ts";
import { HttpError } from "./errors.ts";
import { currentMark, type FileMark, FileMarks, markOf } from "./file-marks.ts";
import { firstScreenFromEnd } from "./first-screen-from-end.ts";
import { OffThreadLoader, type OffThreadReading } from "./load-off-thread.ts";
import type { OffThreadBodies } from "./load-worker.ts";
import { ReadCache } from "./read-cache.ts";
import { idOfFileName, newSessionFileId, sessionPath } from "./session-ids.ts";
import {
  damageOf,
  describeTree,
  notAFile,
  type StoredSessionSummary,
  summarizeFile,
  unreadable,
} from "./session-summary.ts";

export type { StoredSessionSummary };

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
  /** Sessions read from closed files are kept while unchanged, up to this many bytes of file (default 128 MiB). */
  readCacheBytes?: number | undefined;
  /** Closed files of at least this many bytes are read on a worker thread for GET and the list (default 4 MiB). */
  offThreadBytes?: number | undefined;
}

/** What a read needs: an open `Session` is one, and so is a file read without opening it. */
export interface SessionView {
  readonly path: string;
  readonly header: SessionHeader;
  readonly tree: ReadonlySessionTree;
  readonly leafId: string | null;
  readonly name: string | undefined;
}

function viewOf(loaded: LoadedSession): SessionView {
  const { path, header, tree } = loaded;
  return { path, header, tree, leafId: tree.leafId, name: tree.sessionName };
}

export class SessionRegistry {
  /** Open sessions, least recently used first (a Map keeps insertion order; a use moves it to the end). */
  private readonly open = new Map<string, Session>();
  /** How each file was when this registry closed it, to notice another writer's appends when it is used again. */
  private readonly closedFiles = new FileMarks();
  /** Sessions read from files not open here, reused while the file is unchanged (see read-cache.ts). */
  private readonly readCache: ReadCache<SessionView>;
  /** How many reads of closed files were answered from the cache, and how many read the file: what a test checks. */
  readonly readCounts = { fromCache: 0, fromFile: 0 };
  /** Summaries of files not open here, reused while the file is unchanged. */
  private readonly summaryCache = new Map<string, { mtimeMs: number; size: number; summary: StoredSessionSummary }>();
  /** GET bodies of big closed files read on the worker thread, reused while the file is unchanged. */
  private readonly bodyCache: ReadCache<OffThreadBodies>;
  private readonly loader = new OffThreadLoader();
  /** Set once the worker thread failed: from then on big files are read on the main thread, as small ones are. */
  private offThreadFailure: string | undefined;
  readonly sessionsDir: string;
  private readonly maxOpen: number;
  private readonly offThreadBytes: number;

  constructor(private readonly options: SessionRegistryOptions) {
    this.sessionsDir = options.sessionsDir;
    this.maxOpen = options.maxOpen ?? 32;
    this.readCache = new ReadCache(options.readCacheBytes ?? 128 * 1024 * 1024);
    this.bodyCache = new ReadCache(options.readCacheBytes ?? 128 * 1024 * 1024);
    this.offThreadBytes = options.offThreadBytes ?? 4 * 1024 * 1024;
    mkdirSync(this.sessionsDir, { recursive: true });
    // A folder that holds a big session gets the thread that reads it started with the server, not at the first GET.
    this.warmReaderIfBig();
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
    this.readCache.delete(path); // from now on the open session is what is read
    this.bodyCache.delete(path);
    const { ids, clock, fsync } = this.options;
    return this.track(id, Session.open(path, { ids, clock, fsync }));
  }
  // #endregion get

  /**
   * Session `id` to read: from memory if it is open; else as read from its
   * file before, if the file has not changed since; else read from its file,
   * which stays closed and unlocked.
   */
  read(id: string): SessionView {
    const cached = this.open.get(id);
    if (cached) return this.touch(id, cached);
    const path = this.regularFile(id);
    this.noticeChangesElsewhere(id, path);
    const mark = currentMark(path);
    const kept = mark && this.readCache.get(path, mark);
    if (kept) {
      this.readCounts.fromCache++;
      return kept;
    }
    this.readCounts.fromFile++;
    const loaded = loadSession(path);
    const damage = damageOf(path, loaded);
    if (damage) throw damage;
    const view = viewOf(loaded);
    // The mark is from before the read: if the file grew in between, the next read misses and reads it again.
    if (mark) this.readCache.set(path, mark, view);
    return view;
  }

  /**
   * Session `id`'s GET body (every field but `running`), for a big file that is not open: the whole session, read
   * on the worker thread, or for `"outline"` its first screen, read from the file's end (first-screen-from-end.ts;
   * the worker's when the end does not hold it).
   * Undefined when `read` should answer instead: the session is open, its file is small, or the file cannot be used
   * (`read` then throws the error it always gives).
   */
  async readOffThread(id: string, which: "full" | "outline" = "full"): Promise<string | undefined> {
    if (this.open.has(id) || this.offThreadFailure !== undefined) return undefined;
    const path = this.regularFile(id);
    const mark = currentMark(path);
    if (!mark || mark.size < this.offThreadBytes) return undefined;
    this.noticeChangesElsewhere(id, path);
    const kept = this.bodyCache.get(path, mark);
    if (kept !== undefined) {
      this.readCounts.fromCache++;
      return which === "outline" ? (kept.outline ?? kept.full) : kept.full;
    }
    // Milliseconds from the file's end, where the whole read takes a second (first-screen-from-end.ts). The whole is
    // not started for it: the page asks for it once the first screen is drawn, and on two cores a parse started now
    // would share them with the page's first frame.
    const fromEnd = which === "outline" ? this.firstScreenFromEnd(id, path) : undefined;
    if (fromEnd !== undefined) return fromEnd;
    this.readCounts.fromFile++;
    try {
      const { body } = await this.loadOffThread(id, path, mark).load;
      return which === "outline" ? (body?.outline ?? body?.full) : body?.full;
    } catch {
      return undefined; // the failure is kept in offThreadFailure; `read` answers on the main thread
    }
  }

  /**
   * Starts the worker thread now if the folder holds a file big enough to be read on it, so that the first GET of
   * such a file does not also wait for the worker's start (about a second). A folder of small files starts nothing.
   */
  private warmReaderIfBig(): void {
    for (const fileName of readdirSync(this.sessionsDir)) {
      const id = idOfFileName(fileName);
      const mark = id === undefined ? undefined : currentMark(sessionPath(this.sessionsDir, id));
      if (mark && mark.size >= this.offThreadBytes) {
        this.loader.warm();
        return;
      }
    }
  }

  /** The worker thread's state: what a test checks. */
  get readerState(): OffThreadLoader["state"] {
    return this.loader.state;
  }

  /** How many big files the worker thread is reading now: what a test waits for. */
  get loadsInFlight(): number {
    return this.loader.loadsInFlight;
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
   * A new session file holding the path of session `sourceId` up to
   * `entryId` (session-core's `Session.fork`); the original is only read,
   * never locked. Returns the new id.
   */
  fork(sourceId: string, entryId: string): string {
    const source = this.read(sourceId);
    const { id, sessionId, path } = this.newFile();
    const { ids, clock, fsync } = this.options;
    this.track(id, Session.fork(source, entryId, path, { ids, clock, fsync, sessionId }));
    return id;
  }

  /** Every session file in the folder, newest first; damaged ones (and non-files) included, with `error`. */
  list(): StoredSessionSummary[] {
    const summaries: StoredSessionSummary[] = [];
    for (const fileName of readdirSync(this.sessionsDir)) {
      const id = idOfFileName(fileName);
      if (id === undefined) continue;
      const summary = this.summarize(id);
      if (summary) summaries.push(summary);
    }
    return summaries.sort((a, b) => b.created.localeCompare(a.created) || b.id.localeCompare(a.id));
  }

  /** The summary of one session, read from memory if it is open, from the file otherwise. */
  summarize(id: string): StoredSessionSummary | undefined {
    const path = sessionPath(this.sessionsDir, id);
    let stat: Stats;
    try {
      stat = statSync(path);
    } catch {
      return undefined; // removed between readdir and stat
    }
    const modified = stat.mtime.toISOString();
    if (!stat.isFile()) return unreadable(id, modified, notAFile(path, stat));
    const session = this.open.get(id);
    if (session)
      return { ...describeTree(id, session.tree), name: session.name, created: session.header.timestamp, modified };

    const cached = this.summaryCache.get(path);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.summary;
    // The list and a GET share one read of a file: whichever comes first keeps it for the other.
    const mark = markOf(stat);
    if (stat.size >= this.offThreadBytes && this.offThreadFailure === undefined) {
      // A big file is read on the worker thread, and the list does not wait for it: its row says so, and a later
      // list has the rest.
      this.loadOffThread(id, path, mark).load.catch(() => {});
      return { id, name: undefined, created: "", modified, entryCount: 0, firstMessage: undefined, loading: true };
    }
    const view = this.readCache.get(path, mark);
    const summary = view
      ? { ...describeTree(id, view.tree), name: view.name, created: view.header.timestamp, modified }
      : summarizeFile(id, path, modified, (loaded) => this.readCache.set(path, mark, viewOf(loaded)));
    this.summaryCache.set(path, { mtimeMs: stat.mtimeMs, size: stat.size, summary });
    return summary;
  }

  /** How many sessions are open for writing now. */
  get openCount(): number {
    return this.open.size;
  }

  /** Closes every file and releases its lock, and stops the worker thread; the registry can open them again later. */
  closeAll(): void {
    for (const id of [...this.open.keys()]) this.close(id);
    this.loader.close();
  }

  /** The first screen from the file's end, or undefined (then the whole answers): an unreadable end is not an error. */
  private firstScreenFromEnd(id: string, path: string): string | undefined {
    try {
      return firstScreenFromEnd(id, path);
    } catch {
      return undefined;
    }
  }

  /** Reads a big file on the worker thread, keeping its list row and its GET bodies for the next requests. */
  private loadOffThread(id: string, path: string, mark: FileMark): Pick<OffThreadReading, "load"> {
    const reading = this.loader.load(id, path, mark, new Date(mark.mtimeMs).toISOString());
    const load = reading.load.then(
      (done) => {
        this.summaryCache.set(path, { mtimeMs: mark.mtimeMs, size: mark.size, summary: done.summary });
        if (done.body !== undefined) this.bodyCache.set(path, mark, done.body);
        return done;
      },
      (error: Error) => {
        this.offThreadFailure = error.message;
        throw error;
      },
    );
    // A caller may not wait for the load (the list does not): its failure is kept above, never unhandled.
    load.catch(() => {});
    return { load };
  }

  /** The file of session `id`, checked to be a regular file before anything reads it. */
  private regularFile(id: string): string {
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

  /**
   * While a session was closed here, another process (a second server, pi)
   * may have appended to it: this server published none of those entries, so
   * its listeners' copies are stale. They are told to reload, once.
   */
  private noticeChangesElsewhere(id: string, path: string): void {
    if (!this.closedFiles.changed(id, path)) return;
    this.closedFiles.remember(id, path);
    this.options.onChangedElsewhere?.(id);
  }
}
