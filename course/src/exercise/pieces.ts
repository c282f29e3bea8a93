/**
 * A capstone's pieces: the other exercises a submitted file imports
 * (`import { pathToRoot } from "../03-path-to-root/starter.ts"`).
 *
 * A submission is graded from a copy inside the repository (so `@kit/...`
 * resolves). Copied alone, its `../03-path-to-root/starter.ts` would find the
 * repository's starter, not the student's own answer. So the submission and
 * each piece it imports are copied together into one staging folder, laid out
 * like `exercises/`: every import then finds the student's own file.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { submittedFile } from "./class.ts";
import type { Exercise } from "./exercises.ts";

/** `from "../NN-name/starter.ts"`, the way a starter imports another exercise's answer. */
const PIECE_IMPORT = /from\s+["']\.\.\/(\d{2}[a-z]?-[\w-]+)\/starter\.ts["']/g;

/** The exercises a source file imports, by folder name, in the order they appear. */
export function piecesOf(source: string, all: readonly Exercise[]): Exercise[] {
  const names = [...source.matchAll(PIECE_IMPORT)].map((match) => match[1]!);
  return all.filter((exercise) => names.includes(exercise.name));
}

/**
 * The folder that holds a student's files, from one of them: `alice/13-capstone/starter.ts`
 * (a copy of the exercise folder) or `alice/13-capstone.ts` (just the file) both mean `alice/`.
 */
export function studentFolderOf(file: string, exercise: Exercise): string {
  const folder = dirname(file);
  return basename(file) === "starter.ts" && basename(folder) === exercise.name ? dirname(folder) : folder;
}

export interface Staged {
  /** The staged copy of the submission, to grade. */
  implementation: string;
  /** Pieces the submission imports that the student's folder does not hold. */
  missing: Exercise[];
  /** Removes the staging folder. */
  remove: () => void;
}

/**
 * Copies `file` (the student's answer to `exercise`) into a new folder under
 * `exercises/`, as `NAME/starter.ts`, with every piece it imports (and the
 * pieces those import) taken from `studentDir` in either layout.
 */
export function stageSubmission(
  exercisesDir: string,
  exercise: Exercise,
  file: string,
  studentDir: string,
  all: readonly Exercise[],
): Staged {
  const staging = mkdtempSync(join(exercisesDir, ".submission-"));
  const remove = () => rmSync(staging, { recursive: true, force: true });
  const copies = new Map<string, string>([[exercise.name, file]]);
  const missing: Exercise[] = [];
  const queue = [file];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const piece of piecesOf(readFileSync(next, "utf8"), all)) {
      if (copies.has(piece.name) || missing.includes(piece)) continue;
      const own = submittedFile(studentDir, piece);
      if (own === undefined) missing.push(piece);
      else {
        copies.set(piece.name, own);
        queue.push(own);
      }
    }
  }
  for (const [name, source] of copies) {
    mkdirSync(join(staging, name));
    copyFileSync(source, join(staging, name, "starter.ts"));
  }
  return { implementation: join(staging, exercise.name, "starter.ts"), missing, remove };
}
