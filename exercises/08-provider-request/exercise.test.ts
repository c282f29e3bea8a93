/**
 * Grading tests for exercise 08. One describe block per part of the starter's
 * TODOs; `npm run exercise -- 08` prints PASS or FAIL for each.
 *
 * The contexts are small conversations with tool calls, summaries and a run
 * killed mid-tool. Part 3 is also checked against the kit's own
 * toProviderMessages, on the shape every provider checks: the order of roles
 * and which call each tool message answers.
 */
import {
  type AgentMessage,
  type AssistantMessage,
  emptyUsage,
  type ToolSpec,
  toProviderMessages,
} from "@kit/agent-loop";
import { describe, expect, it } from "vitest";
import type * as Exercise from "./starter.ts";

const implementation = process.env.EXERCISE_IMPL ?? "./starter.ts";
const { buildRequest, toChatMessages, MISSING_RESULT } = (await import(implementation)) as typeof Exercise;

const user = (text: string): AgentMessage => ({ role: "user", content: text, timestamp: 1 });
function assistant(
  content: AssistantMessage["content"],
  stopReason: AssistantMessage["stopReason"] = "stop",
  errorMessage?: string,
): AgentMessage {
  return {
    role: "assistant",
    content,
    api: "scripted",
    provider: "scripted",
    model: "teaching",
    usage: emptyUsage(),
    stopReason,
    errorMessage,
    timestamp: 2,
  };
}
const text = (t: string) => ({ type: "text" as const, text: t });
const call = (id: string, name: string, args: Record<string, unknown>) => ({
  type: "toolCall" as const,
  id,
  name,
  arguments: args,
});
const result = (id: string, name: string, t: string, isError = false): AgentMessage => ({
  role: "toolResult",
  toolCallId: id,
  toolName: name,
  content: [text(t)],
  isError,
  timestamp: 3,
});

const listFiles: ToolSpec = {
  name: "list_files",
  description: "List the files.",
  parameters: { type: "object", properties: {} },
};

/** What every provider checks: the roles in order, and the call each tool message answers. */
const shape = (messages: readonly { role: string; tool_call_id?: string }[]) =>
  messages.map((m) => (m.role === "tool" ? `tool ${m.tool_call_id}` : m.role));

// A run that listed files, read one, and answered; then a new question.
const conversation: AgentMessage[] = [
  user("What is in the workspace?"),
  assistant([text("Let me look."), call("call_1", "list_files", {})], "toolUse"),
  result("call_1", "list_files", "README.md\nagent-loop.md"),
  assistant([call("call_2", "read_file", { path: "agent-loop.md", offset: 2 })], "toolUse"),
  result("call_2", "read_file", "# The agent loop"),
  assistant([text("Two files; one is about the loop.")]),
  user("Thanks."),
];

describe("part 1: the request, and the four roles", () => {
  it("puts the system prompt first, then every message in the API's roles", () => {
    const request = buildRequest({ model: "gpt-4o-mini", systemPrompt: "Be brief.", messages: conversation });
    expect(request.model).toBe("gpt-4o-mini");
    expect(request.stream, "expected stream: true: the kit reads the reply as a stream of chunks").toBe(true);
    expect(request.messages[0]).toEqual({ role: "system", content: "Be brief." });
    expect(shape(request.messages)).toEqual([
      "system",
      "user",
      "assistant",
      "tool call_1",
      "assistant",
      "tool call_2",
      "assistant",
      "user",
    ]);
  });

  it("writes an assistant's tool calls as tool_calls, with the arguments as a JSON string", () => {
    const [, first, , second] = toChatMessages(conversation);
    expect(first).toEqual({
      role: "assistant",
      content: "Let me look.",
      tool_calls: [{ id: "call_1", type: "function", function: { name: "list_files", arguments: "{}" } }],
    });
    expect(second, "a reply that only calls a tool has content null").toEqual({
      role: "assistant",
      content: null,
      tool_calls: [
        {
          id: "call_2",
          type: "function",
          function: { name: "read_file", arguments: JSON.stringify({ path: "agent-loop.md", offset: 2 }) },
        },
      ],
    });
  });

  it("sends user text, answers and tool results as text, and no tool_calls field on a plain answer", () => {
    const messages = toChatMessages(conversation);
    expect(messages[0]).toEqual({ role: "user", content: "What is in the workspace?" });
    expect(messages[2]).toEqual({ role: "tool", tool_call_id: "call_1", content: "README.md\nagent-loop.md" });
    expect(messages[5]).toEqual({ role: "assistant", content: "Two files; one is about the loop." });
  });

  it("lists the tools only when there are some", () => {
    const withTools = buildRequest({ model: "m", systemPrompt: "s", messages: [user("hi")], tools: [listFiles] });
    expect(withTools.tools).toEqual([
      {
        type: "function",
        function: { name: "list_files", description: "List the files.", parameters: listFiles.parameters },
      },
    ]);
    const without = buildRequest({ model: "m", systemPrompt: "s", messages: [user("hi")], tools: [] });
    expect("tools" in without, "an empty tools list is refused by some providers: leave the field out").toBe(false);
  });
});

describe("part 2: what the API has no role for", () => {
  it("does not send thinking", () => {
    const messages = toChatMessages([
      user("Why?"),
      assistant([{ type: "thinking", thinking: "Secret reasoning." }, text("Because.")]),
    ]);
    expect(messages[1]).toEqual({ role: "assistant", content: "Because." });
  });

  it("skips an assistant message with nothing to send (a reply that failed before it said anything)", () => {
    const messages = toChatMessages([
      user("Hello?"),
      assistant([], "error", "Could not connect"),
      user("Hello again?"),
    ]);
    expect(shape(messages).join(", ")).toBe("user, user");
  });

  it("sends a compaction summary and a branch summary as user messages that hold the summary", () => {
    const messages = toChatMessages([
      { role: "compactionSummary", summary: "Listed the files.", tokensBefore: 900, timestamp: 1 },
      { role: "branchSummary", summary: "Tried plan A; it failed.", fromId: "a5", timestamp: 2 },
      user("Go on."),
    ]);
    expect(shape(messages).join(", ")).toBe("user, user, user");
    expect(messages[0]!.content).toContain("Listed the files.");
    expect(messages[1]!.content).toContain("Tried plan A; it failed.");
    expect(messages[0]!.content, "the model must be told it is a summary, not the user speaking").not.toBe(
      "Listed the files.",
    );
  });

  it("sends an extension's custom message as user text", () => {
    const messages = toChatMessages([
      {
        role: "custom",
        customType: "house-rules",
        content: [text("Be "), text("brief.")],
        display: true,
        timestamp: 1,
      },
    ]);
    expect(messages).toEqual([{ role: "user", content: "Be brief." }]);
  });
});

describe("part 3: every tool call gets exactly one result", () => {
  // The process was killed while read_file ran: the call was saved, its result never was.
  const killed: AgentMessage[] = [
    user("Read both files."),
    assistant(
      [call("call_1", "read_file", { path: "README.md" }), call("call_2", "read_file", { path: "agent-loop.md" })],
      "toolUse",
    ),
    result("call_1", "read_file", "# README"),
    user("Are you still there?"),
  ];

  it("gives a call with no result a stand-in, before the next message", () => {
    const messages = toChatMessages(killed);
    expect(shape(messages).join(", ")).toBe("user, assistant, tool call_1, tool call_2, user");
    expect(messages[3]).toEqual({ role: "tool", tool_call_id: "call_2", content: MISSING_RESULT });
  });

  it("gives stand-ins to calls at the very end of the context, the order of the calls kept", () => {
    const messages = toChatMessages(killed.slice(0, 2));
    expect(shape(messages).join(", ")).toBe("user, assistant, tool call_1, tool call_2");
    expect(messages.slice(2).map((m) => m.content)).toEqual([MISSING_RESULT, MISSING_RESULT]);
  });

  it("keeps a result whose call is not waiting as user text, never as a tool message", () => {
    // After a compaction the kept part can start at a result whose call was summarised away.
    const messages = toChatMessages([result("call_9", "list_files", "README.md"), user("And now?")]);
    expect(shape(messages).join(", ")).toBe("user, user");
    expect(messages[0]!.content).toContain("README.md");
  });

  it("sends a second result for the same call as text, not as a second tool message", () => {
    const messages = toChatMessages([...conversation.slice(0, 3), result("call_1", "list_files", "again")]);
    expect(shape(messages).join(", ")).toBe("user, assistant, tool call_1, user");
  });

  it("agrees with the kit's own answer on the shape of every prefix of a messy context", () => {
    const messy: AgentMessage[] = [
      ...killed,
      assistant([text("Yes."), call("call_3", "list_files", {})], "toolUse"),
      result("call_4", "list_files", "a result for another call"),
      result("call_3", "list_files", "README.md"),
      assistant([], "aborted", "Aborted"),
      { role: "compactionSummary", summary: "S", tokensBefore: 1, timestamp: 1 },
      assistant([call("call_5", "read_file", { path: "x" })], "toolUse"),
    ];
    for (let end = 0; end <= messy.length; end++) {
      const context = messy.slice(0, end);
      const kit = shape(toProviderMessages(context) as { role: string; tool_call_id?: string }[]);
      expect(shape(toChatMessages(context)).join(", "), `the first ${end} messages`).toBe(kit.join(", "));
    }
  });
});
