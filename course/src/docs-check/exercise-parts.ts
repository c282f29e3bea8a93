/**
 * A teacher's plan that says "Exercise 07 … part 3 is a behaviour to reach" must name the part the exercise's own
 * README marks so: the class is told to find that part's way alone, and the hints and the grader's wording are
 * written for it. Each exercise README marks such a part in its task list:
 *
 *   3. **The move, and where you already are (a behaviour to reach).** ...
 *   3. **移动，以及选中你已经在的位置（只给要达到的行为）。** ...
 *
 * A claim is "part N is a behaviour to reach" (`第 N 部分只给要达到的行为`) in a table row or a paragraph that names the
 * exercise before it: "Exercise 07", "练习 07", or a link into `exercises/07-tree-selection/`. It is checked against
 * the README in the file's language (the English one when there is no translation).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Lang } from "./commands.ts";
import type { Problem } from "./problem.ts";

const MARKED_PART: Record<Lang, RegExp> = {
  en: /^\s*(\d+)\.\s+\*\*[^\n]*\(a behaviour to reach\)/,
  "zh-CN": /^\s*(\d+)\.\s+\*\*[^\n]*（只给要达到的行为）/,
};
const CLAIM: Record<Lang, RegExp> = {
  en: /\b[Pp]art (\d+) is a behaviour to reach/g,
  "zh-CN": /第 ?(\d+) ?部分只给要达到的行为/g,
};
/** "Exercise 07", "练习 07", or a link into `exercises/07-name/`; a claim is about the last one before it. */
const EXERCISE = /(?:\b[Ee]xercise |练习 ?)(\d{2})\b|exercises\/(\d{2}-[\w-]+)\//g;

/** The parts an exercise's README marks as a behaviour to reach, in that README's order. */
export function markedParts(readme: string, lang: Lang): number[] {
  return readme
    .split("\n")
    .map((line) => MARKED_PART[lang].exec(line)?.[1])
    .filter((part): part is string => part !== undefined)
    .map(Number);
}

/** The problems with one Markdown file's claims about which part of an exercise is a behaviour to reach. */
export function checkPartClaims(root: string, file: string, text: string, lang: Lang): Problem[] {
  const problems: Problem[] = [];
  for (const unit of units(text)) {
    for (const claim of unit.text.matchAll(CLAIM[lang])) {
      const before = [...unit.text.slice(0, claim.index).matchAll(EXERCISE)].at(-1);
      if (before === undefined) continue; // a README speaking of its own parts, or prose about parts in general
      const folder = exerciseFolder(root, before[2] ?? before[1]!);
      const line = unit.line + countNewlines(unit.text.slice(0, claim.index));
      if (folder === undefined) {
        problems.push({ file, line, message: `"${claim[0]}" is about exercise ${before[0]}, which does not exist` });
        continue;
      }
      const readme = readmeOf(root, folder, lang);
      const marked = existsSync(join(root, readme)) ? markedParts(readFileSync(join(root, readme), "utf8"), lang) : [];
      const part = Number(claim[1]);
      if (!marked.includes(part)) {
        const which = marked.length === 0 ? "no part" : `part ${marked.join(" and ")}`;
        problems.push({
          file,
          line,
          message: `"${claim[0]}" about ${folder}, but ${readme} marks ${which} as the behaviour to reach`,
        });
      }
    }
  }
  return problems;
}

/** Table rows one by one, other text paragraph by paragraph: the place a claim and its exercise must share. */
function units(text: string): Array<{ line: number; text: string }> {
  const result: Array<{ line: number; text: string }> = [];
  let paragraph: { line: number; lines: string[] } | undefined;
  const close = () => {
    if (paragraph) result.push({ line: paragraph.line, text: paragraph.lines.join("\n") });
    paragraph = undefined;
  };
  text.split("\n").forEach((line, i) => {
    if (line.trim() === "") close();
    else if (line.trimStart().startsWith("|")) {
      close();
      result.push({ line: i + 1, text: line });
    } else if (paragraph) paragraph.lines.push(line);
    else paragraph = { line: i + 1, lines: [line] };
  });
  close();
  return result;
}

/** `07` or `07-tree-selection` to the exercise's folder name, when exactly one exists. */
function exerciseFolder(root: string, named: string): string | undefined {
  const folder = join(root, "exercises");
  if (!existsSync(folder)) return undefined;
  const matches = readdirSync(folder).filter((name) => name === named || name.startsWith(`${named}-`));
  return matches.length === 1 ? matches[0] : undefined;
}

function readmeOf(root: string, folder: string, lang: Lang): string {
  const translated = `exercises/${folder}/README.zh-CN.md`;
  return lang === "zh-CN" && existsSync(join(root, translated)) ? translated : `exercises/${folder}/README.md`;
}

function countNewlines(text: string): number {
  return text.split("\n").length - 1;
}
