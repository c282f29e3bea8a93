// Why a compaction or a navigation did not happen, in the run's language: compaction throws a problem, and the
// server says it (Chinese under KIT_LANG=zh-CN, English by default); ids, models and settings as they are.
import type { CompactionProblem, NavigationProblem, SummaryProblem } from "@kit/compaction";
import { describe, expect, it } from "vitest";
import { COMPACTION_WORDS, compactionSentence, navigationSentence, SUMMARY_LINES } from "../src/compaction-words.ts";

const failed: SummaryProblem = {
  kind: "summary-failed",
  model: "scripted/failing",
  stopReason: "error",
  why: "HTTP 500",
};

describe("compaction's problems in words", () => {
  it("nothing to compact: the leaf and keepRecentTokens, in English and in Chinese", () => {
    const problem: CompactionProblem = { kind: "nothing-to-compact", leafId: "a1b2c3d4", keepRecentTokens: 300 };
    expect(compactionSentence(problem, "en")).toBe(
      "nothing to compact at leaf a1b2c3d4: the messages since the last compaction fit in " +
        "keepRecentTokens (300), so all of them would be kept",
    );
    expect(compactionSentence(problem, "zh")).toBe(
      "叶子 a1b2c3d4 处没有可压缩的内容：上次压缩之后的消息都装得进 keepRecentTokens（300），全都会保留",
    );
  });

  it("a failing model: Chinese from the first word to the model's own error", () => {
    const problem: CompactionProblem = { kind: "summary-failed", summary: failed };
    expect(compactionSentence(problem, "zh")).toBe(
      "压缩失败，什么都没有追加：摘要没能写出来：scripted/failing 的回复以 error 结束：HTTP 500",
    );
    expect(compactionSentence(problem, "en")).toBe(
      "compaction failed, nothing was appended: the summary could not be written: scripted/failing replied with " +
        "error: HTTP 500",
    );
  });

  it("navigation: refused while a run streams, and the leaf did not move when the summary fails", () => {
    const streaming: NavigationProblem = { kind: "while-streaming" };
    expect(navigationSentence(streaming, "zh")).toBe(
      "有一次运行正在往这个会话里写，现在不能在树上导航：等它结束，或者先中止它",
    );
    expect(navigationSentence(streaming, "en")).toBe(
      "cannot navigate while a run is streaming into this session: wait for it to end, or abort it first",
    );
    expect(navigationSentence({ kind: "summary-failed", summary: failed }, "zh")).toBe(
      "叶子没有移动：摘要没能写出来：scripted/failing 的回复以 error 结束：HTTP 500",
    );
  });

  it("have every sentence in both languages, the Chinese one in Chinese", () => {
    expect(Object.keys(COMPACTION_WORDS.zh).sort()).toEqual(Object.keys(COMPACTION_WORDS.en).sort());
    for (const [key, say] of Object.entries(COMPACTION_WORDS.zh)) {
      const text = typeof say === "function" ? (say as (...args: string[]) => string)("x", "2", "y") : say;
      expect(text, key).toMatch(/\p{Script=Han}/u);
    }
  });
});

describe("the lines the kit writes into a summary", () => {
  it("are in both languages, the Chinese ones in Chinese", () => {
    expect(Object.keys(SUMMARY_LINES.zh).sort()).toEqual(Object.keys(SUMMARY_LINES.en).sort());
    for (const [key, line] of Object.entries(SUMMARY_LINES.zh)) expect(line, key).toMatch(/\p{Script=Han}/u);
  });
});
