/**
 * A problem is data: its kind, its line and its clauses (`said`: which sentence, and the ids, lines and counts it
 * names). The clauses are the same whatever the language; the words are made from them, so an edge (the CLI, the
 * server, the page) can say them in its own language (src/cli/problem-words.ts). `message` is those clauses in plain
 * English, whatever the run's language: the library never reads the environment for it.
 */
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PROBLEM_WORDS, refusalIn, sentenceOf } from "../src/cli/problem-words.ts";
import { checkSession, loadSession, Session, SessionFileError } from "../src/index.ts";
import { say } from "../src/reading/problem-words.ts";
import { compactionLine, HEADER, messageLine, tempDir, writeLines } from "./support/files.ts";

afterEach(() => vi.unstubAllEnvs());

function damagedFile(): string {
  const path = join(tempDir(), "damaged.jsonl");
  writeLines(path, [
    HEADER,
    "",
    messageLine("u1", null, "hi"),
    messageLine("u2", "gone", "still there?"),
    "not json\r{}",
    messageLine("u1", null, "again"),
    compactionLine("c1", "u1", "nowhere"),
  ]);
  appendFileSync(path, '{"type":"message","id":"u3"');
  return path;
}

describe("a problem's data", () => {
  it("is the same in English and Chinese, and only the words differ", () => {
    const path = damagedFile();
    vi.stubEnv("KIT_LANG", "en");
    const english = checkSession(path);
    vi.stubEnv("KIT_LANG", "zh-CN");
    const chinese = checkSession(path);
    const data = (result: typeof english) => result.problems.map(({ kind, line, said }) => ({ kind, line, said }));
    expect(data(chinese)).toEqual(data(english));
    expect(chinese.loaded?.notes.map((note) => note.said)).toEqual(english.loaded?.notes.map((note) => note.said));
    expect(english.problems.map((p) => p.kind)).toEqual([
      "missing-parent",
      "malformed-line",
      "duplicate-id",
      "first-kept-not-on-path",
      "torn-last-line",
    ]);
    expect(english.problems[0]!.said).toEqual([{ say: "missingParent", args: ["gone"] }]);
  });

  it("says each problem and note in either language from its clauses alone; `message` is always English", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const chinese = checkSession(damagedFile());
    for (const told of [...chinese.problems, ...(chinese.loaded?.notes ?? [])]) {
      expect(told.message).toBe(say(told.said, PROBLEM_WORDS.en));
      expect(sentenceOf(told)).toBe(say(told.said, PROBLEM_WORDS.zh));
      expect(sentenceOf(told)).toMatch(/\p{Script=Han}/u);
    }
    vi.stubEnv("KIT_LANG", "en");
    const english = checkSession(damagedFile());
    for (const told of [...english.problems, ...(english.loaded?.notes ?? [])]) {
      expect(say(told.said, PROBLEM_WORDS.en)).toBe(told.message);
      expect(sentenceOf(told, "zh")).toBe(say(told.said, PROBLEM_WORDS.zh));
    }
    expect(english.problems[1]!.message).toMatch(
      /^not valid JSON \(.*\); it holds 1 carriage return .*; the line reads/s,
    );
  });
});

describe("a refusal to open a file", () => {
  /** The error `open` throws, or a failed test. */
  function refusal(open: () => unknown): SessionFileError {
    try {
      open();
    } catch (error) {
      if (error instanceof SessionFileError) return error;
      throw error;
    }
    throw new Error("expected a SessionFileError");
  }

  it("carries its advice as data: mend it, it was left as it was, or nothing was read", () => {
    vi.stubEnv("KIT_LANG", "en");
    const damaged = refusal(() => Session.open(damagedFile()));
    expect(damaged.advice).toBe("check-and-repair");
    expect(damaged.message.split("\n").at(-1)).toMatch(/^run `npm run session -- check /);
    const empty = join(tempDir(), "empty.jsonl");
    writeFileSync(empty, "");
    expect(refusal(() => loadSession(empty)).advice).toBe("left-as-it-was");
    const folder = join(tempDir(), "folder.jsonl");
    mkdirSync(folder);
    const notAFile = refusal(() => loadSession(folder));
    expect(notAFile.advice).toBe("nothing-read");
    expect(notAFile.problems.map(({ kind, said }) => ({ kind, said }))).toEqual([
      { kind: "not-a-file", said: [{ say: "notAFile", args: ["folder"] }] },
    ]);
    expect(notAFile.message.split("\n").at(-1)).toBe("nothing was read");
  });

  it("is English in the library under KIT_LANG=zh-CN, and Chinese where an edge says it", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const damaged = refusal(() => Session.open(damagedFile()));
    expect(damaged.message.split("\n").at(-1)).toMatch(/^run `npm run session -- check /);
    expect(damaged.message).not.toMatch(/\p{Script=Han}/u);
    const said = refusalIn(damaged).split("\n");
    expect(said[0]).toBe(`${damaged.file}：打不开这个会话文件：`);
    const lines = damaged.problems.map((p) => `  ${damaged.file}:${p.line}: ${p.kind}: ${sentenceOf(p)}`);
    expect(said.slice(1, -1)).toEqual(lines);
    expect(refusalIn(damaged, "en")).toBe(damaged.message);
  });
});
