// The offline teaching model behind compaction and tree navigation: given what a summary request summarises, and
// writing its summaries in the conversation's language.
import { createTeachingModel, type ModelRequest } from "@kit/agent-loop";
import { isEntryOfType } from "@kit/session-core";
import { describe, expect, it } from "vitest";
import { compact, compactionSettings, navigate } from "../src/index.ts";
import { askForSummary } from "../src/summarize.ts";
import { assistant, newSession, sized, taggingModel, toolResult, user } from "./helpers.ts";

const settings = compactionSettings({ contextWindow: 2_000, reserveTokens: 500, keepRecentTokens: 300 });

/** Turns in Chinese: a question, a read_file call, its result, an answer. */
function chineseSession() {
  const session = newSession();
  for (let t = 0; t < 6; t++) {
    const id = `call_${t}`;
    session.appendMessage(user(`读取 file${t}.md，回答要简短。${"很长的问题".repeat(20)}`));
    session.appendMessage(
      assistant(`我会读 file${t}.md。`, { toolCalls: [{ id, name: "read_file", arguments: { path: `file${t}.md` } }] }),
    );
    session.appendMessage(toolResult(id, "read_file", sized(`# 文件 ${t}`, 80)));
    session.appendMessage(assistant(`读完了：file${t}.md 讲的是会话树。`));
  }
  return session;
}

describe("summary requests", () => {
  it("carry what they summarise as data on the request; the model is not left to parse the prompt", async () => {
    const calls: ModelRequest[] = [];
    const hello = user("m1 hello");
    await askForSummary(taggingModel(calls), [hello], "Summarise.", "## Goal\n- say hello");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.summary).toEqual({ messages: [hello], previousSummary: "## Goal\n- say hello" });
  });
});

describe("the teaching model's summaries follow the conversation's language", () => {
  it("a compaction of a Chinese conversation is written in Chinese", async () => {
    const session = chineseSession();
    const result = await compact(session, createTeachingModel({ now: () => 0 }), settings);
    expect(result.summary).toMatch(/^## 目标\n- 读取 file0\.md，回答要简短。/);
    expect(result.summary).toContain("### 已完成\n- [x] 读取了 file0.md");
    expect(result.summary).toContain("## 关键上下文\n- 读过的文件：file0.md");
    expect(result.summary).not.toContain("## Goal");
  });

  it("a branch summary of a Chinese branch is written in Chinese, and an English one in English", async () => {
    const session = chineseSession();
    const first = session.tree.pathToRoot()[1]?.id ?? "";
    const moved = await navigate(session, first, { summarize: true, model: createTeachingModel({ now: () => 0 }) });
    const entry = session.tree.get(moved.summaryEntryId ?? "");
    if (!entry || !isEntryOfType(entry, "branch_summary")) throw new Error("no branch summary was appended");
    expect(entry.summary).toMatch(/^## 目标\n- 读取 file1\.md/);

    const english = newSession();
    english.appendMessage(user("Read notes.md"));
    const answer = english.appendMessage(assistant("I read it."));
    english.appendMessage(user("Now something else"));
    english.appendMessage(assistant("Done."));
    const back = await navigate(english, answer, { summarize: true, model: createTeachingModel({ now: () => 0 }) });
    const summary = english.tree.get(back.summaryEntryId ?? "");
    expect(summary && isEntryOfType(summary, "branch_summary") && summary.summary).toMatch(
      /^## Goal\n- Now something else/,
    );
  });
});
