// The tree drawing's markers in the run's language, as the edges pass them (src/cli/tree-words.ts): Chinese under
// KIT_LANG=zh-CN; file-format words stay. The library alone draws in English.

import { runLanguage } from "@kit/agent-loop/language";
import { afterEach, describe, expect, it, vi } from "vitest";
import { treeWords } from "../src/cli/tree-words.ts";
import { LEAF_SWITCH_TYPE, renderTree, type SessionEntry, SessionTree } from "../src/index.ts";
import { user } from "./support/files.ts";

const T = "2026-01-01T09:00:00.000Z";
afterEach(() => vi.unstubAllEnvs());

function tree(): SessionTree {
  const entries: SessionEntry[] = [
    { type: "message", id: "u1", parentId: null, timestamp: T, message: user("我想实现一个 Agent。") },
    { type: "custom", customType: LEAF_SWITCH_TYPE, data: { targetId: "u1" }, id: "s1", parentId: "u1", timestamp: T },
  ];
  const made = new SessionTree();
  for (const entry of entries) made.add(entry);
  return made;
}

describe("the words of the tree drawing", () => {
  it("follow KIT_LANG, then the locale, with English the default", () => {
    expect(runLanguage({ KIT_LANG: "zh-CN" })).toBe("zh");
    expect(runLanguage({ LANG: "zh_CN.UTF-8" })).toBe("zh");
    expect(runLanguage({ KIT_LANG: "en", LANG: "zh_CN.UTF-8" })).toBe("en");
    expect(runLanguage({})).toBe("en");
  });

  it("mark the leaf and a leaf switch in Chinese under KIT_LANG=zh-CN, and keep the entry's role", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const words = treeWords();
    expect(renderTree(tree(), { words })).toEqual(['u1 user "我想实现一个 Agent。" ← 叶子', "└─ s1 ↳ 叶子移到了这里"]);
    expect(renderTree(new SessionTree(), { words })).toEqual(["（还没有条目）"]);
    expect(renderTree(tree())).toEqual(['u1 user "我想实现一个 Agent。" ← leaf', "└─ s1 ↳ leaf moved here"]);
  });

  it("are English otherwise", () => {
    vi.stubEnv("KIT_LANG", "en");
    expect(renderTree(tree())).toEqual(['u1 user "我想实现一个 Agent。" ← leaf', "└─ s1 ↳ leaf moved here"]);
  });
});
