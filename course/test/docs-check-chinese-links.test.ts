/**
 * A Chinese file that links an English page whose Chinese version exists
 * fails, on small repositories in a temporary folder; --fix rewrites the link,
 * moving its anchor to the matching Chinese heading.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkDocs } from "../src/docs-check/check-docs.ts";
import { formatProblem } from "../src/docs-check/problem.ts";
import { type TempRepo, tempRepo } from "./temp-repo.ts";

let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

const englishChapter = "# The session tree\n\n## The leaf\n\nText.\n\n## Switching branch\n\nText.\n";
const chineseChapter = "# 会话树\n\n## 叶子\n\n正文。\n\n## 分支切换\n\n正文。\n";

/** A repository with an English and a Chinese chapter, an exercise in both languages, and `extra` files. */
function makeRepo(extra: Record<string, string>): TempRepo {
  return tempRepo({
    "package.json": "{}",
    "docs/03-tree.md": englishChapter,
    "docs/zh-CN/03-tree.md": `<!-- translation-of: docs/03-tree.md -->\n${chineseChapter}`,
    "docs/teacher/03-tree.md": "# Answers\n",
    "docs/zh-CN/teacher/03-tree.md": "<!-- translation-of: docs/teacher/03-tree.md -->\n# 答案\n",
    "docs/04-file.md": "# Only in English\n",
    "exercises/03-path/README.md": "# Path to root\n",
    "exercises/03-path/README.zh-CN.md": "<!-- translation-of: exercises/03-path/README.md -->\n# 到根的路径\n",
    ...extra,
  });
}

async function linkProblems(fix = false): Promise<string[]> {
  if (repo === undefined) throw new Error("no repository");
  const report = await checkDocs(repo.root, { fix });
  return [...report.changes, ...report.problems].map(formatProblem).filter((line) => line.includes("Chinese"));
}

describe("Chinese pages link Chinese pages", () => {
  it("fails a link from a Chinese file to an English page that has a Chinese version, naming both", async () => {
    repo = makeRepo({
      "exercises/03-path/HINTS.zh-CN.md":
        "<!-- translation-of: exercises/03-path/README.md -->\n# 提示\n\n见[第 03 章](../../docs/03-tree.md)。\n",
    });
    expect(await linkProblems()).toEqual([
      "exercises/03-path/HINTS.zh-CN.md:4: link to ../../docs/03-tree.md leads a Chinese reader to the English page " +
        "docs/03-tree.md, though docs/zh-CN/03-tree.md exists: link ../../docs/zh-CN/03-tree.md " +
        "(`npm run docs:check -- --fix` rewrites it)",
    ]);
  });

  it("knows all three kinds of Chinese version: docs/zh-CN/, X.zh-CN.md and docs/zh-CN/teacher/", async () => {
    repo = makeRepo({
      "README.zh-CN.md": [
        "<!-- translation-of: README.md -->",
        "# 本项目",
        "",
        "[第 03 章](docs/03-tree.md)、[练习](exercises/03-path/README.md)、[教师](docs/teacher/)、",
        "[答案](docs/teacher/03-tree.md)。",
        "",
      ].join("\n"),
      "README.md": "# The kit\n",
    });
    const problems = await linkProblems();
    expect(problems.map((line) => line.replace(/ leads a Chinese reader.*: link /, " -> "))).toEqual([
      "README.zh-CN.md:4: link to docs/03-tree.md -> docs/zh-CN/03-tree.md (`npm run docs:check -- --fix` rewrites it)",
      "README.zh-CN.md:4: link to exercises/03-path/README.md -> exercises/03-path/README.zh-CN.md " +
        "(`npm run docs:check -- --fix` rewrites it)",
      "README.zh-CN.md:4: link to docs/teacher/ -> docs/zh-CN/teacher/ (`npm run docs:check -- --fix` rewrites it)",
      "README.zh-CN.md:5: link to docs/teacher/03-tree.md -> docs/zh-CN/teacher/03-tree.md " +
        "(`npm run docs:check -- --fix` rewrites it)",
    ]);
  });

  it("lets a Chinese file link an English page with no Chinese version, a folder, or the language switch", async () => {
    repo = makeRepo({
      "docs/zh-CN/05-more.md": [
        "<!-- translation-of: docs/04-file.md -->",
        "# 更多",
        "",
        "[只有英文](../04-file.md)、[练习文件夹](../../exercises/03-path/)、[English](../03-tree.md)、",
        "[英文版](../03-tree.md#the-leaf)、[中文](03-tree.md)。",
        "",
      ].join("\n"),
      "docs/zh-CN/04-file.md": "<!-- translation-of: docs/04-file.md -->\n# 只有英文\n",
    });
    // 04-file.md has a Chinese version now: the link to it is the one problem.
    expect(await linkProblems()).toEqual([
      "docs/zh-CN/05-more.md:4: link to ../04-file.md leads a Chinese reader to the English page docs/04-file.md, " +
        "though docs/zh-CN/04-file.md exists: link 04-file.md (`npm run docs:check -- --fix` rewrites it)",
    ]);
  });

  it("moves an anchor to the Chinese heading at the same place, and --fix rewrites the links", async () => {
    const hints = [
      "<!-- translation-of: exercises/03-path/README.md -->",
      "# 提示",
      "",
      "先读[叶子](../../docs/03-tree.md#the-leaf)，再读[切换](../../docs/03-tree.md#switching-branch)。",
      "",
      "再看一次[叶子](../../docs/03-tree.md#the-leaf)。",
      "",
    ].join("\n");
    repo = makeRepo({ "exercises/03-path/HINTS.zh-CN.md": hints });
    expect(await linkProblems()).toEqual([
      expect.stringContaining("link ../../docs/zh-CN/03-tree.md#叶子 (`npm run"),
      expect.stringContaining("link ../../docs/zh-CN/03-tree.md#分支切换 (`npm run"),
      expect.stringContaining("link ../../docs/zh-CN/03-tree.md#叶子 (`npm run"),
    ]);

    expect(await linkProblems(true)).toEqual([
      "exercises/03-path/HINTS.zh-CN.md:1: rewrote 2 links to the Chinese pages: " +
        "../../docs/03-tree.md#the-leaf -> ../../docs/zh-CN/03-tree.md#叶子, " +
        "../../docs/03-tree.md#switching-branch -> ../../docs/zh-CN/03-tree.md#分支切换",
    ]);
    const fixed = readFileSync(join(repo.root, "exercises/03-path/HINTS.zh-CN.md"), "utf8");
    expect(fixed).toBe(
      hints
        .replaceAll("../../docs/03-tree.md#the-leaf", "../../docs/zh-CN/03-tree.md#叶子")
        .replace("../../docs/03-tree.md#switching-branch", "../../docs/zh-CN/03-tree.md#分支切换"),
    );
    expect(await linkProblems()).toEqual([]);
  });

  it("says what to do when the anchor has no matching Chinese heading, and --fix leaves that link alone", async () => {
    repo = makeRepo({
      "docs/06-more.md": "# More\n\n## One\n\n## Two\n",
      "docs/zh-CN/06-more.md": "<!-- translation-of: docs/06-more.md -->\n# 更多\n\n## 一\n\n[二](../06-more.md#two)\n",
    });
    const expected =
      "docs/zh-CN/06-more.md:6: link to ../06-more.md#two leads a Chinese reader to the English page " +
      "docs/06-more.md, though docs/zh-CN/06-more.md exists: link 06-more.md#ANCHOR, with the anchor of the " +
      "Chinese heading that matches #two";
    expect(await linkProblems()).toEqual([expected]);
    expect(await linkProblems(true)).toEqual([expected]);
  });
});
