/**
 * `<!-- quote: packages/session-core/src/tree.ts#add -->` before a code block
 * promises the reader that the block is that region of that file, now.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { comparableLines, firstDifference, showLine } from "./compare.ts";
import type { CodeBlock } from "./markdown.ts";
import type { BlockVerdict } from "./problem.ts";
import { extractRegion } from "./regions.ts";

/** Why the quoted block differs from its source (with the source's lines, for --fix); undefined when faithful. */
export function checkQuote(root: string, spec: string, block: CodeBlock): BlockVerdict {
  const hash = spec.indexOf("#");
  const path = hash >= 0 ? spec.slice(0, hash) : spec;
  const region = hash >= 0 ? spec.slice(hash + 1) : undefined;
  const what = region === undefined ? `quote of ${path}` : `quote of ${path} #region ${region}`;

  const file = join(root, path);
  if (!existsSync(file) || !statSync(file).isFile()) {
    return { message: `${what}: ${path} does not exist (paths are from the repository root)` };
  }
  const source = extractRegion(readFileSync(file, "utf8"), region);
  if ("error" in source) return { message: `${what}: ${path} ${source.error}` };

  const difference = firstDifference(comparableLines(block.text, block.line + 1), source.lines);
  if (difference === undefined) return undefined;
  const sourceLine = difference.inTruth ? ` (${path}:${difference.inTruth.line})` : "";
  return {
    message:
      `${what} differs at line ${difference.index} of the block${sourceLine}: ` +
      `the docs have ${showLine(difference.inDocs)}, the source has ${showLine(difference.inTruth)}`,
    truth: source.lines.map((line) => line.text),
    differsAt: difference.index,
  };
}
