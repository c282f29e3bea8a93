/**
 * Mending a damaged session file so that `check` passes, without losing a
 * complete entry. Opening a file never does this (it refuses and says why);
 * repair is a separate, explicit step, and it says what it did.
 *
 * Every kind of damage, and what repair does with it:
 * - torn last line: its bytes go to `FILE.torn`, as `Session.open` does.
 * - malformed line, or a line that is not an entry: moved out of the session
 *   into `FILE.repair.log`, with its line number and its exact text.
 * - duplicate id: a line that is an exact copy of the first one (a write
 *   repeated) goes to the log, since the session still holds it; a different
 *   entry under a used id gets a fresh id and stays. Children naming that id
 *   stay with the first entry: the file cannot say which one they meant.
 * - missing parent: a placeholder entry (`custom`, customType
 *   "repair_placeholder") is added under the missing id, as a root. The
 *   orphans keep their parentId unchanged, the tree shows where the gap is,
 *   and the context is what pi already computes: a path that ends at the gap.
 * - cycle: cut at its first line, which becomes a root (old parentId logged).
 * - parent after child: the child moves right below its parent.
 * - compaction whose firstKeptEntryId is not on its path: its context keeps
 *   nothing before the summary; repair writes that explicitly by pointing
 *   firstKeptEntryId at the compaction itself (old value logged). pi reads the
 *   result exactly as before.
 * - the leaf never moves silently: if the mended file would put it elsewhere
 *   than this kit read it (the last line moved, or was itself damaged), a
 *   leaf_switch record is appended so it stays, and the report says so.
 * - a byte-order mark and blank lines (pi reads them; `check` notes them) go.
 * Lines repair keeps are copied byte for byte (a big integer, a duplicate key,
 * bytes that are not UTF-8 survive); a line it changes is written anew, and
 * the log keeps its original text. The original file is kept as `FILE.bak`;
 * the mended file replaces it in one atomic rename. A version-1 or -2 file is
 * written as version 3, with the same ids every reader already saw (the
 * original stays in the `.bak`). A broken header or an unknown version is
 * refused: repair does not guess a header or a format.
 */
import { isUtf8 } from "node:buffer";
import { accessSync, constants, copyFileSync, readFileSync, statSync } from "node:fs";
import { dirname } from "node:path";
import writeFileAtomic from "write-file-atomic";
import { checkSession, firstKeptIsOnPath } from "./check.ts";
import {
  CURRENT_SESSION_VERSION,
  LEAF_SWITCH_TYPE,
  REPAIR_PLACEHOLDER_TYPE,
  type SessionEntry,
  isEntryOfType,
} from "./entries.ts";
import { type Clock, type IdGenerator, randomIds, systemClock } from "./ids.ts";
import { lockForWriting } from "./lock.ts";
import { type Note, type Problem, formatProblem } from "./problems.ts";
import { type LineSpan, readSessionLines } from "./read-lines.ts";
import { type Item, cutCycles, parentsFirst } from "./repair-order.ts";
import { uniquePath, writeAside } from "./side-files.ts";
import { SessionTree } from "./tree.ts";

/** @deprecated import it from entries.ts (kept here so older imports still work). */
export { REPAIR_PLACEHOLDER_TYPE };

export interface RepairOptions {
  /** Fresh ids for duplicates and the leaf record (default: random). */
  ids?: IdGenerator;
  clock?: Clock;
}

export interface RepairReport {
  path: string;
  /** False when the file had nothing to mend: then nothing at all was written. */
  changed: boolean;
  problemsBefore: Problem[];
  /** What `check` finds in the mended file: empty unless repair has a bug. */
  problemsAfter: Problem[];
  /** What was done, one sentence each. */
  actions: string[];
  /** What `check` noted (a byte-order mark, blank lines, bytes that are not UTF-8). */
  notes: Note[];
  backupPath?: string;
  tornPath?: string;
  logPath?: string;
}

/** A file repair will not touch; it is left exactly as it was. */
export class RepairRefusedError extends Error {
  constructor(
    readonly file: string,
    readonly problems: Problem[],
    reason: string,
  ) {
    const list = problems.map((p) => `\n  ${formatProblem(file, p)}`).join("");
    super(`${file}: not repaired, the file is left as it was: ${reason}${list}`);
    this.name = "RepairRefusedError";
  }
}

// #region repairSession
export function repairSession(path: string, options: RepairOptions = {}): RepairReport {
  // A missing file is named as such, before any lock file is made beside it.
  if (!statSync(path).isFile()) throw new RepairRefusedError(path, [], "it is not a regular file");
  refuseUnlessFolderWritable(path);
  const release = lockForWriting(path); // not while a writer has it open
  try {
    const before = checkSession(path);
    if (!before.loaded) throw new RepairRefusedError(path, before.problems, whyNotLoaded(before.problems));
    const unknownVersion = before.problems.filter((p) => p.kind === "unknown-version");
    if (unknownVersion.length > 0) {
      throw new RepairRefusedError(path, unknownVersion, "this kit cannot mend a format it does not know");
    }
    const { notes } = before.loaded;
    const untidy = notes.some((note) => note.kind !== "not-utf8");
    if (before.problems.length === 0 && !untidy) {
      return { path, changed: false, problemsBefore: [], problemsAfter: [], actions: [], notes };
    }

    const plan = planRepair(path, readFileSync(path), before.loaded.tree.leafId, options);
    // The original first, then what leaves the file, then the file itself.
    const backupPath = uniquePath(`${path}.bak`);
    copyFileSync(path, backupPath, constants.COPYFILE_EXCL);
    const actions = [`kept the original as ${backupPath}`];
    let tornPath: string | undefined;
    if (plan.torn) {
      tornPath = writeAside(`${path}.torn`, plan.torn.bytes);
      actions.push(`line ${plan.torn.line}: kept the ${plan.torn.bytes.length} bytes of the torn last line in ${tornPath}`);
    }
    let logPath: string | undefined;
    if (plan.log.length > 0) {
      logPath = writeAside(`${path}.repair.log`, plan.log.map((record) => `${JSON.stringify(record)}\n`).join(""));
    }
    actions.push(...plan.actions);
    if (logPath) {
      actions.push(`the repair log is ${logPath}: one JSON record per change, with its line number and the original text of every line changed or moved out`);
    }
    writeFileAtomic.sync(path, plan.bytes, { fsync: true });
    actions.push(`wrote the mended file (${plan.entryCount} entries) in one atomic rename`);
    const problemsAfter = checkSession(path).problems;
    return { path, changed: true, problemsBefore: before.problems, problemsAfter, actions, notes, backupPath, tornPath, logPath };
  } finally {
    release();
  }
}
// #endregion repairSession

/**
 * Repair writes a lock, a backup and the mended file beside the session. In a
 * folder it may not write to, the first of those would fail with the name of
 * a temporary lock file the user never heard of: say what is wrong instead.
 */
function refuseUnlessFolderWritable(path: string): void {
  try {
    accessSync(dirname(path), constants.W_OK);
  } catch {
    throw new RepairRefusedError(path, [], `the folder ${dirname(path)} is not writable, and repair writes the mended file, a backup and a lock file there`);
  }
}

function whyNotLoaded(problems: Problem[]): string {
  if (problems.some((p) => p.kind === "not-a-file")) return "it is not a regular file";
  if (problems.some((p) => p.kind === "empty-file")) return "the file is empty, and repair does not invent a header";
  return "its first line is not a readable session header, and repair does not invent one";
}

interface RepairPlan {
  bytes: Buffer;
  entryCount: number;
  torn?: { line: number; bytes: Buffer };
  actions: string[];
  /** Records for `FILE.repair.log`: lines moved out, ids changed, parents cut. */
  log: Record<string, unknown>[];
}

// #region planRepair
/**
 * Works out the mended file from the bytes of a file whose header is readable,
 * keeping the leaf at `leafId` (where this kit reads it). Pure: writes nothing.
 */
export function planRepair(path: string, bytes: Buffer, leafId: string | null, options: RepairOptions = {}): RepairPlan {
  const ids = options.ids ?? randomIds;
  const clock = options.clock ?? systemClock;
  const actions: string[] = [];
  const log: Record<string, unknown>[] = [];
  const original = (span: LineSpan) => originalText(bytes, span);
  const setAside = (span: LineSpan, reason: string) => {
    log.push({ line: span.line, action: "set-aside", reason, ...original(span) });
    actions.push(`line ${span.line}: ${reason}; moved out of the session into the repair log with its text`);
  };
  /** Marks an entry as changed; its original text goes to the log with the change. */
  const change = (item: Item, record: Record<string, unknown>, action: string) => {
    if (!item.changed) Object.assign(record, original(item));
    item.changed = true;
    log.push({ line: item.line, ...record });
    actions.push(`line ${item.line}: ${action}`);
  };

  // 1. The lines, read as the loader reads them (the same reader: read-lines.ts).
  const read = readSessionLines(path, bytes);
  for (const { problem, ...span } of read.rejected) setAside(span, problemReason(problem));
  for (const note of read.notes) actions.push(noteAction(note));
  const migrated = read.fileVersion < CURRENT_SESSION_VERSION;
  const items: Item[] = read.entries.map((entry) => ({ ...entry, changed: false }));

  // 2. Duplicate ids.
  const referenced = new Set(items.map((item) => item.value.parentId));
  const byId = new Map<string, Item>();
  const taken = (id: string) => byId.has(id) || referenced.has(id);
  const kept: Item[] = [];
  for (const item of items) {
    const id = item.value.id;
    const first = byId.get(id);
    if (!first) {
      byId.set(id, item);
      kept.push(item);
    } else if (JSON.stringify(item.value) === JSON.stringify(first.value)) {
      setAside(item, `an exact copy of line ${first.line} (id ${id}), which stays`);
    } else {
      const fresh = ids(taken);
      item.value = { ...item.value, id: fresh };
      byId.set(fresh, item);
      kept.push(item);
      change(item, { action: "new-id", oldId: id, newId: fresh }, `id ${id} was already used on line ${first.line}; this entry now has the fresh id ${fresh} (children naming ${id} stay with line ${first.line})`);
    }
  }

  // 3. Missing parents get a placeholder root under the missing id.
  const placeholders = new Map<string, Item>();
  for (const item of kept) {
    const parentId = item.value.parentId;
    if (parentId === null || byId.has(parentId) || placeholders.has(parentId)) continue;
    const data = { missingId: parentId, note: "stands in for an entry missing from the file" };
    const value: SessionEntry = { type: "custom", customType: REPAIR_PLACEHOLDER_TYPE, data, id: parentId, parentId: null, timestamp: item.value.timestamp };
    placeholders.set(parentId, { line: item.line, start: 0, end: 0, value, changed: true });
    log.push({ line: item.line, action: "placeholder", missingId: parentId });
    actions.push(`line ${item.line}: its parent ${parentId} is not in the file; added a placeholder root with that id, so this entry and its descendants keep their parentId`);
  }

  // 4. Cycles: cut each at its first line.
  cutCycles(kept, byId, (item) => {
    const oldParentId = item.value.parentId;
    change(item, { action: "cut-cycle", id: item.value.id, oldParentId }, `entry ${item.value.id} was on a cycle; it is now a root (its old parentId ${oldParentId} is in the repair log)`);
    item.value = { ...item.value, parentId: null };
  });

  // 5. Order: file order, except that a child never comes before its parent.
  const ordered = parentsFirst(kept, placeholders, (item, parent) => {
    log.push({ line: item.line, action: "moved", id: item.value.id, belowLine: parent.line });
    actions.push(`line ${item.line}: moved below its parent on line ${parent.line}`);
  });

  // 6. A compaction keeping from outside its path keeps nothing: say so explicitly.
  const tree = SessionTree.fromEntries(ordered.map((item) => item.value)); // throws if 1-5 left a flaw
  for (const item of ordered) {
    const compaction = item.value;
    if (!isEntryOfType(compaction, "compaction") || firstKeptIsOnPath(tree, compaction)) continue;
    const oldFirstKeptEntryId = compaction.firstKeptEntryId ?? null;
    change(item, { action: "first-kept", id: compaction.id, oldFirstKeptEntryId }, `compaction ${compaction.id} kept from ${oldFirstKeptEntryId ?? "nothing"}, not on its path, so its context kept nothing before the summary; firstKeptEntryId now names the compaction itself, which says that explicitly`);
    item.value = { ...compaction, firstKeptEntryId: compaction.id };
  }

  // 7. Lines kept as they were are copied byte for byte; the others written anew.
  const lines = ordered.map((item) =>
    item.changed || item.migrated ? Buffer.from(JSON.stringify(item.value)) : bytes.subarray(item.start, item.end),
  );
  // 8. The leaf stays where this kit read it, whatever the last line now says.
  if (leafId !== null && !tree.has(leafId)) throw new Error(`repair: the leaf ${leafId} is not in the mended file; this is a bug in repair, nothing was written`);
  if (tree.leafId !== leafId) {
    const id = ids((candidate) => taken(candidate) || placeholders.has(candidate));
    const record = { type: "custom", customType: LEAF_SWITCH_TYPE, data: { targetId: leafId }, id, parentId: leafId, timestamp: clock() };
    lines.push(Buffer.from(JSON.stringify(record)));
    actions.push(`appended a leaf_switch record so the leaf stays at ${leafId ?? "null"}, where this kit read it (the mended file's last line would put it at ${tree.leafId ?? "null"})`);
  }
  if (migrated) actions.push(`wrote it as version ${CURRENT_SESSION_VERSION} (it was version ${read.fileVersion}), with the ids every reader already saw`);

  const { headerSpan } = read;
  const header = migrated ? Buffer.from(JSON.stringify(read.header)) : bytes.subarray(headerSpan.start, headerSpan.end);
  const bytesOut = Buffer.concat([header, ...lines].flatMap((line) => [line, NEWLINE]));
  return { bytes: bytesOut, entryCount: lines.length, torn: read.tornTail, actions, log };
}
// #endregion planRepair

const NEWLINE = Buffer.from("\n");

/** A line's original text for the log: as text when it is UTF-8, else its bytes in base64 (nothing is lost). */
function originalText(bytes: Buffer, span: LineSpan): { text: string } | { base64: string } {
  const line = bytes.subarray(span.start, span.end);
  return isUtf8(line) ? { text: line.toString("utf8") } : { base64: line.toString("base64") };
}

function problemReason(problem: Problem): string {
  if (problem.kind === "malformed-line") return "not valid JSON";
  return `not a session entry (${problem.message})`;
}

function noteAction(note: Note): string {
  if (note.kind === "byte-order-mark") return "removed the byte-order mark (EF BB BF) at the start of the file";
  if (note.kind === "blank-lines") return `removed the blank lines (the first on line ${note.line})`;
  return `warning: ${note.message}; the lines kept are copied byte for byte, and the log keeps a changed or removed line's bytes in base64`;
}
