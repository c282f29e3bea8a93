/**
 * Fork: the conversation up to one entry, as a session file of its own.
 *
 * A session tree can hold many branches; sometimes one of them deserves a
 * file to itself, to share or to go on with while the original stays as it
 * was. The new file holds the path from the root to the chosen entry, with the
 * same ids (so a compaction's `firstKeptEntryId` still names its entry), and
 * its header names the original in `parentSession` (pi's field).
 *
 * What could go wrong: an entry left out (an old label, a leaf-switch record)
 * whose child then names a parent the new file does not have. Every entry kept
 * is therefore re-linked to the one kept before it; labels are written again
 * at the end, as pi does, since a label may have been set long after the entry
 * it marks, on another branch.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import {
  CURRENT_SESSION_VERSION,
  type Clock,
  type CompactionEntry,
  type IdGenerator,
  type LabelEntry,
  Session,
  type SessionEntry,
  type SessionHeader,
  isLeafSwitch,
  randomIds,
  systemClock,
} from "@kit/session-core";

export interface ForkOptions {
  /** Ids for the label entries written again (default: random). */
  ids?: IdGenerator;
  /** Timestamps for the new header and later appends (default: the system clock). */
  clock?: Clock;
  /** The new session's own id (default: a random UUID). */
  sessionId?: string;
  /** Working directory recorded in the header (default: the original's). */
  cwd?: string;
}

// #region forkEntries
/**
 * The entries of a fork up to `entryId`, pure: the path without labels and
 * leaf-switch records, each entry re-linked to the one before it, then one
 * label entry per label that marks an entry of the path.
 */
export function forkEntries(source: Session, entryId: string, ids: IdGenerator = randomIds): SessionEntry[] {
  const path = source.tree.pathToRoot(entryId);
  const leftOut = (entry: SessionEntry) => entry.type === "label" || isLeafSwitch(entry);

  const entries: SessionEntry[] = [];
  for (const entry of path) {
    if (leftOut(entry)) continue;
    const parentId = entries.at(-1)?.id ?? null;
    entries.push({ ...entry, parentId } as SessionEntry);
  }
  // A compaction that starts keeping at an entry left out starts at the next one kept.
  const kept = new Set(entries.map((entry) => entry.id));
  for (const [i, entry] of entries.entries()) {
    if (entry.type !== "compaction") continue;
    const compaction = entry as CompactionEntry;
    if (kept.has(compaction.firstKeptEntryId)) continue;
    const from = path.findIndex((e) => e.id === compaction.firstKeptEntryId);
    if (from < 0) continue;
    const next = path.slice(from + 1).find((e) => kept.has(e.id));
    if (next) entries[i] = { ...compaction, firstKeptEntryId: next.id };
  }

  const taken = (id: string) => kept.has(id) || source.tree.has(id);
  for (const entry of [...entries]) {
    const label = source.tree.labelOf(entry.id);
    if (label === undefined) continue;
    const labelEntry: LabelEntry = {
      type: "label",
      id: ids(taken),
      parentId: entries.at(-1)!.id,
      timestamp: lastLabelTimestamp(source, entry.id),
      targetId: entry.id,
      label,
    };
    kept.add(labelEntry.id);
    entries.push(labelEntry);
  }
  return entries;
}
// #endregion forkEntries

// #region fork
/**
 * Writes the path to `entryId` into a new session file at `newPath` (never
 * over an existing file) and opens it for appending. The original is not
 * touched.
 */
export function fork(source: Session, entryId: string, newPath: string, options: ForkOptions = {}): Session {
  const clock = options.clock ?? systemClock;
  const entries = forkEntries(source, entryId, options.ids);
  const header: SessionHeader = {
    type: "session",
    version: CURRENT_SESSION_VERSION,
    id: options.sessionId ?? randomUUID(),
    timestamp: clock(),
    cwd: options.cwd ?? source.header.cwd,
    parentSession: source.path,
  };
  mkdirSync(dirname(newPath), { recursive: true });
  const lines = [header, ...entries].map((line) => `${JSON.stringify(line)}\n`).join("");
  try {
    writeFileSync(newPath, lines, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new Error(`cannot fork to ${newPath}: the file already exists`);
    throw error;
  }
  return Session.open(newPath, { ...(options.ids ? { ids: options.ids } : {}), clock });
}
// #endregion fork

/** When the label now on `targetId` was set: the last label entry for it in file order. */
function lastLabelTimestamp(source: Session, targetId: string): string {
  const entry = source.tree.entries.findLast((e): e is LabelEntry => e.type === "label" && (e as LabelEntry).targetId === targetId);
  return entry?.timestamp ?? new Date(0).toISOString();
}
