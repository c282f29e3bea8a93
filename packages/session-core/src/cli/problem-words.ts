/**
 * What the reader, `check` and `repair` say about a damaged file, in the reader's language: English (the library's
 * own plain words, ../reading/problem-words.ts) or Chinese (`KIT_LANG=zh-CN` or a Chinese locale; agent-loop's
 * `runLanguage` picks). The library hands over problems as data; this edge, and the server, the page and the
 * demos through `@kit/session-core/words`, turn them into sentences. A problem's kind (`torn-last-line`) and its
 * line stay machine-readable in both languages.
 */
import { type Language, runLanguage } from "@kit/agent-loop/language";
import { FILE_KIND_WORDS } from "@kit/agent-loop/words";
import { ENGLISH_PROBLEM_WORDS, type ProblemWords, type Said, say } from "../reading/problem-words.ts";
import {
  formatNote,
  formatProblem,
  type Note,
  type OpenAdvice,
  type Problem,
  refusalWords,
  type SessionFileError,
} from "../reading/problems.ts";
import { sayQuoted, sayShape } from "../reading/shape-words.ts";
import { CHINESE_SHAPE_WORDS } from "./shape-words.ts";

/** The first five of a list: a note names a few lines, then says how many in all. */
const firstFive = (items: readonly (string | number)[], separator: string) => items.slice(0, 5).join(separator);

export const PROBLEM_WORDS: Record<Language, ProblemWords> = {
  en: ENGLISH_PROBLEM_WORDS,
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
      `文件头写的是 version ${sayQuoted(version, CHINESE_SHAPE_WORDS)}；本项目能读第 1 到第 ${current} 版，不会往这个文件里写` +
      `（条目按第 ${current} 版显示）`,
    notAnObjectWithType: (preview) => `会话条目必须是带 "type" 的 JSON 对象；这一行是 ${preview}`,
    secondHeader: (headerLine) =>
      `第二个文件头（文件头在第 ${headerLine} 行）；pi 会跳过这样的行，所以它下面不能挂任何条目`,
    badIdOrParent: (id, parentId) =>
      `条目需要字符串 "id"，以及字符串或 null 的 "parentId"；这里的 id 是 ${sayQuoted(id, CHINESE_SHAPE_WORDS)}，` +
      `parentId 是 ${sayQuoted(parentId, CHINESE_SHAPE_WORDS)}`,
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
    shape: (problem) => sayShape(problem, CHINESE_SHAPE_WORDS),
    tooDeep: (limit) =>
      `它的对象和数组嵌套超过 ${limit.toLocaleString("en-US")} 层；本项目最多读这么深` +
      "（pi 和模型最多写几十层），因为更深的值会让 JSON.stringify 以及所有显示它的地方崩溃",
    nullCountRefused: (field, written) => `它的 ${field} 是 ${written}，写进文件会变成 null（计数必须是有限的数字）`,
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

/** The problem words for this run's language (KIT_LANG, then the locale). */
export function problemWords(language: Language = runLanguage()): ProblemWords {
  return PROBLEM_WORDS[language];
}

/** A problem's or a note's clauses in `language`. */
export function sentenceOf(problem: { said: readonly Said[] }, language: Language = runLanguage()): string {
  return say(problem.said, problemWords(language));
}

/** `FILE:LINE: kind: sentence` in `language`. */
export function problemLine(file: string, problem: Problem, language: Language = runLanguage()): string {
  return formatProblem(file, problem, problemWords(language));
}

/** `FILE:LINE: note: sentence` in `language`. */
export function noteLine(file: string, note: Note, language: Language = runLanguage()): string {
  return formatNote(file, note, problemWords(language));
}

/** A refusal to open a file, said in `language`: the line saying so, each problem, and the advice. */
export function refusalIn(error: SessionFileError, language: Language = runLanguage()): string {
  return refusalWords(error.file, error.problems, error.advice, problemWords(language));
}

// The tree drawing's markers, for the edges that draw a tree (the CLI, the demos).
export { TREE_WORDS, treeWords } from "./tree-words.ts";
export type { OpenAdvice };
