// The lines the kit writes into a summary, in the words the caller passes: English by default, whatever the
// environment says (the edges decide the language). Why a compaction did not happen is a problem, the same in every
// language: the server says it in words.
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompactionError, compact, compactBetweenTurns, compactionSettings, planCompaction } from "../src/index.ts";
import { summarizeCompaction } from "../src/summarize.ts";
import type { SummaryLines } from "../src/summary-lines.ts";
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
function oneLongTurnSession() {
  const session = newSession();
  session.appendMessage(user(sized("m0 读三个文件", 20)));
  for (const name of ["a", "b", "c"]) {
    session.appendMessage(
      assistant("", { toolCalls: [{ id: name, name: "read_file", arguments: { path: `${name}.md` } }] }),
    );
    session.appendMessage(toolResult(name, "read_file", sized(`m-${name}`, 100)));
  }
  return session;
}

/** The plan of that turn's compaction: its start summarised, nothing before it. */
function oneLongTurn() {
  const plan = planCompaction(oneLongTurnSession().tree.pathToRoot(), 150);
  if (!plan || plan.history.length > 0 || plan.turnPrefix.length === 0) throw new Error("expected a split first turn");
  return plan;
}

/** The caller's own lines: a test's, so that any language reads the same way. */
const CALLERS_LINES: SummaryLines = {
  noEarlierHistory: "（没有更早的历史：对话就是从下面这一轮开始的。）",
  turnInProgress: "# 进行中的这一轮（开头是摘要，其余原样保留在下面）",
};
const ENGLISH_START =
  "(No earlier history: the conversation began with the turn below.)\n\n---\n\n" +
  "# The turn in progress (its start, summarised; the rest is kept below)\n\ntags: m0";

describe("the lines the kit writes into a split turn's summary", () => {
  it("are the caller's words when it passes them, around the model's own summary", async () => {
    vi.stubEnv("KIT_LANG", "en");
    const { summary } = await summarizeCompaction(taggingModel(), oneLongTurn(), { summaryLines: CALLERS_LINES });
    const expected = `${CALLERS_LINES.noEarlierHistory}\n\n---\n\n${CALLERS_LINES.turnInProgress}\n\ntags: m0`;
    expect(summary.slice(0, expected.length)).toBe(expected);
    expect(summary).not.toMatch(/No earlier history|turn in progress/);
  });

  it("are English by default, even under KIT_LANG=zh-CN or a Chinese locale", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    vi.stubEnv("LC_ALL", "zh_CN.UTF-8");
    const { summary } = await summarizeCompaction(taggingModel(), oneLongTurn());
    expect(summary.slice(0, ENGLISH_START.length)).toBe(ENGLISH_START);
  });

  it("reach the entry a compaction between turns appends", async () => {
    const session = oneLongTurnSession();
    const small = compactionSettings({ contextWindow: 400, reserveTokens: 100, keepRecentTokens: 150 });
    const hook = compactBetweenTurns(session, taggingModel(), small, { summaryLines: CALLERS_LINES });
    expect(await hook({ messages: [], turn: 2, signal: new AbortController().signal })).toBeDefined();
    const entry = session.tree.get(session.leafId!);
    expect(entry).toMatchObject({ type: "compaction" });
    expect((entry as { summary: string }).summary).toMatch(/^（没有更早的历史：[\s\S]*# 进行中的这一轮/);
  });
});

describe("compaction errors", () => {
  it("nothing to compact: the leaf and keepRecentTokens, in any language", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const session = oneTurn();
    const error = await compact(session, taggingModel(), settings).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CompactionError);
    expect((error as CompactionError).problem).toEqual({
      kind: "nothing-to-compact",
      leafId: session.leafId,
      keepRecentTokens: 300,
    });
    expect((error as Error).message).toBe(`nothing-to-compact {"leafId":"${session.leafId}","keepRecentTokens":300}`);
  });

  it("a failing model: the model and its own error, nothing appended", async () => {
    const session = sixTurns();
    const leaf = session.leafId;
    const error = await compact(session, failingModel("HTTP 500"), settings).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CompactionError);
    expect((error as CompactionError).problem).toMatchObject({
      kind: "summary-failed",
      summary: { kind: "summary-failed", stopReason: "error", why: "HTTP 500" },
    });
    expect(session.leafId).toBe(leaf);
  });
});
