/**
 * Nothing a learner reads before an exercise gives its answer away.
 *
 * An exercise is worth doing only if the chapter before it cannot be copied.
 * The rules cover the chapters (docs/, English and Chinese), the exercises'
 * READMEs and HINTS, and the idea files (demos/idea/*.ts):
 *
 * 1. Each exercise lists, in `exercises/NN-name/exercise.json`, the source
 *    regions that are its answer: `{"answers": ["packages/session-core/src/tree.ts#pathToRoot"]}`.
 *    A Markdown file may not quote a region that shares a line with one of them
 *    (quoting the whole file, or a region around or inside the answer, counts).
 * 2. No code block, and no idea file, shares 4 or more consecutive lines with
 *    a reference solution in exercises/solutions/ or with an answer region.
 *    Whitespace does not count, nor lines with no letter or digit (`}`, `});`),
 *    which any two pieces of TypeScript share.
 * 3. An exercise's README and HINTS do not name the kit code that answers it:
 *    neither the answer's file nor its function (the region name, camel-cased),
 *    unless the starter itself names it (then the learner writes it).
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
  /** The function the region holds, by the region's name camel-cased (`run-agent` → `runAgent`). */
  name: string;
  /** The words of the exercise's starter: a name it mentions is the learner's to write, so a README may say it. */
  starterNames: Set<string>;
}

export interface SolutionIndex {
  answers: Answer[];
  /**
   * Four normalised lines joined by "\n" → where they are: in a solution
   * (`the reference solution exercises/solutions/03-x.ts:12`) or in an answer region.
   */
  windows: Map<string, string>;
  /** What is wrong with the exercise.json files themselves. */
  problems: Problem[];
}

/** Is this Markdown file a chapter, where answers may not appear? */
export function isChapter(file: string): boolean {
  return file.startsWith("docs/") && !/(?:^|\/)teacher[^/]*\//.test(file);
}

const EXERCISE_TEXT = /^exercises\/(?:([^/]+)\/)?(?:README|HINTS)(?:\.zh-CN)?\.md$/;

/** Is this Markdown file read before or during an exercise: a chapter, or an exercise's README or HINTS? */
export function guardsAnswers(file: string): boolean {
  return isChapter(file) || EXERCISE_TEXT.test(file);
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
      if (statSync(join(root, file)).isFile())
        addWindows(`the reference solution ${file}`, readFileSync(join(root, file), "utf8"), index.windows);
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
  const starterNames = wordsOf(root, `exercises/${exercise}/starter.ts`);
  for (const spec of answers as string[]) {
    const region = regionLines(root, spec);
    if ("error" in region) {
      fail(`the answer ${spec}: ${region.error}`);
      continue;
    }
    const name = camelCase(spec.slice(spec.indexOf("#") + 1));
    index.answers.push({ spec, path: region.path, exercise, lines: region.lines, name, starterNames });
    const source = readFileSync(join(root, region.path), "utf8").split(/\r?\n/);
    const regionText = [...region.lines]
      .sort((a, b) => a - b)
      .map((line) => source[line - 1] ?? "")
      .join("\n");
    addWindows(`${spec}, the answer to exercise ${exercise},`, regionText, index.windows, Math.min(...region.lines));
  }
}

/** `run-agent` → `runAgent`; `pathToRoot` stays as it is. */
function camelCase(name: string): string {
  return name.replace(/-([a-z\d])/g, (_, letter: string) => letter.toUpperCase());
}

/** The words a file uses (identifiers and all): a name the starter mentions is part of the task. */
function wordsOf(root: string, file: string): Set<string> {
  if (!existsSync(join(root, file))) return new Set();
  return new Set(readFileSync(join(root, file), "utf8").match(/[A-Za-z_$][\w$]*/g) ?? []);
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

/** The first run of shared lines between `text` and an answer: where it starts in `text`, and what it copies. */
function firstCopy(
  text: string,
  firstLine: number,
  index: SolutionIndex,
): { line: number; copies: string } | undefined {
  const lines = significantLines(text, firstLine);
  for (let i = 0; i + SHARED_LINES <= lines.length; i++) {
    const run = lines.slice(i, i + SHARED_LINES);
    const where = index.windows.get(run.map((line) => line.text).join("\n"));
    if (where !== undefined) return { line: run[0]!.line, copies: `${where} (from ${JSON.stringify(run[0]?.text)})` };
  }
  return undefined;
}

/** Why a code block in a chapter copies a reference solution or an answer region, or undefined. */
export function checkCopiedSolution(block: CodeBlock, index: SolutionIndex): string | undefined {
  const copy = firstCopy(block.text, block.line + 1, index);
  if (copy === undefined) return undefined;
  return (
    `the code block at line ${block.line} shares ${SHARED_LINES} lines with ${copy.copies}: ` +
    "a chapter may not show an exercise's answer"
  );
}

/**
 * Every idea file (demos/idea/*.ts) that copies an answer. An idea shows the
 * concept; the exercise after it asks for the part the idea leaves out.
 */
export function checkIdeaFiles(root: string, index: SolutionIndex): Problem[] {
  const folder = join(root, "demos", "idea");
  if (!existsSync(folder)) return [];
  const problems: Problem[] = [];
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith(".ts")) continue;
    const file = `demos/idea/${name}`;
    const copy = firstCopy(readFileSync(join(root, file), "utf8"), 1, index);
    if (copy !== undefined) {
      const message =
        `shares ${SHARED_LINES} lines with ${copy.copies}: an idea file shows the concept, ` +
        "and the exercise asks for the part it leaves out; show the simplest version, or another part";
      problems.push({ file, line: copy.line, message });
    }
  }
  return problems;
}

/** Where an exercise's README or HINTS names the kit code that answers that exercise. */
function checkNamedAnswers(file: string, text: string, index: SolutionIndex): Problem[] {
  const exercise = EXERCISE_TEXT.exec(file)?.[1];
  if (exercise === undefined) return [];
  const problems: Problem[] = [];
  const lines = text.split(/\r?\n/);
  const reported = new Set<string>();
  for (const answer of index.answers.filter((answer) => answer.exercise === exercise)) {
    const words = [answer.path, answer.path.split("/").pop()!];
    if (!answer.starterNames.has(answer.name)) words.push(answer.name);
    lines.forEach((line, i) => {
      const named = words.find((word) => new RegExp(`(?<![\\w$/.-])${escapeRegExp(word)}(?![\\w$])`).test(line));
      if (named === undefined || reported.has(`${i}:${named}`)) return;
      reported.add(`${i}:${named}`);
      problems.push({
        file,
        line: i + 1,
        message:
          `names ${named}, where the kit answers this exercise (${answer.spec}): ` +
          "a learner would read that code instead of writing it; describe the behaviour, not where the answer is",
      });
    });
  }
  return problems;
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function addWindows(where: string, text: string, windows: Map<string, string>, firstLine = 1): void {
  const lines = significantLines(text, firstLine);
  for (let i = 0; i + SHARED_LINES <= lines.length; i++) {
    const key = lines
      .slice(i, i + SHARED_LINES)
      .map((line) => line.text)
      .join("\n");
    if (!windows.has(key)) windows.set(key, `${where}:${lines[i]?.line}`);
  }
}

/** Lines with their whitespace collapsed, without those that hold no letter or digit. */
function significantLines(text: string, firstLine: number): Array<{ text: string; line: number }> {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ text: line.replace(/\s+/g, " ").trim(), line: firstLine + index }))
    .filter((line) => /[\p{L}\p{N}]/u.test(line.text));
}

/**
 * Every place a chapter or an exercise's README or HINTS gives an answer away:
 * answer quotes first, then copied blocks not already reported, then names.
 */
export function checkChapterAnswers(
  root: string,
  file: string,
  facts: MarkdownFacts,
  index: SolutionIndex,
  text = "",
): Problem[] {
  if (!guardsAnswers(file)) return [];
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
  problems.push(...checkNamedAnswers(file, text, index));
  return problems;
}
