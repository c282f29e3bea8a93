/**
 * docs:check: the docs may not drift from the code.
 *
 * For every Markdown file a reader opens (see find-markdown.ts):
 * 1. each `<!-- quote: FILE#REGION -->` block equals that region of the source (quotes.ts);
 * 2. each `<!-- output: demo:NN -->` block equals what a fresh run prints (outputs.ts);
 * 3. each relative link and each inline-code repository path leads somewhere (links.ts),
 *    a Chinese file links the Chinese version of a page when there is one (chinese-links.ts),
 *    and marks a link to a page that is only in English （英文） (english-only-links.ts);
 * 4. each translation is in step with the English it follows (translations.ts), also when only the
 *    English file is checked: its Chinese version is then checked for staleness too;
 * 5. no chapter, exercise README or idea file gives an exercise's answer away (solutions.ts);
 * 6. a Chinese file uses the glossary's one word per concept (terms.ts), and runs the demos with
 *    KIT_LANG=zh-CN, whose output it shows (chinese-commands.ts);
 * 7. every chapter has the same shape: a motto, what it adds, part 1's headings in order, part 2 (chapter-shape.ts);
 * 8. a claim that an exercise's part N is a behaviour to reach agrees with the exercise's README (exercise-parts.ts).
 * Chinese files are checked like English ones; their output blocks show what
 * a command prints with KIT_LANG=zh-CN.
 *
 * With `fix`, a differing quote or output block whose truth is known is
 * rewritten in place instead of reported (rewrite-blocks.ts), and so is a
 * Chinese file's link to an English page whose Chinese version is known.
 *
 * It takes the repository root as a parameter, so tests run it on small
 * repositories made in a temporary folder.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { commandLimitMs } from "../command-limit.ts";
import { checkChapterShape, isChapter } from "./chapter-shape.ts";
import { checkChineseCommands } from "./chinese-commands.ts";
import { checkChineseLink, chineseCounterpart, headingCache, rewriteLinks } from "./chinese-links.ts";
import { type Command, parseOutputSpec } from "./commands.ts";
import { checkEnglishOnlyLink } from "./english-only-links.ts";
import { checkPartClaims } from "./exercise-parts.ts";
import { findMarkdownFiles } from "./find-markdown.ts";
import { gitIgnored } from "./ignored.ts";
import { anchorCache, checkLinksOf } from "./links.ts";
import { type CodeBlock, readMarkdown } from "./markdown.ts";
import { compareOutput, outputRunner } from "./outputs.ts";
import { type BlockVerdict, byPlace, type Problem } from "./problem.ts";
import { checkQuote } from "./quotes.ts";
import { applyBlockFixes } from "./rewrite-blocks.ts";
import { checkChapterAnswers, checkIdeaFiles, guardsAnswers, indexSolutions, type SolutionIndex } from "./solutions.ts";
import { describeHit, findVariantsInMarkdown, GLOSSARY, readTerms, type Term } from "./terms.ts";
import { checkTranslation, languageOf, readHeader } from "./translations.ts";

export interface CheckOptions {
  /** Only these Markdown files (repository-relative); default: all of them. */
  files?: string[];
  /** Commands run at the same time; default 2. */
  concurrency?: number;
  /** How long one command may run: a bound on a hang; default 600 s, or KIT_COMMAND_LIMIT_S (command-limit.ts). */
  timeoutMs?: number;
  /** Rewrite each differing quote from its source and each differing output block from a fresh run. */
  fix?: boolean;
}

export interface CheckReport {
  files: string[];
  problems: Problem[];
  /** With `fix`: the blocks rewritten (file, marker line, what was rewritten). They are no longer problems. */
  changes: Problem[];
  counts: { quotes: number; outputs: number; commandsRun: number; links: number; paths: number; translations: number };
}

export async function checkDocs(root: string, options: CheckOptions = {}): Promise<CheckReport> {
  // Generous: beside other work on two cores a tsx process has needed minutes just to start.
  const timeoutMs = options.timeoutMs ?? commandLimitMs(600_000);
  const files = options.files ?? findMarkdownFiles(root);
  const runner = outputRunner(root, { concurrency: options.concurrency ?? 2, timeoutMs });
  const anchorsOf = anchorCache();
  const ignored = gitIgnored(root);
  const headingsOf = headingCache();
  /** With `fix`: per file, each link destination to rewrite and what it becomes. */
  const linkFixes = new Map<string, Map<string, string>>();
  let solutionIndex: SolutionIndex | undefined;
  // Read once, and only when a chapter is checked; its own problems (a bad exercise.json) are reported then.
  const solutions = (): SolutionIndex => {
    if (solutionIndex === undefined) {
      solutionIndex = indexSolutions(root);
      problems.push(...solutionIndex.problems);
    }
    return solutionIndex;
  };
  let terms: Term[] | undefined;
  // Read once, when the first Chinese file is checked; a table that cannot be read is a problem of the glossary.
  const chineseTerms = (): Term[] => {
    if (terms === undefined) {
      const read = readTerms(root);
      if ("error" in read) problems.push({ file: GLOSSARY, line: 1, message: read.error });
      terms = "error" in read ? [] : read;
    }
    return terms;
  };
  const problems: Problem[] = [];
  const fixable: FixableBlock[] = [];
  const pendingOutputs: Array<Promise<void>> = [];
  const counts = { quotes: 0, outputs: 0, commandsRun: 0, links: 0, paths: 0, translations: 0 };

  for (const file of files) {
    const absolute = join(root, file);
    const text = readFileSync(absolute, "utf8");
    const facts = readMarkdown(text);
    const lang = languageOf(file);
    const report = (line: number, message: string | undefined) => {
      if (message !== undefined) problems.push({ file, line, message });
    };
    const judge = (line: number, block: CodeBlock, what: string, verdict: BlockVerdict) => {
      if (verdict === undefined) return;
      if (options.fix && verdict.truth !== undefined)
        fixable.push({ file, line, block, what, verdict, truth: verdict.truth });
      else report(line, verdict.message);
    };

    if (readHeader(text) !== undefined) counts.translations++;
    report(1, checkTranslation(root, file, text));
    const translation = lang === "en" ? chineseCounterpart(file) : undefined;
    if (translation !== undefined && !files.includes(translation) && existsSync(join(root, translation))) {
      // The writer checks the English file they edited; the translation it made stale is reported with it.
      const stale = checkTranslation(root, translation, readFileSync(join(root, translation), "utf8"));
      if (stale !== undefined) problems.push({ file: translation, line: 1, message: stale });
    }
    for (const bad of facts.malformed) {
      report(
        bad.line,
        `cannot read the marker ${bad.text}: write <!-- quote: PATH#REGION --> or <!-- output: demo:NN -->`,
      );
    }
    for (const marker of facts.markers) {
      const block = marker.block;
      if (block === undefined) {
        report(
          marker.line,
          `the ${marker.kind} marker is not directly followed by a code block (no blank line between them)`,
        );
      } else if (marker.kind === "quote") {
        counts.quotes++;
        judge(marker.line, block, `quote of ${marker.spec} from its source`, checkQuote(root, marker.spec, block));
      } else {
        counts.outputs++;
        const command = parseOutputSpec(marker.spec, lang);
        if ("error" in command) report(marker.line, command.error);
        else {
          const what = `output of ${command.label} from a fresh run`;
          pendingOutputs.push(checkOutput(command, block).then((verdict) => judge(marker.line, block, what, verdict)));
        }
      }
    }
    if (lang === "zh-CN") {
      for (const hit of findVariantsInMarkdown(text, chineseTerms())) report(hit.line, describeHit(hit));
      problems.push(...checkChineseCommands(file, text));
    }
    if (isChapter(file, text)) problems.push(...checkChapterShape(file, text, lang));
    problems.push(...checkPartClaims(root, file, text, lang));
    if (guardsAnswers(file)) problems.push(...checkChapterAnswers(root, file, facts, solutions(), text));
    problems.push(...checkLinksOf(root, file, facts, { anchorsOf, ignored }));
    counts.links += facts.links.length;
    counts.paths += facts.codeSpans.length;
    for (const link of facts.links) {
      report(link.line, checkEnglishOnlyLink(root, file, link));
      const english = checkChineseLink(root, file, link, headingsOf);
      if (english === undefined) continue;
      if (options.fix && english.replacement !== undefined) {
        const fixes = linkFixes.get(file) ?? new Map<string, string>();
        fixes.set(link.text, english.replacement);
        linkFixes.set(file, fixes);
      } else report(link.line, english.message);
    }
  }

  // The idea files are read with the chapters that quote them: they must not answer an exercise either.
  if (files.some(guardsAnswers)) problems.push(...checkIdeaFiles(root, solutions()));

  async function checkOutput(command: Command, block: CodeBlock): Promise<BlockVerdict> {
    return compareOutput(command, block, await runner.run(command), timeoutMs);
  }

  await Promise.all(pendingOutputs);
  counts.commandsRun = runner.count;
  // Links first: rewriting them keeps every line where it was, so the blocks' lines stay right.
  const linkChanges = applyLinkFixes(root, linkFixes);
  const changes = [...linkChanges, ...applyFixes(root, fixable, problems)];
  return { files, problems: problems.sort(byPlace), changes: changes.sort(byPlace), counts };
}

/** Rewrites each Chinese file's links to English pages, and says what it rewrote (on line 1 of each file). */
function applyLinkFixes(root: string, linkFixes: Map<string, Map<string, string>>): Problem[] {
  const changes: Problem[] = [];
  for (const [file, fixes] of linkFixes) {
    const path = join(root, file);
    writeFileSync(path, rewriteLinks(readFileSync(path, "utf8"), fixes));
    const list = [...fixes].map(([from, to]) => `${from} -> ${to}`).join(", ");
    changes.push({
      file,
      line: 1,
      message: `rewrote ${fixes.size === 1 ? "1 link" : `${fixes.size} links`} to the Chinese pages: ${list}`,
    });
  }
  return changes;
}

/** A differing block whose truth is known, waiting for --fix to write it. */
interface FixableBlock {
  file: string;
  /** The marker's line, where the problem would have been reported. */
  line: number;
  block: CodeBlock;
  /** `quote of src/tree.ts#add from its source`. */
  what: string;
  verdict: NonNullable<BlockVerdict>;
  truth: string[];
}

/**
 * Writes the fixes, one file at a time, and returns what changed. A file whose
 * blocks cannot all be located is left untouched, and its blocks stay problems.
 */
function applyFixes(root: string, fixable: FixableBlock[], problems: Problem[]): Problem[] {
  const changes: Problem[] = [];
  for (const file of new Set(fixable.map((fix) => fix.file))) {
    const blocks = fixable.filter((fix) => fix.file === file);
    const path = join(root, file);
    const result = applyBlockFixes(
      readFileSync(path, "utf8"),
      blocks.map((fix) => ({ fenceLine: fix.block.line, lines: fix.truth, current: fix.block.text })),
    );
    if ("failed" in result) {
      for (const fix of blocks)
        problems.push({
          file,
          line: fix.line,
          message: `${fix.verdict.message} (--fix left ${file} alone: ${result.why})`,
        });
      continue;
    }
    writeFileSync(path, result.text);
    for (const fix of blocks) {
      changes.push({
        file,
        line: fix.line,
        message: `rewrote the ${fix.what} (it differed at line ${fix.verdict.differsAt} of the block)`,
      });
    }
  }
  return changes;
}
