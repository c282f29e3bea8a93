/**
 * The exercise runner's own words, in English and in Chinese.
 *
 * The runner's own text is here; part names and test titles come from the
 * exercise's test file (translated by titles.ts), failure messages from the
 * learner's code or from the tests (said plainly by plain-failure.ts), type
 * errors from the TypeScript compiler in its own translation. The language
 * is the kit's one rule (`runLanguage`: KIT_LANG, then the locale); English
 * is the default.
 */

import { type Language, runLanguage } from "@kit/agent-loop/language";
import type { TypeProblem } from "./type-check.ts";

/** Minutes to pass across a class. */
export interface Spread {
  median: number;
  fastest: number;
  slowest: number;
}

export interface Messages {
  usage: string;
  exercisesHeading: string;
  noExercises: string;
  noMatch: (query: string) => string;
  missingFile: (exercise: string, file: string) => string;
  grading: (exercise: string, file: string) => string;
  stopped: string;
  couldNotRun: string;
  pass: string;
  fail: string;
  testsPassing: (passing: number, total: number) => string;
  outsideAnyPart: string;
  partsPassing: (passing: number, total: number) => string;
  /** The type check's line among the parts: the file has `count` type errors, which `npm test` fails on. */
  typeCheckFails: (count: number) => string;
  /** Where one type error is and what the compiler says (its message is already in the learner's language). */
  typeProblemAt: (problem: TypeProblem) => string;
  moreTypeProblems: (count: number) => string;
  /** After "N of M parts pass": type errors keep it from being a pass. */
  stillTypeProblems: (count: number) => string;
  theTask: (readme: string) => string;
  /** The task statement to point at: README.zh-CN.md for a Chinese reader, when it exists. */
  readmeName: string;
  timedOutTest: (seconds: number) => string;
  /** A failed assertion with a message of its own: that message, then the value the learner's code gave. */
  yourCodeGave: (message: string, value: string) => string;
  /** A starter's stub still throwing its TODO (stub-failure.ts); absent: the stub's own English words are shown. */
  stubNotWritten?: (name: string) => string;
  notRun: string;
  vitestDidNotRun: string;
  fileFailedToLoad: string;
  /** Class grading: a student who handed in no file for an exercise. */
  missing: string;
  noFileFor: (exercise: string) => string;
  noSubmissions: (classDir: string) => string;
  noClassFolder: (classDir: string) => string;
  /** A capstone whose pieces (the student's own answers to earlier exercises) are not beside it. */
  missingPieces: (exercises: string[], studentDir: string) => string;
  /** `--times`: no graded try recorded yet in `file`. */
  noTries: (file: string) => string;
  timesHeading: (file: string) => string;
  /** One exercise of one learner: minutes to the first pass (undefined: not passed yet) and the tries it took. */
  exerciseTime: (exercise: string, minutes: number | undefined, tries: number) => string;
  skippedLines: (count: number) => string;
  classTimesHeading: (classDir: string, students: number) => string;
  /** One exercise of a class: how many tried and passed, and the minutes of those who passed (none: undefined). */
  classTime: (exercise: string, tried: number, passed: number, minutes: Spread | undefined) => string;
  noClassTries: (classDir: string) => string;
}

/** Minutes as a reader says them: whole minutes, or one decimal under ten. */
const minutesText = (minutes: number) => (minutes < 10 ? minutes.toFixed(1) : Math.round(minutes).toString());
const spreadText = ({ median, fastest, slowest }: Spread) =>
  `${minutesText(median)} (${minutesText(fastest)}-${minutesText(slowest)})`;

const en: Messages = {
  usage:
    "usage: npm run exercise -- NN [--solution | --file PATH | --class DIR], npm run exercise -- --class DIR, " +
    "or npm run exercise -- --times [--class DIR]",
  exercisesHeading: "exercises:",
  noExercises: "no exercises yet (exercises/NN-name/)",
  noMatch: (query) => `no exercise matches "${query}"`,
  missingFile: (exercise, file) => `exercise ${exercise}: ${file} does not exist`,
  grading: (exercise, file) => `exercise ${exercise}: grading ${file}`,
  stopped: "the run was stopped at the time limit; the results so far:",
  couldNotRun: "the tests could not run:",
  pass: "PASS",
  fail: "FAIL",
  testsPassing: (passing, total) => `(${passing} of ${total} tests)`,
  outsideAnyPart: "(outside any part)",
  partsPassing: (passing, total) => `${passing} of ${total} parts pass`,
  typeCheckFails: (count) =>
    `type check: ${count} type ${count === 1 ? "error" : "errors"}, which \`npm test\` fails on ` +
    "(the tests above ran without checking types)",
  typeProblemAt: ({ line, column, code, message }) => `line ${line}, column ${column} (${code}): ${message}`,
  moreTypeProblems: (count) => `... and ${count} more`,
  stillTypeProblems: (count) => `, but the file has ${count} type ${count === 1 ? "error" : "errors"}: not a pass yet`,
  theTask: (readme) => `(the task: ${readme})`,
  readmeName: "README.md",
  timedOutTest: (seconds) =>
    `did not finish within ${seconds} s: a loop that never ends, or a step that is far too slow`,
  yourCodeGave: (message, value) => `${message} (your code gave ${value})`,
  notRun: "not run: the run was stopped while an earlier test was still running",
  vitestDidNotRun: "vitest did not run:",
  fileFailedToLoad: "the test file failed to load",
  missing: "NONE",
  noFileFor: (exercise) => `no ${exercise}/starter.ts or ${exercise}.ts in this student's folder`,
  noClassFolder: (classDir) => `the class folder ${classDir} does not exist`,
  noSubmissions: (classDir) =>
    `no submissions in ${classDir}: expected one folder per student, holding NN-name/starter.ts or NN-name.ts`,
  missingPieces: (exercises, studentDir) =>
    `this file imports your answers to ${exercises.join(", ")}, and ${studentDir} holds no ` +
    `${exercises.map((name) => `${name}/starter.ts or ${name}.ts`).join(", no ")}: hand them in beside it`,
  noTries: (file) =>
    `no graded try in ${file} yet: each \`npm run exercise -- NN\` of your own starter adds one (run it once before ` +
    "you start, to start the clock)",
  timesHeading: (file) => `your times, from your first try to your first pass (${file}):`,
  exerciseTime: (exercise, minutes, tries) =>
    minutes === undefined
      ? `  ${exercise}  not passed yet, ${tries} ${tries === 1 ? "try" : "tries"}`
      : `  ${exercise}  ${minutesText(minutes)} min, ${tries} ${tries === 1 ? "try" : "tries"}`,
  skippedLines: (count) => `(${count} ${count === 1 ? "line was" : "lines were"} not a try and skipped)`,
  classTimesHeading: (classDir, students) =>
    `times of ${students} ${students === 1 ? "student" : "students"} in ${classDir}, first try to first pass, ` +
    "median (fastest-slowest) in minutes:",
  classTime: (exercise, tried, passed, minutes) =>
    `  ${exercise}  ${passed} of ${tried} passed${minutes ? `  ${spreadText(minutes)} min` : ""}`,
  noClassTries: (classDir) =>
    `no student folder in ${classDir} holds a .tries.jsonl (each learner's exercises/.tries.jsonl, handed in)`,
};

const zh: Messages = {
  usage:
    "用法：npm run exercise -- NN [--solution | --file PATH | --class DIR]、npm run exercise -- --class DIR，" +
    "或 npm run exercise -- --times [--class DIR]",
  exercisesHeading: "练习：",
  noExercises: "还没有练习（exercises/NN-name/）",
  noMatch: (query) => `没有和 "${query}" 对应的练习`,
  missingFile: (exercise, file) => `练习 ${exercise}：${file} 不存在`,
  grading: (exercise, file) => `练习 ${exercise}：正在评分 ${file}`,
  stopped: "运行超过时间上限，已被停止；下面是停止前的结果：",
  couldNotRun: "测试没能运行：",
  pass: "通过",
  fail: "失败",
  testsPassing: (passing, total) => `（${passing}/${total} 个测试通过）`,
  outsideAnyPart: "（不属于任何部分）",
  partsPassing: (passing, total) => `${passing}/${total} 个部分通过`,
  typeCheckFails: (count) => `类型检查：有 ${count} 个类型错误，npm test 会因此失败（上面的测试运行时不检查类型）`,
  typeProblemAt: ({ line, column, code, message }) => `第 ${line} 行第 ${column} 列（${code}）：${message}`,
  moreTypeProblems: (count) => `……还有 ${count} 个`,
  stillTypeProblems: (count) => `，但文件还有 ${count} 个类型错误，还不算通过`,
  theTask: (readme) => `（题目：${readme}）`,
  readmeName: "README.zh-CN.md",
  timedOutTest: (seconds) => `${seconds} 秒内没有结束：可能是一个永远不结束的循环，或者某一步慢得太多`,
  stubNotWritten: (name) => `${name} 还没写：starter 里它还是那个会直接抛错的 TODO`,
  yourCodeGave: (message, value) => `${message}（你的代码给出的是 ${value}）`,
  notRun: "没有运行：停止时前面的测试还在运行",
  vitestDidNotRun: "vitest 没有运行：",
  fileFailedToLoad: "测试文件加载失败",
  missing: "未交",
  noFileFor: (exercise) => `这个学生的文件夹里没有 ${exercise}/starter.ts，也没有 ${exercise}.ts`,
  noClassFolder: (classDir) => `班级文件夹 ${classDir} 不存在`,
  noSubmissions: (classDir) =>
    `${classDir} 里没有提交：应该是每个学生一个文件夹，里面放 NN-name/starter.ts 或 NN-name.ts`,
  missingPieces: (exercises, studentDir) =>
    `这个文件导入了你自己对 ${exercises.join("、")} 的答案，但 ${studentDir} 里没有 ` +
    `${exercises.map((name) => `${name}/starter.ts 或 ${name}.ts`).join("，也没有 ")}：请把它们放在旁边一起交`,
  noTries: (file) =>
    `${file} 里还没有评分记录：每次用 \`npm run exercise -- NN\` 给自己的 starter 评分都会记一条` +
    "（动手之前先运行一次，计时从那一刻开始）",
  timesHeading: (file) => `你的用时，从第一次评分到第一次全部通过（${file}）：`,
  exerciseTime: (exercise, minutes, tries) =>
    minutes === undefined
      ? `  ${exercise}  还没有通过，评分 ${tries} 次`
      : `  ${exercise}  ${minutesText(minutes)} 分钟，评分 ${tries} 次`,
  skippedLines: (count) => `（有 ${count} 行不是评分记录，已跳过）`,
  classTimesHeading: (classDir, students) =>
    `${classDir} 里 ${students} 个学生的用时，从第一次评分到第一次全部通过，单位分钟，中位数（最快-最慢）：`,
  classTime: (exercise, tried, passed, minutes) =>
    `  ${exercise}  ${tried} 人做过，${passed} 人通过${minutes ? `  ${spreadText(minutes)} 分钟` : ""}`,
  noClassTries: (classDir) =>
    `${classDir} 的学生文件夹里都没有 .tries.jsonl（即每个学生自己的 exercises/.tries.jsonl，要一起交上来）`,
};

export function messages(lang: Language = runLanguage()): Messages {
  return lang === "zh" ? zh : en;
}
