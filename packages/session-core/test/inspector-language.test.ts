// The inspector in the run's language: under KIT_LANG=zh-CN check, tree and repair speak Chinese, while each
// problem's kind and line stay as they are (a script reads them); English is the default.

import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { FILE_KIND_WORDS } from "@kit/agent-loop/words";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLI_MESSAGES } from "../src/cli/messages.ts";
import { PROBLEM_WORDS } from "../src/cli/problem-words.ts";
import { REPAIR_WORDS } from "../src/cli/repair-words.ts";
import { TREE_WORDS, treeWords } from "../src/cli/tree-words.ts";
import { renderTree, type SessionEntry, SessionTree } from "../src/index.ts";
import { run } from "./support/cli-run.ts";
import { compactionLine, HEADER, messageLine, tempDir, user, writeLines } from "./support/files.ts";

afterEach(() => vi.unstubAllEnvs());

/** A file with a missing parent, a line that is not JSON, a compaction keeping from nowhere and a torn last line. */
function damagedFile(): string {
  const path = join(tempDir(), "damaged.jsonl");
  writeLines(path, [
    HEADER,
    messageLine("u1", null, "你好"),
    messageLine("u2", "gone", "还在吗？"),
    "not json",
    compactionLine("c1", "u1", "nowhere"),
  ]);
  appendFileSync(path, '{"type":"message","id":"u3"');
  return path;
}

const HAN = /\p{Script=Han}/u;

describe("the inspector under KIT_LANG=zh-CN", () => {
  it("check: each problem keeps its file:line: kind, and says what is wrong in Chinese", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const path = damagedFile();
    const { code, stdout } = run("check", path);
    expect(code).toBe(1);
    expect(stdout).toEqual([
      `${path}:3: missing-parent: parentId "gone" 在这个文件里找不到对应的条目`,
      expect.stringMatching(new RegExp(`^${path}:4: malformed-line: 不是合法的 JSON（.*）；这一行是 not json$`)),
      `${path}:5: first-kept-not-on-path: 压缩条目 "c1" 从 "nowhere" 开始保留，但这个文件里没有这个条目；` +
        "它的上下文在摘要之前什么都不保留",
      `${path}:6: torn-last-line: 末尾有 27 字节没有换行，也不是完整的 JSON（一次写入被打断了）`,
      `${path} 里有 4 个问题；\`repair ${path}\` 会写出修复后的文件，并保留原文件`,
    ]);
  });

  it("tree: the line about the file and the warning are Chinese", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const path = damagedFile();
    const { code, stdout, stderr } = run("tree", path);
    expect(code).toBe(0);
    expect(stdout[0]).toBe(`${path} · 会话 ${HEADER.id} · 第 3 版 · 2 个条目 · 叶子 c1`);
    expect(stderr).toEqual([
      `警告：${path} 有 3 个问题；下面显示能读出来的部分（运行 \`check ${path}\` 查看问题列表）`,
    ]);
  });

  it("repair: every action is said in Chinese, and check agrees afterwards", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const path = damagedFile();
    const { code, stdout } = run("repair", path);
    expect(code).toBe(0);
    expect(stdout[0]).toBe(`修复了 ${path}（4 个问题）：`);
    expect(stdout).toContain(`  - 第 6 行：残行的 27 字节保存在 ${path}.torn`);
    expect(stdout).toContain("  - 第 4 行：不是合法的 JSON；连同原文从会话里移到了修复日志");
    expect(stdout.at(-1)).toBe(`check：${path} 现在没有问题了`);
    for (const line of stdout) expect(line).toMatch(HAN);
    expect(run("repair", path).stdout).toEqual([`${path}：没有问题，不用修复（文件没有被动过）`]);
  });

  it("a cycle, a copied line, a reused id and a folder are said in Chinese (the checks beside the reader)", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const path = join(tempDir(), "loop.jsonl");
    const copy = messageLine("d1", null, "一样");
    const other = messageLine("d1", null, "不一样");
    writeLines(path, [HEADER, messageLine("a1", "b1", "甲"), messageLine("b1", "a1", "乙"), copy, copy, other]);
    expect(run("check", path).stdout.slice(0, 4)).toEqual([
      `${path}:2: cycle: 它的父节点 "b1"（第 3 行）是它自己的后代：这些条目绕成了一个环`,
      `${path}:3: cycle: 它的父节点 "a1"（第 2 行）是它自己的后代：这些条目绕成了一个环`,
      `${path}:5: duplicate-id: id "d1" 在第 4 行已经用过；这一行没有放进树里`,
      `${path}:6: duplicate-id: id "d1" 在第 4 行已经用过；这一行没有放进树里`,
    ]);
    const { stdout } = run("repair", path);
    expect(stdout).toContain("  - 第 5 行：和第 4 行（id d1）一模一样，那一行留下；连同原文从会话里移到了修复日志");
    expect(stdout.find((line) => line.startsWith("  - 第 6 行：id d1 在第 4 行已经用过；"))).toMatch(/新的 id/);
    const folder = tempDir();
    expect(run("check", folder).stderr).toEqual([
      `错误：无法读取 ${folder}：这是一个文件夹，不是文件；会话是一个普通文件`,
    ]);
  });

  it("help is Chinese; the commands and options stay as they are typed", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const { code, stdout } = run("help");
    expect(code).toBe(0);
    expect(stdout[0]).toMatch(/^用法：npm run session -- <命令> FILE \[选项\]/);
    for (const typed of ["tree FILE", "context FILE [--leaf ID ...] [--json]", "check FILE", "repair FILE"]) {
      expect(stdout[0]).toContain(typed);
    }
    expect(stdout[0]).toContain("退出码：0 完成");
  });

  it("a wrong FILE argument is an error in Chinese", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const missing = join(tempDir(), "nope.jsonl");
    expect(run("check", missing).stderr).toEqual([`错误：无法读取 ${missing}：没有这个文件`]);
  });

  it("a file another process is writing: repair refuses in Chinese, naming the process", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const path = damagedFile();
    writeFileSync(`${path}.lock`, `${process.ppid}\n`); // a running process that is not this one holds it
    const before = readFileSync(path, "utf8");
    const { code, stderr } = run("repair", path);
    expect(code).toBe(1);
    expect(stderr).toEqual([
      `${path} 正被另一个进程（pid ${process.ppid}）打开写入；先在那边关掉它，` +
        "或者用 loadSession() / `npm run session -- context` 来读，它们从不写文件",
    ]);
    expect(readFileSync(path, "utf8")).toBe(before);
  });
});

describe("the tree drawing under KIT_LANG=zh-CN", () => {
  it("says what a compaction keeps and where a label is in Chinese; the entry types stay", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const T = "2026-01-01T09:00:00.000Z";
    const entries: SessionEntry[] = [
      { type: "message", id: "u1", parentId: null, timestamp: T, message: user("你好") },
      { ...compactionLine("c1", "u1", "u1"), summary: "打过招呼" },
      { type: "label", id: "l1", parentId: "c1", timestamp: T, targetId: "u1", label: "开头" },
    ];
    const tree = new SessionTree();
    for (const entry of entries) tree.add(entry);
    expect(renderTree(tree).join("\n")).not.toMatch(/保留|叶子/); // the library draws in English; the edge passes its words
    expect(renderTree(tree, { words: treeWords() })).toEqual([
      'u1 user "你好" [开头]',
      '└─ c1 compaction "打过招呼" （从 u1 开始保留）',
      '   └─ l1 label 在 u1 上 "开头" ← 叶子',
    ]);
  });
});

describe("the inspector by default", () => {
  it("speaks English, with the same kinds and lines", () => {
    vi.stubEnv("KIT_LANG", "en");
    const path = damagedFile();
    const { stdout } = run("check", path);
    expect(stdout[0]).toBe(`${path}:3: missing-parent: parentId "gone" names no entry in this file`);
    expect(stdout.at(-1)).toBe(`4 problems in ${path}; \`repair ${path}\` writes a mended file and keeps the original`);
    for (const line of stdout) expect(line).not.toMatch(HAN);
  });
});

/** The sentences that name a list of lines take a list. */
const LIST_STAND_INS: Record<string, unknown[]> = {
  // The sentences about a value from the file, or an entry's shape, take them as data.
  badIdOrParent: [{ kind: "missing" }, { kind: "as-written", text: '"x"' }],
  unknownVersion: [{ kind: "too-large", written: "1e400", reads: "Infinity" }, 3],
  shape: [{ kind: "missing-field", subject: { type: "compaction" }, field: "summary", expected: ["string"] }],
  blankLines: [[2, 3]],
  notUtf8: [[2, 3]],
  nullTokenCounts: [[{ line: 2, field: "usage.input" }]],
};

describe("the tables", () => {
  it("give every sentence in both languages, the Chinese one in Chinese", () => {
    for (const table of [PROBLEM_WORDS, REPAIR_WORDS, CLI_MESSAGES, TREE_WORDS]) {
      expect(Object.keys(table.zh).sort()).toEqual(Object.keys(table.en).sort());
      for (const [key, zh] of Object.entries(table.zh)) {
        if (key === "separator" || key === "listSeparator") continue;
        // A sentence is a string, or a function of ids, counts, names or lists: called with stand-ins, it must be
        // Chinese.
        const args = LIST_STAND_INS[key] ?? ["x", 2, "y", "z"];
        const text = typeof zh === "string" ? zh : (zh as (...args: unknown[]) => string)(...args);
        expect(text, key).toMatch(HAN);
      }
    }
    for (const kind of ["folder", "fifo", "device"] as const) expect(FILE_KIND_WORDS.zh[kind], kind).toMatch(HAN);
  });
});
