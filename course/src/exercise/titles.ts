/**
 * Part names and test titles in the learner's language.
 *
 * The tests are written once, in English (a test's name is also its id in
 * vitest's report). A Chinese learner reads them through
 * `exercises/NN-name/titles.zh-CN.json`: a list of pairs, each English title
 * exactly as the test file writes it, then its Chinese (pairs, not an object,
 * so that a long title can sit on a line of its own). A title with no entry is shown
 * in English; course/test/exercises.test.ts fails when one is missing.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Language } from "@kit/agent-loop/language";
import type { Exercise } from "./exercises.ts";

export type Titles = ReadonlyMap<string, string>;

/** The file that holds an exercise's titles in `lang`, or undefined for English (the tests' own words). */
export function titlesFile(exercise: Exercise, lang: Language): string | undefined {
  return lang === "en" ? undefined : join(exercise.folder, "titles.zh-CN.json");
}

/** The translations of an exercise's titles; empty for English or when the file is missing. */
export function readTitles(exercise: Exercise, lang: Language): Titles {
  const file = titlesFile(exercise, lang);
  if (file === undefined || !existsSync(file)) return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message}); fix it or delete it`);
  }
  const pairs = Array.isArray(parsed) ? parsed : [];
  const bad = pairs.findIndex(
    (pair) => !Array.isArray(pair) || pair.length !== 2 || pair.some((title) => typeof title !== "string"),
  );
  if (!Array.isArray(parsed) || bad >= 0) {
    const where = bad >= 0 ? ` (item ${bad} is ${JSON.stringify(pairs[bad])})` : "";
    throw new Error(`${file}: must be a list of ["English title", "translated title"] pairs${where}`);
  }
  return new Map(pairs as Array<[string, string]>);
}

/** A part name or a test title (nested describes joined by " > "), translated piece by piece. */
export function translateTitle(titles: Titles, title: string): string {
  if (titles.size === 0) return title;
  return title
    .split(" > ")
    .map((piece) => titles.get(piece) ?? piece)
    .join(" > ");
}
