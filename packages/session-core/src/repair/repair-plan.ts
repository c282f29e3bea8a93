/**
 * The plan of a repair (see repair.ts for what it does to each kind of damage):
 * the mended file's bytes, what leaves the file, and what to say. Pure: it
 * reads the bytes it is given and writes nothing.
 */
import { isUtf8 } from "node:buffer";
import { firstKeptIsOnPath } from "../check/check.ts";
import {
  CURRENT_SESSION_VERSION,
  isEntryOfType,
  LEAF_SWITCH_TYPE,
  REPAIR_PLACEHOLDER_TYPE,
  type SessionEntry,
} from "../entries.ts";
import { readSessionLines } from "../hardened-load.ts";
import { type Clock, type IdGenerator, randomIds, systemClock } from "../ids.ts";
import { ENGLISH_PROBLEM_WORDS, type ProblemWords, type Said, say } from "../reading/problem-words.ts";
import type { Note, Problem } from "../reading/problems.ts";
import { SessionTree } from "../tree.ts";
import { cutCycles, type Item, parentsFirst } from "./repair-order.ts";
import { ENGLISH_REPAIR_WORDS, type RepairWords } from "./repair-words.ts";

export interface RepairOptions {
  /** Fresh ids for duplicates and the leaf record (default: random). */
  ids?: IdGenerator;
  clock?: Clock;
  /** The words a problem is said in, in the report and the log: plain English unless the caller (the CLI) chooses. */
  problemWords?: ProblemWords;
  /** The words of the report and the log's reasons: plain English unless the caller chooses. */
  repairWords?: RepairWords;
}

export interface RepairPlan {
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
export function planRepair(
  path: string,
  bytes: Buffer,
  leafId: string | null,
  options: RepairOptions = {},
): RepairPlan {
  const ids = options.ids ?? randomIds;
  const clock = options.clock ?? systemClock;
  const words = options.problemWords ?? ENGLISH_PROBLEM_WORDS;
  const sentenceOf = (problem: { said: readonly Said[] }) => say(problem.said, words);
  const repairWords = options.repairWords ?? ENGLISH_REPAIR_WORDS;
  const actions: string[] = [];
  const log: Record<string, unknown>[] = [];
  // 1. The lines, read as the loader reads them (the same reader: read-lines.ts).
  const read = readSessionLines(path, bytes);
  /** The bytes of line `line`, exactly as in the file. */
  const starts = lineStarts(bytes);
  const bytesOf = (line: number) => bytes.subarray(starts[line - 1], (starts[line] ?? bytes.length + 1) - 1);
  const original = (line: number) => originalText(bytesOf(line));
  const setAside = (line: number, reason: string) => {
    log.push({ line, action: "set-aside", reason, ...original(line) });
    actions.push(repairWords.setAside(line, reason));
  };
  /** Marks an entry as changed; its original text goes to the log with the change. */
  const change = (item: Item, record: Record<string, unknown>, action: string) => {
    if (!item.changed) Object.assign(record, original(item.line));
    item.changed = true;
    log.push({ line: item.line, ...record });
    actions.push(repairWords.onLine(item.line, action));
  };

  for (const { line, problem } of read.rejected) setAside(line, problemReason(problem, sentenceOf, repairWords));
  if (read.problems.some((problem) => problem.kind === "byte-order-mark")) {
    actions.push(repairWords.removedByteOrderMark); // lineStarts leaves it out of line 1
  }
  for (const note of read.notes) actions.push(noteAction(note, sentenceOf, repairWords));
  const migrated = read.fileVersion < CURRENT_SESSION_VERSION;
  const items = read.entries.map((value, i): Item => {
    const line = read.entryLines[i]!;
    return { line, value, changed: false, migrated: read.migratedLines.has(line) };
  });

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
      setAside(item.line, repairWords.exactCopy(first.line, id));
    } else {
      const fresh = ids(taken);
      item.value = { ...item.value, id: fresh };
      byId.set(fresh, item);
      kept.push(item);
      change(item, { action: "new-id", oldId: id, newId: fresh }, repairWords.freshId(id, first.line, fresh));
    }
  }

  // 3. Missing parents get a placeholder root under the missing id.
  const placeholders = new Map<string, Item>();
  for (const item of kept) {
    const parentId = item.value.parentId;
    if (parentId === null || byId.has(parentId) || placeholders.has(parentId)) continue;
    const data = { missingId: parentId, note: "stands in for an entry missing from the file" };
    const value: SessionEntry = {
      type: "custom",
      customType: REPAIR_PLACEHOLDER_TYPE,
      data,
      id: parentId,
      parentId: null,
      timestamp: item.value.timestamp,
    };
    placeholders.set(parentId, { line: item.line, value, changed: true });
    log.push({ line: item.line, action: "placeholder", missingId: parentId });
    actions.push(repairWords.onLine(item.line, repairWords.placeholder(parentId)));
  }

  // 4. Cycles: cut each at its first line.
  cutCycles(kept, byId, (item) => {
    const oldParentId = item.value.parentId;
    change(
      item,
      { action: "cut-cycle", id: item.value.id, oldParentId },
      repairWords.cutCycle(item.value.id, oldParentId),
    );
    item.value = { ...item.value, parentId: null };
  });

  // 5. Order: file order, except that a child never comes before its parent.
  const ordered = parentsFirst(kept, placeholders, (item, parent) => {
    log.push({ line: item.line, action: "moved", id: item.value.id, belowLine: parent.line });
    actions.push(repairWords.onLine(item.line, repairWords.movedBelowParent(parent.line)));
  });

  // 6. A compaction keeping from outside its path keeps nothing: say so explicitly.
  const tree = SessionTree.fromEntries(ordered.map((item) => item.value)); // throws if 1-5 left a flaw
  for (const item of ordered) {
    const compaction = item.value;
    if (!isEntryOfType(compaction, "compaction") || firstKeptIsOnPath(tree, compaction)) continue;
    const oldFirstKeptEntryId = compaction.firstKeptEntryId ?? null;
    change(
      item,
      { action: "first-kept", id: compaction.id, oldFirstKeptEntryId },
      repairWords.firstKept(compaction.id, oldFirstKeptEntryId),
    );
    item.value = { ...compaction, firstKeptEntryId: compaction.id };
  }

  // 7. Lines kept as they were are copied byte for byte; the others written anew.
  const lines = ordered.map((item) =>
    item.changed || item.migrated ? Buffer.from(JSON.stringify(item.value)) : bytesOf(item.line),
  );
  // 8. The leaf stays where this kit read it, whatever the last line now says.
  if (leafId !== null && !tree.has(leafId))
    throw new Error(
      `repair: the leaf ${leafId} is not in the mended file; this is a bug in repair, nothing was written`,
    );
  if (tree.leafId !== leafId) {
    const id = ids((candidate) => taken(candidate) || placeholders.has(candidate));
    const record = {
      type: "custom",
      customType: LEAF_SWITCH_TYPE,
      data: { targetId: leafId },
      id,
      parentId: leafId,
      timestamp: clock(),
    };
    lines.push(Buffer.from(JSON.stringify(record)));
    actions.push(repairWords.leafSwitchAppended(leafId, tree.leafId));
  }
  if (migrated) actions.push(repairWords.migrated(CURRENT_SESSION_VERSION, read.fileVersion));

  const header = migrated ? Buffer.from(JSON.stringify(read.header)) : bytesOf(read.headerLine);
  const bytesOut = Buffer.concat([header, ...lines].flatMap((line) => [line, NEWLINE]));
  return { bytes: bytesOut, entryCount: lines.length, torn: read.tornTail, actions, log };
}
// #endregion planRepair

const NEWLINE = Buffer.from("\n");

/** A line's original text for the log: as text when it is UTF-8, else its bytes in base64 (nothing is lost). */
function originalText(line: Buffer): { text: string } | { base64: string } {
  return isUtf8(line) ? { text: line.toString("utf8") } : { base64: line.toString("base64") };
}

function problemReason(problem: Problem, sentenceOf: (problem: Problem) => string, words: RepairWords): string {
  if (problem.kind === "malformed-line") return words.notValidJson;
  return words.notAnEntry(sentenceOf(problem));
}

function noteAction(note: Note, sentenceOf: (note: Note) => string, words: RepairWords): string {
  if (note.kind === "blank-lines") return words.removedBlankLines(note.line);
  if (note.kind === "null-token-count") return words.keptAsTheyAre(sentenceOf(note));
  return words.notUtf8Kept(sentenceOf(note));
}

/** Where each line starts in the bytes (line 1 after a byte-order mark): the lines repair keeps are copied exactly. */
function lineStarts(bytes: Buffer): number[] {
  const starts = [bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) ? 3 : 0];
  for (let at = bytes.indexOf(0x0a); at !== -1; at = bytes.indexOf(0x0a, at + 1)) starts.push(at + 1);
  return starts;
}
