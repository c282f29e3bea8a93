import { describe, expect, it } from "vitest";
import { type AgentMessage, buildProviderRequest, toProviderMessages } from "../src/index.ts";
import { assistant, toolResult } from "./helpers/messages.ts";

describe("buildProviderRequest", () => {
  it("puts the system prompt first, streams with usage, and lists the tools as functions", () => {
    const request = buildProviderRequest({
      model: "gpt-test",
      systemPrompt: "You are helpful.",
      messages: [{ role: "user", content: "hi", timestamp: 0 }],
      tools: [{ name: "read_file", description: "Read.", parameters: { type: "object", properties: {} } }],
      thinkingLevel: "high",
    });
    expect(request).toEqual({
      model: "gpt-test",
      messages: [
        { role: "system", content: "You are helpful." },
        { role: "user", content: "hi" },
      ],
      stream: true,
      stream_options: { include_usage: true },
      tools: [
        {
          type: "function",
          function: { name: "read_file", description: "Read.", parameters: { type: "object", properties: {} } },
        },
      ],
      reasoning_effort: "high",
    });
  });

  it("sends no tools and no reasoning_effort when there are none", () => {
    const request = buildProviderRequest({
      model: "m",
      systemPrompt: "",
      messages: [],
      tools: [],
      thinkingLevel: "off",
    });
    expect(Object.keys(request).sort()).toEqual(["messages", "model", "stream", "stream_options"]);
  });
});

describe("toProviderMessages", () => {
  it("wraps summaries and extension messages as user messages that say what they are", () => {
    const messages: AgentMessage[] = [
      { role: "compactionSummary", summary: "## Goal\n- learn", tokensBefore: 500, timestamp: 0 },
      { role: "branchSummary", summary: "Tried X.", fromId: "abc", timestamp: 0 },
      { role: "custom", customType: "reminder", content: "Stay brief.", display: true, timestamp: 0 },
    ];
    const out = toProviderMessages(messages);
    expect(out.map((m) => m.role)).toEqual(["user", "user", "user"]);
    expect(out[0]?.content).toBe(
      "Earlier turns of this conversation were replaced by this summary to save space. " +
        "Treat it as what happened before this point.\n\n<summary>\n## Goal\n- learn\n</summary>",
    );
    expect(out[1]?.content).toMatch(
      /explored another branch and came back[\s\S]*<branch_summary>\nTried X\.\n<\/branch_summary>$/,
    );
    expect(out[2]?.content).toBe('<extension_message type="reminder">\nStay brief.\n</extension_message>');
  });

  it("sends a shell run as a user message unless it is excluded from the context", () => {
    const run = {
      role: "bashExecution" as const,
      command: "ls",
      output: "a.txt",
      exitCode: 2,
      cancelled: false,
      truncated: false,
      timestamp: 0,
    };
    expect(toProviderMessages([run])).toEqual([
      { role: "user", content: "The user ran a shell command:\n$ ls\na.txt\n(exit code 2)" },
    ]);
    expect(toProviderMessages([{ ...run, excludeFromContext: true }])).toEqual([]);
  });

  it("drops thinking, joins text, and sends tool calls with JSON arguments", () => {
    const out = toProviderMessages([
      assistant(
        [
          { type: "thinking", thinking: "secret reasoning" },
          { type: "text", text: "Let me look." },
          { type: "toolCall", id: "t1", name: "read_file", arguments: { path: "a.md" } },
        ],
        "toolUse",
      ),
      toolResult("t1", "read_file", "A"),
    ]);
    expect(out).toEqual([
      {
        role: "assistant",
        content: "Let me look.",
        tool_calls: [{ id: "t1", type: "function", function: { name: "read_file", arguments: '{"path":"a.md"}' } }],
      },
      { role: "tool", tool_call_id: "t1", content: "A" },
    ]);
    expect(JSON.stringify(out)).not.toContain("secret reasoning");
  });

  it("gives a tool call left without a result an error result, before the next message", () => {
    const out = toProviderMessages([
      assistant(
        [
          { type: "toolCall", id: "t1", name: "read_file", arguments: {} },
          { type: "toolCall", id: "t2", name: "list_files", arguments: {} },
        ],
        "toolUse",
      ),
      toolResult("t2", "list_files", "a.md"),
      { role: "user", content: "go on", timestamp: 0 },
    ]);
    expect(out.map((m) => [m.role, "tool_call_id" in m ? m.tool_call_id : ""])).toEqual([
      ["assistant", ""],
      ["tool", "t2"],
      ["tool", "t1"],
      ["user", ""],
    ]);
    expect(out[2]?.content).toMatch(/^Error: no result was recorded for this tool call/);
  });

  it("also closes a dangling call at the very end, e.g. a reply aborted mid-tool-call", () => {
    const out = toProviderMessages([assistant([{ type: "toolCall", id: "t9", name: "x", arguments: {} }], "aborted")]);
    expect(out.at(-1)).toMatchObject({ role: "tool", tool_call_id: "t9" });
  });

  it("skips an assistant message with nothing to send, such as a failed call", () => {
    const failed = { ...assistant([], "error"), errorMessage: "HTTP 500" };
    const onlyThinking = assistant([{ type: "thinking", thinking: "hmm" }]);
    expect(toProviderMessages([{ role: "user", content: "hi", timestamp: 0 }, failed, onlyThinking])).toEqual([
      { role: "user", content: "hi" },
    ]);
  });

  it("keeps images of a user message as image parts, and names images in tool results", () => {
    const out = toProviderMessages([
      {
        role: "user",
        content: [
          { type: "text", text: "look" },
          { type: "image", data: "AAAA", mimeType: "image/png" },
        ],
        timestamp: 0,
      },
      assistant([{ type: "toolCall", id: "t1", name: "shot", arguments: {} }], "toolUse"),
      {
        role: "toolResult",
        toolCallId: "t1",
        toolName: "shot",
        content: [{ type: "image", data: "BB", mimeType: "image/png" }],
        isError: false,
        timestamp: 0,
      },
    ]);
    expect(out[0]).toEqual({
      role: "user",
      content: [
        { type: "text", text: "look" },
        { type: "image_url", image_url: { url: "data:image/png;base64,AAAA" } },
      ],
    });
    expect(out[2]).toEqual({ role: "tool", tool_call_id: "t1", content: "(image not sent)" });
  });
});
