// Compaction is a library: it writes its own lines in plain English and never reads the environment for a language.
// A caller in another language passes its words (`summaryLines`); the server and the demos keep the Chinese ones.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "../src");
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** The code of a file without its comments, so that a comment may name what it does not call. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

describe("compaction's source", () => {
  const files = readdirSync(SRC).filter((name) => name.endsWith(".ts"));

  it("holds no Chinese", () => {
    expect(files).toContain("summary-lines.ts");
    expect(files.filter((file) => CHINESE.test(readFileSync(join(SRC, file), "utf8")))).toEqual([]);
  });

  it("never asks the environment for a language", () => {
    const asking = files.filter((file) => /runLanguage|process\.env/.test(code(readFileSync(join(SRC, file), "utf8"))));
    expect(asking).toEqual([]);
  });
});
