// The shape sentences, the writer's refusals, an unknown id and the tree's own words: data and plain English in the
// library whatever KIT_LANG says, and Chinese where an edge asks for it, still naming the field, the line and the file.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentenceOf } from "../src/cli/problem-words.ts";
import { CHINESE_SHAPE_WORDS } from "../src/cli/shape-words.ts";
import { TREE_WORDS, treeWords } from "../src/cli/tree-words.ts";
import {
  checkSession,
  renderTree,
  type SessionEntry,
  SessionTree,
  UnknownEntryError,
  UnwritableEntryError,
} from "../src/index.ts";
import { ENGLISH_SHAPE_WORDS } from "../src/reading/shape-words.ts";
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
  it("is data: the entry, the field, what it holds and what was expected", () => {
    const [problem] = checkSession(wrongShapeFile()).problems;
    expect(problem).toMatchObject({ kind: "not-an-entry", line: 3 });
    expect(problem!.said).toEqual([
      {
        say: "shape",
        args: [
          {
            kind: "wrong-field",
            subject: { type: "message", role: "user" },
            field: "message.content",
            found: { kind: "as-written", text: "5" },
            expected: ["string", "array", "null"],
          },
        ],
      },
    ]);
  });

  it("is plain English in the library, even under KIT_LANG=zh-CN: the library reads no environment", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const [problem] = checkSession(wrongShapeFile()).problems;
    expect(problem!.message).toBe(
      'a "message" entry (role "user") whose message.content is 5 (expected a string, an array or null)',
    );
  });

  it("is Chinese at the edge that asks for it: the field, what it holds and what was expected", () => {
    const [problem] = checkSession(wrongShapeFile()).problems;
    expect(sentenceOf(problem!, "zh")).toBe(
      '"message" 条目（role 为 "user"）的 message.content 是 5（应为字符串、数组或null）',
    );
  });

  it("a missing field says which one, in Chinese", () => {
    const path = join(tempDir(), "s.jsonl");
    writeLines(path, [HEADER, { type: "compaction", id: "c1", parentId: null, timestamp: T, firstKeptEntryId: "c1" }]);
    expect(sentenceOf(checkSession(path).problems[0]!, "zh")).toBe('"compaction" 条目缺少 summary（应为字符串）');
  });
});

describe("the writer's refusals, in each language", () => {
  it("a NaN token count: the field as data, English in the error, Chinese at an edge; nothing written", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    const reply = assistant("你好");
    reply.usage = { ...reply.usage, totalTokens: Number.NaN };
    const error = thrownBy(() => session.appendMessage(reply)) as UnwritableEntryError;
    expect(error).toBeInstanceOf(UnwritableEntryError);
    expect(error.said).toEqual([{ say: "nullCountRefused", args: ["message.usage.totalTokens", "NaN"] }]);
    expect(error.message).toBe(
      `${path}: refused to append a "message" entry, which would not read back: its message.usage.totalTokens ` +
        "is NaN, which a file holds as null (a count must be a finite number); nothing was written",
    );
    expect(sentenceOf(error, "zh")).toBe(
      "它的 message.usage.totalTokens 是 NaN，写进文件会变成 null（计数必须是有限的数字）",
    );
    expect(readFileSync(path, "utf8").split("\n").filter(Boolean)).toHaveLength(1);
    session.close();
  });

  it("a wrong shape is refused with the reader's sentence, in either language", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    const noProvider = { ...assistant("x"), provider: undefined } as unknown as ReturnType<typeof assistant>;
    const error = thrownBy(() => session.appendMessage(noProvider)) as UnwritableEntryError;
    expect(error.message).toMatch(/refused to append a "message" entry.*without message\.provider/);
    expect(sentenceOf(error, "zh")).toBe('"message" 条目（role 为 "assistant"）缺少 message.provider（应为字符串）');
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
    const shapes = { en: ENGLISH_SHAPE_WORDS, zh: CHINESE_SHAPE_WORDS };
    for (const table of [shapes, TREE_WORDS]) {
      expect(Object.keys(table.zh).sort()).toEqual(Object.keys(table.en).sort());
      for (const [key, zh] of Object.entries(table.zh)) {
        if (key === "anyOf" || key === "kinds") continue;
        const text = typeof zh === "string" ? zh : (zh as (...args: unknown[]) => string)("entry", 2, "y", "z");
        expect(text, key).toMatch(HAN);
      }
    }
    expect(Object.keys(CHINESE_SHAPE_WORDS.kinds).sort()).toEqual(Object.keys(ENGLISH_SHAPE_WORDS.kinds).sort());
    expect(CHINESE_SHAPE_WORDS.kinds.object).toBe("对象");
  });
});
