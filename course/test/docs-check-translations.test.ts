/**
 * Chinese files on small repositories in a temporary folder: they are checked
 * like English ones (their demos print in Chinese), and a translation whose
 * English moved on fails, naming the sections to reread.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkDocs } from "../src/docs-check/check-docs.ts";
import { formatProblem } from "../src/docs-check/problem.ts";
import { stampFiles } from "../src/docs-check/stamp.ts";
import { sectionHashes } from "../src/docs-check/translations.ts";
import { type TempRepo, tempRepo } from "./temp-repo.ts";

const fence = "```";
let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

const packageJson = JSON.stringify({ scripts: { "demo:03": "tsx demos/03.ts" } });
const demo = `console.log(process.env.KIT_LANG === "zh-CN" ? "叶子 B：u1 > a1 > u3" : "leaf B: u1 > a1 > u3");\n`;
const english = `# The session tree

One file, many branches.

## The leaf

<!-- output: demo:03 -->
${fence}text
leaf B: u1 > a1 > u3
${fence}

## Switching branch

Move the leaf.
`;
const chinese = (header: string) => `${header}
# 会话树

一个文件，多个分支。见 \`src/tree.ts\` 和 [英文版](../03-tree.md#the-session-tree)。

## 叶子

<!-- output: demo:03 -->
${fence}text
叶子 B：u1 > a1 > u3
${fence}

## 切换分支

移动叶子。
`;
const unstamped = chinese("<!-- translation-of: docs/03-tree.md -->");

async function check(): Promise<string[]> {
  if (repo === undefined) throw new Error("no repository");
  return (await checkDocs(repo.root)).problems.map(formatProblem);
}

function stampedRepo(extra: Record<string, string> = {}): TempRepo {
  const made = tempRepo({
    "package.json": packageJson,
    "demos/03.ts": demo,
    "src/tree.ts": "",
    "docs/03-tree.md": english,
    "docs/zh-CN/03-tree.md": unstamped,
    ...extra,
  });
  expect(stampFiles(made.root, ["docs/zh-CN/03-tree.md"]).errors).toEqual([]);
  return made;
}

describe("Chinese files are checked like English ones", () => {
  it("runs a Chinese file's demos with KIT_LANG=zh-CN, and an English file's in English", async () => {
    repo = stampedRepo();
    const report = await checkDocs(repo.root);
    expect(report.problems.map(formatProblem)).toEqual([]);
    expect(report.counts).toMatchObject({ outputs: 2, commandsRun: 2, translations: 1, links: 1 });
  });

  it("fails a Chinese output block that shows the English output, naming the language", async () => {
    repo = stampedRepo({ "docs/zh-CN/03-tree.md": unstamped.replace("叶子 B：u1 > a1 > u3", "leaf B: u1 > a1 > u3") });
    expect(await check()).toEqual([
      "docs/zh-CN/03-tree.md:8: output of demo:03 (KIT_LANG=zh-CN) differs at line 1 of the block: " +
        'the docs have "leaf B: u1 > a1 > u3", a fresh run printed "叶子 B：u1 > a1 > u3"',
    ]);
  });

  it("checks links, anchors and paths in the root README.zh-CN.md and an exercise's HINTS.zh-CN.md", async () => {
    repo = tempRepo({
      "package.json": "{}",
      "README.md": "# Kit\n",
      "README.zh-CN.md": "<!-- translation-of: README.md -->\n[不存在](nowhere.md)\n",
      "exercises/03-x/HINTS.md": "# Hints\n",
      "exercises/03-x/HINTS.zh-CN.md":
        "<!-- translation-of: exercises/03-x/HINTS.md -->\n`src/nowhere.ts` [锚点](HINTS.md#没有)\n",
      "src/x.ts": "",
    });
    const problems = (await check()).filter((problem) => !problem.includes("no stamp yet"));
    expect(problems).toEqual([
      "README.zh-CN.md:2: link to nowhere.md leads nowhere: nowhere.md does not exist",
      "exercises/03-x/HINTS.zh-CN.md:2: link to HINTS.md#没有: " +
        'exercises/03-x/HINTS.md has no heading with the anchor "#没有" (its anchors: hints)',
      "exercises/03-x/HINTS.zh-CN.md:2: path `src/nowhere.ts` leads nowhere: src/nowhere.ts does not exist",
    ]);
  });

  it("slugs Chinese headings as GitHub does, so links to them work", async () => {
    repo = tempRepo({
      "package.json": "{}",
      "docs/zh-CN/a.md": "<!-- translation-of: docs/a.md -->\n## 切换分支\n\n[这里](#切换分支)\n",
      "docs/a.md": "",
    });
    expect((await check()).filter((problem) => !problem.includes("no stamp yet"))).toEqual([]);
  });
});

describe("translations stay in step", () => {
  it("asks for the translation-of line in a Chinese file, and for a stamp once it is there", async () => {
    repo = tempRepo({
      "package.json": "{}",
      "docs/03-tree.md": "# Tree\n",
      "docs/zh-CN/03-tree.md": "# 会话树\n",
      "docs/zh-CN/04.md": "<!-- translation-of: docs/04.md -->\n",
    });
    repo.write("docs/zh-CN/05.md", "<!-- translation-of: docs/03-tree.md -->\n# 会话树\n");
    expect(await check()).toEqual([
      "docs/zh-CN/03-tree.md:1: a translated file must start with <!-- translation-of: PATH --> " +
        "naming the English file (PATH from the repository root)",
      "docs/zh-CN/04.md:1: translation of docs/04.md: that file does not exist (paths are from the repository root)",
      "docs/zh-CN/05.md:1: translation of docs/03-tree.md has no stamp yet: " +
        "when the translation is complete, run `npm run docs:check -- --stamp docs/zh-CN/05.md`",
    ]);
  });

  it("writes the stamp into the first line and leaves the rest of the file as it was", () => {
    repo = stampedRepo();
    const text = readFileSync(join(repo.root, "docs/zh-CN/03-tree.md"), "utf8");
    const [first, ...rest] = text.split("\n");
    const hash = "[0-9a-f]{8}";
    const sections = `\\(top\\)=${hash}, the-leaf=${hash}, switching-branch=${hash}`;
    expect(first).toMatch(new RegExp(`^<!-- translation-of: docs/03-tree\\.md; sections: ${sections} -->$`));
    expect(rest.join("\n")).toBe(unstamped.split("\n").slice(1).join("\n"));
  });

  it("fails when only the English changes, naming the sections changed, added and removed", async () => {
    repo = stampedRepo();
    repo.write(
      "docs/03-tree.md",
      english
        .replace("Move the leaf.", "Move the leaf, and write a record of it.")
        .replace("## The leaf", "## The leaf id")
        .concat("\n## Forks\n\nA new file.\n"),
    );
    expect(await check()).toEqual([
      "docs/zh-CN/03-tree.md:1: translation of docs/03-tree.md is behind the English " +
        "(sections changed: switching-branch (切换分支); added: the-leaf-id, forks; removed: the-leaf (叶子)): " +
        "update the translation, then run `npm run docs:check -- --stamp docs/zh-CN/03-tree.md`",
    ]);
    // The translator updates the text and restamps: in step again.
    stampFiles(repo.root, ["docs/zh-CN/03-tree.md"]);
    expect(await check()).toEqual([]);
  });

  it("reports the stale translation when only the English file is checked, naming the Chinese heading", async () => {
    repo = stampedRepo();
    repo.write("docs/03-tree.md", english.replace("One file, many branches.", "One file, any number of branches."));
    const report = await checkDocs(repo.root, { files: ["docs/03-tree.md"] });
    expect(report.problems.map(formatProblem)).toEqual([
      "docs/zh-CN/03-tree.md:1: translation of docs/03-tree.md is behind the English " +
        "(sections changed: (top) (会话树)): " +
        "update the translation, then run `npm run docs:check -- --stamp docs/zh-CN/03-tree.md`",
    ]);
    // Checked together, the translation is reported once.
    const both = await checkDocs(repo.root, { files: ["docs/03-tree.md", "docs/zh-CN/03-tree.md"] });
    expect(both.problems).toHaveLength(1);
  });

  it("does not count the content of quote and output blocks, which docs:check compares in every language", () => {
    const before = sectionHashes(english);
    const after = sectionHashes(english.replace("leaf B: u1 > a1 > u3", "leaf B: u1 > a1 > u3 > a3"));
    expect(after).toEqual(before);
    expect(sectionHashes(english.replace("One file", "A file"))).not.toEqual(before);
  });

  it("stamps only the translations never stamped when given no files", () => {
    repo = stampedRepo({ "docs/a.md": "# A\n", "docs/zh-CN/a.md": "<!-- translation-of: docs/a.md -->\n# 甲\n" });
    repo.write("docs/03-tree.md", `${english}\nMore.\n`);
    const result = stampFiles(repo.root, []);
    expect(result).toEqual({
      stamped: ["docs/zh-CN/a.md: stamped as the translation of docs/a.md (1 sections)"],
      errors: [],
    });
  });

  it("refuses to stamp a file that names no English file", () => {
    repo = tempRepo({ "package.json": "{}", "docs/zh-CN/a.md": "# 甲\n" });
    expect(stampFiles(repo.root, ["docs/zh-CN/a.md"]).errors).toEqual([
      "docs/zh-CN/a.md does not start with <!-- translation-of: PATH -->: write that line first",
    ]);
  });
});
