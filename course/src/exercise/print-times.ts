/**
 * `npm run exercise -- --times`: the learner's own times, and with `--class DIR` the class's, per exercise, from the
 * tries the grader recorded (tries.ts).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { listStudents } from "./class.ts";
import { messages } from "./messages.ts";
import { classTimes, type ExerciseTime, readTries, spreadOf, timesOf } from "./tries.ts";

const say = messages();

export function printOwnTimes(file: string, shown: string): void {
  const { tries, skipped } = readTries(file);
  if (tries.length === 0) {
    console.log(say.noTries(shown));
    return;
  }
  console.log(say.timesHeading(shown));
  for (const time of timesOf(tries)) console.log(say.exerciseTime(time.exercise, time.minutes, time.tries));
  if (skipped > 0) console.log(say.skippedLines(skipped));
}

/** A student's tries file: `.tries.jsonl` as the grader names it, or `tries.jsonl` if its dot was lost. */
function studentTries(studentDir: string): string | undefined {
  return [".tries.jsonl", "tries.jsonl"].map((name) => join(studentDir, name)).find((file) => existsSync(file));
}

/** Returns false when no student handed in a tries file. */
export function printClassTimes(classDir: string, shown: string): boolean {
  const students = new Map<string, ExerciseTime[]>();
  let skipped = 0;
  for (const student of listStudents(classDir)) {
    const file = studentTries(join(classDir, student));
    if (file === undefined) continue;
    const read = readTries(file);
    students.set(student, timesOf(read.tries));
    skipped += read.skipped;
  }
  if (students.size === 0) {
    console.log(say.noClassTries(shown));
    return false;
  }
  console.log(say.classTimesHeading(shown, students.size));
  for (const row of classTimes(students)) {
    console.log(say.classTime(row.exercise, row.tried, row.passed, spreadOf(row.minutes)));
  }
  if (skipped > 0) console.log(say.skippedLines(skipped));
  return true;
}
