/**
 * A Chinese page asks for Chinese output.
 *
 * The demos, the idea files, the `session` inspector and the exercise grader
 * print English unless `KIT_LANG=zh-CN` is set (or the locale is Chinese).
 * A Chinese page shows their Chinese output, so a command it tells the reader
 * to type must carry `KIT_LANG=zh-CN`, or a reader on an English machine sees
 * something else than the page (for demo 03 even a different story). One way
 * of writing it on every page: `KIT_LANG=zh-CN npm run demo:04`.
 *
 * Read: code spans, and code blocks written as shell (`sh`, `bash`, `shell`,
 * `console` or no language). Left alone: blocks under a quote or output
 * marker, which show what a program prints, and other languages.
 */
import { type CodeBlock, readMarkdown } from "./markdown.ts";
import type { Problem } from "./problem.ts";
import { languageOf } from "./translations.ts";

/** The scripts whose words follow KIT_LANG. */
const COMMAND = /\bnpm run (demo:\d\d|idea:\d\d)\b/g;
const SHELL = new Set(["", "sh", "bash", "shell", "console"]);
/** `KIT_LANG=zh-CN` among the `NAME=value` assignments right before `npm`. */
const ASSIGNMENTS = /(?:^|[\s;&|(])((?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)*)$/;

export function checkChineseCommands(file: string, text: string): Problem[] {
  if (languageOf(file) !== "zh-CN") return [];
  const facts = readMarkdown(text);
  const marked = new Set(facts.markers.flatMap((marker) => (marker.block ? [marker.block.line] : [])));
  const problems: Problem[] = [];
  const check = (line: string, lineNumber: number) => {
    for (const match of line.matchAll(COMMAND)) {
      const before = line.slice(0, match.index);
      const assignments = ASSIGNMENTS.exec(before)?.[1] ?? "";
      if (/(?:^|\s)KIT_LANG=zh-CN\s/.test(` ${assignments}`)) continue;
      problems.push({
        file,
        line: lineNumber,
        message:
          `\`npm run ${match[1]}\` prints English unless KIT_LANG=zh-CN is set: write ` +
          `\`KIT_LANG=zh-CN ${before.slice(before.length - assignments.length)}npm run ${match[1]}\`, ` +
          "so a reader on any machine sees the Chinese this page shows",
      });
    }
  };
  for (const span of facts.codeSpans) check(span.text, span.line);
  for (const block of facts.codeBlocks.filter((block) => isShell(block) && !marked.has(block.line))) {
    block.text.split("\n").forEach((line, offset) => {
      if (!/^\s*#/.test(line)) check(line, block.line + 1 + offset);
    });
  }
  return problems.sort((a, b) => a.line - b.line);
}

function isShell(block: CodeBlock): boolean {
  return SHELL.has(block.lang ?? "");
}
