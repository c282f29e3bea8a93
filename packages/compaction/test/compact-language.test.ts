// Why a compaction did not happen, and the lines the kit writes into a summary, in the run's language: Chinese under
// KIT_LANG=zh-CN (the server passes the sentence on to the page), English by default; ids and settings in both.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  COMPACT_WORDS,
  CompactionError,
  compact,
  compactionSettings,
  planCompaction,
  summarizeCompaction,
} from "../src/index.ts";
import { assistant, failingModel, newSession, sized, taggingModel, toolResult, user } from "./helpers.ts";

afterEach(() => vi.unstubAllEnvs());

const settings = compactionSettings({ contextWindow: 2_000, reserveTokens: 500, keepRecentTokens: 300 });

function oneTurn() {
  const session = newSession();
  session.appendMessage(user("什么是会话树？"));
  session.appendMessage(assistant("一棵由条目组成的树。"));
  return session;
}

function sixTurns() {
  const session = newSession();
  for (let n = 0; n < 6; n++) {
    session.appendMessage(user(sized(`问题 ${n}`, 30)));
    session.appendMessage(assistant(sized(`回答 ${n}`, 120)));
  }
  return session;
}

/** One long turn of tool calls: a small window cuts inside it, so there is a turn's start and no history before it. */
function oneLongTurn() {
  const session = newSession();
  session.appendMessage(user(sized("m0 读三个文件", 20)));
  for (const name of ["a", "b", "c"]) {
    session.appendMessage(
      assistant("", { toolCalls: [{ id: name, name: "read_file", arguments: { path: `${name}.md` } }] }),
    );
    session.appendMessage(toolResult(name, "read_file", sized(`m-${name}`, 100)));
  }
  const plan = planCompaction(session.tree.pathToRoot(), 150);
  if (!plan || plan.history.length > 0 || plan.turnPrefix.length === 0) throw new Error("expected a split first turn");
  return plan;
}

describe("the lines the kit writes into a split turn's summary", () => {
  it("are Chinese under KIT_LANG=zh-CN, around the model's own summary", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const { summary } = await summarizeCompaction(taggingModel(), oneLongTurn());
    const history = "（没有更早的历史：对话就是从下面这一轮开始的。）";
    const heading = "# 进行中的这一轮（开头是摘要，其余原样保留在下面）";
    const expected = `${history}\n\n---\n\n${heading}\n\ntags: m0`;
    expect(summary.slice(0, expected.length)).toBe(expected);
    expect(summary).not.toMatch(/No earlier history|turn in progress/);
  });

  it("are English by default, as before", async () => {
    vi.stubEnv("KIT_LANG", "en");
    const { summary } = await summarizeCompaction(taggingModel(), oneLongTurn());
    const history = "(No earlier history: the conversation began with the turn below.)";
    const heading = "# The turn in progress (its start, summarised; the rest is kept below)";
    const expected = `${history}\n\n---\n\n${heading}\n\ntags: m0`;
    expect(summary.slice(0, expected.length)).toBe(expected);
  });
});

describe("compaction errors under KIT_LANG=zh-CN", () => {
  it("nothing to compact: Chinese, naming the leaf and keepRecentTokens", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const session = oneTurn();
    await expect(compact(session, taggingModel(), settings)).rejects.toThrow(
      `叶子 ${session.leafId} 处没有可压缩的内容：上次压缩之后的消息都装得进 keepRecentTokens（300），全都会保留`,
    );
  });

  it("a failing model: Chinese from the first word to the model's own error, nothing appended", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const session = sixTurns();
    const leaf = session.leafId;
    const error = await compact(session, failingModel("HTTP 500"), settings).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CompactionError);
    expect((error as Error).message).toMatch(
      /^压缩失败，什么都没有追加：摘要没能写出来：.* 的回复以 error 结束：HTTP 500$/,
    );
    expect(session.leafId).toBe(leaf);
  });
});

describe("compaction errors by default", () => {
  it("are English, as before", async () => {
    vi.stubEnv("KIT_LANG", "en");
    const session = oneTurn();
    await expect(compact(session, taggingModel(), settings)).rejects.toThrow(
      `nothing to compact at leaf ${session.leafId}: the messages since the last compaction fit in ` +
        "keepRecentTokens (300), so all of them would be kept",
    );
  });

  it("have every sentence in both languages, the Chinese one in Chinese", () => {
    expect(Object.keys(COMPACT_WORDS.zh).sort()).toEqual(Object.keys(COMPACT_WORDS.en).sort());
    for (const [key, say] of Object.entries(COMPACT_WORDS.zh)) {
      const text = typeof say === "function" ? say("x", 2) : say;
      expect(text, key).toMatch(/\p{Script=Han}/u);
    }
  });
});
