/**
 * What is wrong with an entry's shape, in Chinese: the same data as ../reading/shape-words.ts says in English.
 * Entry types, roles and field paths stay as the file writes them.
 */
import type { ShapeWords } from "../reading/shape-words.ts";

export const CHINESE_SHAPE_WORDS: ShapeWords = {
  entryOfType: (type) => `"${type}" 条目`,
  withRole: (entry, role) => `${entry}（role 为 "${role}"）`,
  without: (entry, field, expected) => `${entry}缺少 ${field}${expected ? `（应为${expected}）` : ""}`,
  whose: (entry, field, found, expected) => `${entry}的 ${field} 是 ${found}${expected ? `（应为${expected}）` : ""}`,
  blockNotHere: (entry, where, blockType) => `${entry}的 ${where} 是类型为 ${blockType} 的块，pi 不会在这里写这种块`,
  kinds: {
    object: "对象",
    array: "数组",
    string: "字符串",
    number: "数字",
    integer: "整数",
    boolean: "布尔值",
    null: "null",
  },
  anyOf: (kinds) => (kinds.length < 2 ? kinds.join("") : `${kinds.slice(0, -1).join("、")}或${kinds.at(-1)}`),
  missing: "（没有这个字段）",
  aNumber: "一个数字",
  tooLarge: (written, reads) => `${written}（数字太大：读出来是 ${reads}）`,
};
