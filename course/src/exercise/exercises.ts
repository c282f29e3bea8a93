/**
 * Where exercises live. One folder per exercise, named for its chapter:
 *
 *   exercises/03-path-to-root/README.md         the task statement
 *   exercises/03-path-to-root/starter.ts        the learner's file, parts marked `// TODO(1): ...`
 *   exercises/03-path-to-root/exercise.test.ts  the grading tests, one `describe("part 1: ...")` per part
 *   exercises/solutions/03-path-to-root.ts      the reference solution, for teachers
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

export interface Exercise {
  /** The folder name, e.g. `03-path-to-root`. */
  name: string;
  /** Absolute paths. */
  folder: string;
  starter: string;
  testFile: string;
  solution: string;
}

const EXERCISE_FOLDER = /^\d{2}[a-z]?-[\w-]+$/;

/** Every exercise folder under `root/exercises`, in course order. */
export function listExercises(root: string): Exercise[] {
  const dir = join(root, "exercises");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && EXERCISE_FOLDER.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({
      name,
      folder: join(dir, name),
      starter: join(dir, name, "starter.ts"),
      testFile: join(dir, name, "exercise.test.ts"),
      solution: join(dir, "solutions", `${name}.ts`),
    }));
}

/**
 * The exercises a learner means by `03` (every exercise of chapter 03), by a
 * full folder name, or by a part of its name (`path-to-root`).
 */
export function findExercises(root: string, query: string): Exercise[] {
  const all = listExercises(root);
  const exact = all.filter((exercise) => exercise.name === query);
  if (exact.length > 0) return exact;
  if (/^\d{1,2}$/.test(query)) return all.filter((exercise) => exercise.name.startsWith(`${query.padStart(2, "0")}`));
  return all.filter((exercise) => exercise.name.includes(query));
}
