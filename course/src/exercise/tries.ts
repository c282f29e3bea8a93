/**
 * How long an exercise takes, measured by the people doing it.
 *
 * Each time `npm run exercise -- NN` grades a learner's own starter, one line
 * goes to `exercises/.tries.jsonl` (git ignores it, and nothing leaves the
 * machine): the exercise, the time, how many parts passed and how many type
 * errors the file had. The first try starts the clock (the README says to run
 * the grader once before writing anything) and the first try where every part
 * passes and the file type-checks stops it. A class hands
 * these files in beside its answers, and `--times --class DIR` turns them into
 * the figures the exercises' README can quote instead of estimates.
 *
 * The file is only ever appended to, one JSON object a line, like a session:
 * a line that does not parse (a run killed mid-write, a hand edit) is skipped
 * and counted, never fatal.
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Spread } from "./messages.ts";

export interface Try {
  exercise: string;
  /** When the grade ended, ISO 8601. */
  at: string;
  partsPassing: number;
  parts: number;
  /** Type errors in the file (absent in tries recorded before the grader checked types): none, or not a pass. */
  typeErrors?: number;
}

/** Where the tries of this checkout go: KIT_TRIES_FILE (the runner's own tests set it), else the exercises folder. */
export function triesFile(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.KIT_TRIES_FILE?.trim() || join(root, "exercises", ".tries.jsonl");
}

export function recordTry(file: string, entry: Try): void {
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

export interface TriesRead {
  tries: Try[];
  /** Lines that were not a try (torn, or edited by hand). */
  skipped: number;
}

export function readTries(file: string): TriesRead {
  if (!existsSync(file)) return { tries: [], skipped: 0 };
  const read: TriesRead = { tries: [], skipped: 0 };
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    const entry = parseTry(line);
    if (entry) read.tries.push(entry);
    else read.skipped++;
  }
  return read;
}

function parseTry(line: string): Try | undefined {
  try {
    const value = JSON.parse(line) as Partial<Try>;
    const whole = (n: unknown) => typeof n === "number" && Number.isInteger(n) && n >= 0;
    const valid =
      typeof value.exercise === "string" &&
      typeof value.at === "string" &&
      !Number.isNaN(Date.parse(value.at)) &&
      whole(value.partsPassing) &&
      whole(value.parts) &&
      (value.typeErrors === undefined || whole(value.typeErrors));
    return valid ? (value as Try) : undefined;
  } catch {
    return undefined;
  }
}

/** One exercise as one learner did it. */
export interface ExerciseTime {
  exercise: string;
  /** Tries up to the first pass, or all of them while it has not passed. */
  tries: number;
  /** Minutes from the first try to the first pass; undefined while it has not passed. */
  minutes: number | undefined;
}

/** Each exercise's time, in the order the exercises were first tried. */
export function timesOf(tries: readonly Try[]): ExerciseTime[] {
  const byExercise = new Map<string, Try[]>();
  const sorted = [...tries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const entry of sorted) {
    const itsTries = byExercise.get(entry.exercise) ?? [];
    itsTries.push(entry);
    byExercise.set(entry.exercise, itsTries);
  }
  return [...byExercise].map(([exercise, itsTries]) => {
    const passedAt = itsTries.findIndex(
      (entry) => entry.parts > 0 && entry.partsPassing === entry.parts && (entry.typeErrors ?? 0) === 0,
    );
    if (passedAt < 0) return { exercise, tries: itsTries.length, minutes: undefined };
    const ms = Date.parse(itsTries[passedAt]!.at) - Date.parse(itsTries[0]!.at);
    return { exercise, tries: passedAt + 1, minutes: ms / 60_000 };
  });
}

/** A class's times for one exercise: how many tried, how many passed, and the minutes of those who did. */
export interface ClassTime {
  exercise: string;
  tried: number;
  passed: number;
  /** Sorted, fastest first. */
  minutes: number[];
}

export function classTimes(students: ReadonlyMap<string, readonly ExerciseTime[]>): ClassTime[] {
  const rows = new Map<string, ClassTime>();
  for (const times of students.values()) {
    for (const time of times) {
      const row = rows.get(time.exercise) ?? { exercise: time.exercise, tried: 0, passed: 0, minutes: [] };
      row.tried++;
      if (time.minutes !== undefined) {
        row.passed++;
        row.minutes.push(time.minutes);
      }
      rows.set(time.exercise, row);
    }
  }
  for (const row of rows.values()) row.minutes.sort((a, b) => a - b);
  return [...rows.values()].sort((a, b) => a.exercise.localeCompare(b.exercise));
}

/** The middle of the minutes, and their two ends; undefined when nobody passed. */
export function spreadOf(sorted: readonly number[]): Spread | undefined {
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, fastest: sorted[0]!, slowest: sorted.at(-1)! };
}
