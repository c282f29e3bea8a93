/**
 * scripts/check-line-width.mjs (part of `npm run lint`) on small git repositories in a temporary folder: it measures
 * characters, not bytes, checks only the files git tracks that Biome covers plus shell scripts, and names each long
 * line as FILE:LINE.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { repoRoot } from "./repo-root.ts";
import { type TempRepo, tempRepo } from "./temp-repo.ts";

const script = join(repoRoot, "scripts", "check-line-width.mjs");
let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

/** Runs the check in a fresh git repository holding `tracked` (added to git) and `untracked` files. */
function checkWidth(tracked: Record<string, string>, untracked: Record<string, string> = {}) {
  repo = tempRepo(tracked);
  const git = (...args: string[]) => spawnSync("git", args, { cwd: repo!.root, encoding: "utf8" });
  git("init", "-q");
  git("add", ".");
  for (const [path, text] of Object.entries(untracked)) repo.write(path, text);
  const run = spawnSync(process.execPath, [script], { cwd: repo.root, encoding: "utf8" });
  return { status: run.status, lines: run.stdout.split("\n").filter(Boolean), stderr: run.stderr };
}

const line = (width: number, char = "x") => char.repeat(width);

it("passes lines of exactly 120 characters, Chinese ones included (360 bytes, 120 characters)", () => {
  const run = checkWidth({
    "src/a.ts": `// ${line(117)}\nexport const a = 1;\n`,
    "src/zh.ts": `export const zh = "${line(99, "会")}";\n`, // 120 characters, 317 bytes in UTF-8
    "scripts/b.sh": `echo ${line(115)}\n`,
  });
  expect(run).toEqual({ status: 0, lines: [], stderr: "" });
});

it("fails on a line of 121 characters in each kind of file it covers, naming file, line and width", () => {
  const long = line(121);
  const run = checkWidth({
    "src/a.ts": `export const a = 1;\n// ${long}\n`,
    "src/b.tsx": `${long}\n`,
    "src/c.mjs": `${long}\n`,
    "data/d.json": `{ "k": "${long}" }\n`,
    "biome.jsonc": `// ${long}\n`,
    "web/e.css": `/* ${long} */\n`,
    "scripts/f.sh": `ok\n\n${long}\n`,
    "src/zh.ts": `export const zh = "${line(100, "会")}";\r\n`, // CRLF: the \r is not counted
  });
  expect(run.status).toBe(1);
  expect(run.lines).toEqual([
    "biome.jsonc:1: 124 characters (max 120)",
    "data/d.json:1: 132 characters (max 120)",
    "scripts/f.sh:3: 121 characters (max 120)",
    "src/a.ts:2: 124 characters (max 120)",
    "src/b.tsx:1: 121 characters (max 120)",
    "src/c.mjs:1: 121 characters (max 120)",
    "src/zh.ts:1: 121 characters (max 120)",
    "web/e.css:1: 127 characters (max 120)",
    "8 lines longer than 120 characters: wrap them by hand.",
  ]);
});

it("leaves Markdown, the generated lock file, other file types and untracked files alone", () => {
  const long = line(200);
  const run = checkWidth(
    {
      "README.md": `${long}\n`,
      "package-lock.json": `{ "k": "${long}" }\n`,
      "logo.svg": `${long}\n`,
      "session.jsonl": `${long}\n`,
    },
    { "scratch.ts": `${long}\n` },
  );
  expect(run).toEqual({ status: 0, lines: [], stderr: "" });
});
