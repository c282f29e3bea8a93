/**
 * The session the page holds, moved on by events: the events that cross a load are applied on top of it, and count
 * once whether the load was read before or after them.
 */
import type { ServerEvent, SessionDetail } from "@kit/server";
import { describe, expect, it } from "vitest";
import { changesDetail, detailAfter } from "../src/web/model/session-detail.ts";
import { assistant, user } from "./helpers/entries.ts";

const question = user("u1", null, "hello");
const answer = assistant("a1", "u1", "hi");

function loaded(entries: SessionDetail["entries"], leafId: string | null, running: boolean): SessionDetail {
  return {
    id: "s",
    header: { type: "session", version: 3, id: "s", timestamp: "2026-01-01T00:00:00.000Z", cwd: "/w" },
    entries,
    leafId,
    labels: {},
    name: undefined,
    running,
    tornSetAside: [],
  };
}

/** A run of one question and its answer, as the stream carries it. */
const run: ServerEvent[] = [
  { type: "run_start", runId: "r" },
  { type: "session_updated", leafId: "u1", appended: [question] },
  { type: "session_updated", leafId: "a1", appended: [answer] },
  { type: "run_end", runId: "r", reason: "completed" },
];

describe("detailAfter", () => {
  it("brings a load read before the run up to its end", () => {
    const after = run.reduce(detailAfter, loaded([], null, false));
    expect(after.entries.map((entry) => entry.id)).toEqual(["u1", "a1"]);
    expect(after.leafId).toBe("a1");
    expect(after.running).toBe(false);
  });

  it("counts each entry once when the load already held it", () => {
    const readMidway = loaded([question], "u1", true);
    const after = run.reduce(detailAfter, readMidway);
    expect(after.entries.map((entry) => entry.id)).toEqual(["u1", "a1"]);
    const readAfter = loaded([question, answer], "a1", false);
    expect(run.reduce(detailAfter, readAfter)).toEqual(readAfter);
  });

  it("moves the leaf on a branch switch, and keeps the same object when nothing changes", () => {
    const at = loaded([question, answer], "a1", false);
    expect(detailAfter(at, { type: "branch_switch", leafId: "u1", previousLeafId: "a1" }).leafId).toBe("u1");
    expect(detailAfter(at, { type: "branch_switch", leafId: "a1", previousLeafId: "a1" })).toBe(at);
    expect(detailAfter(at, { type: "run_end", runId: "r", reason: "completed" })).toBe(at);
  });

  it("tells which events change the session, and which only the reply or the timeline", () => {
    expect(run.every(changesDetail)).toBe(true);
    expect(changesDetail({ type: "resync", reason: "restarted" })).toBe(false);
  });
});
