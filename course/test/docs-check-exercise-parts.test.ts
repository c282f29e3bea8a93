/**
 * A teacher's plan that says which part of an exercise is "a behaviour to reach" names the part the exercise's
 * README marks so, in English and in Chinese; and the repository's own plans do.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkDocs } from "../src/docs-check/check-docs.ts";
import { checkPartClaims, markedParts } from "../src/docs-check/exercise-parts.ts";
import { findMarkdownFiles } from "../src/docs-check/find-markdown.ts";
import { formatProblem } from "../src/docs-check/problem.ts";
import { languageOf } from "../src/docs-check/translations.ts";
import { repoRoot } from "./repo-root.ts";
import { type TempRepo, tempRepo } from "./temp-repo.ts";

const README = [
  "# Exercise 07",
  "",
  "1. **A user message.** The leaf goes to its parent.",
  "2. **Everything else.** The entry becomes the leaf.",
  "3. **The move (a behaviour to reach).** The tests check it.",
  "",
].join("\n");
const README_ZH = [
  "# 练习 07",
  "",
  "1. **用户消息。** 叶子移到它的父条目。",
  "2. **其他条目。** 条目本身成为叶子。",
  "3. **移动（只给要达到的行为）。** 由测试检查。",
  "",
].join("\n");

const plan = (part: number) =>
  [
    "# A session",
    "",
    "| minutes | project | the class |",
    "|---|---|---|",
    "| 80–105 | [Exercise 07](../../exercises/07-tree-selection/README.md) | " +
      `Write pi's rule; part ${part} is a behaviour to reach. |`,
    "",
    "Exercise 07 comes last. Its",
    `part ${part} is a behaviour to reach.`,
    "",
    "In every exercise, part 1 is a behaviour to reach or a list of steps.",
    "",
  ].join("\n");
const planZh = (part: number) =>
  [
    "<!-- translation-of: docs/teacher/plan.md -->",
    "# 一节课",
    "",
    `| 80–105 | [练习 07](../../../exercises/07-tree-selection/README.zh-CN.md) | 写出 pi 的规则；第 ${part} 部分只给要达到的行为。 |`,
    "",
  ].join("\n");

let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

/** The claims' problems in `files`, beside an exercise 07 whose READMEs mark part 3. */
function problemsIn(files: Record<string, string>): string[] {
  repo = tempRepo({
    "exercises/07-tree-selection/README.md": README,
    "exercises/07-tree-selection/README.zh-CN.md": README_ZH,
    ...files,
  });
  const root = repo.root;
  return Object.entries(files).flatMap(([file, text]) =>
    checkPartClaims(root, file, text, languageOf(file)).map(formatProblem),
  );
}

describe("which part is a behaviour to reach", () => {
  it("reads the parts an exercise README marks, in both languages", () => {
    expect(markedParts(README, "en")).toEqual([3]);
    expect(markedParts(README_ZH, "zh-CN")).toEqual([3]);
  });

  it("passes a plan that names the marked part", () => {
    expect(problemsIn({ "docs/teacher/plan.md": plan(3), "docs/zh-CN/teacher/plan.md": planZh(3) })).toEqual([]);
  });

  it("fails a plan that names another part, in a table row and in a paragraph, naming the README", () => {
    expect(problemsIn({ "docs/teacher/plan.md": plan(2) })).toEqual([
      'docs/teacher/plan.md:5: "part 2 is a behaviour to reach" about 07-tree-selection, but ' +
        "exercises/07-tree-selection/README.md marks part 3 as the behaviour to reach",
      'docs/teacher/plan.md:8: "part 2 is a behaviour to reach" about 07-tree-selection, but ' +
        "exercises/07-tree-selection/README.md marks part 3 as the behaviour to reach",
    ]);
  });

  it("fails a Chinese plan against the Chinese README", () => {
    expect(problemsIn({ "docs/zh-CN/teacher/plan.md": planZh(2) })).toEqual([
      'docs/zh-CN/teacher/plan.md:4: "第 2 部分只给要达到的行为" about 07-tree-selection, but ' +
        "exercises/07-tree-selection/README.zh-CN.md marks part 3 as the behaviour to reach",
    ]);
  });

  it("is part of docs:check", async () => {
    repo = tempRepo({
      "package.json": "{}",
      "exercises/07-tree-selection/README.md": README,
      "docs/teacher/plan.md": plan(2),
    });
    const problems = (await checkDocs(repo.root)).problems.map(formatProblem);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^docs\/teacher\/plan\.md:5: "part 2 is a behaviour to reach" about 07-tree-selection/);
  });

  it("agrees with every exercise README in the repository's own pages", () => {
    const files = findMarkdownFiles(repoRoot);
    // Not vacuous: the cross-chapter plans make such claims about exercises 03 and 07, in both languages.
    const plans = ["docs/teacher/session-the-article.md", "docs/zh-CN/teacher/session-the-article.md"];
    const claims = plans.map((file) => readFileSync(join(repoRoot, file), "utf8")).join("\n");
    expect(
      claims.match(/[Pp]art \d+ is a behaviour to reach|第 \d+ 部分只给要达到的行为/g)?.length,
    ).toBeGreaterThanOrEqual(4);
    const problems = files.flatMap((file) =>
      checkPartClaims(repoRoot, file, readFileSync(join(repoRoot, file), "utf8"), languageOf(file)),
    );
    expect(problems.map(formatProblem)).toEqual([]);
  });
});
