/**
 * No chapter gives an exercise's answer away.
 *
 * An exercise is worth doing only if the chapter before it cannot be copied.
 * Two rules, over the chapters (docs/, English and Chinese):
 *
 * 1. Each exercise lists, in `exercises/NN-name/exercise.json`, the source
 *    regions that are its answer: `{"answers": ["packages/session-core/src/tree.ts#pathToRoot"]}`.
 *    A chapter may not quote a region that shares a line with one of them
 *    (quoting the whole file, or a region around or inside the answer, counts).
 * 2. No code block in a chapter shares 4 or more consecutive lines with a
 *    reference solution in exercises/solutions/. Whitespace does not count,
 *    nor lines with no letter or digit (`}`, `});`), which any two pieces of
 *    TypeScript share.
 *
 * The teacher's folder (any `teacher...` folder under docs/) is not a chapter:
 * answers are what it is for.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { CodeBlock, MarkdownFacts, Marker } from "./markdown.ts";
import type { Problem } from "./problem.ts";
import { extractRegion } from "./regions.ts";

/** The run of shared lines that counts as a copy. */
export const SHARED_LINES = 4;

/** An answer region: where it is and which exercise it answers. */
interface Answer {
  spec: string;
  path: string;
  exercise: string;
  /** Line numbers (1-based) of the region's own lines in its file. */
  lines: Set<number>;
}

export interface SolutionIndex {
  answers: Answer[];
  /** Four normalised lines joined by "\n" → where they are in a solution (`exercises/solutions/03-x.ts:12`). */
  windows: Map<string, string>;
  /** What is wrong with the exercise.json files themselves. */
  problems: Problem[];
}

/** Is this Markdown file a chapter, where answers may not appear? */
export function isChapter(file: string): boolean {
  return file.startsWith("docs/") && !/(?:^|\/)teacher[^/]*\//.test(file);
}

/** Reads every exercise.json and every reference solution once per check. */
export function indexSolutions(root: string): SolutionIndex {
  const index: SolutionIndex = { answers: [], windows: new Map(), problems: [] };
  const exercises = join(root, "exercises");
  if (!existsSync(exercises)) return index;
  for (const name of readdirSync(exercises).sort()) {
    const manifest = `exercises/${name}/exercise.json`;
    if (existsSync(join(root, manifest))) readAnswers(root, name, manifest, index);
  }
  const solutions = join(exercises, "solutions");
  if (existsSync(solutions) && statSync(solutions).isDirectory()) {
    for (const name of readdirSync(solutions).sort()) {
      const file = `exercises/solutions/${name}`;
      if (statSync(join(root, file)).isFile()) addWindows(file, readFileSync(join(root, file), "utf8"), index.windows);
    }
  }
  return index;
}

function readAnswers(root: string, exercise: string, manifest: string, index: SolutionIndex): void {
  const fail = (message: string) => index.problems.push({ file: manifest, line: 1, message });
  let answers: unknown;
  try {
    answers = (JSON.parse(readFileSync(join(root, manifest), "utf8")) as { answers?: unknown }).answers;
  } catch (error) {
    fail(`cannot read it as JSON: ${(error as Error).message}`);
    return;
  }
  if (!Array.isArray(answers) || answers.some((answer) => typeof answer !== "string")) {
    fail(`"answers" must be a list of source regions, like ["packages/session-core/src/tree.ts#pathToRoot"]`);
    return;
  }
  for (const spec of answers as string[]) {
    const region = regionLines(root, spec);
    if ("error" in region) fail(`the answer ${spec}: ${region.error}`);
    else index.answers.push({ spec, path: region.path, exercise, lines: region.lines });
  }
}

/** The line numbers a `PATH#REGION` spec covers, or why it covers nothing. */
function regionLines(root: string, spec: string): { path: string; lines: Set<number> } | { error: string } {
  const hash = spec.indexOf("#");
  const path = hash >= 0 ? spec.slice(0, hash) : spec;
  const file = join(root, path);
  if (!existsSync(file) || !statSync(file).isFile())
    return { error: `${path} does not exist (paths are from the repository root)` };
  const region = extractRegion(readFileSync(file, "utf8"), hash >= 0 ? spec.slice(hash + 1) : undefined);
  if ("error" in region) return { error: `${path} ${region.error}` };
  return { path, lines: new Set(region.lines.filter((line) => line.text !== "").map((line) => line.line)) };
}

/** Why a quote marker in a chapter gives an answer away, or undefined. */
export function checkQuotedAnswer(root: string, marker: Marker, index: SolutionIndex): string | undefined {
  const hash = marker.spec.indexOf("#");
  const path = hash >= 0 ? marker.spec.slice(0, hash) : marker.spec;
  const candidates = index.answers.filter((answer) => answer.path === path);
  if (candidates.length === 0) return undefined;
  const quoted = regionLines(root, marker.spec);
  if ("error" in quoted) return undefined; // the quote check reports it
  const given = candidates.find((answer) => [...answer.lines].some((line) => quoted.lines.has(line)));
  if (given === undefined) return undefined;
  return (
    `quote of ${marker.spec} gives away ${given.spec}, the answer to exercise ${given.exercise} ` +
    `(exercises/${given.exercise}/exercise.json): ` +
    "explain it in prose, show the minimal version, or quote another function"
  );
}

/** Why a code block in a chapter copies a reference solution, or undefined. */
export function checkCopiedSolution(block: CodeBlock, index: SolutionIndex): string | undefined {
  const lines = significantLines(block.text, block.line + 1);
  for (let i = 0; i + SHARED_LINES <= lines.length; i++) {
    const run = lines.slice(i, i + SHARED_LINES);
    const where = index.windows.get(run.map((line) => line.text).join("\n"));
    if (where !== undefined) {
      return (
        `the code block at line ${block.line} shares ${SHARED_LINES} lines with the reference solution ${where} ` +
        `(from ${JSON.stringify(run[0]?.text)}): a chapter may not show an exercise's answer`
      );
    }
  }
  return undefined;
}

function addWindows(file: string, text: string, windows: Map<string, string>): void {
  const lines = significantLines(text, 1);
  for (let i = 0; i + SHARED_LINES <= lines.length; i++) {
    const key = lines
      .slice(i, i + SHARED_LINES)
      .map((line) => line.text)
      .join("\n");
    if (!windows.has(key)) windows.set(key, `${file}:${lines[i]?.line}`);
  }
}

/** Lines with their whitespace collapsed, without those that hold no letter or digit. */
function significantLines(text: string, firstLine: number): Array<{ text: string; line: number }> {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ text: line.replace(/\s+/g, " ").trim(), line: firstLine + index }))
    .filter((line) => /[\p{L}\p{N}]/u.test(line.text));
}

/** Every place a chapter gives an answer away: answer quotes first, then copied blocks not already reported. */
export function checkChapterAnswers(root: string, file: string, facts: MarkdownFacts, index: SolutionIndex): Problem[] {
  if (!isChapter(file)) return [];
  const problems: Problem[] = [];
  const reported = new Set<number>();
  for (const marker of facts.markers) {
    if (marker.kind !== "quote") continue;
    const message = checkQuotedAnswer(root, marker, index);
    if (message === undefined) continue;
    problems.push({ file, line: marker.line, message });
    if (marker.block) reported.add(marker.block.line);
  }
  for (const block of facts.codeBlocks) {
    const message = reported.has(block.line) ? undefined : checkCopiedSolution(block, index);
    if (message !== undefined) problems.push({ file, line: block.line, message });
  }
  return problems;
}
