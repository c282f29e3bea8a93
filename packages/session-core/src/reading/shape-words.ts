/**
 * What is wrong with an entry's shape, as data (`ShapeProblem`, found by entry-schema.ts), and how it is said:
 * `sayShape` puts it into the words of one language (`ShapeWords`). The library's own words are the plain English
 * below; the Chinese sit at the edge (../cli/shape-words.ts). Entry types, roles and field paths
 * (`message.content[0].text`) stay as the file writes them: they are what a person searches the line for.
 */

/** A value from the file, for a message: as the line writes it, missing, or a number too large to read. */
export type Quoted =
  | { kind: "as-written"; text: string }
  | { kind: "missing" }
  | { kind: "too-large"; written: string | undefined; reads: string };

/** Whose field it is: the entry's type, and a message's role for the message's own fields. */
export interface ShapeSubject {
  type: string;
  role?: string;
}

/** What is wrong with an entry of a known type: the first field that is not what pi writes there. */
export type ShapeProblem =
  /** A required field is absent; `expected` lists the JSON kinds it may hold (as TypeBox names them). */
  | { kind: "missing-field"; subject: ShapeSubject; field: string; expected: string[] }
  /** A field holds the wrong kind of value. */
  | { kind: "wrong-field"; subject: ShapeSubject; field: string; found: Quoted; expected: string[] }
  /** A content block of a type pi does not write in this list. */
  | { kind: "block-not-here"; subject: ShapeSubject; where: string; blockType: Quoted };

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
  /** "an object"; a kind the table does not know is shown as TypeBox names it. */
  kinds: Partial<Record<string, string>>;
  /** "a string, an array or null": the kinds a field may hold. */
  anyOf: (kinds: string[]) => string;
  /** A value that is not there at all. */
  missing: string;
  aNumber: string;
  tooLarge: (written: string, reads: string) => string;
}

export const ENGLISH_SHAPE_WORDS: ShapeWords = {
  entryOfType: (type) => `a "${type}" entry`,
  withRole: (entry, role) => `${entry} (role "${role}")`,
  without: (entry, field, expected) => `${entry} without ${field}${expected ? ` (${expected})` : ""}`,
  whose: (entry, field, found, expected) =>
    `${entry} whose ${field} is ${found}${expected ? ` (expected ${expected})` : ""}`,
  blockNotHere: (entry, where, blockType) =>
    `${entry} whose ${where} is a block of type ${blockType}, which pi does not write there`,
  kinds: {
    object: "an object",
    array: "an array",
    string: "a string",
    number: "a number",
    integer: "an integer",
    boolean: "a boolean",
    null: "null",
  },
  anyOf: (kinds) => (kinds.length < 2 ? kinds.join("") : `${kinds.slice(0, -1).join(", ")} or ${kinds.at(-1)}`),
  missing: "missing",
  aNumber: "a number",
  tooLarge: (written, reads) => `${written} (too large for a number: it reads as ${reads})`,
};

// #region sayShape
/** A shape problem in `words`: the entry it is about, the field, what it holds and what it should. */
export function sayShape(problem: ShapeProblem, words: ShapeWords): string {
  const entry = words.entryOfType(problem.subject.type);
  const subject = problem.subject.role === undefined ? entry : words.withRole(entry, problem.subject.role);
  if (problem.kind === "block-not-here") {
    return words.blockNotHere(subject, problem.where, sayQuoted(problem.blockType, words));
  }
  const expected = problem.expected.length > 0 ? words.anyOf(problem.expected.map(kindIn(words))) : undefined;
  if (problem.kind === "missing-field") return words.without(subject, problem.field, expected);
  return words.whose(subject, problem.field, sayQuoted(problem.found, words), expected);
}
// #endregion sayShape

/** A value from the file in `words`: its text as written, or what stands for one that cannot be shown. */
export function sayQuoted(quoted: Quoted, words: Pick<ShapeWords, "missing" | "aNumber" | "tooLarge">): string {
  if (quoted.kind === "as-written") return quoted.text;
  if (quoted.kind === "missing") return words.missing;
  return words.tooLarge(quoted.written ?? words.aNumber, quoted.reads);
}

const kindIn = (words: ShapeWords) => (kind: string) => (Object.hasOwn(words.kinds, kind) ? words.kinds[kind]! : kind);
