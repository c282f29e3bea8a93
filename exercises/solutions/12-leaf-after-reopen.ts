/**
 * Reference solution for exercise 12 (for teachers). The kit's version is
 * `Session.switchLeaf` (packages/session-core/src/session.ts) and `leafAfter`
 * (packages/session-core/src/load.ts).
 */

import { randomUUID } from "node:crypto";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import type { AgentMessage } from "@kit/agent-loop";

/** The fields every entry line has (the header line has none of them). */
export interface Entry {
  type: string;
  id: string;
  parentId: string | null;
  timestamp: string;
  [field: string]: unknown;
}

/** The record of a leaf move: a `custom` entry the model never sees (the kit's `leaf_switch`). */
export const LEAF_SWITCH = "leaf_switch";

export interface StoreOptions {
  /** New entry ids (default: random). */
  ids?: () => string;
  /** Timestamps (default: the system clock). */
  clock?: () => string;
}

/** A session file, pi's format: a header line, then one entry per line, appended and never rewritten. */
export class LeafStore {
  private constructor(
    readonly path: string,
    /** Every entry of the file, in file order. */
    readonly entries: Entry[],
    private leaf: string | null,
    private readonly options: Required<StoreOptions>,
  ) {}

  /** Given: a new file with its header, and no entries. */
  static create(path: string, sessionId: string, options: StoreOptions = {}): LeafStore {
    const header = {
      type: "session",
      version: 3,
      id: sessionId,
      timestamp: new Date(0).toISOString(),
      cwd: "/workspace",
    };
    writeFileSync(path, `${JSON.stringify(header)}\n`, { flag: "wx" });
    return new LeafStore(path, [], null, withDefaults(options));
  }

  /** Opens a file written by `create` and appended to since. */
  static open(path: string, options: StoreOptions = {}): LeafStore {
    const entries = readEntries(path);
    const last = entries.at(-1);
    // A leaf-switch record means "the leaf is my parent"; any other entry is the leaf itself.
    const leaf = last === undefined ? null : isLeafSwitch(last) ? last.parentId : last.id;
    return new LeafStore(path, entries, leaf, withDefaults(options));
  }

  get leafId(): string | null {
    return this.leaf;
  }

  /** Given: appends a message as a child of the leaf, which then moves to it. Returns the new id. */
  appendMessage(message: AgentMessage): string {
    return this.append({ type: "message", message }, this.leaf);
  }

  /** Moves the leaf to `id` (null: before the first entry), and makes the move survive a reopen. */
  switchLeaf(id: string | null): void {
    if (id === this.leaf) return;
    if (id !== null && !this.entries.some((entry) => entry.id === id))
      throw new Error(`no entry with id "${id}" in ${this.path}`);
    this.append({ type: "custom", customType: LEAF_SWITCH, data: { targetId: id } }, id);
    this.leaf = id; // the record is not the leaf: the next message is a child of id
  }

  /** Given: writes one entry line (the file first, then memory), moves the leaf to it, returns its id. */
  append(fields: { type: string; [field: string]: unknown }, parentId: string | null): string {
    const entry: Entry = { ...fields, id: this.options.ids(), parentId, timestamp: this.options.clock() };
    appendFileSync(this.path, `${JSON.stringify(entry)}\n`);
    this.entries.push(entry);
    this.leaf = entry.id;
    return entry.id;
  }
}

function isLeafSwitch(entry: Entry): boolean {
  return entry.type === "custom" && entry.customType === LEAF_SWITCH;
}

/** Given: the entries of a file, in file order (the header line is skipped). */
export function readEntries(path: string): Entry[] {
  const lines = readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");
  return lines.slice(1).map((line) => JSON.parse(line) as Entry);
}

function withDefaults(options: StoreOptions): Required<StoreOptions> {
  return {
    ids: options.ids ?? (() => randomUUID().slice(0, 8)),
    clock: options.clock ?? (() => new Date().toISOString()),
  };
}
