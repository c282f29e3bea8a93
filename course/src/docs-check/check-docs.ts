/**
 * docs:check: the docs may not drift from the code.
 *
 * For every Markdown file a reader opens (see find-markdown.ts):
 * 1. each `<!-- quote: FILE#REGION -->` block equals that region of the source (quotes.ts);
 * 2. each `<!-- output: demo:NN -->` block equals what a fresh run prints (outputs.ts);
 * 3. each relative link and each inline-code repository path leads somewhere (links.ts).
 *
 * It takes the repository root as a parameter, so tests run it on small
 * repositories made in a temporary folder.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Command, parseOutputSpec } from "./commands.ts";
import { findMarkdownFiles } from "./find-markdown.ts";
import { anchorCache, checkCodePath, checkLink } from "./links.ts";
import { type CodeBlock, readMarkdown } from "./markdown.ts";
import { compareOutput, outputRunner } from "./outputs.ts";
import { type Problem, byPlace } from "./problem.ts";
import { checkQuote } from "./quotes.ts";

export interface CheckOptions {
  /** Only these Markdown files (repository-relative); default: all of them. */
  files?: string[];
  /** Commands run at the same time; default 2. */
  concurrency?: number;
  /** How long one command may run; default 120 s. */
  timeoutMs?: number;
}

export interface CheckReport {
  files: string[];
  problems: Problem[];
  counts: { quotes: number; outputs: number; commandsRun: number; links: number; paths: number };
}

export async function checkDocs(root: string, options: CheckOptions = {}): Promise<CheckReport> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const files = options.files ?? findMarkdownFiles(root);
  const runner = outputRunner(root, { concurrency: options.concurrency ?? 2, timeoutMs });
  const anchorsOf = anchorCache();
  const problems: Problem[] = [];
  const pendingOutputs: Array<Promise<void>> = [];
  const counts = { quotes: 0, outputs: 0, commandsRun: 0, links: 0, paths: 0 };

  for (const file of files) {
    const absolute = join(root, file);
    const facts = readMarkdown(readFileSync(absolute, "utf8"));
    const report = (line: number, message: string | undefined) => {
      if (message !== undefined) problems.push({ file, line, message });
    };

    for (const bad of facts.malformed) {
      report(bad.line, `cannot read the marker ${bad.text}: write <!-- quote: PATH#REGION --> or <!-- output: demo:NN -->`);
    }
    for (const marker of facts.markers) {
      const block = marker.block;
      if (block === undefined) {
        report(marker.line, `the ${marker.kind} marker is not directly followed by a code block (no blank line between them)`);
      } else if (marker.kind === "quote") {
        counts.quotes++;
        report(marker.line, checkQuote(root, marker.spec, block));
      } else {
        counts.outputs++;
        const command = parseOutputSpec(marker.spec);
        if ("error" in command) report(marker.line, command.error);
        else pendingOutputs.push(checkOutput(command, block).then((message) => report(marker.line, message)));
      }
    }
    for (const link of facts.links) {
      counts.links++;
      report(link.line, checkLink(root, absolute, link.text, anchorsOf));
    }
    for (const span of facts.codeSpans) {
      counts.paths++;
      report(span.line, checkCodePath(root, absolute, span.text));
    }
  }

  async function checkOutput(command: Command, block: CodeBlock): Promise<string | undefined> {
    return compareOutput(command, block, await runner.run(command), timeoutMs);
  }

  await Promise.all(pendingOutputs);
  counts.commandsRun = runner.count;
  return { files, problems: problems.sort(byPlace), counts };
}
