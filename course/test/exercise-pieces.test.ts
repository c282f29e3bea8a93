/**
 * A capstone graded from a class folder is built from that student's own
 * pieces (their answers to 03, 07, 11 and 12), never the repository's
 * starters: the repository's starters fail, so a capstone that passes here
 * passes on the student's files.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Exercise, findExercises, listExercises } from "../src/exercise/exercises.ts";
import { piecesOf, stageSubmission, studentFolderOf } from "../src/exercise/pieces.ts";
import { repoRoot } from "./repo-root.ts";

const all = listExercises(repoRoot);
const byName = (query: string): Exercise => {
  const [exercise] = findExercises(repoRoot, query);
  if (exercise === undefined) throw new Error(`exercise ${query} is missing`);
  return exercise;
};
const capstone = byName("13");
const pieceNames = ["03-path-to-root", "07-tree-selection", "11-save-whole-messages", "12-leaf-after-reopen"];

/** The reference capstone as a student hands it in: importing `../NN-name/starter.ts`, like the starter. */
const capstoneAsHandedIn = readFileSync(capstone.solution, "utf8").replace(
  /from "\.\/(\d{2}-[\w-]+)\.ts"/g,
  'from "../$1/starter.ts"',
);

const classDir = mkdtempSync(join(tmpdir(), "exercise-pieces-"));
afterAll(() => rmSync(classDir, { recursive: true, force: true }));
// alice hands in folders, carol flat files, both with the reference pieces; bob's folder has no 07.
for (const name of pieceNames) {
  mkdirSync(join(classDir, "alice", name), { recursive: true });
  copyFileSync(byName(name).solution, join(classDir, "alice", name, "starter.ts"));
  mkdirSync(join(classDir, "carol"), { recursive: true });
  copyFileSync(byName(name).solution, join(classDir, "carol", `${name}.ts`));
  mkdirSync(join(classDir, "bob"), { recursive: true });
  if (name !== "07-tree-selection") copyFileSync(byName(name).solution, join(classDir, "bob", `${name}.ts`));
}
mkdirSync(join(classDir, "alice", capstone.name));
writeFileSync(join(classDir, "alice", capstone.name, "starter.ts"), capstoneAsHandedIn);
writeFileSync(join(classDir, "bob", `${capstone.name}.ts`), capstoneAsHandedIn);
writeFileSync(join(classDir, "carol", `${capstone.name}.ts`), capstoneAsHandedIn);

describe("finding a capstone's pieces", () => {
  it("reads the exercises a file imports from the starter's own import lines", () => {
    const pieces = piecesOf(readFileSync(capstone.starter, "utf8"), all).map((piece) => piece.name);
    expect(pieces).toEqual(pieceNames);
    expect(piecesOf(readFileSync(byName("03").starter, "utf8"), all)).toEqual([]);
  });

  it("knows the student's folder from a file in either layout", () => {
    expect(studentFolderOf(join(classDir, "alice", capstone.name, "starter.ts"), capstone)).toBe(
      join(classDir, "alice"),
    );
    expect(studentFolderOf(join(classDir, "carol", `${capstone.name}.ts`), capstone)).toBe(join(classDir, "carol"));
  });

  it("stages the submission beside the student's own pieces, and names a piece that is missing", () => {
    const file = join(classDir, "bob", `${capstone.name}.ts`);
    const staged = stageSubmission(join(repoRoot, "exercises"), capstone, file, join(classDir, "bob"), all);
    try {
      expect(staged.missing.map((piece) => piece.name)).toEqual(["07-tree-selection"]);
      const stagedPiece = join(staged.implementation, "..", "..", "03-path-to-root", "starter.ts");
      expect(readFileSync(stagedPiece, "utf8")).toBe(readFileSync(byName("03").solution, "utf8"));
    } finally {
      staged.remove();
    }
  });
});

it("grades a class's capstones on each student's own pieces, in either layout", () => {
  const tsx = join(createRequire(import.meta.url).resolve("tsx/package.json"), "..", "dist", "cli.mjs");
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
  const run = spawnSync(process.execPath, [tsx, "course/src/exercise/main.ts", "13", "--class", classDir], {
    cwd: repoRoot,
    env: { ...clean, NO_COLOR: "1", KIT_LANG: "en" },
    encoding: "utf8",
    timeout: 400_000,
  });
  const verdicts = run.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split(/ {2,}/).slice(0, 3).join(" "));
  expect(verdicts).toEqual([
    "alice 13-capstone PASS",
    "alice 13-capstone PASS",
    "alice 13-capstone PASS",
    "alice 13-capstone PASS",
    "bob 13-capstone FAIL",
    "carol 13-capstone PASS",
    "carol 13-capstone PASS",
    "carol 13-capstone PASS",
    "carol 13-capstone PASS",
  ]);
  expect(run.stdout).toContain("this file imports your answers to 07-tree-selection");
  expect(run.status, "bob fails, so the class does").toBe(1);
}, 500_000);
