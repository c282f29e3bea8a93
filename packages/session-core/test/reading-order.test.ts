/**
 * The README's reading order gives each core file's length, and how much `session.ts` and `load.ts` import; a
 * learner plans a reading by those figures, so they are counted here rather than trusted. An import counts whether
 * it brings values or only types (a reader opens both), and only session-core's own files are counted.
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const PACKAGE = join(import.meta.dirname, "..");

function linesOf(file: string): number {
  const text = readFileSync(file, "utf8");
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

/** The files `entries` import, directly or not, within this package: each with its line count. */
function importedFiles(entries: string[]): Map<string, number> {
  const seen = new Map<string, number>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.set(file, linesOf(file));
    for (const { fileName } of ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles) {
      if (fileName.startsWith(".")) visit(resolve(dirname(file), fileName));
    }
  };
  for (const entry of entries) visit(join(PACKAGE, entry));
  return seen;
}

const figures = (files: Map<string, number>) => ({
  files: files.size,
  lines: [...files.values()].reduce((a, b) => a + b, 0).toLocaleString("en-US"),
});

describe.each(["README.md", "README.zh-CN.md"])("%s's reading order", (readme) => {
  const text = readFileSync(join(PACKAGE, readme), "utf8").replace(/\s+/g, " ");

  it("gives each file in the table its real length", () => {
    const rows = [...text.matchAll(/\| \d+ \| `(src\/[\w/.-]+\.ts)` \| (\d+) \|/g)];
    expect(rows.length).toBe(13);
    for (const [, file, lines] of rows) expect(Number(lines), file).toBe(linesOf(join(PACKAGE, file!)));
  });

  it("says how much session.ts, and session.ts with load.ts, import", () => {
    const session = figures(importedFiles(["src/session.ts"]));
    const both = figures(importedFiles(["src/session.ts", "src/load.ts"]));
    if (readme === "README.md") {
      expect(text).toContain(`are ${session.files} files and ${session.lines} lines`);
      expect(text).toContain(`import ${both.files} files and ${both.lines} lines`);
    } else {
      expect(text).toContain(`一共 ${session.files} 个、${session.lines} 行`);
      expect(text).toContain(`${both.files} 个文件、${both.lines} 行`);
    }
  });
});
