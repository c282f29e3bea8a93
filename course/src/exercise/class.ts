/**
 * Grading a whole class: a folder with one subfolder per student, each holding
 * that student's starter files, laid out as in the repository or flat:
 *
 *   class/alice/03-path-to-root/starter.ts     (a copy of the exercise folder)
 *   class/bob/03-path-to-root.ts               (just the file, named for the exercise)
 *
 * The runner grades each student's file for each exercise and prints one line
 * per student and part, so the result pastes into a spreadsheet.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Exercise } from "./exercises.ts";

export interface Submission {
  student: string;
  exercise: Exercise;
  /** The student's file for this exercise; undefined when they handed none in. */
  file: string | undefined;
}

/** The students' folders, by name: every subfolder of `classDir` that does not start with a dot. */
export function listStudents(classDir: string): string[] {
  if (!existsSync(classDir)) throw new Error(`the class folder ${classDir} does not exist`);
  return readdirSync(classDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort();
}

/** Where a student's file for an exercise is, in either layout. */
export function submittedFile(studentDir: string, exercise: Exercise): string | undefined {
  const candidates = [join(studentDir, exercise.name, "starter.ts"), join(studentDir, `${exercise.name}.ts`)];
  return candidates.find((file) => existsSync(file));
}

/**
 * Every (student, exercise) pair to grade. With `exercises` given (the learner
 * asked for `03`), every student gets a line for each, handed in or not;
 * otherwise only the exercises each student handed in.
 */
export function classSubmissions(classDir: string, all: Exercise[], chosen: Exercise[] | undefined): Submission[] {
  return listStudents(classDir).flatMap((student) => {
    const studentDir = join(classDir, student);
    const found = (chosen ?? all).map((exercise) => ({ student, exercise, file: submittedFile(studentDir, exercise) }));
    return chosen ? found : found.filter((submission) => submission.file !== undefined);
  });
}
