/**
 * The library speaks plain English and hands problems over as data; only its edge, the inspector CLI (src/cli/),
 * picks a language and holds Chinese. These tests hold every other file to that, and show that a repair's report
 * is in the words its caller passes, whatever the environment says.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { problemWords } from "../src/cli/problem-words.ts";
import { repairWords } from "../src/cli/repair-words.ts";
import { repairSession } from "../src/index.ts";
import { HEADER, messageLine, tempDir, writeLines } from "./support/files.ts";

const SRC = join(import.meta.dirname, "../src");
const HAN = /\p{Script=Han}/u;

afterEach(() => vi.unstubAllEnvs());

/** Every source file outside src/cli/, relative to src/. */
function libraryFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.startsWith("cli/"))
    .map((file) => join(SRC, file));
}

describe("the library outside src/cli/", () => {
  it("holds no Chinese and never asks which language the run speaks", () => {
    const files = libraryFiles();
    expect(files.length).toBeGreaterThan(40);
    const offenders = files.filter((file) => {
      const text = readFileSync(file, "utf8");
      return HAN.test(text) || text.includes("@kit/agent-loop/language");
    });
    expect(offenders.map((file) => relative(SRC, file))).toEqual([]);
  });
});

describe("a repair's report", () => {
  /** A file whose line 3 is not JSON. */
  function damaged(): string {
    const path = join(tempDir(), "s.jsonl");
    writeLines(path, [HEADER, messageLine("a0000001", null, "hi"), "not json {"]);
    return path;
  }

  it("is plain English by default, even under KIT_LANG=zh-CN", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const report = repairSession(damaged());
    expect(report.actions).toContain(
      "line 3: not valid JSON; moved out of the session into the repair log with its text",
    );
    for (const action of report.actions) expect(action).not.toMatch(HAN);
  });

  it("is in the words the caller passes: the CLI's Chinese", () => {
    const report = repairSession(damaged(), { problemWords: problemWords("zh"), repairWords: repairWords("zh") });
    expect(report.actions).toContain("第 3 行：不是合法的 JSON；连同原文从会话里移到了修复日志");
    expect(report.actions[0]).toMatch(/^原文件保留为 /);
  });
});
