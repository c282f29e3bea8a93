/**
 * Questions about the conversation are answered from the messages the model
 * is sent, and nothing else: after a branch switch the path is another one,
 * and so is the answer.
 */
import { describe, expect, it } from "vitest";
import { type AgentMessage, teachingReply, userMessage } from "../src/index.ts";
import { assistant } from "./helpers/messages.ts";

const say = (text: string) => assistant([{ type: "text", text }]);
const ask = (messages: AgentMessage[], question: string) =>
  teachingReply({ systemPrompt: "", messages: [...messages, userMessage(question, 0)], tools: [] }).text ?? "";

/** A small session tree: entries with parents, and the context as the path from a leaf back to the root. */
const tree: { id: string; parentId: string | null; message: AgentMessage }[] = [
  { id: "a", parentId: null, message: userMessage("what is a leaf?", 0) },
  { id: "b", parentId: "a", message: say("Leaf: the entry where the conversation stands now.") },
  { id: "c", parentId: "b", message: userMessage("list the files", 0) },
  { id: "d", parentId: "c", message: say("I see 7 entries.") },
  { id: "e", parentId: "b", message: userMessage("什么是分叉？", 0) },
  { id: "f", parentId: "e", message: say("分叉：一个新的会话文件。") },
];
function pathTo(leaf: string): AgentMessage[] {
  const path: AgentMessage[] = [];
  for (let id: string | null = leaf; id !== null; ) {
    const entry = tree.find((candidate) => candidate.id === id);
    if (entry === undefined) break;
    path.push(entry.message);
    id = entry.parentId;
  }
  return path.reverse();
}

describe("recalling the conversation", () => {
  it("says what was just asked, and what it answered, in the question's language", () => {
    expect(ask(pathTo("d"), "what did I just ask?")).toBe('You just asked: "list the files"');
    expect(ask(pathTo("d"), "我刚才问的是什么")).toBe("你刚才问的是：“list the files”");
    expect(ask(pathTo("d"), "what was your last answer?")).toBe('I last said: "I see 7 entries."');
    expect(ask(pathTo("d"), "what was my first question")).toBe('Your first request was: "what is a leaf?"');
  });

  it("gives another answer after a branch switch: it only knows the path it is sent", () => {
    expect(ask(pathTo("d"), "what did I just ask?")).toContain("list the files");
    expect(ask(pathTo("f"), "what did I just ask?")).toContain("什么是分叉？");
    expect(ask(pathTo("f"), "用一句话总结我们的对话")).not.toContain("list the files");
  });

  it("says so when nothing was asked before", () => {
    expect(ask([], "what did I ask before?")).toMatch(/^Nothing yet/);
    expect(ask([], "總結一下我們的對話")).toMatch(/^还没有/);
  });
});

describe("summing up the conversation", () => {
  it("says it in one sentence, from the path's own messages", () => {
    const one = ask(pathTo("d"), "sum up what we did in one sentence");
    expect(one).toBe(
      'So far you asked 2 things ("what is a leaf?" and "list the files"), and I answered without tools.',
    );
    const chinese = ask(pathTo("f"), "简单概括一下我们聊了什么");
    expect(chinese).toBe(
      "到目前为止，你问了 2 件事（“what is a leaf?”、“什么是分叉？”），我都是直接回答的，没有用工具。",
    );
  });

  it("names the tools' work, and writes the sectioned checkpoint only when asked for detail", () => {
    const withTools: AgentMessage[] = [
      userMessage("read sessions.md", 0),
      assistant([{ type: "toolCall", id: "c1", name: "read_file", arguments: { path: "sessions.md" } }], "toolUse"),
      {
        role: "toolResult",
        toolCallId: "c1",
        toolName: "read_file",
        content: [{ type: "text", text: "# S" }],
        isError: false,
        timestamp: 0,
      },
      say("The file is titled S."),
    ];
    expect(ask(withTools, "recap our chat")).toBe(
      'So far you asked one thing ("read sessions.md"), and I read sessions.md.',
    );
    expect(ask(withTools, "summarise our conversation in detail")).toMatch(
      /^Here is the conversation so far, in the form compaction writes its summary:\n\n## Goal\n- read sessions\.md/,
    );
  });
});
