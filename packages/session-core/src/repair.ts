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
 * - if the moves change which line is last, a leaf_switch record is appended
 *   so the leaf stays where the file put it.
 * The original is kept as `FILE.bak`; the mended file replaces it in one
 * atomic rename. A version-1 or -2 file is written as version 3, with the
 * same ids every reader already saw. A broken header or an unknown version
 * is refused: repair does not guess a header or a format.
 */
import { constants, copyFileSync, readFileSync, statSync } from "node:fs";
import writeFileAtomic from "write-file-atomic";
import { checkSession, firstKeptIsOnPath } from "./check.ts";
import { type CompactionEntry, CURRENT_SESSION_VERSION, LEAF_SWITCH_TYPE, type SessionEntry, type SessionHeader, isLeafSwitch } from "./entries.ts";
import { type Clock, type IdGenerator, randomIds, systemClock } from "./ids.ts";
import { lockForWriting } from "./lock.ts";
import { migrateToCurrent } from "./migrate.ts";
import { type Problem, formatProblem } from "./problems.ts";
import { uniquePath, writeAside } from "./side-files.ts";
import { SessionTree } from "./tree.ts";

export const REPAIR_PLACEHOLDER_TYPE = "repair_placeholder";

export interface RepairOptions {
  /** Fresh ids for duplicates and the leaf record (default: random). */
  ids?: IdGenerator;
  clock?: Clock;
}

export interface RepairReport {
  path: string;
  /** False when the file had no problem: then nothing at all was written. */
  changed: boolean;
  problemsBefore: Problem[];
  /** What `check` finds in the mended file: empty unless repair has a bug. */
  problemsAfter: Problem[];
  /** What was done, one sentence each. */
  actions: string[];
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
    super(`${file}: not repaired, the file is left as it was: ${reason}\n${problems.map((p) => `  ${formatProblem(file, p)}`).join("\n")}`);
    this.name = "RepairRefusedError";
  }
}

// #region repairSession
export function repairSession(path: string, options: RepairOptions = {}): RepairReport {
  statSync(path); // a missing file is named as such, before any lock file is made beside it
  const release = lockForWriting(path); // not while a writer has it open
  try {
    const before = checkSession(path);
    if (!before.loaded) throw new RepairRefusedError(path, before.problems, "its first line is not a readable session header, and repair does not invent one");
    const unknownVersion = before.problems.filter((p) => p.kind === "unknown-version");
    if (unknownVersion.length > 0) throw new RepairRefusedError(path, unknownVersion, "this kit cannot mend a format it does not know");
    if (before.problems.length === 0) return { path, changed: false, problemsBefore: [], problemsAfter: [], actions: [] };

    const plan = planRepair(readFileSync(path), options);
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
    if (logPath) actions.push(`the repair log is ${logPath}: one JSON record per change, with its line number (and the exact text of every line moved out)`);
    writeFileAtomic.sync(path, plan.text, { fsync: true });
    actions.push(`wrote the mended file (${plan.entryCount} entries) in one atomic rename`);
    return { path, changed: true, problemsBefore: before.problems, problemsAfter: checkSession(path).problems, actions, backupPath, tornPath, logPath };
  } finally {
    release();
  }
}
// #endregion repairSession

/** One parsed line that is an entry, with its exact text (written back unchanged when untouched). */
interface Item {
  line: number;
  source: string;
  value: Record<string, unknown>;
  changed: boolean;
}

interface RepairPlan {
  text: string;
  entryCount: number;
  torn?: { line: number; bytes: Buffer };
  actions: string[];
  /** Records for `FILE.repair.log`: lines moved out, ids changed, parents cut. */
  log: Record<string, unknown>[];
}

// #region planRepair
/** Works out the mended file from the bytes of a file whose header is readable. Pure: writes nothing. */
export function planRepair(bytes: Buffer, options: RepairOptions = {}): RepairPlan {
  const ids = options.ids ?? randomIds;
  const clock = options.clock ?? systemClock;
  const actions: string[] = [];
  const log: Record<string, unknown>[] = [];
  const setAside = (line: number, reason: string, text: string) => {
    log.push({ line, action: "set-aside", reason, text });
    actions.push(`line ${line}: ${reason}; moved out of the session into the repair log with its text`);
  };

  // 1. Lines, numbered exactly as the loader numbers them (version-1 ids are
  //    derived from line numbers, so the ids must come out the same).
  const lines = bytes.toString("utf8").split("\n");
  const header = JSON.parse(lines[0]!) as SessionHeader;
  let torn: RepairPlan["torn"];
  const parsed: Item[] = [];
  for (let i = 1; i < lines.length; i++) {
    const source = lines[i]!;
    if (source.trim() === "") continue;
    const line = i + 1;
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch {
      if (i === lines.length - 1) torn = { line, bytes: bytes.subarray(bytes.lastIndexOf(0x0a) + 1) };
      else setAside(line, "not valid JSON", source);
      continue;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value) || typeof (value as { type?: unknown }).type !== "string") {
      setAside(line, "not a session entry (no \"type\")", source);
      continue;
    }
    parsed.push({ line, source, value: value as Record<string, unknown>, changed: false });
  }
  const fileVersion = migrateToCurrent(header, parsed);
  const migrated = fileVersion < CURRENT_SESSION_VERSION;
  const items = parsed.filter((item) => {
    const { id, parentId } = item.value;
    if (typeof id === "string" && id !== "" && (parentId === null || typeof parentId === "string")) return true;
    setAside(item.line, "an entry without a string id or a string-or-null parentId", item.source);
    return false;
  });
  const lastItem = items.at(-1); // the line that says where the leaf is

  // 2. Duplicate ids.
  const referenced = new Set(items.map((item) => item.value.parentId as string | null));
  const byId = new Map<string, Item>();
  const taken = (id: string) => byId.has(id) || referenced.has(id);
  const kept: Item[] = [];
  for (const item of items) {
    const id = item.value.id as string;
    const first = byId.get(id);
    if (!first) {
      byId.set(id, item);
      kept.push(item);
    } else if (JSON.stringify(item.value) === JSON.stringify(first.value)) {
      setAside(item.line, `an exact copy of line ${first.line} (id ${id}), which stays`, item.source);
    } else {
      const fresh = ids(taken);
      item.value.id = fresh;
      item.changed = true;
      byId.set(fresh, item);
      kept.push(item);
      log.push({ line: item.line, action: "new-id", oldId: id, newId: fresh });
      actions.push(`line ${item.line}: id ${id} was already used on line ${first.line}; this entry now has the fresh id ${fresh} (children naming ${id} stay with line ${first.line})`);
    }
  }

  // 3. Missing parents get a placeholder root under the missing id.
  const placeholders = new Map<string, Item>();
  for (const item of kept) {
    const parentId = item.value.parentId as string | null;
    if (parentId === null || byId.has(parentId) || placeholders.has(parentId)) continue;
    const value = { type: "custom", customType: REPAIR_PLACEHOLDER_TYPE, data: { missingId: parentId, note: "stands in for an entry missing from the file" }, id: parentId, parentId: null, timestamp: item.value.timestamp };
    placeholders.set(parentId, { line: item.line, source: "", value, changed: true });
    log.push({ line: item.line, action: "placeholder", missingId: parentId });
    actions.push(`line ${item.line}: its parent ${parentId} is not in the file; added a placeholder root with that id, so this entry and its descendants keep their parentId`);
  }

  // 4. Cycles: cut each at its first line.
  cutCycles(kept, byId, (item, oldParentId) => {
    log.push({ line: item.line, action: "cut-cycle", id: item.value.id, oldParentId });
    actions.push(`line ${item.line}: entry ${String(item.value.id)} was on a cycle; it is now a root (its old parentId ${oldParentId} is in the repair log)`);
  });

  // 5. Order: file order, except that a child never comes before its parent.
  const ordered = parentsFirst(kept, placeholders, (item, parent) => {
    log.push({ line: item.line, action: "moved", id: item.value.id, belowLine: parent.line });
    actions.push(`line ${item.line}: moved below its parent on line ${parent.line}`);
  });

  // 6. A compaction keeping from outside its path keeps nothing: say so explicitly.
  const tree = SessionTree.fromEntries(ordered.map((item) => item.value as unknown as SessionEntry)); // throws if 1-5 left a flaw
  for (const item of ordered) {
    if (item.value.type !== "compaction") continue;
    const compaction = item.value as unknown as CompactionEntry;
    if (firstKeptIsOnPath(tree, compaction)) continue;
    log.push({ line: item.line, action: "first-kept", id: compaction.id, oldFirstKeptEntryId: compaction.firstKeptEntryId ?? null });
    actions.push(`line ${item.line}: compaction ${compaction.id} kept from ${compaction.firstKeptEntryId ?? "nothing"}, not on its path, so its context kept nothing before the summary; firstKeptEntryId now names the compaction itself, which says that explicitly`);
    compaction.firstKeptEntryId = compaction.id;
    item.changed = true;
  }

  // 7. The leaf stays where the file's last entry line put it.
  const output = ordered.map((item) => (item.changed || migrated ? JSON.stringify(item.value) : item.source));
  const intendedLeaf = lastItem ? leafAfter(lastItem.value) : null;
  const last = ordered.at(-1);
  if (lastItem && (!last || leafAfter(last.value) !== intendedLeaf)) {
    const record = { type: "custom", customType: LEAF_SWITCH_TYPE, data: { targetId: intendedLeaf }, id: ids((id) => taken(id) || placeholders.has(id)), parentId: intendedLeaf, timestamp: clock() };
    output.push(JSON.stringify(record));
    actions.push(`appended a leaf_switch record so the leaf stays at ${intendedLeaf ?? "null"}, where the file's last entry put it`);
  }
  if (migrated) actions.push(`wrote it as version ${CURRENT_SESSION_VERSION} (it was version ${fileVersion}), with the ids every reader already saw`);

  const headerLine = migrated ? JSON.stringify(header) : lines[0]!;
  return { text: [headerLine, ...output].map((line) => `${line}\n`).join(""), entryCount: output.length, torn, actions, log };
}
// #endregion planRepair

function leafAfter(value: Record<string, unknown>): string | null {
  const entry = value as unknown as SessionEntry;
  return isLeafSwitch(entry) ? entry.parentId : entry.id;
}

/**
 * Each entry has at most one parent, so following parents from any entry
 * either ends (a root, a placeholder) or loops. Every loop is met once, on
 * the first walk that enters it, and cut at its earliest line.
 */
function cutCycles(items: Item[], byId: Map<string, Item>, onCut: (item: Item, oldParentId: string) => void): void {
  const done = new Set<Item>();
  for (const start of items) {
    const walk: Item[] = [];
    const onWalk = new Set<Item>();
    let current: Item | undefined = start;
    while (current && !done.has(current) && !onWalk.has(current)) {
      walk.push(current);
      onWalk.add(current);
      const parentId = current.value.parentId as string | null;
      current = parentId === null ? undefined : byId.get(parentId);
    }
    if (current && onWalk.has(current)) {
      const cycle = walk.slice(walk.indexOf(current));
      const cut = cycle.reduce((a, b) => (b.line < a.line ? b : a));
      onCut(cut, cut.value.parentId as string);
      cut.value.parentId = null;
      cut.changed = true;
    }
    for (const item of walk) done.add(item);
  }
}

/**
 * Entries in file order, except that one whose parent comes later waits and
 * follows right after its parent (with its own waiting descendants). A
 * placeholder goes just before the first entry that needs it.
 */
function parentsFirst(items: Item[], placeholders: Map<string, Item>, onMove: (item: Item, parent: Item) => void): Item[] {
  const out: Item[] = [];
  const placed = new Map<string, Item>();
  const waiting = new Map<string, Item[]>();
  const place = (first: Item) => {
    const stack = [first];
    while (stack.length > 0) {
      const item = stack.pop()!;
      out.push(item);
      placed.set(item.value.id as string, item);
      const children = waiting.get(item.value.id as string);
      if (!children) continue;
      waiting.delete(item.value.id as string);
      for (const child of children) onMove(child, item);
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  };
  for (const item of items) {
    const parentId = item.value.parentId as string | null;
    const placeholder = parentId === null ? undefined : placeholders.get(parentId);
    if (placeholder && !placed.has(parentId!)) place(placeholder);
    if (parentId === null || placed.has(parentId)) place(item);
    else {
      const list = waiting.get(parentId);
      if (list) list.push(item);
      else waiting.set(parentId, [item]);
    }
  }
  if (waiting.size > 0) throw new Error(`repair: ${waiting.size} parent ids never placed; this is a bug in repair, nothing was written`);
  return out;
}
