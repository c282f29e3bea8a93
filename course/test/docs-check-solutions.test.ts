/**
 * "No chapter gives an exercise's answer away", on small repositories in a
 * temporary folder: quoting an answer region (or a region around it), and
 * copying four lines of a reference solution into any code block, fail; the
 * rest of the source, English and Chinese alike, may be quoted freely. An
 * exercise's README may not name where the kit answers it, and an idea file
 * may not hold the answer either.
 */
import { afterEach, describe, expect, it } from "vitest";
import { checkDocs } from "../src/docs-check/check-docs.ts";
import { formatProblem } from "../src/docs-check/problem.ts";
import { type TempRepo, tempRepo } from "./temp-repo.ts";

const fence = "```";
let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

const tree = `export class Tree {
  // #region class-body
  // #region pathToRoot
  pathToRoot(id: string): Entry[] {
    const path: Entry[] = [];
    for (let entry = this.get(id); entry; entry = this.parentOf(entry)) path.push(entry);
    return path.reverse();
  }
  // #endregion pathToRoot

  // #region append
  append(entry: Entry): void {
    this.byId.set(entry.id, entry);
  }
  // #endregion append
  // #endregion class-body
}
`;
const solution = `export function pathToRoot(entries: Map<string, Entry>, leafId: string | null): Entry[] {
  const path: Entry[] = [];
  let id = leafId;
  while (id !== null) {
    const entry = entries.get(id);
    if (entry === undefined) throw new Error("no entry " + id);
    path.push(entry);
    id = entry.parentId;
  }
  return path.reverse();
}
`;
const quoting = (spec: string, lines: string) => `<!-- quote: ${spec} -->\n${fence}ts\n${lines}\n${fence}\n`;
const appendQuote = quoting("src/tree.ts#append", "append(entry: Entry): void {\n  this.byId.set(entry.id, entry);\n}");
const pathQuote = quoting(
  "src/tree.ts#pathToRoot",
  [
    "pathToRoot(id: string): Entry[] {",
    "  const path: Entry[] = [];",
    "  for (let entry = this.get(id); entry; entry = this.parentOf(entry)) path.push(entry);",
    "  return path.reverse();",
    "}",
  ].join("\n"),
);

async function problemsIn(files: Record<string, string>): Promise<string[]> {
  repo = tempRepo({
    "package.json": "{}",
    "src/tree.ts": tree,
    "exercises/03-path-to-root/exercise.json": JSON.stringify({ answers: ["src/tree.ts#pathToRoot"] }),
    "exercises/solutions/03-path-to-root.ts": solution,
    "exercises/03-path-to-root/starter.ts": "export function pathToRoot() {}\n",
    ...files,
  });
  return (await checkDocs(repo.root)).problems.map(formatProblem);
}

const givesAway = (spec: string) =>
  `quote of ${spec} gives away src/tree.ts#pathToRoot, the answer to exercise 03-path-to-root ` +
  "(exercises/03-path-to-root/exercise.json): explain it in prose, show the minimal version, or quote another function";

describe("answer regions listed in exercise.json", () => {
  it("lets a chapter quote the rest of the file", async () => {
    expect(await problemsIn({ "docs/03.md": appendQuote })).toEqual([]);
  });

  it("fails a chapter, English or Chinese, that quotes the answer region", async () => {
    const chinese = `<!-- translation-of: docs/03.md -->\n${pathQuote}`;
    const problems = await problemsIn({ "docs/03.md": pathQuote, "docs/zh-CN/03.md": chinese });
    expect(problems.filter((problem) => !problem.includes("no stamp yet"))).toEqual([
      `docs/03.md:1: ${givesAway("src/tree.ts#pathToRoot")}`,
      `docs/zh-CN/03.md:2: ${givesAway("src/tree.ts#pathToRoot")}`,
    ]);
  });

  it("fails a quote of the whole file or of a region around the answer", async () => {
    const whole = quoting("src/tree.ts", tree);
    const around = quoting("src/tree.ts#class-body", "not compared here");
    const problems = await problemsIn({ "docs/a.md": whole, "docs/b.md": around });
    expect(problems.filter((problem) => problem.includes("gives away"))).toEqual([
      `docs/a.md:1: ${givesAway("src/tree.ts")}`,
      `docs/b.md:1: ${givesAway("src/tree.ts#class-body")}`,
    ]);
  });

  it("leaves the teacher's folder and the package READMEs alone, but not an exercise's README", async () => {
    const problems = await problemsIn({
      "docs/teacher/answers.md": pathQuote,
      "exercises/03-path-to-root/README.md": pathQuote,
      "README.md": pathQuote,
    });
    expect(problems).toEqual([
      `exercises/03-path-to-root/README.md:1: ${givesAway("src/tree.ts#pathToRoot")}`,
      expect.stringMatching(/^exercises\/03-path-to-root\/README\.md:1: names src\/tree\.ts, where the kit answers/),
    ]);
  });

  it("reports an exercise.json that cannot be read or names a region that does not exist", async () => {
    const problems = await problemsIn({
      "docs/03.md": appendQuote,
      "exercises/04-x/exercise.json": "{ answers: [] }",
      "exercises/05-y/exercise.json": JSON.stringify({ answers: ["src/tree.ts#pathToLeaf"] }),
      "exercises/06-z/exercise.json": JSON.stringify({ answer: "src/tree.ts" }),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^exercises\/04-x\/exercise\.json:1: cannot read it as JSON: /),
      "exercises/05-y/exercise.json:1: the answer src/tree.ts#pathToLeaf: " +
        'src/tree.ts has no "#region pathToLeaf" (its regions are: class-body, pathToRoot, append)',
      'exercises/06-z/exercise.json:1: "answers" must be a list of source regions, ' +
        'like ["packages/session-core/src/tree.ts#pathToRoot"]',
    ]);
  });
});

describe("code copied from a reference solution", () => {
  const block = (lines: string) => `# Chapter\n\nProse.\n\n${fence}ts\n${lines}\n${fence}\n`;

  it("fails a block that shares four consecutive lines, whatever the indentation and spacing", async () => {
    const copied = [
      "while (id !== null) {",
      "      const   entry = entries.get(id);",
      "",
      '  if (entry === undefined) throw new Error("no entry " + id);',
      "  }",
      "  path.push(entry);",
    ].join("\n");
    expect(await problemsIn({ "docs/03.md": block(copied) })).toEqual([
      "docs/03.md:5: the code block at line 5 shares 4 lines with the reference solution " +
        "exercises/solutions/03-path-to-root.ts:4 " +
        '(from "while (id !== null) {"): a chapter may not show an exercise\'s answer',
    ]);
  });

  it("passes a block that shares only three lines, or only lines with no letter or digit", async () => {
    const three = "const path: Entry[] = [];\nlet id = leafId;\nwhile (id !== null) {\n  visit(id);\n}\n}\n}\n}";
    expect(await problemsIn({ "docs/03.md": block(three) })).toEqual([]);
  });

  it("checks blocks in Chinese chapters too", async () => {
    const copied = [
      "const entry = entries.get(id);",
      'if (entry === undefined) throw new Error("no entry " + id);',
      "path.push(entry);",
      "id = entry.parentId;",
    ].join("\n");
    const problems = await problemsIn({
      "docs/zh-CN/03.md": `<!-- translation-of: docs/03.md -->\n${block(copied)}`,
      "docs/03.md": "",
    });
    expect(problems.filter((problem) => problem.includes("reference solution"))).toHaveLength(1);
  });
});

describe("code copied from an answer region, without a quote marker", () => {
  it("fails a chapter block that shares four lines with the answer region", async () => {
    const copied = [
      "pathToRoot(id: string): Entry[] {",
      "  const path: Entry[] = [];",
      "  for (let entry = this.get(id); entry; entry = this.parentOf(entry)) path.push(entry);",
      "  return path.reverse();",
    ].join("\n");
    expect(await problemsIn({ "docs/03.md": `${fence}ts\n${copied}\n${fence}\n` })).toEqual([
      "docs/03.md:1: the code block at line 1 shares 4 lines with src/tree.ts#pathToRoot, the answer to exercise " +
        '03-path-to-root,:4 (from "pathToRoot(id: string): Entry[] {"): a chapter may not show an exercise\'s answer',
    ]);
  });
});

describe("an exercise's README naming where the kit answers it", () => {
  it("fails the answer's file and its function, but not a name the starter asks the learner to write", async () => {
    const readme = "# 03\n\nWrite `pathToRoot`.\n\nThe kit's answer is in `src/tree.ts`.\n";
    const hints = "# Hints\n\nRead tree.ts once you pass.\n";
    const problems = await problemsIn({
      "exercises/03-path-to-root/README.md": readme,
      "exercises/03-path-to-root/HINTS.md": hints,
      "exercises/03-path-to-root/starter.ts": "export function pathToRoot() {}\n",
    });
    const names = (file: string, line: number, word: string) =>
      `${file}:${line}: names ${word}, where the kit answers this exercise (src/tree.ts#pathToRoot): ` +
      "a learner would read that code instead of writing it; describe the behaviour, not where the answer is";
    expect(problems).toEqual([
      names("exercises/03-path-to-root/HINTS.md", 3, "tree.ts"),
      names("exercises/03-path-to-root/README.md", 5, "src/tree.ts"),
    ]);
  });

  it("fails the function's name when the starter does not use it", async () => {
    const problems = await problemsIn({
      "exercises/03-path-to-root/README.md": "# 03\n\nThe kit's pathToRoot does this.\n",
      "exercises/03-path-to-root/starter.ts": "export function walkUp() {}\n",
    });
    expect(problems).toEqual([expect.stringMatching(/^exercises\/03-path-to-root\/README\.md:3: names pathToRoot, /)]);
  });
});

describe("idea files", () => {
  it("fails an idea file that holds four lines of a reference solution, and passes one that does not", async () => {
    const copying = `// the idea\n${solution}`;
    const problems = await problemsIn({
      "docs/03.md": appendQuote,
      "demos/idea/03-store.ts": copying,
      "demos/idea/04-file.ts": "export const file = 1;\n",
    });
    expect(problems).toEqual([
      "demos/idea/03-store.ts:2: shares 4 lines with the reference solution exercises/solutions/03-path-to-root.ts:1 " +
        '(from "export function pathToRoot(entries: Map<string, Entry>, leafId: string | null): Entry[] {"): ' +
        "an idea file shows the concept, and the exercise asks for the part it leaves out; " +
        "show the simplest version, or another part",
    ]);
  });
});
