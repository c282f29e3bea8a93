/**
 * docs:check reads the terms table of the Chinese glossary and fails a Chinese
 * Markdown file that writes a variant it forbids; code and the table itself
 * are left alone, and English files are not checked.
 */
import { afterEach, describe, expect, it } from "vitest";
import { checkDocs } from "../src/docs-check/check-docs.ts";
import { formatProblem } from "../src/docs-check/problem.ts";
import { type TempRepo, tempRepo } from "./temp-repo.ts";

let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

const glossary = [
  "<!-- translation-of: docs/glossary.md -->",
  "# 术语表",
  "",
  "<!-- #region terms -->",
  "| 概念 | 写作 | 不写作 | 为什么 |",
  "|---|---|---|---|",
  "| kit | 本项目 | 套件、工具包 | 不是软件包 |",
  "| branch point | 分支点 | 分叉点 | 分叉是 fork |",
  "| a part that passes | 通过 | PASS | 评分器打印通过 |",
  "| system prompt | 系统提示词 | 系统提示 | 系统提示词里的系统提示不算 |",
  "<!-- #endregion terms -->",
  "",
].join("\n");

async function termProblems(files: Record<string, string>): Promise<string[]> {
  repo = tempRepo({
    "package.json": "{}",
    "docs/glossary.md": "# Glossary\n",
    "docs/zh-CN/glossary.md": glossary,
    ...files,
  });
  const report = await checkDocs(repo.root);
  return report.problems.map(formatProblem).filter((line) => line.includes("Chinese word"));
}

describe("one word per concept in Chinese Markdown", () => {
  it("fails a variant in prose, naming the word to write and the glossary row", async () => {
    const chapter = "<!-- translation-of: docs/03.md -->\n# 会话树\n\n本套件从分叉点开始。\n";
    expect(await termProblems({ "docs/03.md": "# Tree\n", "docs/zh-CN/03.md": chapter })).toEqual([
      'docs/zh-CN/03.md:4: "套件" is not the course\'s Chinese word for kit: write 本项目 ' +
        "(docs/zh-CN/glossary.md:7, one word per concept)",
      'docs/zh-CN/03.md:4: "分叉点" is not the course\'s Chinese word for branch point: write 分支点 ' +
        "(docs/zh-CN/glossary.md:8, one word per concept)",
    ]);
  });

  it("leaves code spans, code blocks, the table itself and English files alone", async () => {
    const fence = "```";
    const chapter = `<!-- translation-of: docs/03.md -->\n# 会话树\n\n\`套件\`\n\n${fence}text\n分叉点\n${fence}\n`;
    expect(
      await termProblems({ "docs/03.md": "# Tree: 套件\n", "docs/zh-CN/03.md": chapter, "README.md": "工具包\n" }),
    ).toEqual([]);
  });

  it("finds a Latin variant only as a word of its own, and not inside the word it loses to", async () => {
    const chapter = [
      "<!-- translation-of: docs/03.md -->",
      "# 会话树",
      "",
      "每个部分打印 PASS。",
      "密码叫 PASSWORD，变量叫 KIT_PASS_LIMIT，模型读系统提示词。",
      "它接收系统提示和工具。",
      "",
    ].join("\n");
    expect(await termProblems({ "docs/03.md": "# Tree\n", "docs/zh-CN/03.md": chapter })).toEqual([
      'docs/zh-CN/03.md:4: "PASS" is not the course\'s Chinese word for a part that passes: write 通过 ' +
        "(docs/zh-CN/glossary.md:9, one word per concept)",
      'docs/zh-CN/03.md:6: "系统提示" is not the course\'s Chinese word for system prompt: write 系统提示词 ' +
        "(docs/zh-CN/glossary.md:10, one word per concept)",
    ]);
  });
});
