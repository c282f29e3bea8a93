// Why a navigation did not happen: a problem, the same in every language (the server says it in words), and the leaf
// stays where it was.
import { afterEach, describe, expect, it, vi } from "vitest";
import { NavigationError, navigate } from "../src/index.ts";
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

describe("navigation errors", () => {
  it("refuse while a run streams, and the leaf stays", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const { session, u1 } = twoTurns();
    const leaf = session.leafId;
    const refused = await navigate(session, u1, { isStreaming: true }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(NavigationError);
    expect((refused as NavigationError).problem).toEqual({ kind: "while-streaming" });
    expect((refused as Error).message).toBe("while-streaming");
    expect(session.leafId).toBe(leaf);
  });

  it("say that the leaf did not move when the summary fails, with the model's own error", async () => {
    const { session, u1 } = twoTurns();
    const leaf = session.leafId;
    const failed = await navigate(session, u1, { summarize: true, model: failingModel("HTTP 500") }).catch((e) => e);
    expect((failed as NavigationError).problem).toMatchObject({
      kind: "summary-failed",
      summary: { kind: "summary-failed", stopReason: "error", why: "HTTP 500" },
    });
    expect(session.leafId).toBe(leaf);
  });
});
