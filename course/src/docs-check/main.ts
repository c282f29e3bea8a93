/**
 * `npm run docs:check [-- FILE.md ...]`: checks the docs against the code and
 * prints one line per problem, then a summary. Exits 1 if anything is wrong.
 * With file arguments it checks only those files (quicker while writing a
 * chapter: only their demos run).
 */
import { join, relative, resolve } from "node:path";
import { checkDocs } from "./check-docs.ts";
import { formatProblem } from "./problem.ts";

const root = join(import.meta.dirname, "..", "..", "..");
// npm runs scripts from the repository root; INIT_CWD is where the reader typed the command.
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const files = process.argv.slice(2).map((file) => relative(root, resolve(typedFrom, file)).split("\\").join("/"));

const report = await checkDocs(root, files.length > 0 ? { files } : {});
for (const problem of report.problems) console.log(formatProblem(problem));

const { quotes, outputs, commandsRun, links, paths } = report.counts;
const checked =
  `${report.files.length} Markdown files, ${quotes} quotes, ${outputs} output blocks ` +
  `(${commandsRun} commands run), ${links} links, ${paths} code spans`;
const n = report.problems.length;
console.log(n === 0 ? `docs:check: all good (${checked})` : `docs:check: ${n} problem${n === 1 ? "" : "s"} (${checked})`);
process.exitCode = n === 0 ? 0 : 1;
