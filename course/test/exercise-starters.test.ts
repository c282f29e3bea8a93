/**
 * The file a learner edits speaks both languages: every starter's header names the Chinese task and chapter
 * (paths that exist), and every `// TODO(n):` says in Chinese, as well as in English, what to write, with the
 * glossary's words (docs/zh-CN/glossary.md).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeHit, findVariants, readTerms, type Term } from "../src/docs-check/terms.ts";
import { listExercises } from "../src/exercise/exercises.ts";
import { repoRoot } from "./repo-root.ts";

const exercises = listExercises(repoRoot);
const HAN = /\p{Script=Han}/u;
const TODO = /^\s*\/\/ TODO\((\d+)\):/;
const CHINESE_LINE = /^\s*\/\/\s+中文：\S/;

interface TodoBlock {
  line: number;
  part: string;
  text: string[];
}

/** Each `// TODO(n):` comment with the comment lines that continue it, up to the next TODO or the first code line. */
function todoBlocks(lines: readonly string[]): TodoBlock[] {
  const blocks: TodoBlock[] = [];
  let open: TodoBlock | undefined;
  lines.forEach((line, index) => {
    const todo = TODO.exec(line);
    if (todo !== null) {
      open = { line: index + 1, part: todo[1]!, text: [line] };
      blocks.push(open);
    } else if (open !== undefined && /^\s*\/\//.test(line)) open.text.push(line);
    else open = undefined;
  });
  return blocks;
}

it("finds every exercise", () => {
  expect(exercises.length).toBeGreaterThanOrEqual(13);
});

describe.each(exercises)("the starter of $name", (exercise) => {
  const file = `exercises/${exercise.name}/starter.ts`;
  const lines = readFileSync(exercise.starter, "utf8").split("\n");

  it("says every TODO in Chinese too: a `中文：` line in the TODO's comment", () => {
    const blocks = todoBlocks(lines);
    expect(blocks.length).toBeGreaterThan(0);
    const english = blocks.filter((block) => !block.text.some((line) => CHINESE_LINE.test(line)));
    expect(english.map((block) => `${file}:${block.line}: TODO(${block.part}) has no 中文： line`)).toEqual([]);
  });

  it("names, in its header, the Chinese task and chapter, and every Chinese path it names exists", () => {
    const header = lines.slice(0, lines.findIndex((line) => line.trim() === "*/") + 1).join("\n");
    expect(header).toContain(`exercises/${exercise.name}/README.zh-CN.md`);
    expect(header).toMatch(/docs\/zh-CN\/\d{2}-[\w-]+\.md/);
    const named = [...lines.join("\n").matchAll(/(?:docs\/zh-CN|exercises)\/[\w./-]*?\.md/g)].map((match) => match[0]);
    expect(named.filter((path) => /zh-CN/.test(path) && !existsSync(join(repoRoot, path)))).toEqual([]);
  });

  it("writes its Chinese with the glossary's words", () => {
    const terms = readTerms(repoRoot);
    expect(terms).not.toHaveProperty("error");
    const hits = lines.flatMap((line, index) => (HAN.test(line) ? findVariants(line, terms as Term[], index + 1) : []));
    expect(hits.map((hit) => `${file}:${hit.line}: ${describeHit(hit)}`)).toEqual([]);
  });
});
