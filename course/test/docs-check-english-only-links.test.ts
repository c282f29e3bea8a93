/**
 * A link from a Chinese file to a page that exists only in English must say
 * （英文）, after the link or at the end of its text; a link to a page with a
 * Chinese version is chinese-links.ts's business, and code files, folders and
 * the language switch are left alone.
 */
import { afterEach, describe, expect, it } from "vitest";
import { checkDocs } from "../src/docs-check/check-docs.ts";
import { formatProblem } from "../src/docs-check/problem.ts";
import { type TempRepo, tempRepo } from "./temp-repo.ts";

let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

async function englishOnlyProblems(chinesePage: string[]): Promise<string[]> {
  repo = tempRepo({
    "package.json": "{}",
    "README.md": "# The kit\n",
    "README.zh-CN.md": ["<!-- translation-of: README.md -->", "# 本项目", "", ...chinesePage, ""].join("\n"),
    "CONTRIBUTING.md": "# Contributing\n\n## Set-up\n",
    "docs/benchmarks.md": "# Benchmarks\n",
    "packages/core/README.md": "# core\n",
    "packages/core/src/tree.ts": "export {};\n",
    "packages/server/README.md": "# server\n",
    "packages/server/README.zh-CN.md": "<!-- translation-of: packages/server/README.md -->\n# 服务器\n",
  });
  const report = await checkDocs(repo.root);
  return report.problems.map(formatProblem).filter((line) => line.includes("only in English"));
}

describe("a Chinese page marks a link to an English-only page （英文）", () => {
  it("fails an unmarked link to an English-only page, naming the page and the mark", async () => {
    expect(
      await englishOnlyProblems([
        "命令见 [CONTRIBUTING.md](CONTRIBUTING.md)，数字见[基准测试](docs/benchmarks.md#benchmarks)。",
        "包的说明在 [core 的 README](packages/core/README.md) 里。",
      ]),
    ).toEqual([
      "README.zh-CN.md:4: link to CONTRIBUTING.md leads a Chinese reader to CONTRIBUTING.md, which is only in " +
        "English: write （英文） right after the link, or translate the page as CONTRIBUTING.zh-CN.md and link that",
      "README.zh-CN.md:4: link to docs/benchmarks.md#benchmarks leads a Chinese reader to docs/benchmarks.md, " +
        "which is only in English: write （英文） right after the link, or translate the page as " +
        "docs/zh-CN/benchmarks.md and link that",
      "README.zh-CN.md:5: link to packages/core/README.md leads a Chinese reader to packages/core/README.md, which " +
        "is only in English: write （英文） right after the link, or translate the page as " +
        "packages/core/README.zh-CN.md and link that",
    ]);
  });

  it("accepts the mark after the link or at the end of its text", async () => {
    expect(
      await englishOnlyProblems([
        "命令见 [CONTRIBUTING.md](CONTRIBUTING.md)（英文），数字见[基准测试（英文）](docs/benchmarks.md)。",
        "- [core 的 README](packages/core/README.md) （英文）",
      ]),
    ).toEqual([]);
  });

  it("leaves code files, folders, the language switch and pages with a Chinese version to other rules", async () => {
    expect(
      await englishOnlyProblems([
        "[tree.ts](packages/core/src/tree.ts)、[core 文件夹](packages/core/)、[English](README.md)、",
        "[English](CONTRIBUTING.md)、[服务器](packages/server/README.md)。",
      ]),
    ).toEqual([]);
  });
});
