/**
 * A Chinese page that tells the reader to run a demo or an idea file writes
 * KIT_LANG=zh-CN in front of it, in code spans and shell blocks; output
 * blocks, other languages and English pages are left alone.
 */
import { afterEach, describe, expect, it } from "vitest";
import { checkDocs } from "../src/docs-check/check-docs.ts";
import { formatProblem } from "../src/docs-check/problem.ts";
import { type TempRepo, tempRepo } from "./temp-repo.ts";

let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

const fence = "```";

async function commandProblems(chinese: string[], english = "# Tree\n\n`npm run demo:03`\n"): Promise<string[]> {
  repo = tempRepo({
    "package.json": "{}",
    "docs/03.md": english,
    "docs/zh-CN/03.md": ["<!-- translation-of: docs/03.md -->", "# 会话树", "", ...chinese, ""].join("\n"),
  });
  const report = await checkDocs(repo.root);
  return report.problems.map(formatProblem).filter((line) => line.includes("KIT_LANG"));
}

describe("a Chinese page runs the demos in Chinese", () => {
  it("fails a demo or idea command without KIT_LANG=zh-CN, in a code span or a shell block", async () => {
    expect(
      await commandProblems([
        "运行 `npm run idea:03`，再运行 `DEMO_DIR=/tmp/kit npm run demo:04`。",
        "",
        `${fence}sh`,
        "# 注释里的 npm run demo:01 不算",
        "npm install && npm run demo:03   # 安装",
        fence,
      ]),
    ).toEqual([
      "docs/zh-CN/03.md:4: `npm run idea:03` prints English unless KIT_LANG=zh-CN is set: write " +
        "`KIT_LANG=zh-CN npm run idea:03`, so a reader on any machine sees the Chinese this page shows",
      "docs/zh-CN/03.md:4: `npm run demo:04` prints English unless KIT_LANG=zh-CN is set: write " +
        "`KIT_LANG=zh-CN DEMO_DIR=/tmp/kit npm run demo:04`, " +
        "so a reader on any machine sees the Chinese this page shows",
      "docs/zh-CN/03.md:8: `npm run demo:03` prints English unless KIT_LANG=zh-CN is set: write " +
        "`KIT_LANG=zh-CN npm run demo:03`, so a reader on any machine sees the Chinese this page shows",
    ]);
  });

  it("accepts KIT_LANG=zh-CN among assignments; leaves output blocks, other languages and English alone", async () => {
    expect(
      await commandProblems([
        "运行 `KIT_LANG=zh-CN npm run idea:03`，再运行 `DEMO_DIR=/tmp/kit KIT_LANG=zh-CN npm run demo:04`。",
        "",
        `${fence}sh`,
        "npm install && KIT_LANG=zh-CN npm run demo:03",
        fence,
        "",
        "<!-- output: demo:03 -->",
        `${fence}text`,
        "（npm run demo:03 -- --verbose 显示全部）",
        fence,
        "",
        `${fence}md`,
        "(npm run demo:03 打印的内容)",
        fence,
        "",
        "文章的 `demo:03` 命令。",
      ]).then((problems) => problems.filter((line) => !line.includes("output of"))),
    ).toEqual([]);
  });
});
