/**
 * What `repair` says it did, or why it did nothing, in the library's plain English. The caller may pass its own
 * words (`RepairOptions.repairWords`): the inspector CLI says them in Chinese too (../cli/repair-words.ts). Ids,
 * paths, field names and entry types (`leaf_switch`, `firstKeptEntryId`) stay as they are.
 */

export interface RepairWords {
  notRepaired: (file: string, reason: string) => string;
  notARegularFile: string;
  unknownFormat: string;
  emptyFile: string;
  noReadableHeader: string;
  folderNotWritable: (folder: string) => string;
  keptOriginal: (backup: string) => string;
  removedLeftTemp: (path: string, bytes: number) => string;
  /** `check`'s line for a stopped repair's temporary file (check only reads: it names the command that removes it). */
  foundLeftTemp: (path: string, bytes: number, name: string) => string;
  keptTornLine: (line: number, bytes: number, path: string) => string;
  repairLog: (path: string) => string;
  wroteMendedFile: (entries: number) => string;
  setAside: (line: number, reason: string) => string;
  onLine: (line: number, action: string) => string;
  notValidJson: string;
  notAnEntry: (message: string) => string;
  exactCopy: (firstLine: number, id: string) => string;
  freshId: (id: string, firstLine: number, fresh: string) => string;
  placeholder: (parentId: string) => string;
  cutCycle: (id: string, oldParentId: string | null) => string;
  movedBelowParent: (parentLine: number) => string;
  firstKept: (id: string, oldFirstKept: string | null) => string;
  leafSwitchAppended: (leaf: string | null, lastLineLeaf: string | null) => string;
  migrated: (current: number, was: number) => string;
  removedByteOrderMark: string;
  removedBlankLines: (firstLine: number) => string;
  keptAsTheyAre: (message: string) => string;
  notUtf8Kept: (message: string) => string;
}

export const ENGLISH_REPAIR_WORDS: RepairWords = {
  notRepaired: (file, reason) => `${file}: not repaired, the file is left as it was: ${reason}`,
  notARegularFile: "it is not a regular file",
  unknownFormat: "this kit cannot mend a format it does not know",
  emptyFile: "the file is empty, and repair does not invent a header",
  noReadableHeader: "its first line is not a readable session header, and repair does not invent one",
  folderNotWritable: (folder) =>
    `the folder ${folder} is not writable, and repair writes the mended file, a backup and a lock file there`,
  keptOriginal: (backup) => `kept the original as ${backup}`,
  removedLeftTemp: (path, bytes) =>
    `removed ${path} (${bytes} bytes): the unfinished output of a repair that was stopped; the session never used it`,
  foundLeftTemp: (path, bytes, name) =>
    `note: ${path} (${bytes} bytes) is the unfinished output of a repair that was stopped; ` +
    `the session never used it, and \`npm run session -- repair ${name}\` removes it`,
  keptTornLine: (line, bytes, path) => `line ${line}: kept the ${bytes} bytes of the torn last line in ${path}`,
  repairLog: (path) =>
    `the repair log is ${path}: one JSON record per change, with its line number ` +
    "and the original text of every line changed or moved out",
  wroteMendedFile: (entries) => `wrote the mended file (${entries} entries) in one atomic rename`,
  setAside: (line, reason) => `line ${line}: ${reason}; moved out of the session into the repair log with its text`,
  onLine: (line, action) => `line ${line}: ${action}`,
  notValidJson: "not valid JSON",
  notAnEntry: (message) => `not a session entry (${message})`,
  exactCopy: (firstLine, id) => `an exact copy of line ${firstLine} (id ${id}), which stays`,
  freshId: (id, firstLine, fresh) =>
    `id ${id} was already used on line ${firstLine}; this entry now has the fresh id ${fresh} ` +
    `(children naming ${id} stay with line ${firstLine})`,
  placeholder: (parentId) =>
    `its parent ${parentId} is not in the file; added a placeholder root with that id, ` +
    "so this entry and its descendants keep their parentId",
  cutCycle: (id, oldParentId) =>
    `entry ${id} was on a cycle; it is now a root (its old parentId ${oldParentId} is in the repair log)`,
  movedBelowParent: (parentLine) => `moved below its parent on line ${parentLine}`,
  firstKept: (id, oldFirstKept) =>
    `compaction ${id} kept from ${oldFirstKept ?? "nothing"}, not on its path, ` +
    "so its context kept nothing before the summary; " +
    "firstKeptEntryId now names the compaction itself, which says that explicitly",
  leafSwitchAppended: (leaf, lastLineLeaf) =>
    `appended a leaf_switch record so the leaf stays at ${leaf ?? "null"}, where this kit read it ` +
    `(the mended file's last line would put it at ${lastLineLeaf ?? "null"})`,
  migrated: (current, was) =>
    `wrote it as version ${current} (it was version ${was}), with the ids every reader already saw`,
  removedByteOrderMark: "removed the byte-order mark (EF BB BF) at the start of the file",
  removedBlankLines: (firstLine) => `removed the blank lines (the first on line ${firstLine})`,
  keptAsTheyAre: (message) => `kept as they are: ${message}`,
  notUtf8Kept: (message) =>
    `warning: ${message}; the lines kept are copied byte for byte, ` +
    "and the log keeps a changed or removed line's bytes in base64",
};
