/**
 * Reading sessions without opening them: the list, a GET's body, the view a
 * context is built from. An open session (the registry's) is read from
 * memory; any other file with `loadSession`, which never writes and never
 * locks, so a page that only looks leaves the file free for pi or `repair`.
 *
 * What is read is kept while the file is unchanged (read-cache.ts): the
 * session, and the GET's body as the bytes it is sent as, so that a GET
 * costs a copy to the socket, not a `JSON.stringify` of the whole session.
 * An open session's body is kept while its entry count and leaf stay the
 * same: an append adds an entry, a label or a name is an entry too.
 *
 * A big closed file is read on a worker thread (load-off-thread.ts), and a
 * long one's first screen from the file's end (first-screen-from-end.ts).
 *
 * Listing must never fail because one file is damaged: such a file is listed
 * with its problems in `error`, left exactly as it is, and answered with 422
 * when opened. Anything named `*.jsonl` that is not a regular file (a folder,
 * a FIFO, a device) is listed as not a session and never read: reading a FIFO
 * would block the whole server.
 */
import { readdirSync, type Stats, statSync } from "node:fs";
import { type LoadedSession, loadSession, type Session } from "@kit/session-core";
import { idOfFileName, sessionPath } from "../session-ids.ts";
import type { SessionRegistry, SessionView } from "../session-registry.ts";
import { currentMark, type FileMark, markOf } from "./file-marks.ts";
import { firstScreenFromEnd } from "./first-screen-from-end.ts";
import { jsonBytesInSlices } from "./json-in-slices.ts";
import { OffThreadLoader } from "./load-off-thread.ts";
import { ReadCache } from "./read-cache.ts";
import type { ReadListener } from "./read-events.ts";
import { firstScreenEntries, labelsAmong } from "./session-outline.ts";
import {
  damageOf,
  describeTree,
  notAFile,
  type StoredSessionSummary,
  summarizeFile,
  unreadable,
} from "./session-summary.ts";

export type { StoredSessionSummary };

/** The whole session, or a long one's first screen (session-outline.ts). */
export type BodyKind = "full" | "outline";

/** Everything the server reads from the sessions folder goes through this. */
export interface SessionReader {
  /** Session `id` to read: from memory if open, as read before if its file is unchanged, else from its file. */
  read(id: string): SessionView;
  /** Session `id`'s GET body without `running` and `tornSetAside` (they change without the file): JSON bytes. */
  body(id: string, kind: BodyKind): Promise<Uint8Array>;
  /** Every session file in the folder, newest first; damaged ones (and non-files) included, with `error`. */
  list(): StoredSessionSummary[];
  /** The list's row for one session, or undefined if its file is gone. */
  summarize(id: string): StoredSessionSummary | undefined;
  /** Stops the worker thread; the reader can still read (and starts it again when needed). */
  close(): void;
}

export interface SessionReaderOptions {
  /** Sessions read from closed files are kept while unchanged, up to this many bytes of file (default 128 MiB). */
  readCacheBytes?: number | undefined;
  /** Closed files of at least this many bytes are read on a worker thread for GET and the list (default 4 MiB). */
  offThreadBytes?: number | undefined;
  /** Hears each whole-file read and the worker thread's start (read-events.ts). */
  onRead?: ReadListener | undefined;
}

export function createSessionReader(registry: SessionRegistry, options: SessionReaderOptions = {}): SessionReader {
  return new FolderReader(registry, options);
}

/** What was read from a closed file: its session (a small file) and its bodies, each made when first asked for. */
interface ClosedRead {
  view?: SessionView;
  bodies: Partial<Record<BodyKind, Promise<Uint8Array>>>;
}

/** An open session's bodies, for the entry count and leaf they were made at. */
interface OpenBodies {
  size: number;
  leafId: string | null;
  bodies: Partial<Record<BodyKind, Promise<Uint8Array>>>;
}

class FolderReader implements SessionReader {
  /** Reads of files not open here, reused while the file is unchanged (see read-cache.ts). */
  private readonly closed: ReadCache<ClosedRead>;
  /** Summaries of files not open here, reused while the file is unchanged. */
  private readonly summaries = new Map<string, { mark: FileMark; summary: StoredSessionSummary }>();
  private readonly openBodies = new WeakMap<Session, OpenBodies>();
  private readonly loader: OffThreadLoader;
  /** Set once the worker thread failed: from then on big files are read on the main thread, as small ones are. */
  private offThreadFailure: string | undefined;
  private readonly offThreadBytes: number;
  private readonly tell: ReadListener;

  constructor(
    private readonly registry: SessionRegistry,
    options: SessionReaderOptions,
  ) {
    this.tell = options.onRead ?? (() => {});
    this.closed = new ReadCache(options.readCacheBytes ?? 128 * 1024 * 1024);
    this.offThreadBytes = options.offThreadBytes ?? 4 * 1024 * 1024;
    this.loader = new OffThreadLoader(this.tell);
    registry.onOpened((path) => this.closed.delete(path)); // from now on the open session is what is read
    // A folder that holds a big session gets the thread that reads it started with the server, not at the first GET.
    this.warmReaderIfBig();
  }

  read(id: string): SessionView {
    const open = this.registry.opened(id);
    if (open) return open;
    const { path, mark } = this.closedFile(id);
    return this.viewOf(id, path, mark, this.keptFor(path, mark));
  }

  async body(id: string, kind: BodyKind): Promise<Uint8Array> {
    const open = this.registry.opened(id);
    if (open) return this.openBody(id, open, kind);
    const { path, mark } = this.closedFile(id);
    const kept = this.keptFor(path, mark);
    const made = kept.bodies[kind];
    if (made) return made;
    if (mark && mark.size >= this.offThreadBytes && this.offThreadFailure === undefined) {
      // Milliseconds from the file's end, where the whole read takes a second (first-screen-from-end.ts). The whole
      // is not started for it: the page asks for it once the first screen is drawn, and on two cores a parse started
      // now would share them with the page's first frame.
      const fromEnd = kind === "outline" ? this.firstScreenFromEnd(id, path) : undefined;
      if (fromEnd !== undefined) return Buffer.from(fromEnd);
      const offThread = await this.loadOffThread(id, path, mark);
      if (offThread) return offThread[kind];
      // Damaged, or the worker failed: the main thread reads it, and answers with the very error a read gives.
    }
    const view = this.viewOf(id, path, mark, kept);
    const body = bodyBytes(id, view, kind);
    if (mark) kept.bodies[kind] = body;
    return body;
  }

  list(): StoredSessionSummary[] {
    const summaries: StoredSessionSummary[] = [];
    for (const fileName of readdirSync(this.registry.sessionsDir)) {
      const id = idOfFileName(fileName);
      if (id === undefined) continue;
      const summary = this.summarize(id);
      if (summary) summaries.push(summary);
    }
    return summaries.sort((a, b) => b.created.localeCompare(a.created) || b.id.localeCompare(a.id));
  }

  summarize(id: string): StoredSessionSummary | undefined {
    const path = sessionPath(this.registry.sessionsDir, id);
    let stat: Stats;
    try {
      stat = statSync(path);
    } catch {
      return undefined; // removed between readdir and stat
    }
    const modified = stat.mtime.toISOString();
    if (!stat.isFile()) return unreadable(id, modified, notAFile(path, stat));
    const session = this.registry.opened(id);
    if (session)
      return { ...describeTree(id, session.tree), name: session.name, created: session.header.timestamp, modified };

    const mark = markOf(stat);
    const cached = this.summaries.get(path);
    if (cached && sameSizeAndTime(cached.mark, mark)) return cached.summary;
    if (stat.size >= this.offThreadBytes && this.offThreadFailure === undefined) {
      // A big file is read on the worker thread, and the list does not wait for it: its row says so, and a later
      // list has the rest. The list and a GET share that one read.
      void this.loadOffThread(id, path, mark);
      return { id, name: undefined, created: "", modified, entryCount: 0, firstMessage: undefined, loading: true };
    }
    const kept = this.keptFor(path, mark);
    const summary = kept.view
      ? { ...describeTree(id, kept.view.tree), name: kept.view.name, created: kept.view.header.timestamp, modified }
      : summarizeFile(id, path, modified, (loaded) => {
          this.tell({ type: "whole_file_read", id, thread: "main" });
          kept.view = viewOf(loaded);
        });
    this.summaries.set(path, { mark, summary });
    return summary;
  }

  close(): void {
    this.loader.close();
  }

  /** The file of a session that is not open, after noticing whether someone else changed it since it was closed. */
  private closedFile(id: string): { path: string; mark: FileMark | undefined } {
    const path = this.registry.regularFile(id);
    this.registry.noticeChangesElsewhere(id, path);
    return { path, mark: currentMark(path) };
  }

  /** What was kept of the file as it is at `mark`, or a new empty record (kept only if the mark is known). */
  private keptFor(path: string, mark: FileMark | undefined): ClosedRead {
    const kept = mark && this.closed.get(path, mark);
    if (kept) return kept;
    const fresh: ClosedRead = { bodies: {} };
    // The mark is from before the read: if the file grows meanwhile, the next read misses and reads it again.
    if (mark) this.closed.set(path, mark, fresh);
    return fresh;
  }

  private viewOf(id: string, path: string, mark: FileMark | undefined, kept: ClosedRead): SessionView {
    if (kept.view) return kept.view;
    this.tell({ type: "whole_file_read", id, thread: "main" });
    const loaded = loadSession(path);
    const damage = damageOf(path, loaded);
    if (damage) {
      if (mark) this.closed.delete(path);
      throw damage;
    }
    kept.view = viewOf(loaded);
    return kept.view;
  }

  private openBody(id: string, session: Session, kind: BodyKind): Promise<Uint8Array> {
    const { size } = session.tree;
    let kept = this.openBodies.get(session);
    if (!kept || kept.size !== size || kept.leafId !== session.leafId) {
      kept = { size, leafId: session.leafId, bodies: {} };
      this.openBodies.set(session, kept);
    }
    kept.bodies[kind] ??= bodyBytes(id, session, kind);
    return kept.bodies[kind];
  }

  /**
   * Starts the worker thread now if the folder holds a file big enough to be read on it, so that the first GET of
   * such a file does not also wait for the worker's start (about a second). A folder of small files starts nothing.
   */
  private warmReaderIfBig(): void {
    for (const fileName of readdirSync(this.registry.sessionsDir)) {
      const id = idOfFileName(fileName);
      const mark = id === undefined ? undefined : currentMark(sessionPath(this.registry.sessionsDir, id));
      if (mark && mark.size >= this.offThreadBytes) {
        this.loader.warm();
        return;
      }
    }
  }

  /** The first screen from the file's end, or undefined (then the whole answers): an unreadable end is not an error. */
  private firstScreenFromEnd(id: string, path: string): string | undefined {
    try {
      return firstScreenFromEnd(id, path);
    } catch {
      return undefined;
    }
  }

  /**
   * Reads a big file on the worker thread, keeping its list row and its GET bodies for the next requests. Undefined
   * for a file that cannot be used, or when the worker failed: the main thread then reads it, as a small one.
   */
  private async loadOffThread(
    id: string,
    path: string,
    mark: FileMark,
  ): Promise<Record<BodyKind, Uint8Array> | undefined> {
    const reading = this.loader.load(id, path, mark, new Date(mark.mtimeMs).toISOString());
    if (!reading.shared) this.tell({ type: "whole_file_read", id, thread: "worker" });
    try {
      const done = await reading.load;
      this.summaries.set(path, { mark, summary: done.summary });
      if (done.body === undefined) return undefined;
      const { full, outline } = done.body;
      const bodies = { full, outline: outline ?? full };
      const kept = this.keptFor(path, mark);
      kept.bodies.full ??= Promise.resolve(bodies.full);
      kept.bodies.outline ??= Promise.resolve(bodies.outline);
      return bodies;
    } catch (error) {
      this.offThreadFailure = (error as Error).message;
      return undefined;
    }
  }
}

function viewOf(loaded: LoadedSession): SessionView {
  const { path, header, tree } = loaded;
  return { path, header, tree, leafId: tree.leafId, name: tree.sessionName };
}

function sameSizeAndTime(a: FileMark, b: FileMark): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs;
}

/**
 * The GET body of `session` as JSON bytes, in the field order the other readers write (load-worker.ts,
 * first-screen-from-end.ts), so that every reader's answer is the same bytes. Its entries are those of this moment:
 * an append meanwhile does not change it.
 */
function bodyBytes(id: string, session: SessionView, kind: BodyKind): Promise<Uint8Array> {
  const head = { id, header: session.header };
  const { leafId, name, tree } = session;
  const firstScreen = kind === "outline" ? firstScreenEntries(tree) : undefined;
  if (firstScreen) {
    const labels = labelsAmong(firstScreen, tree.labels);
    const outline = { ...head, entries: firstScreen, leafId, labels, name, outline: true, entryCount: tree.size };
    return jsonBytesInSlices(outline, "entries");
  }
  const labels = Object.fromEntries(tree.labels);
  return jsonBytesInSlices({ ...head, entries: [...tree.entries], leafId, labels, name }, "entries");
}
