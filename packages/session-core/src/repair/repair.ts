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
import { accessSync, constants, copyFileSync, readFileSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { checkSession } from "../check/check.ts";
import { ENGLISH_PROBLEM_WORDS } from "../reading/problem-words.ts";
import { formatProblem, type Note, type Problem } from "../reading/problems.ts";
import { lockForWriting } from "../side-files/lock.ts";
import { uniquePath, writeAside } from "../side-files/write-aside.ts";
import { planRepair, type RepairOptions } from "./repair-plan.ts";
import { removeLeftTemps, replaceThroughTemp } from "./repair-temp.ts";
import { ENGLISH_REPAIR_WORDS, type RepairWords } from "./repair-words.ts";

export { planRepair, type RepairOptions } from "./repair-plan.ts";

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

/** A file repair will not touch; it is left exactly as it was. Said in the caller's words (English by default). */
export class RepairRefusedError extends Error {
  constructor(
    readonly file: string,
    readonly problems: Problem[],
    reason: string,
    words: Pick<RepairOptions, "problemWords" | "repairWords"> = {},
  ) {
    const problemWords = words.problemWords ?? ENGLISH_PROBLEM_WORDS;
    const list = problems.map((p) => `\n  ${formatProblem(file, p, problemWords)}`).join("");
    super(`${(words.repairWords ?? ENGLISH_REPAIR_WORDS).notRepaired(file, reason)}${list}`);
    this.name = "RepairRefusedError";
  }
}

// #region repairSession
export function repairSession(path: string, options: RepairOptions = {}): RepairReport {
  const words = options.repairWords ?? ENGLISH_REPAIR_WORDS;
  // A missing file is named as such, before any lock file is made beside it.
  if (!statSync(path).isFile()) throw new RepairRefusedError(path, [], words.notARegularFile, options);
  refuseUnlessFolderWritable(path, options);
  const release = lockForWriting(path); // not while a writer has it open
  try {
    // A repair of this file that was stopped before its rename left its temporary file: holding the lock, we know
    // no repair of it is running, so it is an orphan.
    const cleaned = removeLeftTemps(path).map((temp) => words.removedLeftTemp(temp.path, temp.bytes));
    const before = checkSession(path);
    if (!before.loaded)
      throw new RepairRefusedError(path, before.problems, whyNotLoaded(before.problems, words), options);
    const unknownVersion = before.problems.filter((p) => p.kind === "unknown-version");
    if (unknownVersion.length > 0) {
      throw new RepairRefusedError(path, unknownVersion, words.unknownFormat, options);
    }
    const { notes } = before.loaded;
    const untidy = notes.some((note) => note.kind === "blank-lines");
    if (before.problems.length === 0 && !untidy) {
      return { path, changed: false, problemsBefore: [], problemsAfter: [], actions: cleaned, notes };
    }

    const plan = planRepair(path, readFileSync(path), before.loaded.tree.leafId, options);
    // The original first, then what leaves the file, then the file itself.
    const backupPath = uniquePath(`${path}.bak`);
    copyFileSync(path, backupPath, constants.COPYFILE_EXCL);
    const actions = [...cleaned, words.keptOriginal(backupPath)];
    let tornPath: string | undefined;
    if (plan.torn) {
      tornPath = writeAside(`${path}.torn`, plan.torn.bytes);
      actions.push(words.keptTornLine(plan.torn.line, plan.torn.bytes.length, tornPath));
    }
    let logPath: string | undefined;
    if (plan.log.length > 0) {
      logPath = writeAside(`${path}.repair.log`, plan.log.map((record) => `${JSON.stringify(record)}\n`).join(""));
    }
    actions.push(...plan.actions);
    if (logPath) {
      actions.push(words.repairLog(logPath));
    }
    replaceThroughTemp(path, plan.bytes);
    actions.push(words.wroteMendedFile(plan.entryCount));
    const problemsAfter = checkSession(path).problems;
    return {
      path,
      changed: true,
      problemsBefore: before.problems,
      problemsAfter,
      actions,
      notes,
      backupPath,
      tornPath,
      logPath,
    };
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
function refuseUnlessFolderWritable(path: string, options: RepairOptions): void {
  try {
    accessSync(dirname(path), constants.W_OK);
  } catch {
    const words = options.repairWords ?? ENGLISH_REPAIR_WORDS;
    throw new RepairRefusedError(path, [], words.folderNotWritable(dirname(path)), options);
  }
}

function whyNotLoaded(problems: Problem[], words: RepairWords): string {
  if (problems.some((p) => p.kind === "not-a-file")) return words.notARegularFile;
  if (problems.some((p) => p.kind === "empty-file")) return words.emptyFile;
  return words.noReadableHeader;
}
