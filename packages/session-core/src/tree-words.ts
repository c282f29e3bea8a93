/**
 * What the tree says about an id that names no entry (`UnknownEntryError`), in English and in Chinese
 * (`KIT_LANG=zh-CN` or a Chinese locale, as agent-loop's `runLanguage` picks). Pure like tree.ts: in a web page, where there is
 * no `process`, it speaks English; the page says things in its own words.
 */
import { type Language, runLanguage } from "@kit/agent-loop/language";

/** Which entry the id was meant to name, as the callers ask for it. */
export type EntryRole =
  | "entry"
  | "parent entry"
  | "entry to fork from"
  | "entry to keep"
  | "entry to label"
  | "entry to edit";

export interface UnknownEntryWords {
  /** `namedBy`: the entry that names the missing parent, when there is one. */
  noEntry: (role: EntryRole, id: string, namedBy?: string) => string;
}

const EN_ROLES: Record<EntryRole, string> = {
  entry: "entry",
  "parent entry": "parent entry",
  "entry to fork from": "entry to fork from",
  "entry to keep": "entry to keep",
  "entry to label": "entry to label",
  "entry to edit": "entry to edit",
};

const ZH_ROLES: Record<EntryRole, string> = {
  entry: "条目",
  "parent entry": "父条目",
  "entry to fork from": "要从它分叉的条目",
  "entry to keep": "要保留的条目",
  "entry to label": "要加标签的条目",
  "entry to edit": "要修改的条目",
};

export const UNKNOWN_ENTRY_WORDS: Record<Language, UnknownEntryWords> = {
  en: {
    noEntry: (role, id, namedBy) =>
      `no ${EN_ROLES[role]}${namedBy === undefined ? "" : ` (named by "${namedBy}")`} with id "${id}" in this session`,
  },
  zh: {
    noEntry: (role, id, namedBy) =>
      `这个会话里没有 id 为 "${id}" 的${ZH_ROLES[role]}${namedBy === undefined ? "" : `（"${namedBy}" 指向它）`}`,
  },
};

/** The words for this run's language; English where there is no `process` (a web page). */
export function unknownEntryWords(): UnknownEntryWords {
  const env = globalThis.process?.env;
  return UNKNOWN_ENTRY_WORDS[env ? runLanguage(env) : "en"];
}
