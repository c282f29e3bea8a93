/**
 * A session on disk: the tree in memory, and a JSONL file that only grows.
 *
 * Every append writes one newline-terminated JSON line before it returns
 * (through the writer in session-file.ts), then updates the tree, then tells
 * the listeners: the tree and the listeners never hold an entry the file does
 * not. What keeps a real file sound (the write lock, refusing a damaged file,
 * a torn last line set aside, refused inputs) is in hardening/, built on this.
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import type { AgentMessage, ImageContent, TextContent, ThinkingLevel, Usage } from "@kit/agent-loop";
import { contextAt, type SessionContext } from "./context.ts";
import { contextEditFor } from "./context-edits.ts";
import {
  CURRENT_SESSION_VERSION,
  type EditedContent,
  type EntryInput,
  LEAF_SWITCH_TYPE,
  type SessionEntry,
  type SessionHeader,
} from "./entries.ts";
import { type ForkSource, forkEntries } from "./fork.ts";
import { callerFields, freshId, refuseKeepingOffPath } from "./hardening/append-guards.ts";
import { type AppendListener, AppendListeners } from "./hardening/listeners.ts";
import { createLockedFile, type OpenReport, openLockedFile } from "./hardening/open-for-writing.ts";
import { type Clock, type IdGenerator, randomIds, systemClock } from "./ids.ts";
import { lineToWrite } from "./reading/line-checks.ts";
import type { SessionFile } from "./session-file.ts";
import { currentSystemMessage } from "./system-prompt.ts";
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
 * One session, open for appending: its header, its tree, and the file that
 * holds both. Made by `create`, `fork` or `open`. Every change to the tree is
 * written to the file first: by `appendEntry` (the other append methods and
 * `switchLeaf` are made of it), or, for a fork, by one write of its copies.
 */
export class Session {
  private readonly listeners: AppendListeners;

  private constructor(
    readonly header: SessionHeader,
    private readonly writableTree: SessionTree,
    readonly openReport: OpenReport,
    private readonly file: SessionFile,
    private readonly options: Required<Pick<SessionOptions, "ids" | "clock">> & SessionOptions,
  ) {
    this.listeners = new AppendListeners(file.path);
  }

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
    const header: SessionHeader = {
      type: "session",
      version: CURRENT_SESSION_VERSION,
      id: options.sessionId ?? randomUUID(),
      timestamp: (options.clock ?? systemClock)(),
      cwd: options.cwd ?? process.cwd(),
      ...(options.parentSession ? { parentSession: options.parentSession } : {}),
    };
    const file = createLockedFile(path, header, options.fsync); // never over an existing file
    const report: OpenReport = { fileVersion: CURRENT_SESSION_VERSION };
    return new Session(header, new SessionTree(), report, file, withDefaults(options));
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
    return new Session(loaded.header, loaded.tree, report, file, withDefaults(options));
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
    return this.appendWithId(input, parentId, freshId(this.path, this.options.ids, this.tree));
  }

  /** appendEntry with the id (and time) chosen first: a compaction that keeps nothing names itself. */
  private appendWithId(input: EntryInput, parentId: string | null, id: string, at = this.options.clock()): string {
    if (parentId !== null && !this.tree.has(parentId)) throw new UnknownEntryError(parentId, "parent entry");
    const { type, ...fields } = callerFields(input); // id, parentId and timestamp are the store's to set
    const entry = { type, id, parentId, timestamp: at, ...fields } as SessionEntry;
    // Judged as the reader will judge it, so the kit never writes a line it would refuse; the tree and the listeners
    // get the line read back, the entry a restart would read.
    const { line, readBack } = lineToWrite(this.path, entry);
    this.file.writeLine(line);
    this.writableTree.add(readBack);
    this.announce(readBack);
    return id;
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
    return this.listeners.add(listener);
  }

  /** A listener that throws is reported as a warning (hardening/listeners.ts): the line is written either way. */
  private announce(entry: SessionEntry): void {
    this.listeners.tellAll(entry, this.leafId);
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

  /**
   * Appends a compaction: `summary` stands for everything on the path before
   * `firstKeptEntryId` (`null`: keep nothing, written as the compaction's own
   * id, as pi does). The system prompt at the leaf (every system message on
   * the context replayed into one, system-prompt.ts) goes with it as
   * `systemMessage`, because the system messages it summarises are no longer
   * sent (pi 1.6.0). `usage`: what writing the summary cost.
   */
  appendCompaction(
    summary: string,
    firstKeptEntryId: string | null,
    tokensBefore: number,
    details?: unknown,
    fromHook?: boolean,
    usage?: Usage,
  ): string {
    const id = freshId(this.path, this.options.ids, this.tree);
    if (firstKeptEntryId !== null) {
      if (!this.tree.has(firstKeptEntryId)) throw new UnknownEntryError(firstKeptEntryId, "entry to keep");
      refuseKeepingOffPath(this.path, this.tree, this.leafId, firstKeptEntryId);
    }
    const timestamp = this.options.clock();
    const systemMessage = currentSystemMessage(this.context().messages, new Date(timestamp).getTime());
    const input: EntryInput = {
      type: "compaction",
      summary,
      firstKeptEntryId: firstKeptEntryId ?? id,
      tokensBefore,
      details,
      fromHook,
      ...(usage ? { usage } : {}),
      ...(systemMessage ? { systemMessage } : {}),
    };
    return this.appendWithId(input, this.leafId, id, timestamp);
  }

  /**
   * Moves the leaf to `branchFromId` and appends there a summary of the branch
   * being left, so the next turn knows what was tried (pi's branchWithSummary).
   * `fromId` is the leaf being left ("root" when there was none), as pi 1.6.0
   * writes it.
   */
  appendBranchSummary(
    branchFromId: string | null,
    summary: string,
    details?: unknown,
    fromHook?: boolean,
    usage?: Usage,
  ): string {
    if (branchFromId !== null && !this.tree.has(branchFromId)) throw new UnknownEntryError(branchFromId);
    const fromId = this.leafId ?? "root";
    return this.appendEntry(
      { type: "branch_summary", fromId, summary, details, fromHook, ...(usage ? { usage } : {}) },
      branchFromId,
    );
  }

  // #region appendContextEdit
  /**
   * Changes what an earlier message of the current branch puts in the context,
   * from now on and on this branch only: `{ content }` replaces its content,
   * `null` leaves it out (context-edits.ts says how the context reads it). The
   * target stays in the file as it was. Refused, with the id named, for a
   * target that is missing, off the current branch, or not a user, assistant
   * or tool result message or a custom message.
   */
  appendContextEdit(targetId: string, replacement: { content: EditedContent } | null): string {
    return this.appendEntry(contextEditFor(this.tree, this.leafId, targetId, replacement));
  }
  // #endregion appendContextEdit

  /** Records what a model call cost that no assistant message records (a cache warm-up, say). Not in the context. */
  appendUsage(kind: string, provider: string, model: string, usage: Usage, note?: string): string {
    return this.appendEntry({ type: "usage", kind, provider, model, usage, ...(note ? { note } : {}) });
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
    this.file.close(); // and the write lock with it
    this.listeners.clear();
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
