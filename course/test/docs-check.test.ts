/**
 * docs:check on small repositories in a temporary folder: each kind of drift
 * it exists to catch, and the faithful case that must pass.
 */
import { afterEach, describe, expect, it } from "vitest";
import { checkDocs } from "../src/docs-check/check-docs.ts";
import { formatProblem } from "../src/docs-check/problem.ts";
import { type TempRepo, tempRepo } from "./temp-repo.ts";

const fence = "```";

const treeSource = `export class Tree {
  // #region add
  add(entry: Entry): void {
    this.byId.set(entry.id, entry);
    this.leaf = entry.id;
  }
  // #endregion add
}
`;

const quoteChapter = `# The tree

<!-- quote: src/tree.ts#add -->
${fence}ts
add(entry: Entry): void {
  this.byId.set(entry.id, entry);
  this.leaf = entry.id;
}
${fence}
`;

let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

async function problemsIn(files: Record<string, string>): Promise<string[]> {
  repo = tempRepo({ "package.json": "{}", ...files });
  const report = await checkDocs(repo.root);
  return report.problems.map(formatProblem);
}

describe("quotes", () => {
  it("passes a quote that equals its region (marker lines out, indentation removed)", async () => {
    expect(await problemsIn({ "src/tree.ts": treeSource, "docs/03.md": quoteChapter })).toEqual([]);
  });

  it("fails when one quoted line changes in the source, naming both versions", async () => {
    const changed = treeSource.replace("this.leaf = entry.id;", "this.leafId = entry.id;");
    const problems = await problemsIn({ "src/tree.ts": changed, "docs/03.md": quoteChapter });
    expect(problems).toEqual([
      "docs/03.md:3: quote of src/tree.ts #region add differs at line 3 of the block (src/tree.ts:5): " +
        'the docs have "  this.leaf = entry.id;", the source has "  this.leafId = entry.id;"',
    ]);
  });

  it("fails when the source grows a line the docs do not show", async () => {
    const longer = treeSource.replace("    this.leaf = entry.id;\n", "    this.leaf = entry.id;\n    this.count++;\n");
    const [problem] = await problemsIn({ "src/tree.ts": longer, "docs/03.md": quoteChapter });
    expect(problem).toContain(
      'differs at line 4 of the block (src/tree.ts:6): the docs have "}", the source has "  this.count++;"',
    );
  });

  it("fails on a region that does not exist, listing the ones that do", async () => {
    const chapter = quoteChapter.replace("#add", "#append");
    expect(await problemsIn({ "src/tree.ts": treeSource, "docs/03.md": chapter })).toEqual([
      'docs/03.md:3: quote of src/tree.ts #region append: src/tree.ts has no "#region append" (its regions are: add)',
    ]);
  });

  it("fails on a region without its #endregion", async () => {
    const unclosed = treeSource.replace("  // #endregion add\n", "");
    const [problem] = await problemsIn({ "src/tree.ts": unclosed, "docs/03.md": quoteChapter });
    expect(problem).toContain('opens "#region add" at line 2 but has no "#endregion add"');
  });

  it("fails on a quoted file that does not exist", async () => {
    const [problem] = await problemsIn({ "docs/03.md": quoteChapter });
    expect(problem).toBe(
      "docs/03.md:3: quote of src/tree.ts #region add: src/tree.ts does not exist (paths are from the repository root)",
    );
  });

  it("quotes a whole file when no region is named, and ignores trailing whitespace", async () => {
    const chapter = `<!-- quote: src/tiny.ts -->\n${fence}ts\nexport const answer = 42;   \n${fence}\n`;
    expect(await problemsIn({ "src/tiny.ts": "export const answer = 42;\n", "docs/a.md": chapter })).toEqual([]);
  });

  it("reads <!-- #region --> markers in Markdown and # #region markers in shell files", async () => {
    const chapter =
      `<!-- quote: notes.md#steps -->\n${fence}md\n1. run it\n${fence}\n\n` +
      `<!-- quote: run.sh#install -->\n${fence}sh\nnpm ci\n${fence}\n`;
    const files = {
      "notes.md": "# Notes\n<!-- #region steps -->\n1. run it\n<!-- #endregion steps -->\n",
      "run.sh": "#!/bin/sh\n# #region install\nnpm ci\n# #endregion install\n",
      "docs/a.md": chapter,
    };
    expect(await problemsIn(files)).toEqual([]);
  });

  it("reports a marker separated from its block by a blank line instead of skipping it", async () => {
    const chapter = quoteChapter.replace("-->\n", "-->\n\n");
    expect(await problemsIn({ "src/tree.ts": treeSource, "docs/03.md": chapter })).toEqual([
      "docs/03.md:3: the quote marker is not directly followed by a code block (no blank line between them)",
    ]);
  });

  it("checks quotes inside list items", async () => {
    const chapter = [
      "- the method:",
      "  <!-- quote: src/tree.ts#add -->",
      `  ${fence}ts`,
      "  add(entry: Entry): void {",
      `  ${fence}`,
      "",
    ].join("\n");
    const [problem] = await problemsIn({ "src/tree.ts": treeSource, "docs/a.md": chapter });
    expect(problem).toMatch(/^docs\/a\.md:2: quote of src\/tree\.ts #region add differs at line 2 of the block/);
  });
});

describe("demo output", () => {
  const packageJson = JSON.stringify({ scripts: { "demo:01": "tsx demos/01-hello.ts", start: "node server.js" } });
  const demo = [
    'console.log("leaf A: hello > plan A");',
    'console.log("leaf B: hello > plan B");',
    'console.log("CI=" + process.env.CI + " key=" + (process.env.OPENAI_API_KEY ?? "none"));',
    "",
  ].join("\n");
  const chapter = (output: string) => `# Demo\n\n<!-- output: demo:01 -->\n${fence}text\n${output}\n${fence}\n`;
  const printed = "leaf A: hello > plan A\nleaf B: hello > plan B\nCI=true key=none";

  it("passes a block equal to a fresh run (with CI=true and no OpenAI key)", async () => {
    const problems = await problemsIn({
      "package.json": packageJson,
      "demos/01-hello.ts": demo,
      "docs/01.md": chapter(printed),
    });
    expect(problems).toEqual([]);
  });

  it("fails on a block that differs from what the demo prints", async () => {
    const stale = printed.replace("plan B", "plan C");
    const problems = await problemsIn({
      "package.json": packageJson,
      "demos/01-hello.ts": demo,
      "docs/01.md": chapter(stale),
    });
    expect(problems).toEqual([
      'docs/01.md:3: output of demo:01 differs at line 2 of the block: the docs have "leaf B: hello > plan C", ' +
        'a fresh run printed "leaf B: hello > plan B"',
    ]);
  });

  it("runs a demo once however many blocks show its output", async () => {
    repo = tempRepo({
      "package.json": packageJson,
      "demos/01-hello.ts": demo,
      "docs/01.md": chapter(printed) + chapter(printed),
    });
    const report = await checkDocs(repo.root);
    expect(report.problems).toEqual([]);
    expect(report.counts).toMatchObject({ outputs: 2, commandsRun: 1 });
  });

  it("runs `cmd: npm run SCRIPT -- ARGS` with the arguments appended to the script", async () => {
    const scripts = JSON.stringify({ scripts: { session: "tsx cli.ts" } });
    const cli = "console.log(process.argv.slice(2).join(' | '));\n";
    const doc = [
      "<!-- output: cmd: npm run session -- tree demos/x.jsonl -->",
      fence,
      "tree | demos/x.jsonl",
      fence,
      "",
    ];
    expect(await problemsIn({ "package.json": scripts, "cli.ts": cli, "docs/a.md": doc.join("\n") })).toEqual([]);
  });

  it("runs `node scripts/run.mjs FILE ARGS` with the repository's own launcher, as npm would", async () => {
    const scripts = JSON.stringify({ scripts: { session: "node scripts/run.mjs cli.ts" } });
    const launcher = "console.log('launched ' + process.argv.slice(2).join(' | '));\n";
    const doc = [
      "<!-- output: cmd: npm run session -- tree x.jsonl -->",
      fence,
      "launched cli.ts | tree | x.jsonl",
      fence,
    ];
    expect(
      await problemsIn({ "package.json": scripts, "scripts/run.mjs": launcher, "docs/a.md": doc.join("\n") }),
    ).toEqual([]);
  });

  it("refuses scripts that are not `tsx FILE`, and scripts that do not exist", async () => {
    const doc = ["<!-- output: cmd: npm run start -->", fence, fence, "", "<!-- output: demo:07 -->", fence, fence, ""];
    expect(await problemsIn({ "package.json": packageJson, "docs/a.md": doc.join("\n") })).toEqual([
      'docs/a.md:1: output of npm run start: script "start" runs `node server.js`; ' +
        "docs:check can only run scripts of the form `node scripts/run.mjs FILE [ARGS]` or `tsx FILE [ARGS]`",
      'docs/a.md:5: output of demo:07: there is no script "demo:07" in package.json',
    ]);
  });
});

describe("links and paths", () => {
  const target = "# Session tree\n\n## Path to root\n\n## Path to root\n";

  it("passes links to files, folders and headings that exist", async () => {
    const doc =
      "[tree](03-tree.md) [path](03-tree.md#path-to-root) [again](03-tree.md#path-to-root-1) " +
      "[code](../src/) [root readme](/README.md) [web](https://example.com/nowhere) [self](#top)\n\n# Top\n";
    expect(await problemsIn({ "docs/03-tree.md": target, "docs/a.md": doc, "src/x.ts": "", "README.md": "" })).toEqual(
      [],
    );
  });

  it("fails on a link to a file that does not exist", async () => {
    expect(await problemsIn({ "docs/a.md": "Intro.\n\nSee [chapter 9](09-server.md).\n" })).toEqual([
      "docs/a.md:3: link to 09-server.md leads nowhere: docs/09-server.md does not exist",
    ]);
  });

  it("fails on an anchor that matches no heading of the linked file", async () => {
    const [problem] = await problemsIn({ "docs/03-tree.md": target, "docs/a.md": "[x](03-tree.md#the-leaf)\n" });
    expect(problem).toBe(
      'docs/a.md:1: link to 03-tree.md#the-leaf: docs/03-tree.md has no heading with the anchor "#the-leaf" ' +
        "(its anchors: session-tree, path-to-root, path-to-root-1)",
    );
  });

  it("slugs headings the way GitHub does (code spans keep their text, punctuation goes)", async () => {
    const doc = "## The `leafId` field: what it is (and isn't)\n\n[x](#the-leafid-field-what-it-is-and-isnt)\n";
    expect(await problemsIn({ "docs/a.md": doc })).toEqual([]);
  });

  it("fails on an inline-code repository path that does not exist, and leaves other code alone", async () => {
    const doc =
      "Read `src/tree.ts`, then `src/jsonl-file.ts:12`.\n\n" +
      "Not ours: `dist/core/session-manager.js`, `docs/NN-name.md`, `npm run demo:03`, `a/b`.\n";
    expect(await problemsIn({ "src/tree.ts": "", "docs/a.md": doc })).toEqual([
      "docs/a.md:1: path `src/jsonl-file.ts:12` leads nowhere: src/jsonl-file.ts does not exist",
    ]);
  });

  it("finds links and paths inside tables and blockquotes", async () => {
    const doc = "| chapter | file |\n|---|---|\n| [one](01.md) | `src/one.ts` |\n\n> see [two](02.md)\n";
    expect(await problemsIn({ "src/x.ts": "", "docs/a.md": doc })).toEqual([
      "docs/a.md:3: link to 01.md leads nowhere: docs/01.md does not exist",
      "docs/a.md:3: path `src/one.ts` leads nowhere: src/one.ts does not exist",
      "docs/a.md:5: link to 02.md leads nowhere: docs/02.md does not exist",
    ]);
  });

  it("reads the root README, package READMEs and exercise statements too", async () => {
    const problems = await problemsIn({
      "README.md": "[a](nowhere.md)\n",
      "packages/tree/README.md": "[b](nowhere.md)\n",
      "exercises/03-x/README.md": "[c](nowhere.md)\n",
      "packages/tree/notes.md": "[not read](nowhere.md)\n",
    });
    expect(problems.map((problem) => problem.split(":")[0])).toEqual([
      "README.md",
      "exercises/03-x/README.md",
      "packages/tree/README.md",
    ]);
  });
});
