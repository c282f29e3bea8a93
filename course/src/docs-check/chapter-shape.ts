/**
 * Every chapter has the same shape, so a reader knows where they are and a
 * class can stop at the end of part 1:
 *
 *   # Chapter NN · Title
 *   > a motto of at most a dozen words
 *   | before this chapter | this chapter adds |      (what it adds to the last one)
 *   ## Takeaway
 *   ## The idea in one screen
 *   ## The problem: ...
 *   ## Run it                                        (the demo)
 *   ...
 *   ## Part 2 · ...                                  (part 1 ends here: about a sitting)
 *   ...                                              (the whole file: at most 450 lines)
 *
 * Chinese chapters have the same shape with their own words. Only the main
 * file of a chapter is checked (`docs/NN-name.md`, titled `# Chapter NN · ...`
 * or `# 第 NN 章 · ...`); a `-in-depth.md` file is its part 2.
 */

import type { Lang } from "./commands.ts";
import type { Problem } from "./problem.ts";

/** "About 120 lines": part 1, its code and output included, from the title to the part 2 heading. */
export const PART_ONE_MAX_LINES = 130;
/**
 * The whole chapter file, as the course map (docs/README.md) promises: part 2's production detail that does not
 * fit goes to the chapter's `-in-depth.md` file, linked where the detail was.
 */
export const CHAPTER_MAX_LINES = 450;
export const MOTTO_MAX_WORDS = 12;

interface ShapeWords {
  /** The part 1 headings, in order, as the start of each `## ` heading. */
  partOne: string[];
  partTwo: string;
  /** The header row of the "what this chapter adds" table, cells trimmed. */
  tableHeader: string[];
}

export const SHAPE_WORDS: Record<Lang, ShapeWords> = {
  en: {
    partOne: ["Takeaway", "The idea in one screen", "The problem", "Run it"],
    partTwo: "Part 2 ·",
    tableHeader: ["before this chapter", "this chapter adds"],
  },
  "zh-CN": {
    partOne: ["要点", "一屏看懂", "问题", "跑一下"],
    partTwo: "第二部分 ·",
    tableHeader: ["上一章为止", "本章加上"],
  },
};

const CHAPTER_FILE = /^docs\/(zh-CN\/)?\d{2}-[\w-]+\.md$/;
const CHAPTER_TITLE = /^# (Chapter \d{2} ·|第 \d{2} 章 ·)/m;

/** Is this a chapter's main file (not its `-in-depth` part 2): `docs/NN-name.md` titled `# Chapter NN · ...`? */
export function isChapter(file: string, text: string): boolean {
  return CHAPTER_FILE.test(file) && !file.endsWith("-in-depth.md") && CHAPTER_TITLE.test(text);
}

/** Words in a motto: English by spaces; Chinese at two characters a word, a Latin word counting as one. */
export function mottoWords(text: string, lang: Lang): number {
  const plain = text.replace(/[*_`>]/g, " ").trim();
  if (lang === "en") return plain.split(/\s+/).filter(Boolean).length;
  const han = plain.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = plain.match(/[A-Za-z0-9][\w'-]*/g)?.length ?? 0;
  return Math.ceil(han / 2) + latin;
}

interface Line {
  number: number;
  text: string;
}

/** The lines outside fenced code blocks, numbered from 1. */
function proseLines(text: string): Line[] {
  const lines: Line[] = [];
  let fence: string | undefined;
  text.split("\n").forEach((line, i) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && opening !== undefined) fence = opening[0]!.repeat(opening.length);
    else if (fence !== undefined && line.trim().startsWith(fence)) fence = undefined;
    else if (fence === undefined) lines.push({ number: i + 1, text: line });
  });
  return lines;
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/** The problems with one chapter's shape; `file` is repository-relative. */
export function checkChapterShape(file: string, text: string, lang: Lang): Problem[] {
  const words = SHAPE_WORDS[lang];
  const problems: Problem[] = [];
  const report = (line: number, message: string) => problems.push({ file, line, message });
  const lines = proseLines(text);
  const title = lines.find((line) => line.text.startsWith("# "));
  if (title === undefined) return [{ file, line: 1, message: "a chapter starts with a `# ` title" }];
  const headings = lines.filter((line) => line.text.startsWith("## "));
  const top = lines.filter((line) => line.number > title.number && line.number < (headings[0]?.number ?? Infinity));

  const motto = top.find((line) => line.text.trim() !== "");
  if (motto === undefined || !motto.text.startsWith("> ")) {
    report(motto?.number ?? title.number, `the title is followed by a motto: one "> " line of at most a dozen words`);
  } else {
    const count = mottoWords(motto.text, lang);
    if (count > MOTTO_MAX_WORDS) {
      report(motto.number, `the motto has ${count} words: keep it to ${MOTTO_MAX_WORDS} (the takeaway says the rest)`);
    }
  }

  const header = words.tableHeader.join(" | ");
  if (!top.some((line) => line.text.trim().startsWith("|") && cells(line.text).join(" | ") === header)) {
    report(title.number, `before the first "## " heading, a table says what this chapter adds: header | ${header} |`);
  }

  // The first heading out of order is reported; the ones after it would only repeat the news.
  const wrong = words.partOne.findIndex((expected, i) => !headings[i]?.text.slice(3).startsWith(expected));
  if (wrong >= 0) {
    const heading = headings[wrong];
    const found = heading === undefined ? "no such heading" : `"${heading.text}"`;
    const order = words.partOne.map((name) => `"## ${name}"`).join(", ");
    report(
      heading?.number ?? title.number,
      `part 1's headings are ${order} in this order: found ${found} as number ${wrong + 1}`,
    );
  }

  const partTwo = headings.find((heading) => heading.text.slice(3).startsWith(words.partTwo));
  if (partTwo === undefined) {
    report(title.number, `part 2 starts at a "## ${words.partTwo} ..." heading, and this chapter has none`);
  } else {
    const length = partTwo.number - title.number;
    if (length > PART_ONE_MAX_LINES) {
      report(
        partTwo.number,
        `part 1 is ${length} lines (from the title at line ${title.number}): keep it to ${PART_ONE_MAX_LINES} ` +
          `(about a sitting), and move the detail after this "## ${words.partTwo}" heading`,
      );
    }
  }
  const total = lineCount(text);
  if (total > CHAPTER_MAX_LINES) {
    report(
      CHAPTER_MAX_LINES + 1,
      `the chapter is ${total} lines, past the ${CHAPTER_MAX_LINES} the course map promises: move part 2's ` +
        `production detail to ${file.replace(/\.md$/, "-in-depth.md")} and link it where the detail was`,
    );
  }
  return problems;
}

/** Lines as `wc -l` and an editor count them: a final newline does not start another line. */
function lineCount(text: string): number {
  const lines = text.split("\n");
  return text.endsWith("\n") ? lines.length - 1 : lines.length;
}
