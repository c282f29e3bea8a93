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
 */
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { checkDocs } from "./check-docs.ts";
import { formatProblem } from "./problem.ts";

const root = join(import.meta.dirname, "..", "..", "..");
// npm runs scripts from the repository root; INIT_CWD is where the reader typed the command.
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const args = process.argv.slice(2);
const fix = args.includes("--fix");
const unknown = args.filter((arg) => arg.startsWith("--") && arg !== "--fix");
if (unknown.length > 0) {
  console.log(`docs:check: unknown option ${unknown.join(", ")} (known: --fix)`);
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

const report = await checkDocs(root, { fix, ...(files.length > 0 ? { files } : {}) });
for (const change of report.changes) console.log(formatProblem(change));
for (const problem of report.problems) console.log(formatProblem(problem));

const { quotes, outputs, commandsRun, links, paths } = report.counts;
const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
const checked = [
  count(report.files.length, "Markdown file"),
  count(quotes, "quote"),
  `${count(outputs, "output block")} (${count(commandsRun, "command")} run)`,
  count(links, "link"),
  count(paths, "code span"),
].join(", ");
const problems = report.problems.length;
if (fix) console.log(`docs:check --fix: rewrote ${count(report.changes.length, "block")}`);
console.log(
  problems === 0 ? `docs:check: all good (${checked})` : `docs:check: ${count(problems, "problem")} (${checked})`,
);
process.exitCode = problems === 0 ? 0 : 1;
