// The shape sentences, the writer's refusals, an unknown id and the tree's own words in the run's language: under
// KIT_LANG=zh-CN they are Chinese and still name the field, the line and the file; English is unchanged.
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TREE_WORDS, treeWords } from "../src/cli/tree-words.ts";
import {
  checkSession,
  renderTree,
  type SessionEntry,
  SessionTree,
  UnknownEntryError,
  UnwritableEntryError,
} from "../src/index.ts";
import { SHAPE_WORDS } from "../src/reading/shape-words.ts";
import { assistant, HEADER, messageLine, newSession, tempDir, thrownBy, user, writeLines } from "./support/files.ts";

afterEach(() => vi.unstubAllEnvs());

const HAN = /\p{Script=Han}/u;
const T = "2026-01-01T09:00:02.000Z";

/** A file whose line 3 is a `message` entry whose content is the number 5. */
function wrongShapeFile(): string {
  const path = join(tempDir(), "s.jsonl");
  const bad = {
    type: "message",
    id: "bad00001",
    parentId: "a0000001",
    timestamp: T,
    message: { ...user("x"), content: 5 },
  };
  writeLines(path, [HEADER, messageLine("a0000001", null, "你好"), bad]);
  return path;
}

describe("an entry of the wrong shape, in each language", () => {
  it("Chinese under KIT_LANG=zh-CN: the field, what it holds and what was expected; line and kind stay", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const [problem] = checkSession(wrongShapeFile()).problems;
    expect(problem).toMatchObject({ kind: "not-an-entry", line: 3 });
    expect(problem!.message).toBe('"message" 条目（role 为 "user"）的 message.content 是 5（应为字符串、数组或null）');
  });

  it("English by default, as before", () => {
    vi.stubEnv("KIT_LANG", "en");
    const [problem] = checkSession(wrongShapeFile()).problems;
    expect(problem!.message).toBe(
      'a "message" entry (role "user") whose message.content is 5 (expected a string, an array or null)',
    );
  });

  it("a missing field says which one, in Chinese", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const path = join(tempDir(), "s.jsonl");
    writeLines(path, [HEADER, { type: "compaction", id: "c1", parentId: null, timestamp: T, firstKeptEntryId: "c1" }]);
    expect(checkSession(path).problems[0]!.message).toBe('"compaction" 条目缺少 summary（应为字符串）');
  });
});

describe("the writer's refusals, in each language", () => {
  it("a NaN token count: Chinese, naming the file, the entry type and the field; nothing written", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    const reply = assistant("你好");
    reply.usage = { ...reply.usage, totalTokens: Number.NaN };
    const error = thrownBy(() => session.appendMessage(reply));
    expect(error).toBeInstanceOf(UnwritableEntryError);
    expect((error as Error).message).toBe(
      `${path}：拒绝追加这个 "message" 条目，因为写进去就读不回来：` +
        "它的 message.usage.totalTokens 是 NaN，写进文件会变成 null（计数必须是有限的数字）；什么都没有写入",
    );
    session.close();
  });

  it("a wrong shape is refused with the reader's Chinese sentence; English names the same field", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    const noProvider = { ...assistant("x"), provider: undefined } as unknown as ReturnType<typeof assistant>;
    vi.stubEnv("KIT_LANG", "zh-CN");
    expect(() => session.appendMessage(noProvider)).toThrow(
      '（role 为 "assistant"）缺少 message.provider（应为字符串）',
    );
    vi.stubEnv("KIT_LANG", "en");
    expect(() => session.appendMessage(noProvider)).toThrow(
      /refused to append a "message" entry.*without message\.provider/,
    );
    session.close();
  });
});

describe("an id that names no entry", () => {
  it("is data (the id, its role, the entry naming it) with an English message, whatever the language", () => {
    const tree = new SessionTree();
    vi.stubEnv("KIT_LANG", "zh-CN"); // the library holds no sentences: the server and the page translate
    expect(() => tree.switchLeaf("zzz")).toThrow('no entry with id "zzz" in this session');
    const error = new UnknownEntryError("p1", "parent entry", "c1");
    expect(error).toMatchObject({ kind: "unknown-entry", entryId: "p1", role: "parent entry", namedBy: "c1" });
    expect(error.message).toBe('no parent entry (named by "c1") with id "p1" in this session');
  });
});

describe("the tree drawing's own words, in each language", () => {
  const entries: SessionEntry[] = [
    { type: "message", id: "u1", parentId: null, timestamp: T, message: user("你好") },
    {
      type: "message",
      id: "a1",
      parentId: "u1",
      timestamp: T,
      message: { ...assistant(""), content: [{ type: "thinking", thinking: "嗯" }] },
    },
    { type: "message", id: "a2", parentId: "a1", timestamp: T, message: { ...assistant(""), content: [] } },
    { type: "session_info", id: "n1", parentId: "a2", timestamp: T, name: "第一课" },
    { type: "session_info", id: "n2", parentId: "n1", timestamp: T },
  ];
  const tree = () => SessionTree.fromEntries(entries);

  it("Chinese under KIT_LANG=zh-CN; entry types and roles stay", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    expect(renderTree(tree(), { words: treeWords() })).toEqual([
      'u1 user "你好"',
      "└─ a1 assistant （只有思考）",
      "   └─ a2 assistant （没有文字）",
      '      └─ n1 session_info 会话名 "第一课"',
      "         └─ n2 session_info 会话名已清除 ← 叶子",
    ]);
  });

  it("English by default, as before", () => {
    vi.stubEnv("KIT_LANG", "en");
    expect(renderTree(tree())).toEqual([
      'u1 user "你好"',
      "└─ a1 assistant (thinking only)",
      "   └─ a2 assistant (no text)",
      '      └─ n1 session_info name "第一课"',
      "         └─ n2 session_info name cleared ← leaf",
    ]);
  });
});

describe("the tables", () => {
  it("give every sentence in both languages, the Chinese one in Chinese", () => {
    for (const table of [SHAPE_WORDS, TREE_WORDS]) {
      expect(Object.keys(table.zh).sort()).toEqual(Object.keys(table.en).sort());
      for (const [key, zh] of Object.entries(table.zh)) {
        if (key === "anyOf" || key === "kind") continue;
        const text = typeof zh === "string" ? zh : (zh as (...args: unknown[]) => string)("entry", 2, "y", "z");
        expect(text, key).toMatch(HAN);
      }
    }
    expect(SHAPE_WORDS.zh.kind("object")).toBe("对象");
  });
});
