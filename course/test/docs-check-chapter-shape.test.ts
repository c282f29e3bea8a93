/**
 * Every chapter has one shape: a motto of at most a dozen words, a table of
 * what it adds to the last one, part 1's headings in one order, and a part 2
 * heading after about a sitting of reading. Each rule is shown failing on a
 * small chapter, in English and in Chinese.
 */
import { describe, expect, it } from "vitest";
import {
  CHAPTER_MAX_LINES,
  checkChapterShape,
  isChapter,
  mottoWords,
  PART_ONE_MAX_LINES,
} from "../src/docs-check/chapter-shape.ts";

const FILE = "docs/03-tree.md";
const ZH = "docs/zh-CN/03-tree.md";

function chapter(parts: { motto?: string; table?: boolean; headings?: string[]; filler?: number } = {}): string {
  const headings = parts.headings ?? [
    "Takeaway",
    "The idea in one screen",
    "The problem: a list",
    "Run it",
    "Part 2 · How the kit does it",
  ];
  const table =
    parts.table === false ? [] : ["| before this chapter | this chapter adds |", "| --- | --- |", "| a | b |"];
  const body = headings.flatMap((heading, i) => [
    `## ${heading}`,
    "",
    ...(i === 1 ? Array.from({ length: parts.filler ?? 0 }, (_, n) => `line ${n}`) : ["Some prose."]),
    "```sh",
    "## not a heading: inside a fence",
    "```",
    "",
  ]);
  return [
    "# Chapter 03 · The tree",
    "",
    `> ${parts.motto ?? "Entries point to parents."}`,
    "",
    ...table,
    "",
    ...body,
  ].join("\n");
}

const messages = (file: string, text: string, lang: "en" | "zh-CN" = "en") =>
  checkChapterShape(file, text, lang).map((problem) => `${problem.line}: ${problem.message}`);

describe("which files are chapters", () => {
  it("checks a chapter's main file, not its part 2 file or a page that is not a chapter", () => {
    expect(isChapter(FILE, chapter())).toBe(true);
    expect(isChapter("docs/06-compaction-in-depth.md", chapter())).toBe(false);
    expect(isChapter("docs/glossary.md", chapter())).toBe(false);
    expect(isChapter(FILE, "# The tree\n")).toBe(false);
  });
});

describe("the shape", () => {
  it("passes a chapter in the right shape, headings in code blocks not counted", () => {
    expect(messages(FILE, chapter())).toEqual([]);
  });

  it("fails a motto longer than a dozen words, counting Chinese at two characters a word", () => {
    const long = "An agent is a loop around a model that runs tools and speaks in events.";
    expect(mottoWords(long, "en")).toBe(15);
    expect(messages(FILE, chapter({ motto: long }))).toEqual([
      "3: the motto has 15 words: keep it to 12 (the takeaway says the rest)",
    ]);
    expect(mottoWords("Agent 就是围着模型转的循环，用事件说话。", "zh-CN")).toBe(9);
  });

  it("fails a chapter without the table of what it adds", () => {
    expect(messages(FILE, chapter({ table: false }))).toEqual([
      '1: before the first "## " heading, a table says what this chapter adds: header | before this chapter | ' +
        "this chapter adds |",
    ]);
  });

  it("fails part 1's headings out of order, naming the first one out of place", () => {
    const headings = ["Takeaway", "The problem: a list", "The idea in one screen", "Run it", "Part 2 · Code"];
    expect(messages(FILE, chapter({ headings }))).toEqual([
      '16: part 1\'s headings are "## Takeaway", "## The idea in one screen", "## The problem", "## Run it" in this ' +
        'order: found "## The problem: a list" as number 2',
    ]);
  });

  it("fails a chapter with no part 2 heading, and a part 1 longer than a sitting", () => {
    const noPartTwo = ["Takeaway", "The idea in one screen", "The problem: a list", "Run it", "How it is built"];
    expect(messages(FILE, chapter({ headings: noPartTwo }))).toEqual([
      '1: part 2 starts at a "## Part 2 · ..." heading, and this chapter has none',
    ]);
    const [problem] = messages(FILE, chapter({ filler: PART_ONE_MAX_LINES }));
    expect(problem).toMatch(
      /^\d+: part 1 is \d+ lines \(from the title at line 1\): keep it to 130 \(about a sitting\)/,
    );
  });

  it("holds every chapter to the length of a sitting: no file is exempt by name", () => {
    for (const file of ["docs/01-agent-loop.md", "docs/03-session-tree.md", "docs/05-session-state.md"]) {
      expect(messages(file, chapter({ filler: PART_ONE_MAX_LINES }))[0]).toMatch(/: part 1 is \d+ lines/);
    }
    const zh = chapter({
      filler: PART_ONE_MAX_LINES,
      headings: ["要点", "一屏看懂", "问题：数组", "跑一下", "第二部分 · 实现"],
    }).replace("| before this chapter | this chapter adds |", "| 上一章为止 | 本章加上 |");
    expect(messages("docs/zh-CN/04-jsonl-file.md", zh, "zh-CN")).toEqual([
      expect.stringMatching(/: part 1 is \d+ lines .*"## 第二部分 ·" heading$/),
    ]);
  });

  it("fails a chapter file over the course map's 450 lines, naming its length and where the detail goes", () => {
    const withPartTwo = (lines: number) => {
      const text = `${chapter()}\n`;
      const padding = lines - text.split("\n").length + 1;
      return `${text}${Array.from({ length: padding }, (_, n) => `part 2 line ${n}\n`).join("")}`;
    };
    expect(CHAPTER_MAX_LINES).toBe(450);
    expect(messages("docs/08-real-model.md", withPartTwo(450))).toEqual([]);
    expect(messages("docs/08-real-model.md", withPartTwo(455))).toEqual([
      "451: the chapter is 455 lines, past the 450 the course map promises: move part 2's production detail to " +
        "docs/08-real-model-in-depth.md and link it where the detail was",
    ]);
    expect(messages("docs/zh-CN/10-teaching-agent.md", withPartTwo(463))[0]).toMatch(
      /^451: the chapter is 463 lines, .* to docs\/zh-CN\/10-teaching-agent-in-depth\.md and link it/,
    );
  });

  it("holds a Chinese chapter to the same shape, in its own words", () => {
    const zh = [
      "<!-- translation-of: docs/03-tree.md -->",
      "# 第 03 章 · 会话树",
      "",
      "> 条目指向父节点，叶子决定对话。",
      "",
      "| 上一章为止 | 本章加上 |",
      "| --- | --- |",
      "| 数组 | 树 |",
      "",
      "## 要点",
      "## 一屏看懂",
      "## 问题：数组没法改主意",
      "## 跑一下",
      "## 第二部分 · 本项目的真实实现",
      "",
    ].join("\n");
    expect(messages(ZH, zh, "zh-CN")).toEqual([]);
    expect(messages(ZH, zh.replace("## 跑一下", "## 运行一下"), "zh-CN")).toHaveLength(1);
  });
});
