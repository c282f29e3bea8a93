/**
 * What `repair` says it did, or why it did nothing, in the reader's language: the library's plain English
 * (../repair/repair-words.ts) or Chinese (`KIT_LANG=zh-CN` or a Chinese locale; agent-loop's `runLanguage` picks).
 * The CLI passes them to `repairSession`; ids, paths, field names and entry types stay as they are.
 */
import { type Language, runLanguage } from "@kit/agent-loop/language";
import { ENGLISH_REPAIR_WORDS, type RepairWords } from "../repair/repair-words.ts";

export const REPAIR_WORDS: Record<Language, RepairWords> = {
  en: ENGLISH_REPAIR_WORDS,
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
