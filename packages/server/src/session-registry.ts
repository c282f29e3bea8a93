/**
 * The sessions folder: which files it holds, and one open `Session` per file.
 *
 * A session file has one writer (session-core locks it), so the server opens
 * each file once, the first time a request needs it, and keeps it open until
 * it stops: every request and every run of that session appends through the
 * same object, and the tree in memory is always the file's tree.
 *
 * Listing must never fail because one file is damaged: such a file is listed
 * with its problems in `error`, left exactly as it is, and answered with 422
 * when opened.
 */
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, type Stats, statSync } from "node:fs";
import { join } from "node:path";
import { textOf } from "@kit/agent-loop";
import { fork } from "@kit/compaction";
import {
  type Clock,
  type IdGenerator,
  type LoadedSession,
  loadSession,
  type MessageEntry,
  type ReadonlySessionTree,
  Session,
  type SessionEntry,
  SessionFileError,
  systemClock,
  UnknownEntryError,
} from "@kit/session-core";
import type { SessionSummary } from "./api-types.ts";
import { HttpError } from "./errors.ts";
import { idOfFileName, newSessionFileId, sessionPath } from "./session-ids.ts";

export interface SessionRegistryOptions {
  sessionsDir: string;
  /** Written into new headers as `cwd`: the folder the agent works in. */
  cwd: string;
  /** Entry ids and timestamps; inject seeded ones for output that never changes. */
  ids?: IdGenerator;
  clock?: Clock;
  /** The UUID of each new session (default: random). */
  newSessionId?: () => string;
  /** fsync after every append (slower; survives power loss, not only a crash). */
  fsync?: boolean;
  /** Told of every entry appended to any session this registry opened, after it is on disk. */
  onAppend?: (sessionId: string, entry: SessionEntry, leafId: string | null) => void;
}

/** A listing without the `running` flag, which belongs to the run manager. */
export type StoredSessionSummary = Omit<SessionSummary, "running">;

export class SessionRegistry {
  private readonly open = new Map<string, Session>();
  /** Summaries of files not open here, reused while the file is unchanged. */
  private readonly summaryCache = new Map<string, { mtimeMs: number; size: number; summary: StoredSessionSummary }>();
  readonly sessionsDir: string;

  constructor(private readonly options: SessionRegistryOptions) {
    this.sessionsDir = options.sessionsDir;
    mkdirSync(this.sessionsDir, { recursive: true });
  }

  private get sessionOptions() {
    const { ids, clock, fsync } = this.options;
    return { ids, clock, fsync };
  }

  // #region get
  /**
   * The open session `id`, opening it on first use. Opening recovers a torn
   * last line (its bytes are kept beside the file); any other damage is a
   * SessionFileError, which the caller answers with 422 and the file's problems.
   */
  get(id: string): Session {
    const cached = this.open.get(id);
    if (cached) return cached;
    const path = sessionPath(this.sessionsDir, id);
    if (!existsSync(path)) throw new HttpError(404, "unknown_session", `no session "${id}" in ${this.sessionsDir}`);
    return this.track(id, Session.open(path, this.sessionOptions));
  }
  // #endregion get

  /** Creates a new session file (its header is on disk before this returns); returns its id. */
  create(options: { name?: string; parentSession?: string } = {}): { id: string; session: Session } {
    const sessionId = (this.options.newSessionId ?? randomUUID)();
    const id = newSessionFileId((this.options.clock ?? systemClock)(), sessionId);
    const session = Session.create(sessionPath(this.sessionsDir, id), {
      ...this.sessionOptions,
      sessionId,
      cwd: this.options.cwd,
      parentSession: options.parentSession,
    });
    this.track(id, session);
    if (options.name?.trim()) session.setName(options.name);
    return { id, session };
  }

  /**
   * A new session file holding the path of session `sourceId` up to
   * `entryId` (compaction's `fork`); the original is not touched. Returns the new id.
   */
  fork(sourceId: string, entryId: string): string {
    const source = this.get(sourceId);
    if (!source.tree.has(entryId)) throw new UnknownEntryError(entryId, "entry to fork from");
    const sessionId = (this.options.newSessionId ?? randomUUID)();
    const clock = this.options.clock ?? systemClock;
    const id = newSessionFileId(clock(), sessionId);
    const session = fork(source, entryId, sessionPath(this.sessionsDir, id), {
      sessionId,
      clock,
      ...(this.options.ids ? { ids: this.options.ids } : {}),
    });
    this.track(id, session);
    return id;
  }

  /** Keeps `session` open under `id`, its appends announced from the moment it is open. */
  private track(id: string, session: Session): Session {
    const { onAppend } = this.options;
    if (onAppend) session.onAppend((entry, leafId) => onAppend(id, entry, leafId));
    this.open.set(id, session);
    return session;
  }

  /** Every session file in the folder, newest first; damaged ones included, with `error`. */
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
    const path = join(this.sessionsDir, `${id}.jsonl`);
    let stat: Stats;
    try {
      stat = statSync(path);
    } catch {
      return undefined; // removed between readdir and stat
    }
    const modified = stat.mtime.toISOString();
    const session = this.open.get(id);
    if (session)
      return { ...describeTree(id, session.tree), name: session.name, created: session.header.timestamp, modified };

    const cached = this.summaryCache.get(path);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.summary;
    const summary = summarizeFile(id, path, modified);
    this.summaryCache.set(path, { mtimeMs: stat.mtimeMs, size: stat.size, summary });
    return summary;
  }

  isOpen(id: string): boolean {
    return this.open.has(id);
  }

  /** Closes every file and releases its lock; the registry can open them again later. */
  closeAll(): void {
    for (const session of this.open.values()) session.close();
    this.open.clear();
  }
}

/** Reads a file that is not open here. Reading never changes it, whatever it finds. */
function summarizeFile(id: string, path: string, modified: string): StoredSessionSummary {
  let loaded: LoadedSession;
  try {
    loaded = loadSession(path);
  } catch (error) {
    const message = error instanceof SessionFileError ? error.message : `cannot read: ${(error as Error).message}`;
    return { id, name: undefined, created: "", modified, entryCount: 0, firstMessage: undefined, error: message };
  }
  const summary: StoredSessionSummary = {
    ...describeTree(id, loaded.tree),
    name: loaded.tree.sessionName,
    created: loaded.header.timestamp,
    modified,
  };
  // A torn last line is not damage: opening the file sets it aside. Anything else is.
  const blocking = loaded.problems.filter((problem) => problem.kind !== "torn-last-line");
  if (blocking.length > 0) summary.error = new SessionFileError(path, blocking).message;
  return summary;
}

function describeTree(id: string, tree: ReadonlySessionTree) {
  const firstUser = tree.entries.find(
    (entry): entry is MessageEntry => entry.type === "message" && (entry as MessageEntry).message.role === "user",
  );
  const text = firstUser && firstUser.message.role === "user" ? textOf(firstUser.message.content) : undefined;
  return { id, entryCount: tree.size, firstMessage: text === undefined ? undefined : shorten(text, 80) };
}

function shorten(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}
