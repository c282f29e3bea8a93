/**
 * One word per concept in the Chinese strings of the code: the demos' zh-CN
 * words, the page's zh-CN texts, what the teaching model and the runs say in
 * Chinese, and the sample workspace's Chinese files (the model quotes them).
 * The words come from the table in docs/zh-CN/glossary.md (read by
 * course/src/docs-check/terms.ts); the Markdown side is checked by docs:check.
 */
import { type Dirent, existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findMarkdownFiles } from "../src/docs-check/find-markdown.ts";
import { describeHit, findVariants, findVariantsInMarkdown, readTerms, type Term } from "../src/docs-check/terms.ts";
import { languageOf } from "../src/docs-check/translations.ts";
import { repoRoot } from "./repo-root.ts";

/** Where Chinese strings live, from the repository root: folders are read for every .ts file below them. */
const SOURCES = [
  "demos",
  "packages/teaching-agent/src/web/i18n/zh-CN.ts",
  "packages/agent-loop/src/teaching",
  "packages/session-core/src",
  "packages/agent-loop/src/words",
  "packages/server/src/words.ts",
  "packages/server/src/compaction-words.ts",
  "packages/server/src/error-words.ts",
  "packages/server/src/context-edit-words.ts",
  "packages/classroom/src/serve-class-words.ts",
  "packages/teaching-agent/src/export/viewer-words.ts",
  "packages/teaching-agent/src/pi-sessions/list-words.ts",
  "packages/classroom/src/web/class-words.ts",
  "course/src/exercise/messages.ts",
  "packages/classroom/src/server/class-error-words.ts",
];

/** Every file of the packages named for its words (`words.ts`, `*-words.ts`): each must be in SOURCES. */
function wordsFiles(path: string): string[] {
  return typescriptFiles(path).filter((file) => /(?:^|[/-])words\.ts$/.test(file));
}

/** The sample workspace's Chinese files: not docs (docs:check skips them), but the zh runs read and quote them. */
const SAMPLE_WORKSPACE = "packages/agent-loop/sample-workspace";

function chineseSampleFiles(path: string): string[] {
  return readdirSync(join(repoRoot, path), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? chineseSampleFiles(`${path}/${entry.name}`)
      : entry.name.endsWith(".zh-CN.md")
        ? [`${path}/${entry.name}`]
        : [],
  );
}

function typescriptFiles(path: string): string[] {
  const full = join(repoRoot, path);
  let entries: Dirent[];
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOTDIR") return path.endsWith(".ts") ? [path] : [];
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? typescriptFiles(`${path}/${entry.name}`)
      : entry.name.endsWith(".ts")
        ? [`${path}/${entry.name}`]
        : [],
  );
}

/** `file:line: problem` for each variant on a line that holds Chinese text. */
function variantsIn(file: string, terms: Term[]): string[] {
  return readFileSync(join(repoRoot, file), "utf8")
    .split("\n")
    .flatMap((line, index) => (/\p{Script=Han}/u.test(line) ? findVariants(line, terms, index + 1) : []))
    .map((hit) => `${file}:${hit.line}: ${describeHit(hit)}`);
}

describe("one word per concept in the Chinese strings of the code", () => {
  const terms = readTerms(repoRoot);

  it("the glossary's terms table can be read and is not empty", () => {
    expect(terms).not.toHaveProperty("error");
    expect((terms as Term[]).length).toBeGreaterThanOrEqual(6);
    expect((terms as Term[]).find((term) => term.word === "本项目")?.forbidden).toEqual(["套件", "工具包"]);
  });

  it("holds one word for each concept that drifted in the Chinese pages", () => {
    const wordFor = (variant: string) => (terms as Term[]).find((term) => term.forbidden.includes(variant))?.word;
    expect(["计分练习", "带评分的练习", "PASS", "FAIL", "逐步", "性能测试", "系统提示", "补发"].map(wordFor)).toEqual([
      "评分练习",
      "评分练习",
      "通过、失败",
      "通过、失败",
      "单步",
      "基准测试",
      "系统提示词",
      "重放",
    ]);
  });

  it("no Chinese Markdown page writes a variant (the quick twin of docs:check's rule, file and line)", () => {
    const pages = findMarkdownFiles(repoRoot).filter((file) => languageOf(file) === "zh-CN");
    expect(pages.length).toBeGreaterThan(40);
    const hits = pages.flatMap((file) =>
      findVariantsInMarkdown(readFileSync(join(repoRoot, file), "utf8"), terms as Term[]).map(
        (hit) => `${file}:${hit.line}: ${describeHit(hit)}`,
      ),
    );
    expect(hits).toEqual([]);
  });

  it("no demo, page text or teaching string writes a variant the glossary forbids", () => {
    const files = SOURCES.flatMap(typescriptFiles);
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((file) => variantsIn(file, terms as Term[]))).toEqual([]);
  });

  it("reads every words file of the packages (a new one is checked as soon as it exists)", () => {
    const read = new Set(SOURCES.flatMap(typescriptFiles));
    const unread = readdirSync(join(repoRoot, "packages"))
      .flatMap((name) => wordsFiles(`packages/${name}/src`))
      .filter((file) => !read.has(file));
    expect(unread).toEqual([]);
  });

  it("no exercise title the grader prints in Chinese writes a variant", () => {
    const files = readdirSync(join(repoRoot, "exercises"))
      .map((name) => `exercises/${name}/titles.zh-CN.json`)
      .filter((file) => existsSync(join(repoRoot, file)));
    expect(files.length).toBeGreaterThanOrEqual(13);
    expect(files.flatMap((file) => variantsIn(file, terms as Term[]))).toEqual([]);
  });

  it("no Chinese file of the sample workspace writes a variant either", () => {
    const files = chineseSampleFiles(SAMPLE_WORKSPACE);
    expect(files).toContain(`${SAMPLE_WORKSPACE}/agent-loop.zh-CN.md`);
    expect(files.flatMap((file) => variantsIn(file, terms as Term[]))).toEqual([]);
  });
});
