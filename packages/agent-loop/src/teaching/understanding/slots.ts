/**
 * The pieces of a request: which files or folders it names, whether it calls
 * one of them a folder, and what text it wants written.
 *
 * Names are kept as typed when they look like paths ("notes/a.md"), and as
 * words otherwise ("README", "notes", "笔记"): which file a word means is only
 * known against the workspace's listing (`resolve-path.ts`).
 */
import * as CUE_WORDS from "./cue-words.ts";
import { CONTENT_MARKERS, type CueWords, FOLDER, INSIDE, NAME_WORDS } from "./cue-words.ts";
import { singular } from "./terms-of.ts";
import { escapeRegExp, type Utterance } from "./utterance.ts";
import { hasHan, pathsIn, wordsOf } from "./words-of.ts";

export interface Slots {
  /** Paths typed as paths: with an extension or a slash, as typed. */
  paths: string[];
  /** Other words that may name a file, a folder or a topic, as typed ("README", "notes", "笔记"). */
  names: string[];
  /** The names said next to "in", "里", "folder" or "目录": the ones meant as folders. */
  folders: string[];
  /** The text to write, as typed; undefined when the request gives none. */
  content?: string;
  /** The request without the text to write: what is left to understand. */
  rest: string;
}

/** The words that say what to do or how to ask; a word among them is never a name. */
const CUES = new Set(
  [
    CUE_WORDS.LIST,
    CUE_WORDS.READ,
    CUE_WORDS.WRITE,
    CUE_WORDS.DEFINE,
    CUE_WORDS.HOW,
    CUE_WORDS.RECALL,
    CUE_WORDS.RECALL_VERBS,
    CUE_WORDS.SUMMARISE,
    CUE_WORDS.CONVERSATION,
    CUE_WORDS.BRIEF,
    CUE_WORDS.DETAILED,
    CUE_WORDS.GREETING,
    CUE_WORDS.THANKS,
    CUE_WORDS.ABILITIES,
    CUE_WORDS.FOLDER,
    CUE_WORDS.FILE,
    CUE_WORDS.WORKSPACE,
    CUE_WORDS.INSIDE,
    CUE_WORDS.CONTENT_MARKERS,
    CUE_WORDS.FILLER,
  ].flatMap((list: CueWords) => [...list.en, ...list.zh]),
);

export function slotsOf(u: Utterance): Slots {
  const content = contentOf(u);
  const rest = content === undefined ? u.text : `${u.text.slice(0, content.start)} ${u.text.slice(content.end)}`;
  const paths = pathsIn(rest);
  const pathWords = new Set(paths.map((path) => path.toLowerCase()));
  const words = wordsOf(rest).filter((word) => !pathWords.has(word));
  const names = words.filter(isName);
  const folders = folderWords(words);
  return { paths, names, folders, content: content?.typed, rest };
}

/** A word that may be a name: not a cue word of any kind, not a number. */
function isName(word: string): boolean {
  if (CUES.has(word) || CUES.has(singular(word)) || /^\d+$/.test(word)) return false;
  if (hasHan(word)) return word in NAME_WORDS || word.length >= 2;
  return /^[a-z][\w-]*$/.test(word) && word.length >= 2;
}

/** The words said as places: "in notes", "notes 里", "notes 文件夹", "the notes folder". */
function folderWords(words: string[]): string[] {
  const inside = new Set([...INSIDE.en, ...INSIDE.zh]);
  const folder = new Set([...FOLDER.en, ...FOLDER.zh]);
  return words.filter((word, i) => {
    if (!isName(word)) return false;
    const before = words[i - 1] ?? "";
    const after = words[i + 1] ?? "";
    const afterNext = `${after}${words[i + 2] ?? ""}`;
    const placeAfter = (INSIDE.zh.includes(after) || folder.has(after) || folder.has(afterNext)) && !hasHan(word);
    return (
      (INSIDE.en.includes(before) && inside.has(before)) || placeAfter || folder.has(after) || folder.has(afterNext)
    );
  });
}

/**
 * The words to write: after a colon ("note: hi"), in quotes, after a marker
 * ("内容是 hi", "saying hi"), or between "write" and "to FILE". Taken from the
 * text as typed, so a Traditional note stays Traditional.
 */
function contentOf(u: Utterance): { typed: string; start: number; end: number } | undefined {
  const text = u.text;
  const quoted = /["“「『']([^"”」』']+)["”」』']/.exec(text);
  const markers = [
    ...CONTENT_MARKERS.zh.map(escapeRegExp),
    ...CONTENT_MARKERS.en.map((m) => `\\b${escapeRegExp(m)}\\b`),
  ].join("|");
  const afterMarker = new RegExp(`(?:${markers})\\s*[:：]?\\s*(.+)$`, "is").exec(text);
  const afterColon = /(?<!https?|\w:\/\/)[:：]\s*(.+)$/s.exec(text);
  const between = /\b(?:write|add|append|put|save)\s+(.+?)\s+(?:to|in|into)\s+\S+\.\w+\s*$/i.exec(text);
  const beforeWrite = /把\s*(.+?)\s*(?:写|记|存|放)(?:到|进|入|在)/.exec(text);
  const found = [quoted, afterColon, afterMarker, beforeWrite, between].find(
    (match) => match?.[1] !== undefined && !isOnlyAName(match[1]),
  );
  if (found?.[1] === undefined || found.index === undefined) return undefined;
  const start = found.index + found[0].indexOf(found[1]);
  const typed = u.original.length === text.length ? u.original.slice(start, start + found[1].length) : found[1];
  const words = typed
    .trim()
    .replace(/[。.!！]$/, "")
    .trim();
  return words === "" ? undefined : { typed: words, start, end: start + found[1].length };
}

/** "write a note to x.md": "a note" names what to write, it is not the text. */
function isOnlyAName(words: string): boolean {
  return (
    /^(?:an?\s+|the\s+|some\s+)?(?:note|line|file|text|something|it)s?$/i.test(words.trim()) || words.trim() === ""
  );
}
