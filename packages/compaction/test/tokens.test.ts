import { emptyUsage } from "@kit/agent-loop";
import { describe, expect, it } from "vitest";
import { collectFileLists } from "../src/file-operations.ts";
import { compactionSettings, estimateContextTokens, estimateTokens } from "../src/index.ts";
import { DEFAULT_COMPACTION_SETTINGS, shouldCompact } from "../src/settings.ts";
import { serializeConversation, withoutFileLists } from "../src/summarize.ts";
import { usageTokens } from "../src/tokens.ts";
import { assistant, newSession, toolResult, user } from "./helpers.ts";

describe("estimateTokens", () => {
  it("counts characters / 4, rounded up, of what the model reads", () => {
    expect(estimateTokens(user("12345678"))).toBe(2);
    expect(estimateTokens(user("123456789"))).toBe(3);
    expect(estimateTokens(toolResult("a", "read_file", "x".repeat(400)))).toBe(100);
    // A tool call counts its name and its arguments as JSON.
    const call = assistant("", { toolCalls: [{ id: "a", name: "read_file", arguments: { path: "a.md" } }] });
    expect(estimateTokens(call)).toBe(Math.ceil(("read_file".length + JSON.stringify({ path: "a.md" }).length) / 4));
    expect(estimateTokens({ role: "compactionSummary", summary: "x".repeat(40), tokensBefore: 9, timestamp: 0 })).toBe(
      10,
    );
    expect(
      estimateTokens({ role: "user", content: [{ type: "image", data: "", mimeType: "image/png" }], timestamp: 0 }),
    ).toBe(1200);
  });

  it("counts a system message (pi 1.6.0) by its text, its sections and its tools, as pi does", () => {
    const tools = [{ name: "read", description: "read a file", parameters: {} }];
    const system = {
      role: "system",
      content: "x".repeat(10),
      sections: { a: "y".repeat(6), b: null },
      toolsAdded: tools,
    };
    const expected = Math.ceil((10 + 6 + JSON.stringify(tools).length) / 4);
    expect(estimateTokens({ ...system, timestamp: 0 } as never)).toBe(expected);
  });

  it("uses the provider's total when it gives one, else the sum of the parts", () => {
    const usage = emptyUsage();
    Object.assign(usage, { input: 100, output: 20, cacheRead: 5, cacheWrite: 1 });
    expect(usageTokens(usage)).toBe(126);
    usage.totalTokens = 130;
    expect(usageTokens(usage)).toBe(130);
  });
});

describe("estimateContextTokens", () => {
  it("is the latest answer's usage plus an estimate of what came after it", () => {
    const session = newSession();
    session.appendMessage(user("x".repeat(4000)));
    session.appendMessage(assistant("ok", { totalTokens: 1_500 }));
    session.appendMessage(toolResult("a", "read_file", "x".repeat(400)));
    session.appendMessage(user("x".repeat(40)));
    expect(estimateContextTokens(session.tree.pathToRoot())).toEqual({
      tokens: 1_610,
      fromUsage: 1_500,
      estimated: 110,
    });
  });

  it("ignores the usage of failed and aborted answers", () => {
    const session = newSession();
    session.appendMessage(user("x".repeat(40)));
    session.appendMessage({ ...assistant("", { totalTokens: 9_999 }), stopReason: "error", errorMessage: "boom" });
    expect(estimateContextTokens(session.tree.pathToRoot())).toEqual({ tokens: 10, fromUsage: 0, estimated: 10 });
  });
});

describe("settings", () => {
  it("has pi's defaults", () => {
    expect(DEFAULT_COMPACTION_SETTINGS).toMatchObject({
      enabled: true,
      reserveTokens: 16_384,
      keepRecentTokens: 20_000,
    });
    expect(compactionSettings()).toEqual(DEFAULT_COMPACTION_SETTINGS);
  });

  it("compacts once the context reaches into the reserve, unless disabled", () => {
    const settings = compactionSettings({ contextWindow: 10_000, reserveTokens: 2_000, keepRecentTokens: 1_000 });
    expect(shouldCompact(8_000, settings)).toBe(false);
    expect(shouldCompact(8_001, settings)).toBe(true);
    expect(shouldCompact(9_000, { ...settings, enabled: false })).toBe(false);
  });

  it("refuses settings where the kept part alone would fill the window", () => {
    expect(() => compactionSettings({ contextWindow: 30_000 })).toThrow(
      /keepRecentTokens \(20000\) must be below contextWindow - reserveTokens \(30000 - 16384 = 13616\)/,
    );
    expect(() => compactionSettings({ reserveTokens: -1 })).toThrow(/reserveTokens must be a number of tokens/);
  });
});

describe("summary inputs", () => {
  it("serialises the conversation in pi's labelled format, cutting long tool results", () => {
    const text = serializeConversation([
      user("hello"),
      assistant("reading", { toolCalls: [{ id: "a", name: "read_file", arguments: { path: "a.md", offset: 2 } }] }),
      toolResult("a", "read_file", "y".repeat(2100)),
    ]);
    expect(text).toBe(
      `[User]: hello\n\n[Assistant]: reading\n\n[Assistant tool calls]: read_file(path="a.md", offset=2)\n\n` +
        `[Tool result]: ${"y".repeat(2000)}\n\n[... 100 more characters not shown]`,
    );
  });

  it("gathers files from the teaching tools and pi's, a changed file listed once, sorted", () => {
    const lists = collectFileLists(
      [
        assistant("", {
          toolCalls: [
            { id: "1", name: "read_file", arguments: { path: "b.md" } },
            { id: "2", name: "read", arguments: { path: "a.md" } },
            { id: "3", name: "edit", arguments: { path: "b.md" } },
            { id: "4", name: "list_files", arguments: { path: "." } },
          ],
        }),
      ],
      [{ readFiles: ["z.md"], modifiedFiles: ["y.md"] }],
    );
    expect(lists).toEqual({ readFiles: ["a.md", "z.md"], modifiedFiles: ["b.md", "y.md"] });
  });

  it("drops the appended file lists from a previous summary before it is reused", () => {
    expect(
      withoutFileLists(
        "## Goal\n- x\n\n<read-files>\na.md\n</read-files>\n\n<modified-files>\nb.md\n</modified-files>",
      ),
    ).toBe("## Goal\n- x");
  });
});
