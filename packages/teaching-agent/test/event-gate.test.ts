import { describe, expect, it } from "vitest";
import { EventGate } from "../src/web/model/event-gate.ts";
import type { TimelineEvent } from "../src/web/model/timeline.ts";

const event = (n: number): TimelineEvent => ({
  id: `e-${n}`,
  name: "session_updated",
  data: { type: "session_updated", appended: [], leafId: null },
});

describe("EventGate: one event per click at pace step", () => {
  it("lets everything through until it holds", () => {
    const gate = new EventGate();
    expect(gate.offer(event(1))).toEqual([event(1)]);
  });

  it("holds events and releases the oldest one per click", () => {
    const gate = new EventGate();
    gate.hold();
    expect(gate.offer(event(1))).toEqual([]);
    expect(gate.offer(event(2))).toEqual([]);
    expect(gate.next?.id).toBe("e-1");
    expect(gate.release()?.id).toBe("e-1");
    expect(gate.release()?.id).toBe("e-2");
    expect(gate.next).toBeUndefined();
  });

  it("shows the next event to arrive at once after a click that found nothing held", () => {
    const gate = new EventGate();
    gate.hold();
    expect(gate.release()).toBeUndefined();
    expect(gate.offer(event(1))).toEqual([event(1)]);
    expect(gate.offer(event(2))).toEqual([]);
  });

  it("never holds events replayed after a reload, and hands back what it held when opened", () => {
    const gate = new EventGate();
    gate.hold();
    expect(gate.offer({ ...event(1), replayed: true })).toHaveLength(1);
    gate.offer(event(2));
    gate.offer(event(3));
    expect(gate.open().map((e) => e.id)).toEqual(["e-2", "e-3"]);
    expect(gate.offer(event(4))).toEqual([event(4)]);
  });
});
