/**
 * Where exercises live. One folder per exercise, named for its chapter:
 *
 *   exercises/03-path-to-root/README.md         the task statement (README.zh-CN.md: in Chinese)
 *   exercises/03-path-to-root/HINTS.md          hints in three levels, never the code (HINTS.zh-CN.md)
 *   exercises/03-path-to-root/starter.ts        the learner's file, parts marked `// TODO(1): ...`
 *   exercises/03-path-to-root/exercise.test.ts  the grading tests, one `describe("part 1: ...")` per part
 *   exercises/03-path-to-root/exercise.json     { "answers": ["FILE#REGION", ...] }: the code regions that
 *                                               answer it, which no chapter may quote
 *   exercises/solutions/03-path-to-root.ts      the reference solution, for teachers
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface Exercise {
  /** The folder name, e.g. `03-path-to-root`. */
  name: string;
  /** Absolute paths. */
  folder: string;
  starter: string;
  testFile: string;
  solution: string;
  /** `exercise.json`: which code regions answer the exercise. */
  manifest: string;
}

/** A code region that answers an exercise: a path from the repository root and a `#region` name. */
export interface AnswerRegion {
  file: string;
  region: string;
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
      manifest: join(dir, name, "exercise.json"),
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

/**
 * The code regions an exercise's `exercise.json` names as its answer
 * (`{ "answers": ["packages/session-core/src/tree.ts#pathToRoot"] }`). A
 * chapter that quotes one of them hands the learner the answer. Throws, naming
 * the file and what is wrong, when the manifest is missing or malformed.
 */
export function answerRegions(exercise: Exercise): AnswerRegion[] {
  if (!existsSync(exercise.manifest)) throw new Error(`${exercise.manifest} does not exist`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(exercise.manifest, "utf8"));
  } catch (error) {
    throw new Error(`${exercise.manifest}: not valid JSON (${(error as Error).message})`);
  }
  const answers = (manifest as { answers?: unknown } | null)?.answers;
  if (!Array.isArray(answers))
    throw new Error(`${exercise.manifest}: "answers" must be a list of "FILE#REGION" strings`);
  return answers.map((answer, i) => {
    const match = typeof answer === "string" ? /^([^#\s]+)#([^#\s]+)$/.exec(answer) : null;
    if (!match) throw new Error(`${exercise.manifest}: answers[${i}] is ${JSON.stringify(answer)}, not "FILE#REGION"`);
    return { file: match[1]!, region: match[2]! };
  });
}
