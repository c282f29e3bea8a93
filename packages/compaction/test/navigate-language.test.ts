// Why a navigation did not happen, in the run's language: Chinese under KIT_LANG=zh-CN (the server passes the
// sentence on to the page), English by default.
import { afterEach, describe, expect, it, vi } from "vitest";
import { NAVIGATE_WORDS, NavigationError, navigate } from "../src/index.ts";
import { assistant, failingModel, newSession, user } from "./helpers.ts";

afterEach(() => vi.unstubAllEnvs());

function twoTurns() {
  const session = newSession();
  const u1 = session.appendMessage(user("什么是会话树？"));
  session.appendMessage(assistant("一棵由条目组成的树。"));
  const u2 = session.appendMessage(user("叶子是什么？"));
  session.appendMessage(assistant("对话停在的地方。"));
  return { session, u1, u2 };
}

describe("navigation errors under KIT_LANG=zh-CN", () => {
  it("refuse in Chinese while a run streams, and the leaf stays", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const { session, u1 } = twoTurns();
    const leaf = session.leafId;
    const refused = navigate(session, u1, { isStreaming: true });
    await expect(refused).rejects.toThrow(NavigationError);
    await expect(refused).rejects.toThrow("有一次运行正在往这个会话里写，现在不能在树上导航：等它结束，或者先中止它");
    expect(session.leafId).toBe(leaf);
  });

  it("say in Chinese that the leaf did not move when the summary fails", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const { session, u1 } = twoTurns();
    const failed = navigate(session, u1, { summarize: true, model: failingModel("HTTP 500") });
    await expect(failed).rejects.toThrow(/^叶子没有移动：摘要没能写出来：.* 的回复以 error 结束：HTTP 500$/);
  });
});

describe("navigation errors by default", () => {
  it("are English", async () => {
    vi.stubEnv("KIT_LANG", "en");
    const { session, u1 } = twoTurns();
    await expect(navigate(session, u1, { isStreaming: true })).rejects.toThrow(
      "cannot navigate while a run is streaming into this session: wait for it to end, or abort it first",
    );
  });

  it("have every sentence in both languages", () => {
    expect(Object.keys(NAVIGATE_WORDS.zh).sort()).toEqual(Object.keys(NAVIGATE_WORDS.en).sort());
  });
});
