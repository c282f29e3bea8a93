/** The one line the tree and the chat show for an entry: the file format's own words, nothing left blank. */
import type { SessionEntry } from "@kit/session-core/tree";
import { describe, expect, it } from "vitest";
import { en } from "../src/web/i18n/en.ts";
import { zhCN } from "../src/web/i18n/zh-CN.ts";
import { contentText, entryLine } from "../src/web/model/entry-text.ts";
import { assistantMessage, compaction, leafSwitch, user } from "./helpers/entries.ts";

const base = { id: "x", parentId: null, timestamp: "2026-01-01T00:00:00.000Z" };

describe("entryLine", () => {
  it("says who spoke, or what kind of record an entry is, for every known type", () => {
    const entries: SessionEntry[] = [
      user("a", null, "hi"),
      { ...base, type: "message", message: { ...assistantMessage("", 1), stopReason: "aborted" } },
      compaction("k", "a", "a"),
      { ...base, type: "branch_summary", fromId: "a", summary: "left a branch" },
      { ...base, type: "model_change", provider: "openai", modelId: "gpt-5" },
      { ...base, type: "thinking_level_change", thinkingLevel: "high" },
      { ...base, type: "label", targetId: "a", label: "start" },
      { ...base, type: "label", targetId: "a", label: undefined },
      { ...base, type: "session_info", name: "" },
      { ...base, type: "custom_message", customType: "note", content: "for the model", display: true },
      leafSwitch("s", "a"),
      { ...base, type: "future_entry", payload: 1 },
    ];
    expect(entries.map((entry) => Object.values(entryLine(entry, en)).join(" | "))).toEqual([
      "user | user | hi",
      "error | assistant (aborted) | ",
      "compaction | compaction | ## Goal\n- say hello",
      "branch_summary | branch summary | left a branch",
      "setting | model | openai/gpt-5",
      "setting | thinking | high",
      'label | label | "start" on a',
      "label | label | cleared on a",
      "session_info | name | (cleared)",
      "custom_message | note | for the model",
      'custom | custom: leaf_switch | {"targetId":"a"}',
      "other | future_entry | ",
    ]);
  });

  it("says a label and a cleared name in the page's language; the entry's own text stays as written", () => {
    const label = { ...base, type: "label" as const, targetId: "c3772c20", label: "toml 回答" };
    expect(entryLine(label, zhCN).text).toBe("c3772c20 上的“toml 回答”");
    expect(entryLine({ ...label, label: undefined }, zhCN).text).toBe("c3772c20 上的标签已清除");
    expect(entryLine({ ...base, type: "session_info", name: "" }, zhCN).text).toBe("（已清除）");
    expect(entryLine({ ...base, type: "session_info", name: "my name" }, zhCN).text).toBe("my name");
  });
});

describe("contentText", () => {
  it("joins text blocks and names an image, so a picture alone is not an empty line", () => {
    expect(contentText("plain")).toBe("plain");
    expect(contentText([{ type: "image" }])).toBe("[image]");
    expect(contentText([{ type: "text", text: "look: " }, { type: "image" }])).toBe("look: [image]");
  });
});
