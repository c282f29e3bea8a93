import type { ServerEvent } from "@kit/server";
import { describe, expect, it } from "vitest";
import { groupTimeline, type TimelineEvent } from "../src/web/model/timeline.ts";

let n = 0;
const agent = (type: string, fields: Record<string, unknown> = {}): TimelineEvent => ({
  id: `e-${++n}`,
  name: type,
  data: { type: "agent_event", runId: "run-0001-abcdef", event: { type, ...fields } },
});
const server = (data: ServerEvent): TimelineEvent => ({ id: `e-${++n}`, name: data.type, data });
const updated = server({ type: "session_updated", leafId: "x", appended: [] });

describe("groupTimeline", () => {
  it("groups a run's events by turn and folds the message_update run into one counted row", () => {
    const events = [
      server({ type: "run_start", runId: "run-0001-abcdef" }),
      agent("agent_start"),
      agent("turn_start", { turn: 1 }),
      agent("message_start", { message: { role: "user" } }),
      agent("message_end", { message: { role: "user" } }),
      updated,
      agent("message_start", { message: { role: "assistant" } }),
      ...Array.from({ length: 12 }, () => agent("message_update", { message: { role: "assistant" } })),
      agent("message_end", { message: { role: "assistant", stopReason: "toolUse" } }),
      agent("tool_execution_start", { toolName: "list_files" }),
      agent("tool_execution_end", { toolName: "list_files", isError: false }),
      agent("turn_end", { turn: 1 }),
      agent("turn_start", { turn: 2 }),
      agent("message_start", { message: { role: "assistant" } }),
      agent("message_update", { message: { role: "assistant" } }),
      agent("message_end", { message: { role: "assistant", stopReason: "stop" } }),
      agent("turn_end", { turn: 2 }),
      agent("agent_end", { reason: "done" }),
      server({ type: "run_end", runId: "run-0001-abcdef", reason: "done" }),
      server({ type: "branch_switch", leafId: "a", previousLeafId: "b" }),
      server({ type: "label", entryId: "a", label: "here" }),
    ];
    const groups = groupTimeline(events);
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
    expect(turn1[6]!.detail).toBe("assistant, toolUse");
    expect(turn1[7]!.detail).toBe("list_files");
    expect(groups[4]!.rows.map((r) => r.detail)).toEqual(["b → a", '"here" on a']);
  });

  it("puts events outside any run in a session group, one group for a row of them", () => {
    const groups = groupTimeline([
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
    const reply = { role: "assistant", stopReason: "stop", usage: { input: 120, output: 30 } };
    const groups = groupTimeline([
      timed(server({ type: "run_start", runId: "run-0002" }), 1000),
      timed(agent("turn_start", { turn: 1 }), 1004),
      timed(agent("message_end", { message: reply }), 1250),
      agent("turn_end", { turn: 1 }),
    ]);
    const rows = groups.flatMap((g) => g.rows);
    expect(rows.map((r) => r.elapsedMs)).toEqual([0, 4, 250, undefined]);
    expect(rows[2]!.tokens).toEqual({ input: 120, output: 30 });
    expect(rows[1]!.tokens).toBeUndefined();
  });
});
