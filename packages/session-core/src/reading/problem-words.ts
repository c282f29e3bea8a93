/**
 * What the reader, `check` and `repair` say about a damaged file, as data and in plain English. A problem is its
 * kind, its line and its clauses (`Said`); the library renders them in English only (`say`), for logs and
 * programmers. A person's language is chosen at the edges: the inspector CLI, the server, the page and the demos
 * say the same clauses in English or Chinese with ../cli/problem-words.ts. Field names, entry types and ids stay
 * as in the file.
 */
import { ENGLISH_FILE_KIND_WORDS, type FileKind } from "@kit/agent-loop/file-kind";
import { ENGLISH_SHAPE_WORDS, type Quoted, type ShapeProblem, sayQuoted, sayShape } from "./shape-words.ts";

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
  unknownVersion: (version: Quoted, current: number) => string;
  notAnObjectWithType: (preview: string) => string;
  secondHeader: (headerLine: number) => string;
  badIdOrParent: (id: Quoted, parentId: Quoted) => string;
  headerNotAnObject: (preview: string) => string;
  headerNotJson: (parseError: string) => string;
  byteOrderMarkAfterBlankLines: (blankLines: number) => string;
  piTakesLaterHeader: (line: number) => string;
  byteOrderMarkInside: string;
  loneCarriageReturns: (count: number, at: number, around: string) => string;
  blankLines: (lines: readonly number[]) => string;
  nullTokenCounts: (found: readonly { line: number; field: string }[]) => string;
  notUtf8: (lines: readonly number[]) => string;
  /** An entry of a known type whose fields are not what pi writes (shape-words.ts). */
  shape: (problem: ShapeProblem) => string;
  /** A line nested deeper than `limit` levels (nesting.ts): the reader refuses it, and so does the writer. */
  tooDeep: (limit: number) => string;
  /** The writer's one refusal beyond the reader's: a token count that would be written as null. */
  nullCountRefused: (field: string, written: string) => string;
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

/** The sentences in English: the plain rendering of every problem and note. */
export const ENGLISH_PROBLEM_WORDS: ProblemWords = {
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
    `the header says version ${sayQuoted(version, ENGLISH_SHAPE_WORDS)}; this kit reads versions 1 to ${current} ` +
    `and will not write to this file (entries are shown as version ${current})`,
  notAnObjectWithType: (preview) => `a session entry must be a JSON object with a "type"; found ${preview}`,
  secondHeader: (headerLine) =>
    `a second header (the header is line ${headerLine}); pi skips such a line, so nothing may hang under it`,
  badIdOrParent: (id, parentId) =>
    'an entry needs a string "id" and a "parentId" that is a string or null; ' +
    `found id ${sayQuoted(id, ENGLISH_SHAPE_WORDS)}, parentId ${sayQuoted(parentId, ENGLISH_SHAPE_WORDS)}`,
  headerNotAnObject: (preview) => `the first line must be a header {"type":"session","id":...}; found ${preview}`,
  headerNotJson: (parseError) => `the first line must be the session header, and it is not valid JSON (${parseError})`,
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
  shape: (problem) => sayShape(problem, ENGLISH_SHAPE_WORDS),
  tooDeep: (limit) =>
    `it nests more than ${limit.toLocaleString("en-US")} levels of objects and arrays; ` +
    "this kit reads at most that many (pi and models write a few dozen at most), " +
    "because deeper values crash JSON.stringify and everything that shows them",
  nullCountRefused: (field, written) =>
    `its ${field} is ${written}, which a file holds as null (a count must be a finite number)`,
  notAFile: (kind) => `this is ${ENGLISH_FILE_KIND_WORDS[kind]}, not a file; a session is a regular file`,
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

/** The clauses in words (English unless an edge passes its own), joined as one sentence. */
export function say(said: readonly Said[], words: ProblemWords = ENGLISH_PROBLEM_WORDS): string {
  return said
    .map((clause) => {
      const sentence = words[clause.say] as string | ((...args: unknown[]) => string);
      return typeof sentence === "function" ? sentence(...("args" in clause ? clause.args : [])) : sentence;
    })
    .join(words.separator);
}
