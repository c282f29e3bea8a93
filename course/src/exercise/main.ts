/**
 * `npm run exercise -- NN [--solution | --file PATH]`: grades an exercise and
 * prints PASS or FAIL for each part, then "N of M parts pass".
 *
 *   npm run exercise                     lists the exercises
 *   npm run exercise -- 03               grades your exercises/03-.../starter.ts
 *   npm run exercise -- 03 --solution    grades the reference solution (teachers)
 *   npm run exercise -- 03 --file x.ts   grades another file, e.g. a collected submission
 *   npm run exercise -- 03 --class DIR   grades a class: DIR/STUDENT/03-path-to-root/starter.ts (or .ts)
 *   npm run exercise -- --class DIR      grades every exercise each student handed in
 *   npm run exercise -- --times          your minutes from first try to first pass (tries.ts)
 *   npm run exercise -- --times --class DIR   the class's, from each student's .tries.jsonl
 *
 * Exits 0 only when every part passes. Its own messages follow KIT_LANG (or a
 * Chinese LANG): see messages.ts.
 */
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { runLanguage } from "@kit/agent-loop/language";
import { classSubmissions } from "./class.ts";
import { type Exercise, findExercises, listExercises } from "./exercises.ts";
import { allPass, type Grade, gradeExercise } from "./grade.ts";
import { messages } from "./messages.ts";
import { stageSubmission, studentFolderOf } from "./pieces.ts";
import { printClassTimes, printOwnTimes } from "./print-times.ts";
import { sayFailure } from "./stub-failure.ts";
import { readTitles, translateTitle } from "./titles.ts";
import { recordTry, triesFile } from "./tries.ts";
import type { TypeProblem } from "./type-check.ts";

const root = join(import.meta.dirname, "..", "..", "..");
const say = messages();
/** Repository files by their repository path, files elsewhere (a collected submission) in full. */
const shown = (path: string) => (path.startsWith(root) ? relative(root, path).split("\\").join("/") : path);

function usage(): never {
  console.log(`${say.usage}\n`);
  const exercises = listExercises(root);
  console.log(exercises.length > 0 ? say.exercisesHeading : say.noExercises);
  for (const exercise of exercises) console.log(`  ${exercise.name}`);
  process.exit(2);
}

/** Where the command was typed: npm runs scripts from the repository root, and INIT_CWD says where the user was. */
const typedFrom = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** `[NN] --class DIR`: the class folder and the exercises asked for (undefined: whatever each student handed in). */
function parseClassArgs(argv: string[]): { classDir: string; query: string | undefined } | undefined {
  const at = argv.indexOf("--class");
  if (at < 0) return undefined;
  const dir = argv[at + 1];
  const rest = argv.filter((_, i) => i !== at && i !== at + 1);
  if (dir === undefined || dir.startsWith("-") || rest.length > 1 || rest[0]?.startsWith("-")) usage();
  const classDir = typedFrom(dir);
  if (!existsSync(classDir)) {
    console.log(say.noClassFolder(shown(classDir)));
    process.exit(2);
  }
  return { classDir, query: rest[0] };
}

function parseArgs(argv: string[]): { query: string; implementationOf: (exercise: Exercise) => string } {
  const [query, flag, value] = argv;
  if (query === undefined || query.startsWith("-")) usage();
  if (flag === undefined) return { query, implementationOf: (exercise) => exercise.starter };
  if (flag === "--solution") return { query, implementationOf: (exercise) => exercise.solution };
  if (flag === "--file" && value !== undefined) {
    const file = typedFrom(value);
    return { query, implementationOf: () => file };
  }
  return usage();
}

function printGrade(exercise: Exercise, implementation: string, grade: Grade): void {
  const titles = readTitles(exercise, runLanguage());
  const title = (text: string) => translateTitle(titles, text);
  console.log(`\n${say.grading(exercise.name, shown(implementation))}\n`);
  if (grade.timedOut) console.log(`  ${say.stopped}\n`);
  if (grade.loadError !== undefined) {
    console.log(`  ${say.couldNotRun}\n    ${grade.loadError.split("\n").join("\n    ")}`);
  }
  for (const part of grade.parts) {
    const passing = part.tests.filter((test) => test.passed).length;
    console.log(
      `  ${part.passed ? say.pass : say.fail}  ${title(part.name)}  ${say.testsPassing(passing, part.tests.length)}`,
    );
    for (const test of part.tests.filter((test) => !test.passed)) {
      console.log(`          ✗ ${title(test.title)}\n            ${sayFailure(test.failure ?? "", say)}`);
    }
  }
  for (const test of grade.outside.filter((test) => !test.passed)) {
    console.log(
      `  ${say.fail}  ${say.outsideAnyPart} ${test.title}\n            ${sayFailure(test.failure ?? "", say)}`,
    );
  }
  for (const line of typeCheckLines(grade.typeProblems)) console.log(line);
  const passingParts = grade.parts.filter((part) => part.passed).length;
  const typeErrors = grade.typeProblems.length;
  const stillTypeErrors = typeErrors > 0 ? say.stillTypeProblems(typeErrors) : "";
  console.log(`\n${say.partsPassing(passingParts, grade.parts.length)}${stillTypeErrors}`);
  if (!allPass(grade)) console.log(say.theTask(shown(taskStatement(exercise))));
}

/** The type check, as one more failing line among the parts: each error's place, the compiler's words, the line. */
function typeCheckLines(problems: readonly TypeProblem[]): string[] {
  if (problems.length === 0) return [];
  const shownAtMost = 10;
  const indent = (text: string, spaces: string) => text.split("\n").join(`\n${spaces}`);
  return [
    `  ${say.fail}  ${say.typeCheckFails(problems.length)}`,
    ...problems.slice(0, shownAtMost).map((problem) => {
      const where = `${problem.line} | `;
      return `          ✗ ${indent(say.typeProblemAt(problem), "            ")}\n            ${where}${problem.source}`;
    }),
    ...(problems.length > shownAtMost ? [`          ${say.moreTypeProblems(problems.length - shownAtMost)}`] : []),
  ];
}

/** The task statement in the reader's language when it exists, else the English one. */
function taskStatement(exercise: Exercise): string {
  const translated = join(exercise.folder, say.readmeName);
  return existsSync(translated) ? translated : join(exercise.folder, "README.md");
}

/**
 * A submission kept outside the repository could not import the kit's
 * packages (`@kit/...` resolves from node_modules up the folder tree), so it
 * is graded from a temporary copy inside `exercises/`. A capstone's copy takes
 * its pieces (exercises 03, 07, 11, 12) from the same student's folder (a
 * class's always), so the grade is of the student's own code, never the
 * repository's starters.
 */
async function gradeInsideRepository(exercise: Exercise, implementation: string, studentDir?: string): Promise<Grade> {
  if (studentDir === undefined && implementation.startsWith(root)) return gradeExercise(root, exercise, implementation);
  const folder = studentDir ?? studentFolderOf(implementation, exercise);
  const staged = stageSubmission(join(root, "exercises"), exercise, implementation, folder, listExercises(root));
  try {
    if (staged.missing.length > 0) {
      const names = staged.missing.map((piece) => piece.name);
      const loadError = say.missingPieces(names, shown(folder));
      return { parts: [], outside: [], loadError, timedOut: false, typeProblems: [] };
    }
    return await gradeExercise(root, exercise, staged.implementation);
  } finally {
    staged.remove();
  }
}

/** One line per student and part: `alice  03-path-to-root  PASS  part 1: ...`, or one line for no file. */
async function gradeClass(classDir: string, query: string | undefined): Promise<boolean> {
  const chosen = query === undefined ? undefined : findExercises(root, query);
  if (chosen?.length === 0) {
    console.log(say.noMatch(query!));
    usage();
  }
  const submissions = classSubmissions(classDir, listExercises(root), chosen);
  if (submissions.length === 0) console.log(say.noSubmissions(shown(classDir)));
  const width = Math.max(0, ...submissions.map((submission) => submission.student.length));
  let everyonePasses = true;
  for (const { student, exercise, file } of submissions) {
    const who = `${student.padEnd(width)}  ${exercise.name}`;
    if (file === undefined) {
      console.log(`${who}  ${say.missing}  ${say.noFileFor(exercise.name)}`);
      everyonePasses = false;
      continue;
    }
    const grade = await gradeInsideRepository(exercise, file, join(classDir, student));
    const titles = readTitles(exercise, runLanguage());
    if (grade.loadError !== undefined || grade.parts.length === 0) {
      console.log(`${who}  ${say.fail}  ${say.couldNotRun} ${(grade.loadError ?? "").split("\n")[0]}`);
    }
    for (const part of grade.parts) {
      const passing = part.tests.filter((test) => test.passed).length;
      const verdict = part.passed ? say.pass : say.fail;
      console.log(
        `${who}  ${verdict}  ${translateTitle(titles, part.name)}  ${say.testsPassing(passing, part.tests.length)}`,
      );
    }
    const [firstTypeProblem] = grade.typeProblems;
    if (firstTypeProblem !== undefined) {
      const where = say.typeProblemAt(firstTypeProblem).split("\n")[0];
      console.log(`${who}  ${say.fail}  ${say.typeCheckFails(grade.typeProblems.length)}: ${where}`);
    }
    everyonePasses &&= allPass(grade);
  }
  return everyonePasses;
}

const argv = process.argv.slice(2);
if (argv.includes("--times")) {
  const rest = argv.filter((arg) => arg !== "--times");
  const timesOfClass = parseClassArgs(rest);
  if (timesOfClass === undefined && rest.length > 0) usage();
  if (timesOfClass === undefined) printOwnTimes(triesFile(root), shown(triesFile(root)));
  else if (timesOfClass.query !== undefined) usage();
  else process.exitCode = printClassTimes(timesOfClass.classDir, shown(timesOfClass.classDir)) ? 0 : 1;
  process.exit();
}

const classArgs = parseClassArgs(argv);
if (classArgs !== undefined) {
  process.exitCode = (await gradeClass(classArgs.classDir, classArgs.query)) ? 0 : 1;
  process.exit();
}

const { query, implementationOf } = parseArgs(argv);
const exercises = findExercises(root, query);
if (exercises.length === 0) {
  console.log(say.noMatch(query));
  usage();
}

let everyPartPasses = true;
for (const exercise of exercises) {
  const implementation = implementationOf(exercise);
  if (!existsSync(implementation)) {
    console.log(`\n${say.missingFile(exercise.name, shown(implementation))}`);
    everyPartPasses = false;
    continue;
  }
  const grade = await gradeInsideRepository(exercise, implementation);
  printGrade(exercise, implementation, grade);
  // Only a learner's own starter is timed: a solution or a collected file says nothing about how long it took.
  if (implementation === exercise.starter) {
    const partsPassing = grade.parts.filter((part) => part.passed).length;
    const at = new Date().toISOString();
    const typeErrors = grade.typeProblems.length;
    recordTry(triesFile(root), { exercise: exercise.name, at, partsPassing, parts: grade.parts.length, typeErrors });
  }
  everyPartPasses &&= allPass(grade);
}
process.exitCode = everyPartPasses ? 0 : 1;
