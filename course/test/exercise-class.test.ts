/**
 * Grading a whole class in one command: a folder with one subfolder per
 * student, one line per student and part, and a line for a missing file.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { classSubmissions, listStudents } from "../src/exercise/class.ts";
import { findExercises, listExercises } from "../src/exercise/exercises.ts";
import { repoRoot } from "./repo-root.ts";

const classDir = mkdtempSync(join(tmpdir(), "exercise-class-"));
afterAll(() => rmSync(classDir, { recursive: true, force: true }));

const [pathToRoot] = findExercises(repoRoot, "03");
if (pathToRoot === undefined) throw new Error("exercise 03-path-to-root is missing");

// alice hands in the exercise folder with a finished file, bob just the untouched starter, carol nothing.
mkdirSync(join(classDir, "alice", "03-path-to-root"), { recursive: true });
copyFileSync(pathToRoot.solution, join(classDir, "alice", "03-path-to-root", "starter.ts"));
mkdirSync(join(classDir, "bob"));
copyFileSync(pathToRoot.starter, join(classDir, "bob", "03-path-to-root.ts"));
mkdirSync(join(classDir, "carol"));
mkdirSync(join(classDir, ".git"));

describe("finding the submissions", () => {
  it("lists one student per folder, skipping hidden ones, and refuses a class folder that does not exist", () => {
    expect(listStudents(classDir)).toEqual(["alice", "bob", "carol"]);
    expect(() => listStudents(join(classDir, "nobody"))).toThrow(/the class folder .*nobody does not exist/);
  });

  it("finds both layouts, and gives every student a line for an exercise asked for", () => {
    const found = classSubmissions(classDir, listExercises(repoRoot), [pathToRoot]);
    expect(found.map(({ student, file }) => [student, file?.slice(classDir.length)])).toEqual([
      ["alice", "/alice/03-path-to-root/starter.ts"],
      ["bob", "/bob/03-path-to-root.ts"],
      ["carol", undefined],
    ]);
  });

  it("grades only what each student handed in when no exercise is named", () => {
    const found = classSubmissions(classDir, listExercises(repoRoot), undefined);
    expect(found.map(({ student, exercise }) => `${student} ${exercise.name}`)).toEqual([
      "alice 03-path-to-root",
      "bob 03-path-to-root",
    ]);
  });
});

it("prints one line per student and part, and exits 1 unless everyone passes", () => {
  const tsx = join(createRequire(import.meta.url).resolve("tsx/package.json"), "..", "dist", "cli.mjs");
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
  const run = spawnSync(process.execPath, [tsx, "course/src/exercise/main.ts", "03", "--class", classDir], {
    cwd: repoRoot,
    env: { ...clean, NO_COLOR: "1", KIT_LANG: "en" },
    encoding: "utf8",
    timeout: 600_000, // a bound on a hang: beside busy loops a tsx process has needed minutes to start
  });
  const lines = run.stdout.split("\n").filter(Boolean);
  expect(lines).toEqual([
    "alice  03-path-to-root  PASS  part 1: the path from a leaf to the root, root first  (4 of 4 tests)",
    "alice  03-path-to-root  PASS  part 2: an empty session and broken ids  (3 of 3 tests)",
    "alice  03-path-to-root  PASS  part 3: no quadratic step  (2 of 2 tests)",
    "bob    03-path-to-root  FAIL  part 1: the path from a leaf to the root, root first  (0 of 4 tests)",
    "bob    03-path-to-root  FAIL  part 2: an empty session and broken ids  (0 of 3 tests)",
    "bob    03-path-to-root  FAIL  part 3: no quadratic step  (0 of 2 tests)",
    "carol  03-path-to-root  NONE  no 03-path-to-root/starter.ts or 03-path-to-root.ts in this student's folder",
  ]);
  expect(run.status).toBe(1);
});
