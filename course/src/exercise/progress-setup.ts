/**
 * A setup file for exercise runs (see course/vitest.exercises.config.ts) that
 * writes each test's progress to a file as it happens, one JSON object a line.
 *
 * Why: a learner's first try often never ends (a loop that forgets to move
 * to the parent) or takes minutes (a quadratic step on a 200,000-entry
 * chain). Synchronous code cannot be interrupted by vitest's test timeout,
 * and vitest's own reports are written only at the end, from another process
 * that the busy worker has stopped talking to. So the runner stops the run
 * itself, and this file, written synchronously from inside the worker before
 * and after each test, still tells it which tests passed, which one was
 * running, and which never started.
 *
 * A finished test's line also carries the facts assertion-facts-setup.ts kept
 * on its failed assertion, which vitest's own report leaves out.
 *
 * It writes only when EXERCISE_PROGRESS_FILE is set, i.e. under the runner.
 */
import { appendFileSync } from "node:fs";
import type { RunnerTask, RunnerTestCase } from "vitest";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { type AssertionFacts, FACTS } from "./assertion-facts-setup.ts";

/** One line of the progress file. `test` is the path of names: describe blocks, then the test. */
export type ProgressEvent =
  | { event: "collected"; test: string[] }
  | { event: "started"; test: string[] }
  | { event: "finished"; test: string[]; passed: boolean; failure: string | undefined; facts?: AssertionFacts };

const file = process.env.EXERCISE_PROGRESS_FILE;

function write(event: ProgressEvent): void {
  if (file) appendFileSync(file, `${JSON.stringify(event)}\n`);
}

function testPath(test: RunnerTask): string[] {
  const names = [test.name];
  for (let suite = test.suite; suite && suite.type === "suite" && suite.name !== ""; suite = suite.suite)
    names.push(suite.name);
  return names.reverse();
}

function allTests(task: RunnerTask): RunnerTestCase[] {
  if (task.type === "test") return [task];
  return "tasks" in task ? task.tasks.flatMap(allTests) : [];
}

// vitest wants the first argument (the context, unused here) written as a destructuring pattern.
// biome-ignore lint/correctness/noEmptyPattern: vitest reads the hook's parameters and refuses anything else
beforeAll(({}, suite) => {
  for (const test of allTests(suite as RunnerTask)) write({ event: "collected", test: testPath(test) });
});

beforeEach(({ task }) => {
  write({ event: "started", test: testPath(task) });
});

afterEach(({ task }) => {
  // A test that threw is already marked "fail" when afterEach runs; one that did not is still "run".
  const error = task.result?.errors?.[0];
  const passed = task.result?.state !== "fail";
  const facts = (error as { [FACTS]?: AssertionFacts } | undefined)?.[FACTS];
  write({
    event: "finished",
    test: testPath(task),
    passed,
    failure: passed ? undefined : `${error?.name ?? "Error"}: ${error?.message ?? "failed"}`,
    ...(passed || facts === undefined ? {} : { facts }),
  });
});
