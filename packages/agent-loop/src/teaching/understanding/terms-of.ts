/**
 * The search terms of a text, the same way for a question and for the glossary
 * it is looked up in: one spelling (`normalise.ts`), cut into words
 * (`words-of.ts`), an identifier also cut into its parts (`firstKeptEntryId`
 * is also first, kept, entry, id) and an English plural made singular.
 */
import { normalise } from "./normalise.ts";
import { wordsOf } from "./words-of.ts";

export function termsOf(text: string): string[] {
  const spelled = normalise(text);
  const parts = [...spelled.matchAll(/[A-Za-z][a-z]+|[A-Z]+(?![a-z])/g)]
    .map((match) => match[0])
    .filter((part) => part.length < spelled.length);
  return [...wordsOf(spelled), ...parts.map((part) => part.toLowerCase())].map(singular);
}

/** "sessions" is "session", "entries" is "entry"; "class", "is" and "jsonl" stay. */
export function singular(word: string): string {
  if (!/^[a-z]{4,}$/.test(word)) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}
