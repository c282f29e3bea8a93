/**
 * CI's proof that each exercise is real: its tests fail on the starter (there
 * is something to do) and pass on the reference solution (it can be done, and
 * the tests grade what the task asks). Driven by the folders under
 * exercises/, so an exercise added later is covered without touching this file.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { commandLimitMs } from "../src/command-limit.ts";
import { answerRegions, listExercises } from "../src/exercise/exercises.ts";
import { allPass, type Grade, gradeExercise } from "../src/exercise/grade.ts";
import { readTitles } from "../src/exercise/titles.ts";
import { repoRoot } from "./repo-root.ts";

const exercises = listExercises(repoRoot);
// A bound on a hang: the learner's default limit is 60 s; the course's tests give each grade KIT_COMMAND_LIMIT_S
// (course/vitest.config.ts), since beside busy loops a grade's vitest has needed minutes.
const timeLimitMs = commandLimitMs(120_000);

function summary(grade: Grade): string[] {
  return [
    ...(grade.loadError ? [`could not load: ${grade.loadError}`] : []),
    ...(grade.timedOut ? ["stopped at the time limit"] : []),
    ...grade.parts.flatMap((part) =>
      part.tests.map((test) => `${part.name} > ${test.title}: ${test.passed ? "pass" : test.failure}`),
    ),
    ...grade.outside.map((test) => `outside any part: ${test.title}`),
    ...grade.typeProblems.map((problem) => `type error at line ${problem.line}: ${problem.message}`),
  ];
}

describe("answerRegions", () => {
  const made: string[] = [];
  afterAll(() => {
    for (const root of made) rmSync(root, { recursive: true, force: true });
  });

  /** An exercise folder in a temporary repository whose exercise.json holds `manifest` (undefined: no file). */
  function exerciseWith(manifest: string | undefined) {
    const root = mkdtempSync(join(tmpdir(), "kit-exercises-"));
    mkdirSync(join(root, "exercises", "03-path-to-root"), { recursive: true });
    if (manifest !== undefined) writeFileSync(join(root, "exercises", "03-path-to-root", "exercise.json"), manifest);
    const [exercise] = listExercises(root);
    made.push(root);
    return exercise!;
  }

  it("reads FILE#REGION pairs", () => {
    const exercise = exerciseWith(
      JSON.stringify({
        answers: ["packages/session-core/src/tree.ts#pathToRoot", "demos/05-session-state.ts#latestCustom"],
      }),
    );
    expect(answerRegions(exercise)).toEqual([
      { file: "packages/session-core/src/tree.ts", region: "pathToRoot" },
      { file: "demos/05-session-state.ts", region: "latestCustom" },
    ]);
    expect(answerRegions(exerciseWith('{"answers": []}'))).toEqual([]);
  });

  it.each([
    [undefined, /exercise\.json does not exist/],
    ["{ answers: [", /exercise\.json: not valid JSON/],
    ['{"answer": []}', /"answers" must be a list/],
    [
      '{"answers": ["packages/session-core/src/tree.ts"]}',
      /answers\[0\] is "packages\/session-core\/src\/tree\.ts", not "FILE#REGION"/,
    ],
    ['{"answers": [42]}', /answers\[0\] is 42/],
  ])("refuses a manifest of %j, saying what is wrong", (manifest, message) => {
    expect(() => answerRegions(exerciseWith(manifest))).toThrow(message);
  });
});

it("finds the exercise folders", () => {
  expect(exercises.map((exercise) => exercise.name)).toContain("03-path-to-root");
});

describe.each(exercises)("exercise $name", (exercise) => {
  it("has a task and hints (in English and Chinese), a starter, its tests, a manifest and a reference solution", () => {
    const documents = ["README.md", "HINTS.md", "README.zh-CN.md", "HINTS.zh-CN.md"].map((file) =>
      join(exercise.folder, file),
    );
    const missing = [...documents, exercise.starter, exercise.testFile, exercise.manifest, exercise.solution].filter(
      (file) => !existsSync(file),
    );
    expect(missing).toEqual([]);
  });

  it("names, as its answer, code regions that exist", () => {
    const problems = answerRegions(exercise).flatMap(({ file, region }) => {
      const path = join(repoRoot, file);
      if (!existsSync(path)) return [`${file} does not exist`];
      const lines = readFileSync(path, "utf8").split("\n");
      const marker = (word: string) =>
        lines.some((line) =>
          new RegExp(`#${word}[ \t]+${region.replace(/[.-]/g, "\\$&")}\\s*(\\*/|-->)?\\s*$`).test(line),
        );
      return marker("region") && marker("endregion")
        ? []
        : [`${file} has no "#region ${region}" ... "#endregion ${region}" pair`];
    });
    expect(problems).toEqual([]);
  });

  it(
    "fails on the starter and passes on the reference solution, part by part",
    async () => {
      const [starter, solution] = await Promise.all([
        gradeExercise(repoRoot, exercise, exercise.starter, timeLimitMs),
        gradeExercise(repoRoot, exercise, exercise.solution, timeLimitMs),
      ]);

      // The solution passes everything, and every test sits in a "part N: ..." describe block.
      expect(
        summary(solution).filter((line) => !line.endsWith(": pass")),
        "on the solution",
      ).toEqual([]);
      expect(allPass(solution)).toBe(true);
      expect(solution.parts.length).toBeGreaterThan(0);

      // The starter loads and runs (a learner starts from a file that compiles) but does not pass.
      expect(starter.loadError, "the starter must load").toBeUndefined();
      expect(starter.timedOut, "the starter must not hang").toBe(false);
      expect(starter.typeProblems, "the starter must type-check").toEqual([]);
      expect(starter.parts.map((part) => part.name)).toEqual(solution.parts.map((part) => part.name));
      expect(allPass(starter), "the starter passes every part: there is nothing left to do").toBe(false);

      // A Chinese learner reads every part name and test title in Chinese (titles.zh-CN.json).
      const titles = readTitles(exercise, "zh");
      const shown = solution.parts.flatMap((part) => [
        part.name,
        ...part.tests.flatMap((test) => test.title.split(" > ")),
      ]);
      expect(
        [...new Set(shown)].filter((title) => !titles.has(title)),
        `titles missing from exercises/${exercise.name}/titles.zh-CN.json`,
      ).toEqual([]);
    },
    2 * timeLimitMs + 10_000,
  );
});
