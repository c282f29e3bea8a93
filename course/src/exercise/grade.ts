/**
 * Grading one exercise: run its tests against an implementation and sort the
 * results into parts.
 *
 * The tests run in a child `vitest run` with course/vitest.exercises.config.ts,
 * the same way for a learner at the terminal and for CI. A child process,
 * rather than vitest's Node API, for two reasons: CI grades from inside a
 * vitest test, and a runner nested in a test worker would share its globals;
 * and a learner's code may never end, so the run must be something we can
 * stop. A finished run is read from vitest's JSON report; a run stopped at the
 * time limit from the progress file that progress-setup.ts writes.
 *
 * The tests import the implementation from EXERCISE_IMPL, falling back to the
 * starter, so one test file grades the learner's starter, the reference
 * solution, or any other file (a submission a teacher collected).
 *
 * vitest runs TypeScript without checking its types, so the file is also put
 * through the compiler (type-check.ts), here in this process while the child
 * vitest starts: a file with a type error is not a pass, whatever its parts say.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { runLanguage } from "@kit/agent-loop/language";
import { commandLimitMs } from "../command-limit.ts";
import type { AssertionFacts } from "./assertion-facts-setup.ts";
import type { Exercise } from "./exercises.ts";
import { messages } from "./messages.ts";
import { plainFailure } from "./plain-failure.ts";
import type { ProgressEvent } from "./progress-setup.ts";
import { type TypeProblem, typeProblemsOf } from "./type-check.ts";

export interface TestResult {
  /** The test's name (and any nested describe blocks inside its part). */
  title: string;
  passed: boolean;
  /** First line of the failure, for the learner, in plain words (plain-failure.ts). */
  failure: string | undefined;
}

export interface Part {
  /** The describe block's name: `part 1: the path from a leaf to the root`. */
  name: string;
  number: number;
  tests: TestResult[];
  passed: boolean;
}

export interface Grade {
  parts: Part[];
  /** Tests outside any `part N:` describe block (a mistake in the exercise, not the learner's). */
  outside: TestResult[];
  /** Set when the test file could not even run (a syntax error in the learner's file, a bad import). */
  loadError: string | undefined;
  /** Set when the run was stopped at the time limit. */
  timedOut: boolean;
  /** The file's type errors, which `npm test` fails on though vitest runs the file (none: it type-checks). */
  typeProblems: TypeProblem[];
}

/** A test's outcome before it is sorted into parts; `path` is describe names, then the test's name. */
interface TestRecord {
  path: string[];
  passed: boolean;
  failure: string | undefined;
  /** A failed assertion's own message and checked value, from the progress file. */
  facts?: AssertionFacts | undefined;
}

/** A learner's endless loop is stopped after a minute, unless KIT_COMMAND_LIMIT_S asks for longer. */
export const DEFAULT_TIME_LIMIT_MS = 60_000;

/** Runs the exercise's tests against `implementation` (absolute path to a .ts file). */
export async function gradeExercise(
  root: string,
  exercise: Exercise,
  implementation: string,
  timeLimitMs = commandLimitMs(DEFAULT_TIME_LIMIT_MS),
): Promise<Grade> {
  const dir = mkdtempSync(join(tmpdir(), "exercise-"));
  const reportFile = join(dir, "report.json");
  const progressFile = join(dir, "progress.jsonl");
  try {
    const running = runVitest(
      root,
      exercise,
      { EXERCISE_IMPL: implementation, EXERCISE_PROGRESS_FILE: progressFile },
      reportFile,
      timeLimitMs,
    );
    // Synchronous, while the child starts: on two cores the two overlap.
    let typeProblems: TypeProblem[];
    try {
      typeProblems = typeProblemsOf(root, implementation, runLanguage());
    } catch (error) {
      await running; // the child's files live in `dir`, removed below
      throw error;
    }
    const run = await running;
    if (run.timedOut) {
      const records = fromProgress(progressFile, timeLimitMs);
      return { ...sortIntoParts(records), loadError: undefined, timedOut: true, typeProblems };
    }
    if (!existsSync(reportFile)) {
      return {
        parts: [],
        outside: [],
        loadError: `${messages().vitestDidNotRun}\n${firstLines(run.stderr, 8)}`,
        timedOut: false,
        typeProblems,
      };
    }
    const { records, loadError } = fromJsonReport(readFileSync(reportFile, "utf8"));
    const facts = factsOf(progressEvents(progressFile));
    const withFacts = records.map((record) => ({ ...record, facts: facts.get(key(record.path)) }));
    return { ...sortIntoParts(withFacts), loadError, timedOut: false, typeProblems };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runVitest(
  root: string,
  exercise: Exercise,
  env: Record<string, string>,
  reportFile: string,
  timeLimitMs: number,
): Promise<{ stderr: string; timedOut: boolean }> {
  const vitest = join(createRequire(import.meta.url).resolve("vitest/package.json"), "..", "vitest.mjs");
  const testFile = relative(root, exercise.testFile).split("\\").join("/");
  const config = join(root, "course", "vitest.exercises.config.ts");
  const args = [vitest, "run", "--config", config, "--reporter=json", `--outputFile=${reportFile}`, testFile];
  return new Promise((resolve, reject) => {
    // detached: vitest and its worker get a process group of their own, so a stuck run stops as a whole.
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...childEnv(), ...env },
      stdio: ["ignore", "ignore", "pipe"],
      detached: true,
    });
    let stderr = "";
    let timedOut = false;
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    }, timeLimitMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // vitest exits 1 when a test fails, which is a normal grade, not an error: the report says what happened.
    child.on("close", () => {
      clearTimeout(timer);
      resolve({ stderr: stripVTControlCharacters(stderr), timedOut });
    });
  });
}

/** The parent's environment minus a surrounding vitest's own variables, which would confuse the child. */
function childEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
}

/** vitest's JSON report, only the fields we read. */
interface JsonReport {
  testResults: Array<{
    status: string;
    message?: string;
    assertionResults: Array<{ ancestorTitles: string[]; title: string; status: string; failureMessages?: string[] }>;
  }>;
}

function fromJsonReport(json: string): { records: TestRecord[]; loadError: string | undefined } {
  const report = JSON.parse(json) as JsonReport;
  const records: TestRecord[] = [];
  let loadError: string | undefined;
  for (const file of report.testResults) {
    if (file.status === "failed" && file.assertionResults.length === 0) {
      loadError = firstLines(file.message ?? messages().fileFailedToLoad, 8);
    }
    for (const test of file.assertionResults) {
      const passed = test.status === "passed";
      const failure = passed ? undefined : firstLines(test.failureMessages?.[0] ?? test.status, 1);
      records.push({ path: [...test.ancestorTitles, test.title], passed, failure });
    }
  }
  return { records, loadError };
}

function progressEvents(progressFile: string): ProgressEvent[] {
  const lines = existsSync(progressFile) ? readFileSync(progressFile, "utf8").split("\n").filter(Boolean) : [];
  return lines.map((line) => JSON.parse(line) as ProgressEvent);
}

const key = (path: string[]) => path.join("\u0000");

/** The facts of each failed assertion that has them, by test; vitest's JSON report has only the glued text. */
function factsOf(events: readonly ProgressEvent[]): Map<string, AssertionFacts> {
  return new Map(events.flatMap((e) => (e.event === "finished" && e.facts ? [[key(e.test), e.facts] as const] : [])));
}

/** A stopped run: finished tests as they ended, the one running when it stopped, the rest never started. */
function fromProgress(progressFile: string, timeLimitMs: number): TestRecord[] {
  const events = progressEvents(progressFile);
  const finished = new Map(events.flatMap((e) => (e.event === "finished" ? [[key(e.test), e] as const] : [])));
  const started = new Set(events.flatMap((e) => (e.event === "started" ? [key(e.test)] : [])));
  const seconds = Math.round(timeLimitMs / 1000);
  return events
    .flatMap((e) => (e.event === "collected" ? [e.test] : []))
    .map((path) => {
      const done = finished.get(key(path));
      if (done) return { path, passed: done.passed, failure: done.failure, facts: done.facts };
      const failure = started.has(key(path)) ? messages().timedOutTest(seconds) : messages().notRun;
      return { path, passed: false, failure };
    });
}

const PART = /^part (\d+)\b/i;

function sortIntoParts(records: TestRecord[]): Pick<Grade, "parts" | "outside"> {
  const parts = new Map<string, Part>();
  const outside: TestResult[] = [];
  const say = messages();
  for (const record of records) {
    const failure = record.failure === undefined ? undefined : plainFailure(record.failure, record.facts, say);
    const [partName, ...rest] = record.path;
    const number = partName === undefined || rest.length === 0 ? undefined : PART.exec(partName)?.[1];
    if (partName === undefined || number === undefined) {
      outside.push({ title: record.path.join(" > "), passed: record.passed, failure });
      continue;
    }
    let part = parts.get(partName);
    if (part === undefined) {
      part = { name: partName, number: Number(number), tests: [], passed: true };
      parts.set(partName, part);
    }
    part.tests.push({ title: rest.join(" > "), passed: record.passed, failure });
    part.passed &&= record.passed;
  }
  return { parts: [...parts.values()].sort((a, b) => a.number - b.number), outside };
}

function firstLines(text: string, count: number): string {
  return stripVTControlCharacters(text)
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line !== "")
    .slice(0, count)
    .join("\n");
}

/** True when the exercise is done: it has parts, every part passes, nothing else failed, and it type-checks. */
export function allPass(grade: Grade): boolean {
  return (
    grade.loadError === undefined &&
    !grade.timedOut &&
    grade.typeProblems.length === 0 &&
    grade.parts.length > 0 &&
    grade.parts.every((part) => part.passed) &&
    grade.outside.every((test) => test.passed)
  );
}
