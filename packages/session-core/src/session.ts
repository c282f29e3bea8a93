/**
 * A session on disk: the tree in memory, and a JSONL file that only grows.
 *
 * Every append writes one newline-terminated JSON line before it returns
 * (through the writer in session-file.ts), then updates the tree, then tells
 * the listeners: the tree and the listeners never hold an entry the file does
 * not. Creating, opening and forking take the file's write lock, held until
 * `close`.
 */
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { AgentMessage, ImageContent, TextContent, ThinkingLevel } from "@kit/agent-loop";
import { lockForWriting } from "./beside/lock.ts";
import { writeAside } from "./beside/write-aside.ts";
import { lineToWrite } from "./checks/line-checks.ts";
import { blockingProblems, SessionFileError } from "./checks/problems.ts";
import { contextAt, type SessionContext } from "./context.ts";
import {
  CURRENT_SESSION_VERSION,
  type EntryInput,
  LEAF_SWITCH_TYPE,
  type SessionEntry,
  type SessionHeader,
} from "./entries.ts";
import { type ForkSource, forkEntries } from "./fork.ts";
import { type Clock, type IdGenerator, randomIds, systemClock } from "./ids.ts";
import { loadSession } from "./load.ts";
import { isOnPathToRoot } from "./on-path.ts";
import { SessionFile, truncateTo } from "./session-file.ts";
import { type ReadonlySessionTree, SessionTree, UnknownEntryError } from "./tree.ts";

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

/**
 * Told of each entry once it is on disk: `entry` is the line just written,
 * `leafId` where the leaf stands after it (the entry itself, except after a
 * leaf switch record, which leaves the leaf on its target).
 */
export type AppendListener = (entry: SessionEntry, leafId: string | null) => void;

/** What opening a file had to do: set aside a torn line, note a migration to come. */
export interface OpenReport {
  /** Where the bytes of a torn last line were saved, if there was one. */
  tornBytesSavedTo?: string;
  tornBytes?: number;
  /** The version the file was written in (migrated in memory if below 3). */
  fileVersion: number;
}

/**
 * One session, open for appending: its header, its tree, and the file that
 * holds both. Made by `create`, `fork` or `open`. Every change to the tree is
 * written to the file first: by `appendEntry` (the other append methods and
 * `switchLeaf` are made of it), or, for a fork, by one write of its copies.
 */
export class Session {
  private readonly appendListeners = new Set<AppendListener>();

  private constructor(
    readonly header: SessionHeader,
    private readonly writableTree: SessionTree,
    readonly openReport: OpenReport,
    private readonly file: SessionFile,
    private readonly release: () => void,
    private readonly options: Required<Pick<SessionOptions, "ids" | "clock">> & SessionOptions,
  ) {}

  /** The session file. */
  get path(): string {
    return this.file.path;
  }

  /** The session's tree, to read. Appends and leaf moves go through the session, which writes them first. */
  get tree(): ReadonlySessionTree {
    return this.writableTree;
  }

  // #region create
  /** Creates a new session file and writes its header at once: the file exists from the first moment. */
  static create(path: string, options: CreateOptions = {}): Session {
    mkdirSync(dirname(path), { recursive: true });
    const release = lockForWriting(path);
    try {
      const clock = options.clock ?? systemClock;
      const header: SessionHeader = {
        type: "session",
        version: CURRENT_SESSION_VERSION,
        id: options.sessionId ?? randomUUID(),
        timestamp: clock(),
        cwd: options.cwd ?? process.cwd(),
        ...(options.parentSession ? { parentSession: options.parentSession } : {}),
      };
      // "wx": never overwrite an existing file, whatever is in it.
      writeFileSync(path, `${JSON.stringify(header)}\n`, { flag: "wx" });
      const file = new SessionFile(path, { needsNewline: false, fsync: options.fsync });
      return new Session(
        header,
        new SessionTree(),
        { fileVersion: CURRENT_SESSION_VERSION },
        file,
        release,
        withDefaults(options),
      );
    } catch (error) {
      release();
      if ((error as NodeJS.ErrnoException).code === "EEXIST") {
        throw new Error(`${path} already exists; open it with Session.open() instead of creating it`);
      }
      throw error;
    }
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
   * Opens a file for appending. A torn last line is moved aside to
   * `FILE.torn` (the bytes are kept, the file ends on a complete line again);
   * any other problem refuses to open, leaving the file as it was.
   */
  static open(path: string, options: SessionOptions = {}): Session {
    if (!existsSync(path)) throw new Error(`${path} does not exist; start a new session with Session.create()`);
    const release = lockForWriting(path);
    try {
      const loaded = loadSession(path);
      const blocking = blockingProblems(loaded.problems);
      if (blocking.length > 0) throw new SessionFileError(path, blocking);
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
        fsync: options.fsync,
        // Read at the first append, before its line: the tree then holds exactly the file's entries.
        migration:
          loaded.fileVersion < CURRENT_SESSION_VERSION
            ? { fromVersion: loaded.fileVersion, contents: () => [header, ...tree.entries] }
            : undefined,
      });
      return new Session(header, tree, report, file, release, withDefaults(options));
    } catch (error) {
      release();
      throw error;
    }
  }
  // #endregion open

  /** Where the conversation stands; the next entry becomes its child. */
  get leafId(): string | null {
    return this.tree.leafId;
  }

  get name(): string | undefined {
    return this.tree.sessionName;
  }

  /** The error of a write that failed; once set, this object appends nothing more (open the file again). */
  get failedWrite(): Error | undefined {
    return this.file.failedWrite;
  }

  /** Where the original of a version-1 or -2 file was kept, once the first append migrated it. */
  get migrationBackup(): string | undefined {
    return this.file.migrationBackup;
  }

  // #region appendEntry
  /**
   * Appends an entry as a child of the current leaf, then advances the leaf to
   * it. The line is written before this returns; returns the new entry's id.
   * An entry whose line the reader would refuse is not written: an
   * `UnwritableEntryError` names the field.
   */
  appendEntry(input: EntryInput, parentId: string | null = this.leafId): string {
    if (parentId !== null && !this.tree.has(parentId)) throw new UnknownEntryError(parentId, "parent entry");
    // An input that carries id, parentId or timestamp (a whole entry passed
    // back in, say) must not override the ones given here: a copied id would
    // write a duplicate into the file.
    const {
      type,
      id: _id,
      parentId: _parentId,
      timestamp: _timestamp,
      ...fields
    } = input as EntryInput & Partial<Pick<SessionEntry, "id" | "parentId" | "timestamp">>;
    const id = this.options.ids((candidate) => this.tree.has(candidate));
    if (typeof id !== "string" || id === "" || this.tree.has(id)) {
      throw new Error(
        `${this.path}: the id generator returned ${JSON.stringify(id)}, ` +
          "which is empty or already used; nothing was written",
      );
    }
    const entry = { type, id, parentId, timestamp: this.options.clock(), ...fields } as SessionEntry;
    // Judged as the reader will judge it, so the kit never writes a line it would refuse.
    this.file.writeLine(lineToWrite(this.path, entry));
    this.writableTree.add(entry);
    this.announce(entry);
    return entry.id;
  }
  // #endregion appendEntry

  // #region onAppend
  /**
   * Calls `listener` after every append, of any type (leaf switches, labels and
   * names included), once the line is on disk and in the tree: a listener
   * never hears of an entry the file does not hold, and no caller can forget
   * to announce one. Returns the function that stops the calls.
   */
  onAppend(listener: AppendListener): () => void {
    this.appendListeners.add(listener);
    return () => this.appendListeners.delete(listener);
  }

  /**
   * A listener that throws cannot undo the append (the line is written), so its
   * error must not reach the caller as if the append had failed: it is reported
   * as a process warning, and the other listeners are still told.
   */
  private announce(entry: SessionEntry): void {
    for (const listener of [...this.appendListeners]) {
      try {
        listener(entry, this.leafId);
      } catch (error) {
        process.emitWarning(`${this.path}: an append listener failed: ${(error as Error)?.stack ?? String(error)}`);
      }
    }
  }
  // #endregion onAppend

  appendMessage(message: AgentMessage): string {
    return this.appendEntry({ type: "message", message });
  }

  appendModelChange(provider: string, modelId: string): string {
    return this.appendEntry({ type: "model_change", provider, modelId });
  }

  appendThinkingLevelChange(thinkingLevel: ThinkingLevel): string {
    return this.appendEntry({ type: "thinking_level_change", thinkingLevel });
  }

  appendCompaction(
    summary: string,
    firstKeptEntryId: string,
    tokensBefore: number,
    details?: unknown,
    fromHook?: boolean,
  ): string {
    if (!this.tree.has(firstKeptEntryId)) throw new UnknownEntryError(firstKeptEntryId, "entry to keep");
    // Kept entries are read from the compaction's own path; one kept from
    // another branch would silently keep nothing (pi reads it so), and
    // `check` would flag the file.
    if (!isOnPathToRoot(this.tree, this.leafId, firstKeptEntryId)) {
      throw new Error(
        `${this.path}: firstKeptEntryId "${firstKeptEntryId}" is not on the path from the leaf ` +
          `(${this.leafId ?? "null"}) to the root; a compaction can only keep entries of its own path`,
      );
    }
    return this.appendEntry({ type: "compaction", summary, firstKeptEntryId, tokensBefore, details, fromHook });
  }

  /**
   * Moves the leaf to `branchFromId` and appends there a summary of the branch
   * being left, so the next turn knows what was tried (pi's branchWithSummary).
   */
  appendBranchSummary(branchFromId: string | null, summary: string, details?: unknown, fromHook?: boolean): string {
    if (branchFromId !== null && !this.tree.has(branchFromId)) throw new UnknownEntryError(branchFromId);
    return this.appendEntry(
      { type: "branch_summary", fromId: branchFromId ?? "root", summary, details, fromHook },
      branchFromId,
    );
  }

  appendCustom(customType: string, data?: unknown): string {
    return this.appendEntry({ type: "custom", customType, data });
  }

  appendCustomMessage(
    customType: string,
    content: string | (TextContent | ImageContent)[],
    display: boolean,
    details?: unknown,
  ): string {
    return this.appendEntry({ type: "custom_message", customType, content, display, details });
  }

  /** Sets a label on an entry; `undefined` or "" clears it. The last label wins. */
  setLabel(targetId: string, label: string | undefined): string {
    if (!this.tree.has(targetId)) throw new UnknownEntryError(targetId, "entry to label");
    return this.appendEntry({ type: "label", targetId, label: label || undefined });
  }

  setName(name: string): string {
    return this.appendEntry({ type: "session_info", name: name.trim() });
  }

  // #region switchLeaf
  /**
   * Moves the leaf to `id` (or `null`: before the first entry). Nothing is
   * deleted. The move is recorded as a `leaf_switch` custom entry, a child of
   * the new leaf, so it survives a restart and pi, which takes the last line
   * as its leaf, lands on the same context.
   */
  switchLeaf(id: string | null): void {
    if (id === this.leafId) return;
    if (id !== null && !this.tree.has(id)) throw new UnknownEntryError(id);
    this.appendEntry({ type: "custom", customType: LEAF_SWITCH_TYPE, data: { targetId: id } }, id);
  }
  // #endregion switchLeaf

  /** The context the model would be sent at `leafId` (default: the current leaf). */
  context(leafId: string | null = this.leafId): SessionContext {
    return contextAt(this.tree, leafId);
  }

  /** Releases the file and its write lock. The session can no longer append. */
  close(): void {
    this.file.close();
    this.appendListeners.clear();
    this.release();
  }

  /** Entries that already have their ids and parents (a fork's copies): one write, then the tree. */
  private writeCopies(entries: SessionEntry[]): void {
    this.file.writeLines(entries.map((entry) => JSON.stringify(entry)));
    for (const entry of entries) this.writableTree.add(entry);
  }
}

function withDefaults(options: SessionOptions) {
  return { ...options, ids: options.ids ?? randomIds, clock: options.clock ?? systemClock };
}
