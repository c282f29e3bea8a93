/**
 * docs:check says the same on a fresh clone and on a used one: what runs write (`.demo-output/`, a class's
 * `class-sessions/`, the page's `sessions/`) is git-ignored, is never a link's target, and a path into it written
 * as code is not checked. Each case runs the link pass with those folders absent, then present, in a temporary
 * folder: never in the real repository, whose state depends on what ran there.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkDocs } from "../src/docs-check/check-docs.ts";
import { findMarkdownFiles } from "../src/docs-check/find-markdown.ts";
import { gitIgnored } from "../src/docs-check/ignored.ts";
import { anchorCache, checkLinksOf } from "../src/docs-check/links.ts";
import { readMarkdown } from "../src/docs-check/markdown.ts";
import { formatProblem } from "../src/docs-check/problem.ts";
import { repoRoot } from "./repo-root.ts";
import { type TempRepo, tempRepo } from "./temp-repo.ts";

/** What an English demo run leaves behind: `.demo-output/` without its `zh-CN/` folder. */
const ENGLISH_RUN = { ".demo-output/demo-04.jsonl": "{}\n" };
/** What a Chinese demo run, `npm run classroom` and `npm start` leave behind as well. */
const EVERY_RUN = {
  ...ENGLISH_RUN,
  ".demo-output/zh-CN/demo-04.jsonl": "{}\n",
  "class-sessions/2026-12-06T05-20-00/alice/session.jsonl": "{}\n",
  "sessions/2026-12-06T05-20-00-000Z_0000.jsonl": "{}\n",
};

function writeRunOutput(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

let repo: TempRepo | undefined;
let mirror: string | undefined;
afterEach(() => {
  repo?.remove();
  repo = undefined;
  if (mirror !== undefined) rmSync(mirror, { recursive: true, force: true });
  mirror = undefined;
});

describe("what runs write, in a small repository", () => {
  const files = {
    "package.json": "{}",
    ".gitignore": ".demo-output/\n/class-sessions/\n",
    "README.md": [
      "# Demos",
      "",
      "A Chinese run writes [its files](.demo-output/zh-CN/) and `.demo-output/zh-CN/demo-04.jsonl`.",
      "",
      "A class's sessions are in `class-sessions/DATE-TIME/`, one folder per student.",
      "",
    ].join("\n"),
  };
  const linkProblem =
    "README.md:3: link to .demo-output/zh-CN/ leads into .demo-output/zh-CN, which git ignores: a fresh clone and " +
    "a code host never have it, whatever ran here; write the path as code, not as a link";

  async function problems(): Promise<string[]> {
    const report = await checkDocs(repo!.root);
    return report.problems.map(formatProblem);
  }

  it("fails a link into an ignored folder, and skips code paths into one, when no run has written them", async () => {
    repo = tempRepo(files);
    expect(await problems()).toEqual([linkProblem]);
  });

  it("says exactly the same after an English demo has run, and after every run", async () => {
    repo = tempRepo(files);
    writeRunOutput(repo.root, ENGLISH_RUN);
    expect(await problems()).toEqual([linkProblem]);
    writeRunOutput(repo.root, EVERY_RUN);
    expect(await problems()).toEqual([linkProblem]);
  });

  it("reads a folder's own .gitignore for the paths below it", () => {
    repo = tempRepo({ ".gitignore": "node_modules/\n", "site/.gitignore": "dist/\n" });
    const ignored = gitIgnored(repo.root);
    expect(ignored(join(repo.root, "site/dist/index.html"))).toBe(true);
    expect(ignored(join(repo.root, "dist/index.html"))).toBe(false);
    expect(ignored(join(repo.root, "packages/x/node_modules/y/index.js"))).toBe(true);
    expect(ignored(join(repo.root, "site/src/pages.ts"))).toBe(false);
  });
});

describe("the repository's own pages", () => {
  /**
   * A copy of the repository made of links to its tracked top-level entries, so the folders a run writes are
   * made here, in the copy, and never in the real repository (nor read from it).
   */
  function mirrorRepository(): string {
    const root = mkdtempSync(join(tmpdir(), "docs-check-mirror-"));
    const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: repoRoot, encoding: "utf8" }).split("\0");
    const topLevel = new Set(tracked.filter(Boolean).map((path) => path.split("/")[0]!));
    for (const name of topLevel) symlinkSync(join(repoRoot, name), join(root, name));
    return root;
  }

  function linkProblems(root: string): string[] {
    const context = { anchorsOf: anchorCache(), ignored: gitIgnored(root) };
    return findMarkdownFiles(root).flatMap((file) =>
      checkLinksOf(root, file, readMarkdown(readFileSync(join(root, file), "utf8")), context).map(formatProblem),
    );
  }

  it("pass the link pass before any run, after an English demo, and after every run (a class and the page too)", () => {
    mirror = mirrorRepository();
    expect(linkProblems(mirror)).toEqual([]);
    writeRunOutput(mirror, ENGLISH_RUN);
    expect(linkProblems(mirror)).toEqual([]);
    writeRunOutput(mirror, EVERY_RUN);
    expect(linkProblems(mirror)).toEqual([]);
  });
});
