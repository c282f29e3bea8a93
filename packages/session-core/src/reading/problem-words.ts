/**
 * What the reader, `check` and `repair` say about a damaged file, in English
 * and in Chinese (`KIT_LANG=zh-CN` or a Chinese locale, as for the tree
 * markers; agent-loop's `runLanguage` picks). A problem is data: its kind (`torn-last-line`) and its
 * line stay machine-readable in both languages; only the sentence a person
 * reads is translated. Field names, entry types and ids stay as in the file.
 */
import { FILE_KIND_WORDS, type FileKind } from "@kit/agent-loop/file-kind";
import { type Language, runLanguage } from "@kit/agent-loop/language";

export interface ProblemWords {
  /** Between the clauses of one problem: "; " in English, "；" in Chinese. */
  separator: string;
  /** Between the items of a list (line numbers, fields): ", " in English, "、" in Chinese. */
  listSeparator: string;
  // The reader (read-lines.ts, reading/line-checks.ts)
  byteOrderMark: string;
  tornLastLine: (bytes: number) => string;
  notJson: (parseError: string) => string;
  lineReads: (preview: string) => string;
  emptyFile: string;
  unknownVersion: (version: string, current: number) => string;
  notAnObjectWithType: (preview: string) => string;
  secondHeader: (headerLine: number) => string;
  badIdOrParent: (id: string, parentId: string) => string;
  headerNotAnObject: (preview: string) => string;
  headerNotJson: (parseError: string) => string;
  byteOrderMarkAfterBlankLines: (blankLines: number) => string;
  piTakesLaterHeader: (line: number) => string;
  byteOrderMarkInside: string;
  loneCarriageReturns: (count: number, at: number, around: string) => string;
  blankLines: (lines: readonly number[]) => string;
  nullTokenCounts: (found: readonly { line: number; field: string }[]) => string;
  notUtf8: (lines: readonly number[]) => string;
  /** A sentence about an entry's shape, said in the run's language already (shape-words.ts). */
  shape: (sentence: string) => string;
  // The tree (load.ts, reading/unplaced.ts, check/check.ts)
  notAFile: (kind: FileKind) => string;
  parentAfterChild: (parentId: string, parentLine: number) => string;
  duplicateId: (id: string, usedOn: number | undefined) => string;
  cycle: (parentId: string, parentLine: number | undefined) => string;
  missingParent: (parentId: string) => string;
  parentNotPlaced: (parentId: string, parentLine: number) => string;
  compactionWithoutFirstKept: (id: string) => string;
  compactionKeepsFromNothing: (id: string, keptId: string) => string;
  compactionKeepsFromOtherBranch: (id: string, keptId: string, keptLine: number | undefined) => string;
  // A context edit that does nothing (check/edit-notes.ts): what pi 1.6.0 does with it
  editOfMissing: (editId: string, targetId: string) => string;
  editOffBranch: (editId: string, targetId: string, targetLine: number | undefined) => string;
  editOfEdit: (editId: string, targetId: string) => string;
  editOfNothing: (editId: string, targetId: string, type: string) => string;
  editSummarisedAway: (editId: string, targetId: string, compactionId: string) => string;
  editCannotReplace: (editId: string, targetId: string, role: string) => string;
  // A file that cannot be opened (reading/problems.ts)
  cannotOpen: (file: string) => string;
  openAdvice: (file: string) => string;
  leftAsItWas: string;
  nothingRead: string;
}

const s = (count: number) => (count === 1 ? "" : "s");
/** The first five of a list: a note names a few lines, then says how many in all. */
const firstFive = (items: readonly (string | number)[], separator: string) => items.slice(0, 5).join(separator);

export const PROBLEM_WORDS: Record<Language, ProblemWords> = {
  en: {
    separator: "; ",
    listSeparator: ", ",
    byteOrderMark:
      "the file starts with a byte-order mark (EF BB BF), and pi 1.6.0 refuses such a file (its header line does " +
      "not parse; pi 0.73.1 read it): this kit shows it but does not open it for writing; `repair` removes the mark",
    tornLastLine: (bytes) => `${bytes} bytes without a newline that are not complete JSON (a write was cut off)`,
    notJson: (parseError) => `not valid JSON (${parseError})`,
    lineReads: (preview) => `the line reads ${preview}`,
    emptyFile: "the file is empty: a session file starts with its header line",
    unknownVersion: (version, current) =>
      `the header says version ${version}; this kit reads versions 1 to ${current} and will not write to this ` +
      `file (entries are shown as version ${current})`,
    notAnObjectWithType: (preview) => `a session entry must be a JSON object with a "type"; found ${preview}`,
    secondHeader: (headerLine) =>
      `a second header (the header is line ${headerLine}); pi skips such a line, so nothing may hang under it`,
    badIdOrParent: (id, parentId) =>
      `an entry needs a string "id" and a "parentId" that is a string or null; found id ${id}, parentId ${parentId}`,
    headerNotAnObject: (preview) => `the first line must be a header {"type":"session","id":...}; found ${preview}`,
    headerNotJson: (parseError) =>
      `the first line must be the session header, and it is not valid JSON (${parseError})`,
    byteOrderMarkAfterBlankLines: (blankLines) =>
      `it starts with a byte-order mark (U+FEFF, bytes EF BB BF) after ${blankLines} blank line${s(blankLines)}; ` +
      "this kit reads the mark only as the file's very first bytes (pi trims it here too): " +
      "delete the blank lines before it",
    piTakesLaterHeader: (line) =>
      `pi skips it and takes line ${line} as the header; this kit does not guess which line is the header: ` +
      "delete the lines before it to open the file",
    byteOrderMarkInside:
      "it starts with a byte-order mark (U+FEFF), which is read as such only as the file's first bytes",
    loneCarriageReturns: (count, at, around) =>
      `it holds ${count} carriage return${s(count)} (CR, U+000D) with no line feed (LF), the first at character ` +
      `${at} (…${around}…): lines end only at LF (in pi too), so what CRs separate reads as one line; ` +
      "replace each lone CR by LF",
    blankLines: (lines) =>
      `blank line${s(lines.length)} (line ${firstFive(lines, ", ")}` +
      `${lines.length > 5 ? `, … (${lines.length} in all)` : ""}) skipped, as pi skips them`,
    nullTokenCounts: (found) =>
      `token counts that are null (${firstFive(
        found.map(({ line, field }) => `line ${line}: ${field}`),
        ", ",
      )}${found.length > 5 ? `, … (${found.length} messages in all)` : ""}); ` +
      "pi reads them, and so does this kit (which writes a missing count as 0)",
    notUtf8: (lines) =>
      `the file is not valid UTF-8 (line ${firstFive(lines, ", ")}${lines.length > 5 ? ", …" : ""}); ` +
      "such bytes read as U+FFFD",
    shape: (sentence) => sentence,
    notAFile: (kind) => `this is ${FILE_KIND_WORDS.en[kind]}, not a file; a session is a regular file`,
    parentAfterChild: (parentId, parentLine) => `its parent "${parentId}" comes later, on line ${parentLine}`,
    duplicateId: (id, usedOn) => `id "${id}" was already used on line ${usedOn}; this line is not placed in the tree`,
    cycle: (parentId, parentLine) =>
      `its parent "${parentId}" (line ${parentLine}) is its own descendant: the entries loop back`,
    missingParent: (parentId) => `parentId "${parentId}" names no entry in this file`,
    parentNotPlaced: (parentId, parentLine) =>
      `its parent "${parentId}" (line ${parentLine}) could not be placed in the tree`,
    compactionWithoutFirstKept: (id) =>
      `compaction "${id}" has no firstKeptEntryId, so it keeps nothing before its summary`,
    compactionKeepsFromNothing: (id, keptId) =>
      `compaction "${id}" keeps from "${keptId}", which names no entry in this file; ` +
      "its context keeps nothing before the summary",
    compactionKeepsFromOtherBranch: (id, keptId, keptLine) =>
      `compaction "${id}" keeps from "${keptId}" (line ${keptLine}), which is on another branch, ` +
      "not on the compaction's path; its context keeps nothing before the summary",
    editOfMissing: (e, t) =>
      `context_edit "${e}" edits "${t}", which names no entry in this file; pi ignores it, and so does this kit`,
    editOffBranch: (e, t, line) =>
      `context_edit "${e}" edits "${t}"${line === undefined ? "" : ` (line ${line})`}, which is not on the edit's ` +
      "own branch; an edit changes only the context of its branch, so pi ignores it here",
    editOfEdit: (e, t) =>
      `context_edit "${e}" edits "${t}", which is itself a context edit and puts no message in the context; ` +
      "pi ignores it (to undo an edit, edit its target again)",
    editOfNothing: (e, t, type) =>
      `context_edit "${e}" edits "${t}", a "${type}" entry, which puts no message in the context; pi ignores it`,
    editSummarisedAway: (e, t, c) =>
      `context_edit "${e}" edits "${t}", which compaction "${c}" had already summarised away; ` +
      "the model sees the summary, not the target, so pi ignores the edit",
    editCannotReplace: (e, t, role) =>
      `context_edit "${e}" replaces the content of "${t}", a "${role}" message, and pi replaces only the content ` +
      "of user, assistant, tool result and custom messages; the message is sent as it was (null would leave it out)",
    cannotOpen: (file) => `${file}: cannot open this session file:`,
    openAdvice: (file) =>
      `run \`npm run session -- check ${file}\` to see every problem, ` +
      `and \`repair\` to mend it (the original is kept as ${file}.bak)`,
    leftAsItWas: "the file was left exactly as it was",
    nothingRead: "nothing was read",
  },
  zh: {
    separator: "；",
    listSeparator: "、",
    byteOrderMark:
      "文件以字节顺序标记（BOM，EF BB BF）开头，pi 1.6.0 会拒绝打开这样的文件（它的文件头那一行解析不了；pi 0.73.1 能读）：" +
      "本项目可以显示它，但不会打开它来写入；`repair` 会去掉这个标记",
    tornLastLine: (bytes) => `末尾有 ${bytes} 字节没有换行，也不是完整的 JSON（一次写入被打断了）`,
    notJson: (parseError) => `不是合法的 JSON（${parseError}）`,
    lineReads: (preview) => `这一行是 ${preview}`,
    emptyFile: "文件是空的：会话文件的第一行应该是文件头",
    unknownVersion: (version, current) =>
      `文件头写的是 version ${version}；本项目能读第 1 到第 ${current} 版，不会往这个文件里写` +
      `（条目按第 ${current} 版显示）`,
    notAnObjectWithType: (preview) => `会话条目必须是带 "type" 的 JSON 对象；这一行是 ${preview}`,
    secondHeader: (headerLine) =>
      `第二个文件头（文件头在第 ${headerLine} 行）；pi 会跳过这样的行，所以它下面不能挂任何条目`,
    badIdOrParent: (id, parentId) =>
      `条目需要字符串 "id"，以及字符串或 null 的 "parentId"；这里的 id 是 ${id}，parentId 是 ${parentId}`,
    headerNotAnObject: (preview) => `第一行必须是文件头 {"type":"session","id":...}；这一行是 ${preview}`,
    headerNotJson: (parseError) => `第一行必须是会话的文件头，但它不是合法的 JSON（${parseError}）`,
    byteOrderMarkAfterBlankLines: (blankLines) =>
      `它在 ${blankLines} 个空行之后以字节顺序标记（U+FEFF，字节 EF BB BF）开头；本项目只在文件最开头认这个标记` +
      "（pi 在这里也会去掉它）：删掉它前面的空行",
    piTakesLaterHeader: (line) =>
      `pi 会跳过它，把第 ${line} 行当作文件头；本项目不猜哪一行是文件头：删掉它前面的行，文件就能打开`,
    byteOrderMarkInside: "它以字节顺序标记（U+FEFF）开头，而这个标记只在文件最开头才被认作标记",
    loneCarriageReturns: (count, at, around) =>
      `它含有 ${count} 个回车符（CR，U+000D），后面没有换行符（LF），第一个在第 ${at} 个字符（…${around}…）：` +
      "行只在 LF 处结束（pi 也一样），所以被 CR 隔开的内容读成了一行；把每个单独的 CR 换成 LF",
    blankLines: (lines) =>
      `跳过了空行（第 ${firstFive(lines, "、")} 行${lines.length > 5 ? `，……共 ${lines.length} 行` : ""}），pi 也跳过它们`,
    nullTokenCounts: (found) =>
      `有的 token 计数是 null（${firstFive(
        found.map(({ line, field }) => `第 ${line} 行：${field}`),
        "、",
      )}${found.length > 5 ? `，……共 ${found.length} 条消息` : ""}）；` +
      "pi 能读，本项目也能读（本项目写入时把缺少的计数写成 0）",
    notUtf8: (lines) =>
      `文件不是合法的 UTF-8（第 ${firstFive(lines, "、")} 行${lines.length > 5 ? "，……" : ""}）；这些字节读成了 U+FFFD`,
    shape: (sentence) => sentence,
    notAFile: (kind) => `这是一个${FILE_KIND_WORDS.zh[kind]}，不是文件；会话是一个普通文件`,
    parentAfterChild: (parentId, parentLine) => `它的父节点 "${parentId}" 在后面，第 ${parentLine} 行`,
    duplicateId: (id, usedOn) => `id "${id}" 在第 ${usedOn} 行已经用过；这一行没有放进树里`,
    cycle: (parentId, parentLine) =>
      `它的父节点 "${parentId}"（第 ${parentLine} 行）是它自己的后代：这些条目绕成了一个环`,
    missingParent: (parentId) => `parentId "${parentId}" 在这个文件里找不到对应的条目`,
    parentNotPlaced: (parentId, parentLine) => `它的父节点 "${parentId}"（第 ${parentLine} 行）没能放进树里`,
    compactionWithoutFirstKept: (id) => `压缩条目 "${id}" 没有 firstKeptEntryId，所以摘要之前什么都不保留`,
    compactionKeepsFromNothing: (id, keptId) =>
      `压缩条目 "${id}" 从 "${keptId}" 开始保留，但这个文件里没有这个条目；它的上下文在摘要之前什么都不保留`,
    compactionKeepsFromOtherBranch: (id, keptId, keptLine) =>
      `压缩条目 "${id}" 从 "${keptId}"（第 ${keptLine} 行）开始保留，而它在另一条分支上，不在这个压缩的路径上；` +
      "它的上下文在摘要之前什么都不保留",
    editOfMissing: (e, t) => `context_edit "${e}" 要改 "${t}"，但这个文件里没有这个条目；pi 会忽略它，本项目也一样`,
    editOffBranch: (e, t, line) =>
      `context_edit "${e}" 要改 "${t}"${line === undefined ? "" : `（第 ${line} 行）`}，而它不在这个编辑自己的分支上；` +
      "上下文编辑只改它所在分支的上下文，所以 pi 在这里忽略它",
    editOfEdit: (e, t) =>
      `context_edit "${e}" 要改 "${t}"，而那本身也是一个上下文编辑，不往上下文里放消息；pi 会忽略它` +
      "（想撤销一个编辑，就对它的目标再编辑一次）",
    editOfNothing: (e, t, type) =>
      `context_edit "${e}" 要改 "${t}"，那是一个 "${type}" 条目，不往上下文里放消息；pi 会忽略它`,
    editSummarisedAway: (e, t, c) =>
      `context_edit "${e}" 要改 "${t}"，但压缩条目 "${c}" 已经把它摘要掉了；模型看到的是摘要而不是它，所以 pi 忽略这个编辑`,
    editCannotReplace: (e, t, role) =>
      `context_edit "${e}" 要替换 "${t}" 的内容，那是一条 "${role}" 消息，而 pi 只替换 user、assistant、toolResult ` +
      "和 custom 消息的内容；这条消息照原样发送（replacement 写 null 才会把它去掉）",
    cannotOpen: (file) => `${file}：打不开这个会话文件：`,
    openAdvice: (file) =>
      `运行 \`npm run session -- check ${file}\` 查看所有问题，再用 \`repair\` 修复（原文件保留为 ${file}.bak）`,
    leftAsItWas: "文件原样保留，一个字节都没改",
    nothingRead: "什么都没有读",
  },
};

/**
 * One clause of a problem or a note, as data: which sentence, and what it names (ids, lines, counts). A problem is
 * its kind, its line and its clauses; the words of any language are made from them (`say`).
 */
export type Said = {
  [K in Exclude<keyof ProblemWords, "separator" | "listSeparator">]: ProblemWords[K] extends (
    ...args: infer A
  ) => string
    ? { say: K; args: A }
    : { say: K };
}[Exclude<keyof ProblemWords, "separator" | "listSeparator">];

/** The clauses in words, joined as one sentence. */
export function say(said: readonly Said[], words: ProblemWords = problemWords()): string {
  return said
    .map((clause) => {
      const sentence = words[clause.say] as string | ((...args: unknown[]) => string);
      return typeof sentence === "function" ? sentence(...("args" in clause ? clause.args : [])) : sentence;
    })
    .join(words.separator);
}

/** The problem words for this run's language (KIT_LANG, then the locale). */
export function problemWords(language: Language = runLanguage()): ProblemWords {
  return PROBLEM_WORDS[language];
}
