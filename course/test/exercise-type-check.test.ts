/**
 * The grader's type check: a file whose tests all pass but which `npm test`'s type check refuses is
 * not a pass, and the learner is told where and why, in their language.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { findExercises, listExercises } from "../src/exercise/exercises.ts";
import { allPass, type Grade } from "../src/exercise/grade.ts";
import { messages } from "../src/exercise/messages.ts";
import { stageSubmission } from "../src/exercise/pieces.ts";
import { typeProblemsOf } from "../src/exercise/type-check.ts";
import { repoRoot } from "./repo-root.ts";

const scratch = mkdtempSync(join(tmpdir(), "exercise-types-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const exercise = findExercises(repoRoot, "10-context-diff")[0];
if (exercise === undefined) throw new Error("exercise 10-context-diff is missing");

/** The reference solution, written the way the review's learner wrote it: an index read used as if it were there. */
const solution = readFileSync(exercise.solution, "utf8");
const careful = "sameMessage(before[shared]!, after[shared]!)";
const careless = "sameMessage(before[shared], after[shared])";
const brokenLine = solution.split("\n").findIndex((line) => line.includes(careful)) + 1;

it("names the line, the column and the compiler's own words, in English and in Chinese", () => {
  expect(brokenLine).toBeGreaterThan(0);
  const file = join(scratch, "10-context-diff.ts");
  writeFileSync(file, solution.replace(careful, careless));
  // Graded as the grader grades a file kept elsewhere: from a copy inside exercises/, where `@kit/...` resolves.
  const staged = stageSubmission(join(repoRoot, "exercises"), exercise, file, scratch, listExercises(repoRoot));
  try {
    const [english, ...moreEnglish] = typeProblemsOf(repoRoot, staged.implementation, "en");
    expect(moreEnglish).toEqual([]);
    expect(english).toMatchObject({ line: brokenLine, code: "TS2345", source: expect.stringContaining(careless) });
    expect(english?.message).toMatch(/^Argument of type 'AgentMessage \| undefined' is not assignable/);
    expect(messages("en").typeProblemAt(english!)).toMatch(new RegExp(`^line ${brokenLine}, column \\d+ \\(TS2345\\)`));

    const [chinese] = typeProblemsOf(repoRoot, staged.implementation, "zh");
    expect(chinese).toMatchObject({ line: brokenLine, code: "TS2345" });
    expect(chinese?.message).toContain("类型“AgentMessage | undefined”的参数不能赋给类型“AgentMessage”的参数");
    expect(messages("zh").typeProblemAt(chinese!)).toMatch(new RegExp(`^第 ${brokenLine} 行第 \\d+ 列（TS2345）：`));
  } finally {
    staged.remove();
  }
});

it("finds nothing in a file that type-checks", () => {
  expect(typeProblemsOf(repoRoot, exercise.solution, "en")).toEqual([]);
});

it("a grade whose parts all pass is not a pass while the file has a type error", () => {
  const passing: Grade = {
    parts: [{ name: "part 1: x", number: 1, tests: [{ title: "t", passed: true, failure: undefined }], passed: true }],
    outside: [],
    loadError: undefined,
    timedOut: false,
    typeProblems: [],
  };
  expect(allPass(passing)).toBe(true);
  const problem = { line: 15, column: 40, code: "TS2345", message: "Argument of type ...", source: "x" };
  expect(allPass({ ...passing, typeProblems: [problem] })).toBe(false);
});
