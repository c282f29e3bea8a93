/**
 * One word per concept in Chinese.
 *
 * The Chinese glossary (`docs/zh-CN/glossary.md`) holds, between
 * `<!-- #region terms -->` and `<!-- #endregion terms -->`, a table of the
 * concepts whose Chinese word drifted: the word to write and the variants not
 * to write (`本项目`, not `套件`). The glossary is the source; this file only
 * reads the table and finds the variants, in Chinese Markdown (docs:check) and
 * in the Chinese strings of the code (course/test/chinese-terms.test.ts).
 *
 * Code spans and code blocks are left alone: code and output are checked
 * where they come from.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const GLOSSARY = "docs/zh-CN/glossary.md";

export interface Term {
  /** The concept, as the table names it (`kit`). */
  concept: string;
  /** The word to write (`本项目`). */
  word: string;
  /** Words not to write for it (`套件`, `工具包`). */
  forbidden: string[];
  /** The table's line, to point at the rule. */
  line: number;
}

export interface TermHit {
  line: number;
  found: string;
  term: Term;
}

const REGION = /<!--\s*#region terms\s*-->([\s\S]*?)<!--\s*#endregion terms\s*-->/;

/** The terms table of the glossary, or why it cannot be read. */
export function readTerms(root: string): Term[] | { error: string } {
  const path = join(root, GLOSSARY);
  if (!existsSync(path)) return [];
  const text = readFileSync(path, "utf8");
  const region = REGION.exec(text);
  if (region?.[1] === undefined) return [];
  const firstLine = text.slice(0, region.index).split("\n").length;
  const terms: Term[] = [];
  region[1].split("\n").forEach((row, offset) => {
    const cells = row.split("|").map((cell) => cell.trim());
    // | concept | word | forbidden | why |: skip the header and the |---| line.
    if (cells.length < 5 || /^-+$/.test(cells[1] ?? "") || cells[1] === "概念") return;
    const [, concept = "", word = "", forbidden = ""] = cells;
    terms.push({
      concept: concept.replace(/`/g, ""),
      word: word.replace(/`/g, ""),
      forbidden: forbidden
        .split(/[、,，]/)
        .map((variant) => variant.replace(/`/g, "").trim())
        .filter((variant) => variant !== "" && variant !== "–"),
      line: firstLine + offset,
    });
  });
  const empty = terms.find((term) => term.word === "" || term.forbidden.length === 0);
  if (empty)
    return { error: `${GLOSSARY}:${empty.line}: a terms row needs a word and at least one variant not to write` };
  return terms;
}

/** Each forbidden variant in Chinese Markdown prose: fenced blocks, code spans and the terms table itself skipped. */
export function findVariantsInMarkdown(text: string, terms: Term[]): TermHit[] {
  const hits: TermHit[] = [];
  let fence: string | undefined;
  let inTable = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(raw)?.[1];
    if (fence !== undefined) {
      if (opening !== undefined && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
      return;
    }
    if (opening !== undefined) {
      fence = opening;
      return;
    }
    if (/<!--\s*#region terms\s*-->/.test(raw)) inTable = true;
    if (/<!--\s*#endregion terms\s*-->/.test(raw)) inTable = false;
    if (inTable) return;
    hits.push(...findVariants(raw.replace(/`[^`]*`/g, ""), terms, index + 1));
  });
  return hits;
}

/** Each forbidden variant in one line of text. */
export function findVariants(line: string, terms: Term[], lineNumber: number): TermHit[] {
  return terms.flatMap((term) => {
    // A variant can be part of the word itself (系统提示 in 系统提示词): the word's own occurrences do not count.
    const rest = line.split(term.word).join("\u0000");
    return term.forbidden
      .filter((variant) => variantPattern(variant).test(rest))
      .map((found) => ({ line: lineNumber, found, term }));
  });
}

/**
 * Where a variant counts: anywhere for Chinese, but a Latin variant only as a
 * word of its own, so `PASS` is found in "打印 PASS" and not in `PASSWORD` or
 * `KIT_CLASS_FAILED_JOINS_PER_MINUTE`.
 */
function variantPattern(variant: string): RegExp {
  const escaped = variant.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const before = /^\w/.test(variant) ? "(?<![\\w])" : "";
  const after = /\w$/.test(variant) ? "(?![\\w])" : "";
  return new RegExp(`${before}${escaped}${after}`);
}

export function describeHit(hit: TermHit): string {
  return (
    `"${hit.found}" is not the course's Chinese word for ${hit.term.concept}: write ${hit.term.word} ` +
    `(${GLOSSARY}:${hit.term.line}, one word per concept)`
  );
}
