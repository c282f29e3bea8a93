import type { AgentMessage, AssistantMessage } from "@kit/agent-loop";
import { emptyUsage } from "@kit/agent-loop";
import type { ServerEvent, WireAgentEvent } from "@kit/server";
import { describe, expect, it } from "vitest";
import { en } from "../src/web/i18n/en.ts";
import { zhCN } from "../src/web/i18n/zh-CN.ts";
import { describeEvent, groupTimeline, type TimelineEvent } from "../src/web/model/timeline.ts";
import { assistantMessage, listFilesResult } from "./helpers/entries.ts";

const inEnglish = (events: TimelineEvent[]) => groupTimeline(events, en);

let n = 0;
const agent = (event: WireAgentEvent): TimelineEvent => ({
  id: `e-${++n}`,
  name: event.type,
  data: { type: "agent_event", runId: "run-0001-abcdef", event },
});
const question: AgentMessage = { role: "user", content: "list the files", timestamp: 1 };
const reply = (stopReason: "stop" | "toolUse", input = 0, output = 0): AssistantMessage => ({
  ...assistantMessage("", 2),
  stopReason,
  usage: { ...emptyUsage(), input, output },
});
const result = listFilesResult(3);
const update: WireAgentEvent = {
  type: "message_update",
  message: reply("stop"),
  modelEvent: { type: "text_delta", contentIndex: 0, delta: "I" },
};
const server = (data: ServerEvent): TimelineEvent => ({ id: `e-${++n}`, name: data.type, data });
const updated = server({ type: "session_updated", leafId: "x", appended: [] });

describe("groupTimeline", () => {
  it("groups a run's events by turn and folds the message_update run into one counted row", () => {
    const events = [
      server({ type: "run_start", runId: "run-0001-abcdef" }),
      agent({ type: "agent_start" }),
      agent({ type: "turn_start", turn: 1 }),
      agent({ type: "message_start", message: question }),
      agent({ type: "message_end", message: question, entryId: "q1" }),
      updated,
      agent({ type: "message_start", message: reply("stop") }),
      ...Array.from({ length: 12 }, () => agent(update)),
      agent({ type: "message_end", message: reply("toolUse"), entryId: "a1" }),
      agent({ type: "tool_execution_start", toolCallId: "call_1", toolName: "list_files", args: {} }),
      agent({ type: "tool_execution_end", toolCallId: "call_1", toolName: "list_files", result, isError: false }),
      agent({ type: "turn_end", turn: 1, message: reply("toolUse"), toolResults: [result] }),
      agent({ type: "turn_start", turn: 2 }),
      agent({ type: "message_start", message: reply("stop") }),
      agent(update),
      agent({ type: "message_end", message: reply("stop"), entryId: "a2" }),
      agent({ type: "turn_end", turn: 2, message: reply("stop"), toolResults: [] }),
      agent({ type: "agent_end", reason: "done", messages: [] }),
      server({ type: "run_end", runId: "run-0001-abcdef", reason: "done" }),
      server({ type: "branch_switch", leafId: "a", previousLeafId: "b" }),
      server({ type: "label", entryId: "a", label: "here" }),
    ];
    const groups = inEnglish(events);
    expect(groups.map((g) => `${g.kind}: ${g.ref}`)).toEqual([
      "run: run-0001",
      "turn: 1",
      "turn: 2",
      "run_end: run-0001",
      "session: ",
    ]);
    const turn1 = groups[1]!.rows;
    expect(turn1.map((r) => r.name)).toEqual([
      "turn_start",
      "message_start",
      "message_end",
      "session_updated",
      "message_start",
      "message_update",
      "message_end",
      "tool_execution_start",
      "tool_execution_end",
      "turn_end",
    ]);
    expect(turn1[5]!.count).toBe(12);
    expect(turn1[6]!.detail).toBe("assistant, toolUse · a1");
    expect(turn1[7]!.detail).toBe("list_files");
    expect(groups[4]!.rows.map((r) => r.detail)).toEqual(["b → a", '"here" on a']);
  });

  it("puts events outside any run in a session group, one group for a row of them", () => {
    const groups = inEnglish([
      server({ type: "compaction", entryId: "c", tokensBefore: 900, tokensAfter: 300 }),
      updated,
    ]);
    expect(groups.length).toBe(1);
    expect(groups[0]!.rows.map((r) => r.detail)[0]).toBe("900 → 300 tokens");
  });
});

describe("timeline times and tokens", () => {
  it("says how long after the run's start each event came, and what each model call cost", () => {
    const timed = (event: TimelineEvent, receivedAt: number): TimelineEvent => ({ ...event, receivedAt });
    const groups = inEnglish([
      timed(server({ type: "run_start", runId: "run-0002" }), 1000),
      timed(agent({ type: "turn_start", turn: 1 }), 1004),
      timed(agent({ type: "message_end", message: reply("stop", 120, 30), entryId: "a3" }), 1250),
      agent({ type: "turn_end", turn: 1, message: reply("toolUse"), toolResults: [result] }),
    ]);
    const rows = groups.flatMap((g) => g.rows);
    expect(rows.map((r) => r.elapsedMs)).toEqual([0, 4, 250, undefined]);
    expect(rows[2]!.tokens).toEqual({ input: 120, output: 30 });
    expect(rows[1]!.tokens).toBeUndefined();
  });
});

describe("an event's detail in the page's language", () => {
  it("says a compaction, a label and a leaf before the first entry in Chinese, ids and numbers as they are", () => {
    expect(describeEvent({ type: "compaction", entryId: "c", tokensBefore: 900, tokensAfter: 300 }, zhCN)).toBe(
      "900 → 300 个 token",
    );
    expect(describeEvent({ type: "label", entryId: "a1", label: "起点" }, zhCN)).toBe("a1 上的“起点”");
    expect(describeEvent({ type: "branch_switch", previousLeafId: null, leafId: "a1" }, zhCN)).toBe("根 → a1");
  });
});
