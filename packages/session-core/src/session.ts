/**
 * A session on disk, the idea alone: the header, the tree in memory, and a
 * JSONL file that only grows.
 *
 * An append is four steps: serialise the entry, write its line (session-file.ts
 * writes it before returning), add it to the tree, tell the listeners. So the
 * tree and the listeners never hold an entry the file does not.
 *
 * What keeps a real file sound is composed around this class, not written into
 * it: `Session` (hardened-session.ts) takes the write lock, refuses a damaged
 * file, sets a torn last line aside, checks each line as the reader will, checks
 * the id generator's answer and keeps a throwing listener from failing an
 * append. This file imports none of that.
 */
import type { AgentMessage, ImageContent, TextContent, ThinkingLevel, Usage } from "@kit/agent-loop";
import { contextAt, type SessionContext } from "./context.ts";
import { contextEditFor } from "./context-edits.ts";
import {
  type EditedContent,
  type EntryInput,
  LEAF_SWITCH_TYPE,
  type SessionEntry,
  type SessionHeader,
} from "./entries.ts";
import type { Clock, IdGenerator } from "./ids.ts";
import type { SessionFile } from "./session-file.ts";
import { currentSystemMessage } from "./system-prompt.ts";
import { type ReadonlySessionTree, type SessionTree, UnknownEntryError } from "./tree.ts";

/**
 * Told of each entry once it is on disk: `entry` is the line just written,
 * `leafId` where the leaf stands after it (the entry itself, except after a
 * leaf switch record, which leaves the leaf on its target).
 */
export type AppendListener = (entry: SessionEntry, leafId: string | null) => void;

/**
 * One session, open for appending: its header, its tree, and the file that
 * holds both. Every change to the tree is written to the file first: by
 * `appendEntry` (the other append methods and `switchLeaf` are made of it), or,
 * for a fork, by one write of its copies.
 */
export class PlainSession {
  protected readonly listeners = new Set<AppendListener>();

  protected constructor(
    readonly header: SessionHeader,
    protected readonly writableTree: SessionTree,
    protected readonly file: SessionFile,
    protected readonly ids: IdGenerator,
    protected readonly clock: Clock,
  ) {}

  /** The session file. */
  get path(): string {
    return this.file.path;
  }

  /** The session's tree, to read. Appends and leaf moves go through the session, which writes them first. */
  get tree(): ReadonlySessionTree {
    return this.writableTree;
  }

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
   */
  appendEntry(input: EntryInput, parentId: string | null = this.leafId): string {
    return this.appendWithId(input, parentId, this.newId());
  }

  /** appendEntry with the id (and time) chosen first: a compaction that keeps nothing names itself. */
  private appendWithId(input: EntryInput, parentId: string | null, id: string, at = this.clock()): string {
    if (parentId !== null && !this.tree.has(parentId)) throw new UnknownEntryError(parentId, "parent entry");
    const { type, ...fields } = withoutStoreFields(input); // id, parentId and timestamp are the store's to set
    const entry = { type, id, parentId, timestamp: at, ...fields } as SessionEntry;
    const written = this.write(entry);
    this.writableTree.add(written);
    this.tell(written);
    return id;
  }
  // #endregion appendEntry

  /** Serialises the entry and writes its line; returns the entry the tree keeps. */
  protected write(entry: SessionEntry): SessionEntry {
    this.file.writeLine(JSON.stringify(entry));
    return entry;
  }

  /** A new id that the file does not hold yet. */
  protected newId(): string {
    return this.ids((candidate) => this.tree.has(candidate));
  }

  // #region onAppend
  /**
   * Calls `listener` after every append, of any type (leaf switches, labels and
   * names included), once the line is on disk and in the tree: a listener
   * never hears of an entry the file does not hold, and no caller can forget
   * to announce one. Returns the function that stops the calls.
   */
  onAppend(listener: AppendListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every listener, in the order they were added. */
  protected tell(entry: SessionEntry): void {
    for (const listener of [...this.listeners]) listener(entry, this.leafId);
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
    const id = this.newId();
    if (firstKeptEntryId !== null) this.checkKept(firstKeptEntryId);
    const timestamp = this.clock();
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

  /** The entry a compaction keeps from must exist. */
  protected checkKept(firstKeptEntryId: string): void {
    if (!this.tree.has(firstKeptEntryId)) throw new UnknownEntryError(firstKeptEntryId, "entry to keep");
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
  protected writeCopies(entries: SessionEntry[]): void {
    this.file.writeLines(entries.map((entry) => JSON.stringify(entry)));
    for (const entry of entries) this.writableTree.add(entry);
  }
}

/** The caller's fields without `id`, `parentId` and `timestamp`: a copied id would write a duplicate into the file. */
function withoutStoreFields(input: EntryInput): EntryInput {
  const { id: _id, parentId: _parentId, timestamp: _time, ...fields } = input as EntryInput & Partial<SessionEntry>;
  return fields as EntryInput;
}
