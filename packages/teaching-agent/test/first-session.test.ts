/** What `/` opens by itself: the newest session that is neither huge nor damaged. */
import type { SessionSummary } from "@kit/server";
import { describe, expect, it } from "vitest";
import { AUTO_OPEN_MAX_ENTRIES, sessionToOpen } from "../src/web/model/first-session.ts";

const summary = (id: string, entryCount: number, error?: string): SessionSummary => ({
  id,
  name: undefined,
  created: "2026-01-01T00:00:00.000Z",
  modified: "2026-01-01T00:00:00.000Z",
  entryCount,
  firstMessage: undefined,
  running: false,
  ...(error === undefined ? {} : { error }),
});

describe("sessionToOpen", () => {
  it("passes over a huge newest session and a damaged one for the newest small one", () => {
    const list = [summary("big", 50_001), summary("broken", 12, "line 3: not JSON"), summary("class", 36)];
    expect(sessionToOpen(list)?.id).toBe("class");
  });

  it("opens a session at the limit, and none when every session is over it", () => {
    expect(sessionToOpen([summary("edge", AUTO_OPEN_MAX_ENTRIES)])?.id).toBe("edge");
    expect(sessionToOpen([summary("big", AUTO_OPEN_MAX_ENTRIES + 1)])).toBeUndefined();
  });
});
