/**
 * The kit's glossary, read from `docs/glossary.md` and `docs/zh-CN/glossary.md`
 * as they are now: every term, its one-sentence explanation, the chapter that
 * teaches it and its other names (pi's, the article's, the other language's).
 *
 * The teaching model answers questions about the course from here, so the
 * glossary is the one place its answers are written: edit a sentence there and
 * the model says the new one; add a term and the model knows it. The files are
 * found from this module's own location, whatever the current folder, and read
 * again when they change.
 */
import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Language } from "../language.ts";

export interface GlossaryEntry {
  /** The anchor both glossaries give the row, e.g. "leaf": how an English row finds its Chinese twin. */
  id: string;
  /** The term as the row writes it, e.g. "leaf", "叶子". */
  term: string;
  /** The row's one-sentence explanation. */
  sentence: string;
  /** The chapters that teach it, as file names, e.g. "03-session-tree.md". */
  chapters: string[];
  /** pi's name for it, when pi has one, e.g. "`leafId`, `getLeafId()`". */
  piName: string;
  /** Every other name the row gives (pi's, the article's, the other language's), one per item. */
  otherNames: string[];
}

const DOCS = fileURLToPath(new URL("../../../../../docs/", import.meta.url));

export function glossaryFile(language: Language): string {
  return `${DOCS}${language === "zh" ? "zh-CN/" : ""}glossary.md`;
}

/** A chapter's file, e.g. "docs/zh-CN/03-session-tree.md" (relative to the repository) and its title. */
export function chapterOf(file: string, language: Language): { path: string; title: string } {
  const path = `docs/${language === "zh" ? "zh-CN/" : ""}${file}`;
  const title = /^# (.+)$/m.exec(readCached(`${DOCS}${language === "zh" ? "zh-CN/" : ""}${file}`))?.[1] ?? file;
  return { path, title };
}

/** The glossary's entries in one language, in the order it gives them. */
export function glossary(language: Language): GlossaryEntry[] {
  return readCached(glossaryFile(language)).split("\n").flatMap(entryOf);
}

const cache = new Map<string, { modified: number; text: string }>();

function readCached(file: string): string {
  let modified = 0;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    return ""; // a chapter without a twin: the caller falls back to the file's name
  }
  const cached = cache.get(file);
  if (cached?.modified === modified) return cached.text;
  const text = readFileSync(file, "utf8");
  cache.set(file, { modified, text });
  return text;
}

// A row: | <a id="ID"></a>TERM | SENTENCE | [03](03-x.md), [05](05-y.md) | PI | ARTICLE | OTHER LANGUAGE |
const ROW = /^\|\s*<a id="([^"]+)"><\/a>(.*?)\s*\|(.*)\|\s*$/;

function entryOf(line: string): GlossaryEntry[] {
  const row = ROW.exec(line);
  if (row === null) return [];
  const [, id = "", term = "", rest = ""] = row;
  const [sentence = "", taughtIn = "", piName = "", article = "", other = ""] = rest
    .split(/\s\|\s/)
    .map((c) => c.trim());
  // A chapter link may point into a section ("06-compaction.md#context-edits"): the file is what is read next.
  const chapters = [...taughtIn.matchAll(/\]\(([^)#]+\.md)(?:#[^)]*)?\)/g)].map((match) => match[1] ?? "");
  const otherNames = [piName, article, other, term].flatMap(namesIn);
  return [{ id, term: plain(term), sentence, chapters, piName: plain(piName), otherNames: [...new Set(otherNames)] }];
}

/** The names a cell gives: "`leafId`, `getLeafId()`" is leafId and getLeafId; "–" and remarks are none. */
function namesIn(cell: string): string[] {
  return plain(cell)
    .replace(/(?<=\w)\([^)]*\)/g, "") // a call's arguments: branch(entryId) is branch
    .split(/[,、()（）]|\s+-\s+|–/)
    .map((name) => name.trim())
    .filter((name) => name !== "" && name.split(/\s+/).length <= 4 && !/[{}:：]/.test(name));
}

function plain(text: string): string {
  return text.replace(/`/g, "").replace(/\*\*/g, "").trim();
}
