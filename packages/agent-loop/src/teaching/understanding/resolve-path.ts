/**
 * Which file or folder a request means, found in what the workspace is known
 * to hold (`workspace-knowledge.ts`): the exact path typed, else a file of that
 * name in another folder, else the best-ranked name for the words said
 * ("README", "first note", "笔记", a topic such as "sessions"). In a Chinese
 * session a name typed without its language part opens the Chinese twin
 * (README is README.zh-CN.md there). When the knowledge is not enough, the
 * answer is a folder to list first, never a guess.
 */
import MiniSearch from "minisearch";
import type { Language } from "../language.ts";
import { NAME_WORDS } from "./cue-words.ts";
import { glossary } from "./glossary.ts";
import { singular, termsOf } from "./terms-of.ts";
import { folderKey, knownPaths, unlistedFolders, type WorkspaceKnowledge } from "./workspace-knowledge.ts";

export type Resolution =
  /** This path exists (or was typed exactly and nothing says it does not). */
  | { kind: "found"; path: string }
  /** Not known yet: list this folder first. */
  | { kind: "look"; folder: string }
  /** Everything was looked at and nothing fits. */
  | { kind: "missing"; looked: string[] };

export interface Wanted {
  /** Paths typed as paths. */
  paths: string[];
  /** Other words that may name it. */
  names: string[];
  /** A file, a folder, or either. */
  kind: "file" | "folder" | "any";
  language: Language;
}

export function resolve(wanted: Wanted, knowledge: WorkspaceKnowledge): Resolution {
  const typed = wanted.paths[0]?.replace(/^\.\//, "");
  if (typed !== undefined) return resolveTyped(typed, wanted, knowledge);
  if (wanted.names.length === 0) return wanted.kind === "file" ? missing(knowledge) : { kind: "found", path: "." };
  if (!knowledge.folders.has("")) return { kind: "look", folder: "." };
  const best = bestNamed(wanted, knowledge);
  if (best !== undefined) return { kind: "found", path: best };
  const next = unlistedFolders(knowledge)[0];
  if (next !== undefined && wanted.kind !== "folder") return { kind: "look", folder: next };
  return missing(knowledge);
}

/** A path typed as a path: itself, unless the context says it is not there; then the same name elsewhere. */
function resolveTyped(typed: string, wanted: Wanted, knowledge: WorkspaceKnowledge): Resolution {
  const isFolder = typed.endsWith("/");
  const folder = isFolder ? folderKey(typed) : folderKey(typed.slice(0, typed.lastIndexOf("/") + 1));
  const listing = knowledge.folders.get(isFolder ? folderKey(typed.replace(/[^/]+\/$/, "")) : folder);
  const entry = isFolder ? typed.replace(/^.*?([^/]+\/)$/, "$1") : typed.slice(typed.lastIndexOf("/") + 1);
  const there = listing?.some((name) => name.toLowerCase() === entry.toLowerCase());
  if (!knowledge.missing.has(typed) && (listing === undefined || there)) {
    const exact = listing?.find((name) => name.toLowerCase() === entry.toLowerCase());
    return { kind: "found", path: exact === undefined ? typed : `${folder}${exact}` };
  }
  const elsewhere = knownPaths(knowledge).find((path) => path.toLowerCase().endsWith(`/${entry.toLowerCase()}`));
  if (elsewhere !== undefined) return { kind: "found", path: elsewhere };
  if (!knowledge.folders.has("")) return { kind: "look", folder: "." };
  const named = bestNamed({ ...wanted, names: termsOf(entry.replace(/\.[A-Za-z]\w*$/, "")) }, knowledge);
  if (named !== undefined) return { kind: "found", path: named };
  const next = unlistedFolders(knowledge)[0];
  return next === undefined ? missing(knowledge) : { kind: "look", folder: next };
}

function missing(knowledge: WorkspaceKnowledge): Resolution {
  return { kind: "missing", looked: [...knowledge.folders.keys()].map((folder) => folder || ".") };
}

/** The known path whose name the words fit best, the language twin preferred; undefined when none fits. */
function bestNamed(wanted: Wanted, knowledge: WorkspaceKnowledge): string | undefined {
  const paths = knownPaths(knowledge).filter(
    (path) => wanted.kind === "any" || (wanted.kind === "folder") === path.endsWith("/"),
  );
  if (paths.length === 0) return undefined;
  const index = new MiniSearch({ fields: ["name"], tokenize: termsOf, processTerm: (t) => t.toLowerCase() });
  index.addAll(paths.map((path, id) => ({ id, name: nameOf(path) })));
  const words = wanted.names.flatMap(inEnglish).map(singular);
  const results = index.search(words.join(" "), { fuzzy: (t) => (t.length >= 5 ? 0.2 : false), prefix: true });
  const top = results[0];
  if (top === undefined) return undefined;
  // Every name word must have met the path, or it is another file: "first note" is not "note".
  const fits = results.filter(
    (result) => result.score >= top.score * 0.999 || sameStem(paths[Number(result.id)], paths[Number(top.id)]),
  );
  const candidates = fits.map((result) => paths[Number(result.id)] ?? "");
  return preferLanguage(candidates, wanted.language);
}

/** "notes/first-note.zh-CN.md" is named "first note", its folder "notes". */
function nameOf(path: string): string {
  const last = path.replace(/\/$/, "").split("/").at(-1) ?? path;
  return last
    .replace(/\.zh-CN/i, "")
    .replace(/\.[A-Za-z]\w*$/, "")
    .replace(/[-_.]/g, " ");
}

function sameStem(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && stem(a) === stem(b);
}

function stem(path: string): string {
  return path.replace(/\.zh-CN(?=\.)/i, "");
}

/** Of the candidates, the one in the learner's language: NAME.zh-CN.md in Chinese, NAME.md otherwise. */
function preferLanguage(candidates: string[], language: Language): string | undefined {
  const chinese = candidates.filter((path) => /\.zh-CN\./i.test(path));
  const other = candidates.filter((path) => !/\.zh-CN\./i.test(path));
  return language === "zh" ? (chinese[0] ?? other[0]) : (other[0] ?? chinese[0]);
}

/** File names are English: a Chinese word is looked up as its English name ("笔记" is note, "会话" is session). */
function inEnglish(name: string): string[] {
  const english = NAME_WORDS[name] ?? glossaryEnglish(name);
  return termsOf(english ?? name);
}

/** The English term of a Chinese glossary term, found by the rows' shared anchor. */
function glossaryEnglish(name: string): string | undefined {
  const id = glossary("zh").find((entry) => entry.term === name)?.id;
  return id === undefined ? undefined : glossary("en").find((entry) => entry.id === id)?.term;
}
