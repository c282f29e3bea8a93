/**
 * The session as a tree in memory: entries indexed by id, children by parent,
 * and a leaf pointer that says where the conversation stands now.
 *
 * An array index would break the moment a branch exists (which entry is
 * "number 7" on the other branch?); ids do not. Every entry is added as a
 * child of an entry already present (or as a root), so the index can never hold
 * a cycle, and nothing is ever removed: switching branch only moves the leaf.
 */
import { isEntryOfType, type LabelEntry, leafAfter, type SessionEntry, type SessionInfoEntry } from "./entries.ts";

/** Which entry an id was meant to name, as the callers ask for it. */
export type EntryRole =
  | "entry"
  | "parent entry"
  | "entry to fork from"
  | "entry to keep"
  | "entry to label"
  | "entry to edit";

/**
 * An id that names no entry. Thrown instead of silently doing nothing. It is data (`kind`, `entryId`, `role`,
 * `namedBy`: the entry that names a missing parent); the message is plain English, and the CLI, the server and
 * the page say it in their reader's language.
 */
export class UnknownEntryError extends Error {
  readonly kind = "unknown-entry";

  constructor(
    readonly entryId: string,
    readonly role: EntryRole = "entry",
    readonly namedBy?: string,
  ) {
    super(`no ${role}${namedBy === undefined ? "" : ` (named by "${namedBy}")`} with id "${entryId}" in this session`);
    this.name = "UnknownEntryError";
  }
}

export class SessionTree {
  /** The tree's only index: a `Map` iterates in the order it was filled (the file order), so no list sits beside it. */
  private readonly byId = new Map<string, SessionEntry>();
  private readonly labelsById = new Map<string, string>();
  private name: string | undefined;
  private leaf: string | null = null;

  /** Builds a tree by adding entries in file order; the leaf ends where the file says. */
  static fromEntries(entries: Iterable<SessionEntry>): SessionTree {
    const tree = new SessionTree();
    for (const entry of entries) tree.add(entry);
    return tree;
  }

  // #region add
  /**
   * Adds an entry whose parent is already in the tree (or `null` for a root)
   * and makes it the leaf. A leaf-switch record instead moves the leaf to
   * its target, which is how a switch survives a restart.
   */
  add(entry: SessionEntry): void {
    const outcome = this.tryAdd(entry);
    if (outcome === "duplicate-id") throw new Error(`duplicate entry id "${entry.id}"`);
    if (outcome === "missing-parent") {
      throw new UnknownEntryError(entry.parentId!, "parent entry", entry.id);
    }
  }

  /**
   * `add`, saying what stopped it instead of throwing: the loader reports a
   * damaged file's duplicates and orphans with their lines, and goes on.
   */
  tryAdd(entry: SessionEntry): "added" | "duplicate-id" | "missing-parent" {
    if (this.byId.has(entry.id)) return "duplicate-id";
    if (entry.parentId !== null && !this.byId.has(entry.parentId)) return "missing-parent";
    this.byId.set(entry.id, entry);

    if (isEntryOfType(entry, "label")) applyLabel(this.labelsById, entry);
    if (isEntryOfType(entry, "session_info")) this.name = sessionNameOf(entry);
    this.leaf = leafAfter(entry);
    return "added";
  }
  // #endregion add

  /** Where the conversation stands: the next entry becomes a child of this one. */
  get leafId(): string | null {
    return this.leaf;
  }

  // #region switchLeaf
  /**
   * Moves the leaf to `id`, or to `null` (before the first entry, so the next
   * entry starts a new root). Nothing is deleted: the old branch stays in the
   * tree and can be switched back to at any time.
   */
  switchLeaf(id: string | null): void {
    if (id !== null && !this.byId.has(id)) throw new UnknownEntryError(id);
    this.leaf = id;
  }
  // #endregion switchLeaf

  get(id: string): SessionEntry | undefined {
    return this.byId.get(id);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /**
   * All entries in the order they were added (the file order), to loop over. There is no list to index: a caller
   * that needs one makes it (`[...tree.entries]`), and so sees that it costs the whole session.
   */
  get entries(): Iterable<SessionEntry> {
    return { [Symbol.iterator]: () => this.byId.values() };
  }

  get size(): number {
    return this.byId.size;
  }

  /**
   * Direct children of an entry (or the roots, for `null`), in file order. A
   * scan of every entry, as pi's `getChildren`: nothing on the way to a
   * context needs children, so the tree keeps no index of them. Code that
   * visits a whole tree builds one index once (render-tree.ts does).
   */
  children(id: string | null): SessionEntry[] {
    const children: SessionEntry[] = [];
    for (const entry of this.byId.values()) if (entry.parentId === id) children.push(entry);
    return children;
  }

  /** Entries without a parent. A file may hold several: each `null`-leaf append starts one. */
  roots(): SessionEntry[] {
    return this.children(null);
  }

  // #region pathToRoot
  /**
   * The entries from the root down to `id`, root first: the conversation as
   * seen from that entry. Walk up the parent links, then reverse once: linear
   * in the depth. Putting each entry at the front of an array (`unshift`)
   * instead would copy the array at every step: quadratic on a deep session.
   */
  pathToRoot(id: string | null = this.leaf): SessionEntry[] {
    const path: SessionEntry[] = [];
    let currentId = id;
    while (currentId !== null) {
      const entry = this.byId.get(currentId);
      if (!entry) throw new UnknownEntryError(currentId);
      path.push(entry);
      currentId = entry.parentId;
    }
    return path.reverse();
  }
  // #endregion pathToRoot

  labelOf(id: string): string | undefined {
    return this.labelsById.get(id);
  }

  /** Every current label, by the id of the entry it marks. */
  get labels(): ReadonlyMap<string, string> {
    return this.labelsById;
  }

  /** The display name from the latest `session_info` entry, if any. */
  get sessionName(): string | undefined {
    return this.name;
  }
}

/**
 * The tree as others may see it: only the methods that read it. A `Session`
 * hands out this view, so a caller cannot add an entry or move the leaf in
 * memory behind the file's back (it would be gone on reopen): changes go
 * through the session, which writes them first. A list of what may be read,
 * not of what may not: a method added to the tree later is not exposed by accident.
 */
export type ReadonlySessionTree = Pick<
  SessionTree,
  | "leafId"
  | "get"
  | "has"
  | "entries"
  | "size"
  | "children"
  | "roots"
  | "pathToRoot"
  | "labelOf"
  | "labels"
  | "sessionName"
>;

/**
 * A label entry applied to the labels so far, in file order: the last one wins, an empty one clears. The tree's
 * rule, exported for readers that see only part of a file (a long session's end, large-files/read-end.ts).
 */
export function applyLabel(labels: Map<string, string>, entry: LabelEntry): void {
  if (entry.label) labels.set(entry.targetId, entry.label);
  else labels.delete(entry.targetId);
}

/** The name a `session_info` entry gives the session: trimmed, and a blank one means none. */
export function sessionNameOf(entry: SessionInfoEntry): string | undefined {
  return entry.name?.trim() || undefined;
}
