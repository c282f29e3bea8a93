/**
 * The honest answer to a request the model could not carry out: what it did
 * understand (a name, a kind of request, or nothing), and two or three
 * phrasings close to what was typed that it does understand, in the learner's
 * language. The phrasings are built from the request's own names and the
 * glossary's nearest term, so they stay close to what the learner meant.
 */
import { ANSWERS } from "../answers.ts";
import type { Language } from "../language.ts";
import { LIST, READ, WRITE } from "./cue-words.ts";
import type { Understanding } from "./intent.ts";
import { says, type Utterance } from "./utterance.ts";

export function fallbackAnswer(u: Utterance, understanding: Understanding, language: Language): string {
  const words = ANSWERS[language];
  const named = [
    ...understanding.slots.paths,
    ...typedNames(u.original.slice(0, u.text.length + 64), understanding.slots.names),
  ];
  const kind = (["list", "read", "write"] as const).find((k) => says(u, { list: LIST, read: READ, write: WRITE }[k]));
  const understood =
    named.length > 0
      ? words.understoodNames(named.slice(0, 2))
      : kind !== undefined
        ? words.understoodKind(words.kinds[kind])
        : words.understoodNothing;
  return words.fallback(understood, suggestions(understanding, named, kind, language));
}

/** Up to three phrasings the model understands, the ones made of the learner's own words first. */
export function suggestions(
  understanding: Understanding,
  named: string[],
  kind: "list" | "read" | "write" | undefined,
  language: Language,
): string[] {
  const { phrasings } = ANSWERS[language];
  const term = understanding.concept.nearest[0]?.[language].term;
  // A name is offered back only when it looks like a file's ("notes/a.md", "first-note", "README"), not any word.
  const name = named.find((word) => /[./-]|^[A-Z0-9_]{3,}$/.test(word));
  const fill = (phrasing: string) =>
    phrasing
      .replace("{name}", name ?? "README")
      .replace("{folder}", name ?? "notes")
      .replace("{term}", term ?? "");
  const ordered = [
    ...(name !== undefined ? [kind === "list" ? phrasings.listFolder : phrasings.readName] : []),
    ...(kind === "write" ? [phrasings.write] : []),
    ...(kind === "list" ? [phrasings.list] : []),
    phrasings.read,
    ...(term !== undefined ? [phrasings.explain] : []),
    phrasings.list,
    phrasings.write,
  ];
  return [...new Set(ordered.map(fill))].slice(0, 3);
}

/** The names as typed: "first-note", not the words "first" and "note" it was cut into; Chinese words as they are. */
function typedNames(original: string, names: string[]): string[] {
  const latin = (original.match(/[A-Za-z0-9][\w./-]*/g) ?? []).filter((token) =>
    names.some((name) => token.toLowerCase().includes(name)),
  );
  const chinese = names.filter((name) => /\p{Script=Han}/u.test(name));
  return [...new Set([...latin, ...chinese])];
}
