/**
 * Which glossary term a question is about: looked up in both glossaries at
 * once with MiniSearch, so "what is a leaf?", "叶子是什么", "什麼是葉子" and
 * "What does leafId mean?" all find the row `leaf`.
 *
 * A question that names a term exactly (after its question words are taken
 * away) gets that term; otherwise the best-ranked row wins, if the question
 * met it in its term or one of its names, not only somewhere in its sentence.
 * Either way the two nearest rows are kept, for the honest "I don't know that
 * one" when nothing matched well enough.
 */
import MiniSearch from "minisearch";
import type { Language } from "../language.ts";
import { DEFINE, FILLER, HOW } from "./cue-words.ts";
import { type GlossaryEntry, glossary } from "./glossary.ts";
import { normalise } from "./normalise.ts";
import { singular, termsOf } from "./terms-of.ts";
import type { Utterance } from "./utterance.ts";
import { wordsOf } from "./words-of.ts";

export interface ConceptMatch {
  /** The words the question is about, question words taken away ("" when none are left). */
  topic: string;
  /** The row that answers it, in the glossary of each language; undefined when none does. */
  entry?: Record<Language, GlossaryEntry>;
  /** The question names the row's term or one of its names exactly (not only words of it). */
  exact: boolean;
  /** The two rows nearest to the question, best first, for an answer that has none. */
  nearest: Record<Language, GlossaryEntry>[];
}

interface Indexed {
  index: MiniSearch;
  rows: Map<string, Record<Language, GlossaryEntry>>;
  /** Every term and name of a row, spelled as `spelling` spells them, to the row's id. */
  names: Map<string, string>;
  key: string;
}

let indexed: Indexed | undefined;

/** The glossary rows, both languages joined by their anchors, indexed; built again when a glossary changed. */
function glossaryIndex(): Indexed {
  const en = glossary("en");
  const zh = glossary("zh");
  const key = JSON.stringify([en, zh]);
  if (indexed?.key === key) return indexed;
  const rows = new Map<string, Record<Language, GlossaryEntry>>();
  for (const entry of en) {
    const twin = zh.find((other) => other.id === entry.id);
    rows.set(entry.id, { en: entry, zh: twin ?? entry });
  }
  const index = new MiniSearch({
    fields: ["term", "names", "sentence"],
    tokenize: termsOf,
    processTerm: (term) => term.toLowerCase(),
  });
  const names = new Map<string, string>();
  for (const [id, row] of rows) {
    const all = [row.en.term, row.zh.term, ...row.en.otherNames, ...row.zh.otherNames];
    index.add({ id, term: `${row.en.term} ${row.zh.term}`, names: all.join(" "), sentence: row.en.sentence });
    for (const name of [row.en.term, row.zh.term]) names.set(spelling(name), id);
    for (const name of all) if (!names.has(spelling(name))) names.set(spelling(name), id);
  }
  indexed = { index, rows, names, key };
  return indexed;
}

/** A name as compared: its words, singular, without question words or spaces ("the session trees" is "sessiontree"). */
function spelling(name: string): string {
  const words = wordsOf(normalise(name.replace(/[,、]/g, " "))).map(singular);
  const kept = words.filter((word) => !QUESTION_WORDS.has(word) || /\p{Script=Han}/u.test(word));
  return (kept.length > 0 ? kept : words).join("");
}

const QUESTION_WORDS = new Set(
  [...FILLER.en, ...FILLER.zh, ...DEFINE.en, ...DEFINE.zh, ...HOW.en, ...HOW.zh].map(singular),
);

/** The glossary row the question is about, if any, and the two nearest. */
export function findConcept(u: Utterance, extraFiller: ReadonlySet<string> = new Set()): ConceptMatch {
  const { index, rows, names } = glossaryIndex();
  const words = u.words.map(singular).filter((word) => !QUESTION_WORDS.has(word) && !extraFiller.has(word));
  const topic = words.join(/\p{Script=Han}/u.test(words.join("")) ? "" : " ");
  const row = (id: string | undefined) => (id === undefined ? undefined : rows.get(id));
  const results = topic === "" ? [] : index.search(words.join(" "), SEARCH);
  const nearest = nearestRows(results, topic, rows);
  const exact = row(names.get(words.join(""))) ?? row(names.get(chineseTopic(u.text)));
  if (exact !== undefined) return { topic, entry: exact, exact: true, nearest };
  const best = results[0];
  const named = best && Object.values(best.match).some((fields) => fields.includes("term") || fields.includes("names"));
  return { topic, entry: named ? row(String(best.id)) : undefined, exact: false, nearest };
}

const CHINESE_QUESTION = [...DEFINE.zh, ...HOW.zh, ...FILLER.zh.filter((word) => word.length > 1)].sort(
  (a, b) => b.length - a.length,
);

/**
 * A Chinese question without its question words, cut as text, not as words: the segmenter cuts 工作区 into
 * 工作 and 区 next to 是什么, and 工作 alone is a question word ("怎么工作").
 */
function chineseTopic(text: string): string {
  let topic = text.toLowerCase().replace(/[\s\p{P}]/gu, "");
  for (const word of CHINESE_QUESTION) topic = topic.split(word).join("");
  return topic.replace(/^[是叫的吗呢啊呀请]+|[是叫的吗呢啊呀请]+$/gu, "");
}

const SEARCH = {
  boost: { term: 6, names: 3, sentence: 0.5 },
  fuzzy: (term: string) => (term.length >= 6 ? 0.2 : false),
  prefix: (term: string) => term.length >= 5,
};

function nearestRows(
  results: { id: unknown }[],
  topic: string,
  rows: Map<string, Record<Language, GlossaryEntry>>,
): Record<Language, GlossaryEntry>[] {
  const found = results.map((result) => rows.get(String(result.id))).filter((row) => row !== undefined);
  const alike = [...rows.values()].sort((a, b) => likeness(topic, b) - likeness(topic, a));
  return [...new Set([...found, ...alike])].slice(0, 2);
}

/** How many letters or characters of the topic a row's English and Chinese terms share, in order: a rough nearness. */
function likeness(topic: string, row: Record<Language, GlossaryEntry>): number {
  const pairs = (text: string) => new Set([...text.toLowerCase()].map((c, i, all) => `${c}${all[i + 1] ?? ""}`));
  const mine = pairs(topic);
  const theirs = pairs(`${row.en.term} ${row.zh.term}`);
  return [...mine].filter((pair) => theirs.has(pair)).length / Math.max(1, theirs.size);
}
