/**
 * Part names and test titles in the learner's language.
 *
 * The tests are written once, in English (a test's name is also its id in
 * vitest's report). A Chinese learner reads them through
 * `exercises/NN-name/titles.zh-CN.json`: each English title, exactly as the
 * test file writes it, mapped to its Chinese. A title with no entry is shown
 * in English; course/test/exercises.test.ts fails when one is missing.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Exercise } from "./exercises.ts";
import type { Lang } from "./messages.ts";

export type Titles = ReadonlyMap<string, string>;

/** The file that holds an exercise's titles in `lang`, or undefined for English (the tests' own words). */
export function titlesFile(exercise: Exercise, lang: Lang): string | undefined {
  return lang === "en" ? undefined : join(exercise.folder, `titles.${lang}.json`);
}

/** The translations of an exercise's titles; empty for English or when the file is missing. */
export function readTitles(exercise: Exercise, lang: Lang): Titles {
  const file = titlesFile(exercise, lang);
  if (file === undefined || !existsSync(file)) return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message}); fix it or delete it`);
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
    throw new Error(`${file}: must be one object, { "English title": "translated title" }`);
  const entries = Object.entries(parsed as Record<string, unknown>);
  const bad = entries.find(([, value]) => typeof value !== "string");
  if (bad) throw new Error(`${file}: the title ${JSON.stringify(bad[0])} maps to a non-string`);
  return new Map(entries as Array<[string, string]>);
}

/** A part name or a test title (nested describes joined by " > "), translated piece by piece. */
export function translateTitle(titles: Titles, title: string): string {
  if (titles.size === 0) return title;
  return title
    .split(" > ")
    .map((piece) => titles.get(piece) ?? piece)
    .join(" > ");
}
