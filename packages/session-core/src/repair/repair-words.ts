/**
 * What `repair` says it did, or why it did nothing, in English and in Chinese
 * (`KIT_LANG=zh-CN` or a Chinese locale, as in inspect/words.ts). Ids, paths, field
 * names and entry types (`leaf_switch`, `firstKeptEntryId`) stay as they are.
 */
import { type Language, runLanguage } from "@kit/agent-loop/language";

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

export const REPAIR_WORDS: Record<Language, RepairWords> = {
  en: {
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
  },
  zh: {
    notRepaired: (file, reason) => `${file}：没有修复，文件原样保留：${reason}`,
    notARegularFile: "它不是普通文件",
    unknownFormat: "本项目不修复它不认识的格式",
    emptyFile: "文件是空的，repair 不会凭空编一个文件头",
    noReadableHeader: "第一行不是能读的会话文件头，repair 不会凭空编一个",
    folderNotWritable: (folder) => `文件夹 ${folder} 不可写，而 repair 要在那里写修好的文件、备份和锁文件`,
    keptOriginal: (backup) => `原文件保留为 ${backup}`,
    removedLeftTemp: (path, bytes) =>
      `删除了 ${path}（${bytes} 字节）：这是一次被中断的修复没写完的临时文件，会话从没用过它`,
    foundLeftTemp: (path, bytes, name) =>
      `提示：${path}（${bytes} 字节）是一次被中断的修复没写完的临时文件，会话从没用过它；` +
      `运行 \`npm run session -- repair ${name}\` 会删掉它`,
    keptTornLine: (line, bytes, path) => `第 ${line} 行：残行的 ${bytes} 字节保存在 ${path}`,
    repairLog: (path) => `修复日志是 ${path}：每处改动一条 JSON 记录，带行号，以及每一行被改动或移出的原文`,
    wroteMendedFile: (entries) => `写好了修复后的文件（${entries} 个条目），用一次原子的 rename 换上`,
    setAside: (line, reason) => `第 ${line} 行：${reason}；连同原文从会话里移到了修复日志`,
    onLine: (line, action) => `第 ${line} 行：${action}`,
    notValidJson: "不是合法的 JSON",
    notAnEntry: (message) => `不是会话条目（${message}）`,
    exactCopy: (firstLine, id) => `和第 ${firstLine} 行（id ${id}）一模一样，那一行留下`,
    freshId: (id, firstLine, fresh) =>
      `id ${id} 在第 ${firstLine} 行已经用过；这个条目换成了新的 id ${fresh}` +
      `（parentId 写着 ${id} 的子条目仍然挂在第 ${firstLine} 行下面）`,
    placeholder: (parentId) =>
      `它的父节点 ${parentId} 不在文件里；用这个 id 补了一个占位的根，这个条目和它的后代的 parentId 都不用改`,
    cutCycle: (id, oldParentId) =>
      `条目 ${id} 在一个环上；现在它成了根（原来的 parentId ${oldParentId} 记在修复日志里）`,
    movedBelowParent: (parentLine) => `移到了它的父节点（第 ${parentLine} 行）下面`,
    firstKept: (id, oldFirstKept) =>
      `压缩条目 ${id} 从 ${oldFirstKept ?? "（无）"} 开始保留，而那不在它的路径上，所以它的上下文在摘要之前什么都没保留；` +
      "现在 firstKeptEntryId 写的是这个压缩条目自己，把这一点明确写了出来",
    leafSwitchAppended: (leaf, lastLineLeaf) =>
      `追加了一条 leaf_switch 记录，让叶子留在 ${leaf ?? "null"}，也就是本项目读到的位置` +
      `（否则修好的文件的最后一行会把叶子放在 ${lastLineLeaf ?? "null"}）`,
    migrated: (current, was) => `按第 ${current} 版写出（原来是第 ${was} 版），条目 id 不变，和每个读者已经看到的一样`,
    removedByteOrderMark: "去掉了文件开头的字节顺序标记（EF BB BF）",
    removedBlankLines: (firstLine) => `去掉了空行（第一个在第 ${firstLine} 行）`,
    keptAsTheyAre: (message) => `原样保留：${message}`,
    notUtf8Kept: (message) => `警告：${message}；保留的行逐字节复制，修复日志用 base64 保存改动或移出的行的字节`,
  },
};

/** The repair words for this run's language (KIT_LANG, then the locale). */
export function repairWords(language: Language = runLanguage()): RepairWords {
  return REPAIR_WORDS[language];
}
