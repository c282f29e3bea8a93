/**
 * `docs:check --fix` on small repositories in a temporary folder: it rewrites
 * each differing quote from its source and each differing output block from a
 * fresh run, touches nothing else in the file, reports what it changed, and
 * leaves what it cannot fix as a problem.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { checkDocs } from "../src/docs-check/check-docs.ts";
import { formatProblem } from "../src/docs-check/problem.ts";
import { type TempRepo, tempRepo } from "./temp-repo.ts";

const fence = "```";
let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

const source = `export class Tree {
  // #region add
  add(entry: Entry): void {
    this.leafId = entry.id;
  }
  // #endregion add
}
`;
const packageJson = JSON.stringify({ scripts: { "demo:01": "tsx demos/01.ts" } });
const demo = `console.log("leaf A: u1 > a1");\nconsole.log("leaf B: u1 > b1");\n`;

const staleChapter = `# Chapter

Some prose that must stay exactly as it is.

<!-- quote: src/tree.ts#add -->
${fence}ts
add(entry: Entry): void {
  this.leaf = entry.id;
}
${fence}

- In a list item:
  <!-- output: demo:01 -->
  ${fence}text
  leaf A: u1 > a1
  ${fence}

[a broken link](nowhere.md)
`;

// What --fix must make of it: the quote and the output changed, every other byte as it was.
const fixedChapter = staleChapter
  .replace("  this.leaf = entry.id;\n", "  this.leafId = entry.id;\n")
  .replace("  leaf A: u1 > a1\n", "  leaf A: u1 > a1\n  leaf B: u1 > b1\n");

it("rewrites differing quotes and outputs in place, reports each change, and keeps other problems", async () => {
  repo = tempRepo({
    "package.json": packageJson,
    "demos/01.ts": demo,
    "src/tree.ts": source,
    "docs/a.md": staleChapter,
  });
  const report = await checkDocs(repo.root, { fix: true });

  expect(readFileSync(join(repo.root, "docs/a.md"), "utf8")).toBe(fixedChapter);
  expect(report.changes.map(formatProblem)).toEqual([
    "docs/a.md:5: rewrote the quote of src/tree.ts#add from its source (it differed at line 2 of the block)",
    "docs/a.md:13: rewrote the output of demo:01 from a fresh run (it differed at line 2 of the block)",
  ]);
  expect(report.problems.map(formatProblem)).toEqual([
    "docs/a.md:18: link to nowhere.md leads nowhere: docs/nowhere.md does not exist",
  ]);

  // A second check finds the blocks faithful: nothing more to fix.
  const again = await checkDocs(repo.root, { fix: true });
  expect(again.changes).toEqual([]);
  expect(again.problems).toHaveLength(1);
});

it("changes nothing without --fix", async () => {
  repo = tempRepo({
    "package.json": packageJson,
    "demos/01.ts": demo,
    "src/tree.ts": source,
    "docs/a.md": staleChapter,
  });
  const report = await checkDocs(repo.root);
  expect(readFileSync(join(repo.root, "docs/a.md"), "utf8")).toBe(staleChapter);
  expect(report.changes).toEqual([]);
  expect(report.problems).toHaveLength(3);
});

it("cannot fix a quote of a region that does not exist, and says so", async () => {
  const chapter = staleChapter.replace("#add", "#append");
  repo = tempRepo({ "package.json": packageJson, "demos/01.ts": demo, "src/tree.ts": source, "docs/a.md": chapter });
  const report = await checkDocs(repo.root, { fix: true });
  expect(report.changes.map((change) => change.line)).toEqual([13]);
  expect(report.problems.map(formatProblem)[0]).toBe(
    'docs/a.md:5: quote of src/tree.ts #region append: src/tree.ts has no "#region append" (its regions are: add)',
  );
  expect(readFileSync(join(repo.root, "docs/a.md"), "utf8")).toContain("this.leaf = entry.id;");
});

it("keeps CRLF line endings and a ~~~ fence", async () => {
  const chapter = `<!-- quote: src/tree.ts#add -->\r\n~~~~ts\r\nold\r\n~~~~\r\nafter\r\n`;
  repo = tempRepo({ "package.json": "{}", "src/tree.ts": source, "docs/a.md": chapter });
  await checkDocs(repo.root, { fix: true });
  expect(readFileSync(join(repo.root, "docs/a.md"), "utf8")).toBe(
    [
      "<!-- quote: src/tree.ts#add -->",
      "~~~~ts",
      "add(entry: Entry): void {",
      "  this.leafId = entry.id;",
      "}",
      "~~~~",
      "after",
      "",
    ].join("\r\n"),
  );
});
