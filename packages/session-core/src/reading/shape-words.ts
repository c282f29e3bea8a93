/**
 * What the reader says about an entry of the wrong shape (reading/entry-schema.ts), and what the writer says when
 * it refuses an entry (reading/line-checks.ts), in English and in Chinese (`KIT_LANG=zh-CN` or a Chinese locale,
 * as in problem-words.ts). Entry types, roles and field paths (`message.content[0].text`) stay as the file writes
 * them: they are what a person searches the line for.
 */
import { type Language, runLanguage } from "@kit/agent-loop/language";

/** The JSON kinds a schema expects, as TypeBox names them. */
type JsonKind = "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";

export interface ShapeWords {
  /** The entry a sentence is about: `a "message" entry`. */
  entryOfType: (type: string) => string;
  /** The same entry, narrowed to its message's role. */
  withRole: (entry: string, role: string) => string;
  /** A required field is absent; `expected` is what it should hold, if known. */
  without: (entry: string, field: string, expected: string | undefined) => string;
  /** A field holds the wrong thing. */
  whose: (entry: string, field: string, found: string, expected: string | undefined) => string;
  blockNotHere: (entry: string, where: string, blockType: string) => string;
  /** "an object"; a kind this table does not know is shown as TypeBox names it. */
  kind: (kind: string) => string;
  /** Between the kinds of a union: "a string or an array". */
  /** "a string, an array or null": the kinds a field may hold. */
  anyOf: (kinds: string[]) => string;
  /** A value that is not there at all. */
  missing: string;
  aNumber: string;
  tooLarge: (written: string, reads: string) => string;
  tooDeep: (limit: number) => string;
  // The writer (line-checks.ts lineToWrite, problems.ts UnwritableEntryError)
  refusedToAppend: (file: string, entryType: string, reason: string) => string;
  nullCountRefused: (field: string, written: string) => string;
}

const EN_KINDS: Record<JsonKind, string> = {
  object: "an object",
  array: "an array",
  string: "a string",
  number: "a number",
  integer: "an integer",
  boolean: "a boolean",
  null: "null",
};

const ZH_KINDS: Record<JsonKind, string> = {
  object: "对象",
  array: "数组",
  string: "字符串",
  number: "数字",
  integer: "整数",
  boolean: "布尔值",
  null: "null",
};

const kindIn = (table: Record<JsonKind, string>, kind: string) =>
  Object.hasOwn(table, kind) ? table[kind as JsonKind] : kind;

export const SHAPE_WORDS: Record<Language, ShapeWords> = {
  en: {
    entryOfType: (type) => `a "${type}" entry`,
    withRole: (entry, role) => `${entry} (role "${role}")`,
    without: (entry, field, expected) => `${entry} without ${field}${expected ? ` (${expected})` : ""}`,
    whose: (entry, field, found, expected) =>
      `${entry} whose ${field} is ${found}${expected ? ` (expected ${expected})` : ""}`,
    blockNotHere: (entry, where, blockType) =>
      `${entry} whose ${where} is a block of type ${blockType}, which pi does not write there`,
    kind: (kind) => kindIn(EN_KINDS, kind),
    anyOf: (kinds) => (kinds.length < 2 ? kinds.join("") : `${kinds.slice(0, -1).join(", ")} or ${kinds.at(-1)}`),
    missing: "missing",
    aNumber: "a number",
    tooLarge: (written, reads) => `${written} (too large for a number: it reads as ${reads})`,
    tooDeep: (limit) =>
      `it nests more than ${limit.toLocaleString("en-US")} levels of objects and arrays; ` +
      "this kit reads at most that many (pi and models write a few dozen at most), " +
      "because deeper values crash JSON.stringify and everything that shows them",
    refusedToAppend: (file, entryType, reason) =>
      `${file}: refused to append a "${entryType}" entry, which would not read back: ${reason}; nothing was written`,
    nullCountRefused: (field, written) =>
      `its ${field} is ${written}, which a file holds as null (a count must be a finite number)`,
  },
  zh: {
    entryOfType: (type) => `"${type}" 条目`,
    withRole: (entry, role) => `${entry}（role 为 "${role}"）`,
    without: (entry, field, expected) => `${entry}缺少 ${field}${expected ? `（应为${expected}）` : ""}`,
    whose: (entry, field, found, expected) => `${entry}的 ${field} 是 ${found}${expected ? `（应为${expected}）` : ""}`,
    blockNotHere: (entry, where, blockType) => `${entry}的 ${where} 是类型为 ${blockType} 的块，pi 不会在这里写这种块`,
    kind: (kind) => kindIn(ZH_KINDS, kind),
    anyOf: (kinds) => (kinds.length < 2 ? kinds.join("") : `${kinds.slice(0, -1).join("、")}或${kinds.at(-1)}`),
    missing: "（没有这个字段）",
    aNumber: "一个数字",
    tooLarge: (written, reads) => `${written}（数字太大：读出来是 ${reads}）`,
    tooDeep: (limit) =>
      `它的对象和数组嵌套超过 ${limit.toLocaleString("en-US")} 层；本项目最多读这么深` +
      "（pi 和模型最多写几十层），因为更深的值会让 JSON.stringify 以及所有显示它的地方崩溃",
    refusedToAppend: (file, entryType, reason) =>
      `${file}：拒绝追加这个 "${entryType}" 条目，因为写进去就读不回来：${reason}；什么都没有写入`,
    nullCountRefused: (field, written) => `它的 ${field} 是 ${written}，写进文件会变成 null（计数必须是有限的数字）`,
  },
};

/** The shape words for this run's language (KIT_LANG, then the locale). */
export function shapeWords(language: Language = runLanguage()): ShapeWords {
  return SHAPE_WORDS[language];
}
