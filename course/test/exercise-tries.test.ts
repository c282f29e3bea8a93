/**
 * The grader's record of tries: how long each exercise took, from the first graded try to the first pass, for one
 * learner and for a class that hands its files in.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { classTimes, readTries, recordTry, spreadOf, type Try, timesOf } from "../src/exercise/tries.ts";
import { repoRoot } from "./repo-root.ts";

const scratch = mkdtempSync(join(tmpdir(), "exercise-tries-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const at = (minute: number) => new Date(Date.UTC(2026, 11, 2, 9, minute)).toISOString();
const attempt = (exercise: string, minute: number, partsPassing: number, parts = 3): Try => ({
  exercise,
  at: at(minute),
  partsPassing,
  parts,
});

it("times each exercise from its first try to its first pass, and counts the tries it took", () => {
  const tries = [
    attempt("03-path-to-root", 0, 0),
    attempt("07-tree-selection", 5, 1, 2),
    attempt("03-path-to-root", 12, 2),
    attempt("03-path-to-root", 20, 3),
    attempt("03-path-to-root", 30, 3), // a pass after the first pass changes nothing
  ];
  expect(timesOf(tries)).toEqual([
    { exercise: "03-path-to-root", tries: 3, minutes: 20 },
    { exercise: "07-tree-selection", tries: 1, minutes: undefined },
  ]);
  // Every part passing with a type error left is not a pass either (`npm test` would fail on the file).
  expect(timesOf([{ ...attempt("10-context-diff", 0, 3), typeErrors: 1 }, attempt("10-context-diff", 4, 3)])).toEqual([
    { exercise: "10-context-diff", tries: 2, minutes: 4 },
  ]);
  // A grade whose tests could not run has no parts: it is a try, never a pass.
  expect(timesOf([attempt("04-torn-line", 0, 0, 0), attempt("04-torn-line", 1, 0, 0)])).toEqual([
    { exercise: "04-torn-line", tries: 2, minutes: undefined },
  ]);
});

it("reads the file it appends to, and skips a torn or hand-edited line without losing the others", () => {
  const file = join(scratch, "own.jsonl");
  recordTry(file, attempt("03-path-to-root", 0, 0));
  appendFileSync(file, '{"exercise":"03-path-to-root","at":"not a date","partsPassing":1,"parts":3}\n');
  recordTry(file, { ...attempt("03-path-to-root", 5, 3), typeErrors: 2 });
  recordTry(file, attempt("03-path-to-root", 9, 3));
  appendFileSync(file, '{"exercise":"03-pa'); // a run killed mid-write
  expect(readTries(file)).toEqual({
    tries: [
      attempt("03-path-to-root", 0, 0),
      { ...attempt("03-path-to-root", 5, 3), typeErrors: 2 },
      attempt("03-path-to-root", 9, 3),
    ],
    skipped: 2,
  });
  expect(readTries(join(scratch, "none.jsonl"))).toEqual({ tries: [], skipped: 0 });
});

it("gives a class's median and range of the minutes of those who passed", () => {
  const students = new Map([
    ["alice", timesOf([attempt("03-path-to-root", 0, 0), attempt("03-path-to-root", 30, 3)])],
    ["bob", timesOf([attempt("03-path-to-root", 0, 1), attempt("03-path-to-root", 10, 3)])],
    ["carol", timesOf([attempt("03-path-to-root", 0, 1), attempt("03-path-to-root", 50, 3)])],
    ["dan", timesOf([attempt("03-path-to-root", 0, 1)])],
  ]);
  const [row] = classTimes(students);
  expect(row).toEqual({ exercise: "03-path-to-root", tried: 4, passed: 3, minutes: [10, 30, 50] });
  expect(spreadOf(row!.minutes)).toEqual({ median: 30, fastest: 10, slowest: 50 });
  expect(spreadOf([10, 20])).toEqual({ median: 15, fastest: 10, slowest: 20 });
  expect(spreadOf([])).toBeUndefined();
});

function runTimes(args: string[], env: Record<string, string> = {}): { stdout: string; status: number | null } {
  const tsx = createRequire(import.meta.url).resolve("tsx/cli");
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|KIT_LANG$)/.test(name)));
  const run = spawnSync(process.execPath, [tsx, "course/src/exercise/main.ts", "--times", ...args], {
    cwd: repoRoot,
    env: { ...clean, NO_COLOR: "1", KIT_LANG: "en", ...env },
    encoding: "utf8",
    timeout: 600_000, // a bound on a hang: beside busy loops a tsx process has needed minutes to start
  });
  return { stdout: run.stdout, status: run.status };
}

it("prints a learner's own times and a class's, in English and Chinese", () => {
  const own = join(scratch, "learner.jsonl");
  recordTry(own, attempt("03-path-to-root", 0, 0));
  recordTry(own, attempt("03-path-to-root", 7, 3));
  recordTry(own, attempt("07-tree-selection", 9, 0, 2));
  expect(runTimes([], { KIT_TRIES_FILE: own }).stdout.split("\n").slice(1, 3)).toEqual([
    "  03-path-to-root  7.0 min, 2 tries",
    "  07-tree-selection  not passed yet, 1 try",
  ]);

  const classDir = join(scratch, "class");
  for (const [student, minutes] of [
    ["alice", 12],
    ["bob", 40],
  ] as const) {
    mkdirSync(join(classDir, student), { recursive: true });
    const lines = [attempt("03-path-to-root", 0, 0), attempt("03-path-to-root", minutes, 3)];
    writeFileSync(join(classDir, student, ".tries.jsonl"), lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
  }
  mkdirSync(join(classDir, "carol")); // handed in no tries file: not counted
  const english = runTimes(["--class", classDir]);
  expect(english.stdout).toContain("times of 2 students in ");
  expect(english.stdout).toContain("  03-path-to-root  2 of 2 passed  26 (12-40) min");
  expect(english.status).toBe(0);
  expect(runTimes(["--class", classDir], { KIT_LANG: "zh-CN" }).stdout).toContain(
    "  03-path-to-root  2 人做过，2 人通过  26 (12-40) 分钟",
  );
  expect(runTimes(["--class", join(classDir, "carol")]).status).toBe(1);
  // A class folder that is not there: one line naming it, no stack trace.
  const missing = runTimes(["--class", join(classDir, "nobody")]);
  expect(missing.stdout.trim()).toMatch(/^the class folder \S*nobody does not exist$/);
  expect(missing.status).toBe(2);
}, 1_200_000);
