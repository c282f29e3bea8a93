/**
 * `npm run docs:check [-- --fix] [-- FILE.md ...]`: checks the docs against the
 * code and prints one line per problem, then a summary. Exits 1 if anything is
 * wrong. With file arguments it checks only those files (quicker while writing
 * a chapter: only their demos run).
 *
 * `--fix` rewrites every quote that differs from its source region and every
 * output block that differs from a fresh run of its command, then lists what
 * it rewrote; what it cannot fix (a missing region, a broken link) is still a
 * problem. Review the rewritten blocks with `git diff` before committing: the
 * fix makes the docs match the code, it cannot tell whether the code is right.
 *
 * `--stamp FILE...` records, in each translated file's first line, the English
 * text it now follows (translations.ts); `--stamp` alone stamps every
 * translated file that has never been stamped. It checks nothing else.
 */
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { checkDocs } from "./check-docs.ts";
import { formatProblem } from "./problem.ts";
import { stampFiles } from "./stamp.ts";

const root = join(import.meta.dirname, "..", "..", "..");
// npm runs scripts from the repository root; INIT_CWD is where the reader typed the command.
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const args = process.argv.slice(2);
const options = args.filter((arg) => arg.startsWith("--"));
const unknown = options.filter((arg) => arg !== "--fix" && arg !== "--stamp");
if (unknown.length > 0 || options.length > 1) {
  const why = unknown.length > 0 ? `unknown option ${unknown.join(", ")}` : "use one option at a time";
  console.log(`docs:check: ${why} (known: --fix, --stamp)`);
  process.exit(2);
}
const files = args
  .filter((arg) => !arg.startsWith("--"))
  .map((file) => relative(root, resolve(typedFrom, file)).split("\\").join("/"));

const missing = files.filter((file) => !existsSync(join(root, file)));
if (missing.length > 0) {
  console.log(`docs:check: no such file: ${missing.join(", ")} (paths are from where you typed the command)`);
  process.exit(2);
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;

if (options[0] === "--stamp") {
  const { stamped, errors } = stampFiles(root, files);
  for (const line of stamped) console.log(line);
  for (const error of errors) console.log(`docs:check --stamp: ${error}`);
  console.log(`docs:check --stamp: stamped ${count(stamped.length, "translation")}`);
  process.exit(errors.length === 0 ? 0 : 1);
}

const fix = options[0] === "--fix";
const report = await checkDocs(root, { fix, ...(files.length > 0 ? { files } : {}) });
for (const change of report.changes) console.log(formatProblem(change));
for (const problem of report.problems) console.log(formatProblem(problem));

const { quotes, outputs, commandsRun, links, paths, translations } = report.counts;
const checked = [
  count(report.files.length, "Markdown file"),
  count(quotes, "quote"),
  `${count(outputs, "output block")} (${count(commandsRun, "command")} run)`,
  count(links, "link"),
  count(paths, "code span"),
  ...(translations > 0 ? [count(translations, "translation")] : []),
].join(", ");
const problems = report.problems.length;
if (fix) console.log(`docs:check --fix: rewrote ${count(report.changes.length, "block")}`);
console.log(
  problems === 0 ? `docs:check: all good (${checked})` : `docs:check: ${count(problems, "problem")} (${checked})`,
);
process.exitCode = problems === 0 ? 0 : 1;
