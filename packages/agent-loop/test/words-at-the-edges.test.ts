// The core speaks plain English and never reads the environment for a language: the Chinese of its sentences lives
// at the edge (src/words/, `@kit/agent-loop/words`) and in the bilingual teaching kit (src/teaching/), and the one
// function that reads the environment is `runLanguage` (src/language.ts), which the edges call.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "../src");
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** The code of a file without its comments, so that a comment may name what it does not call. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(SRC, path)] : [];
  });
}

describe("agent-loop's core", () => {
  const files = sourceFiles(SRC);

  it("holds no Chinese outside src/teaching/ and src/words/", () => {
    const core = files.filter((file) => !/^(teaching|words)\//.test(file));
    expect(core).toContain("tool-problem.ts");
    expect(core.filter((file) => CHINESE.test(readFileSync(join(SRC, file), "utf8")))).toEqual([]);
  });

  it("calls runLanguage nowhere but where it is defined: the edges decide the language", () => {
    const callers = files.filter((file) => /\brunLanguage\(/.test(code(readFileSync(join(SRC, file), "utf8"))));
    expect(callers).toEqual(["language.ts"]);
  });
});
