/**
 * A problem docs:check found: which Markdown file, which line, and what is
 * wrong, worded so the writer can fix it without opening the checker.
 */
export interface Problem {
  /** The Markdown file, relative to the repository root, with forward slashes. */
  file: string;
  /** 1-based line of the marker, link or code span in that file. */
  line: number;
  message: string;
}

/** `docs/03-session-tree.md:42: quote of ...`: the shape editors and terminals turn into a link. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}

/** File order, then line order, so the report reads top to bottom like the docs. */
export function byPlace(a: Problem, b: Problem): number {
  return a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1;
}

/**
 * What checking one quote or output block found: nothing (undefined: it is
 * faithful), or a problem. `truth` is what the block should hold, when that is
 * known (the region exists, the command ran): `docs:check --fix` writes it.
 */
export type BlockVerdict = { message: string; truth?: string[]; differsAt?: number } | undefined;
