/**
 * The exercise runner against wrong answers a learner really writes: the
 * grade must name the part that is wrong, and a run that never ends must be
 * stopped with the parts that passed before it still reported.
 */

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runLanguage } from "@kit/agent-loop/language";
import { afterAll, expect, it } from "vitest";
import { findExercises, listExercises } from "../src/exercise/exercises.ts";
import { gradeExercise } from "../src/exercise/grade.ts";
import { repoRoot } from "./repo-root.ts";

const scratch = mkdtempSync(join(tmpdir(), "exercise-answers-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes a learner's answer to a file outside the repository and returns its path. */
function answer(name: string, body: string): string {
  const file = join(scratch, `${name}.ts`);
  writeFileSync(file, `export function pathToRoot(entries: any, leafId: string | null): any[] {\n${body}\n}\n`);
  return file;
}

const exercise = findExercises(repoRoot, "03")[0];
if (exercise === undefined) throw new Error("exercise 03-path-to-root is missing");

const verdicts = (grade: Awaited<ReturnType<typeof gradeExercise>>) =>
  grade.parts.map((part) => `${part.passed ? "PASS" : "FAIL"} ${part.name.slice(0, "part N".length)}`);

it("finds exercises by chapter number, by full name, or by part of the name", () => {
  expect(findExercises(repoRoot, "3").map((e) => e.name)).toEqual(["03-path-to-root"]);
  expect(findExercises(repoRoot, "03-path-to-root").map((e) => e.name)).toEqual(["03-path-to-root"]);
  expect(findExercises(repoRoot, "path-to").map((e) => e.name)).toEqual(["03-path-to-root"]);
  expect(findExercises(repoRoot, "99")).toEqual([]);
  expect(listExercises(scratch)).toEqual([]);
});

it("fails only part 3 for the classic answer that unshifts in the loop", async () => {
  const unshifting = answer(
    "unshift",
    `  if (leafId === null) return [];
  const path: any[] = [];
  let id: string | null = leafId;
  while (id !== null) {
    const entry = entries.get(id);
    if (!entry) throw new Error(\`no entry "\${id}"\`);
    path.unshift(entry);
    id = entry.parentId;
  }
  return path;`,
  );
  const grade = await gradeExercise(repoRoot, exercise, unshifting);
  expect(verdicts(grade)).toEqual(["PASS part 1", "PASS part 2", "FAIL part 3"]);
  // The tests' own messages, then what the code gave, in plain words: not vitest's "expected 400065 to be undefined".
  const failures = grade.parts[2]?.tests.map((test) => test.failure);
  expect(failures).toEqual([
    expect.stringMatching(/would move about 19,999,900,000 elements \(your code gave 400065\)$/),
    expect.stringMatching(/every element already there \(your code gave \{ unshift: 1000, splice: 0 \}\)$/),
  ]);
});

it("stops a loop that never ends, and still reports the tests before it", async () => {
  // Forgets to move to the parent: correct for a null leaf, endless for any other.
  const endless = answer("endless", "  if (leafId === null) return [];\n  for (;;) {}");
  // A minute, the learner's own limit: vitest must reach the first test before it stops (on a busy machine vitest
  // alone has needed tens of seconds to start, so a shorter limit could stop it before any test ran).
  const grade = await gradeExercise(repoRoot, exercise, endless, 60_000);
  expect(grade.timedOut).toBe(true);
  const [first, second] = grade.parts[0]?.tests ?? [];
  expect(first?.failure).toMatch(/did not finish within 60 s/);
  expect(second?.failure).toMatch(/not run/);
  expect(verdicts(grade)).toEqual(["FAIL part 1", "FAIL part 2", "FAIL part 3"]);
});

it("speaks Chinese when KIT_LANG or the locale says so, English otherwise (the kit's one rule)", () => {
  expect(runLanguage({ KIT_LANG: "zh-CN" })).toBe("zh");
  expect(runLanguage({ LANG: "zh_CN.UTF-8" })).toBe("zh");
  expect(runLanguage({ LC_ALL: "zh_TW.UTF-8", LANG: "en_US.UTF-8" })).toBe("zh");
  expect(runLanguage({ LC_MESSAGES: "zh_CN.UTF-8" })).toBe("zh");
  expect(runLanguage({ KIT_LANG: "en", LANG: "zh_CN.UTF-8" })).toBe("en");
  expect(runLanguage({ LANG: "C.UTF-8" })).toBe("en");
  expect(runLanguage({})).toBe("en");
});

/** `npm run exercise -- ARGS` as a learner types it, in the language `env` asks for: what it printed, how it exited. */
function runExercise(args: string[], env: Record<string, string>): { printed: string; status: number | null } {
  const tsx = createRequire(import.meta.url).resolve("tsx/cli");
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|KIT_LANG$|LC_|LANG$)/.test(name)),
  );
  // A bound on a hang only: beside four busy loops a tsx process has needed minutes to start (the grade's own vitest
  // run gets KIT_COMMAND_LIMIT_S from course/vitest.config.ts).
  const run = spawnSync(process.execPath, [tsx, "course/src/exercise/main.ts", ...args], {
    cwd: repoRoot,
    env: { ...clean, NO_COLOR: "1", ...env },
    encoding: "utf8",
    timeout: 600_000,
  });
  if (run.error) throw new Error(`npm run exercise -- ${args.join(" ")} did not finish: ${run.error.message}`);
  return { printed: run.stdout, status: run.status };
}

// Two children, not three: English is the runner's default (runLanguage above), and the Chinese grade and the
// Chinese LANG are the two ways a child must find its language.
it("grades in Chinese with KIT_LANG=zh-CN: the runner's words, the parts and the tests", () => {
  const { printed } = runExercise(["03", "--solution"], { KIT_LANG: "zh-CN" });
  expect(printed).toContain("练习 03-path-to-root：正在评分 exercises/solutions/03-path-to-root.ts");
  expect(printed).toContain("  通过  第 1 部分：从叶子到根的路径，根在前  （4/4 个测试通过）");
  expect(printed).toMatch(/(\d+)\/\1 个部分通过/);
  expect(runExercise(["99"], { LANG: "zh_CN.UTF-8" }).printed).toContain('没有和 "99" 对应的练习');
}, 1_200_000);

// The review's learner: exercise 10 passed 3 of 3, then `npm test`'s type check failed on an index read used
// as if it were there (noUncheckedIndexedAccess). The grader now says so, and it is not a pass.
it("fails a file whose parts pass but which does not type-check, naming the line, in both languages", () => {
  const exercise10 = findExercises(repoRoot, "10-context-diff")[0]!;
  const solution = readFileSync(exercise10.solution, "utf8");
  const careful = "sameMessage(before[shared]!, after[shared]!)";
  const careless = "sameMessage(before[shared], after[shared])";
  const line = solution.split("\n").findIndex((text) => text.includes(careful)) + 1;
  expect(line).toBeGreaterThan(0);
  const file = join(scratch, "10-context-diff.ts");
  writeFileSync(file, solution.replace(careful, careless));
  const tries = { KIT_TRIES_FILE: join(scratch, "tries.jsonl") };

  const english = runExercise(["10", "--file", file], { KIT_LANG: "en", ...tries });
  expect(english.printed).not.toContain("  FAIL  part");
  expect(english.printed).toContain("  FAIL  type check: 1 type error, which `npm test` fails on");
  expect(english.printed).toMatch(
    new RegExp(`✗ line ${line}, column \\d+ \\(TS2345\\): Argument of type 'AgentMessage \\| undefined'`),
  );
  expect(english.printed).toContain(`${line} |   while (shared < limit && ${careless}) shared++;`);
  expect(english.printed).toContain("3 of 3 parts pass, but the file has 1 type error: not a pass yet");
  expect(english.status).toBe(1);

  const chinese = runExercise(["10", "--file", file], { LANG: "zh_CN.UTF-8", ...tries });
  expect(chinese.printed).not.toContain("  失败  第");
  expect(chinese.printed).toContain("  失败  类型检查：有 1 个类型错误");
  expect(chinese.printed).toMatch(
    new RegExp(
      `✗ 第 ${line} 行第 \\d+ 列（TS2345）：类型“AgentMessage \\| undefined”的参数不能赋给类型“AgentMessage”的参数`,
    ),
  );
  expect(chinese.printed).toContain("3/3 个部分通过，但文件还有 1 个类型错误，还不算通过");
  expect(chinese.status).toBe(1);
}, 1_200_000);
