/**
 * A glossary row said as an answer, in the language asked: the term, its
 * sentence, pi's name for it, and the chapter to read next. A question no row
 * answers gets "I don't know that one" with the two nearest terms.
 */
import { ANSWERS } from "../answers.ts";
import type { Language } from "../language.ts";
import type { ConceptMatch } from "./concepts.ts";
import { chapterOf } from "./glossary.ts";

export function conceptAnswer(match: ConceptMatch, language: Language): { known: boolean; text: string } {
  const words = ANSWERS[language];
  const entry = match.entry?.[language];
  if (entry === undefined) {
    const nearest = match.nearest.map((row) => row[language].term);
    return { known: false, text: words.unknownConcept(match.topic, nearest) };
  }
  const chapter = entry.chapters[0] === undefined ? undefined : chapterOf(entry.chapters[0], language);
  const pi = entry.piName;
  const piName = pi === "" || /^[-–]/.test(pi) || pi.toLowerCase() === entry.term.toLowerCase() ? undefined : pi;
  return { known: true, text: words.concept(entry.term, entry.sentence, piName, chapter) };
}
