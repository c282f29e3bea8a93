// An event holding a value nested deeper than JSON.stringify can recurse (a custom model's tool-call arguments, say)
// must not break the event stream: listeners are told to read the session again instead.
import { describe, expect, it } from "vitest";
import type { ServerEvent } from "../src/index.ts";
import { EventHub } from "../src/sse-hub.ts";

function nested(depth: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = { inner: value };
  return value;
}

describe("an event too deeply nested to send", () => {
  it("reaches listeners as a resync, and later events still arrive", () => {
    const hub = new EventHub({ epoch: "t" });
    const chunks: string[] = [];
    hub.subscribe("s", undefined, { send: (chunk) => chunks.push(chunk), close: () => {} });
    const deep = { type: "label", entryId: "e1", label: nested(200_000) } as unknown as ServerEvent;
    expect(() => JSON.stringify(deep)).toThrow(RangeError);

    hub.publish("s", deep);
    hub.publish("s", { type: "label", entryId: "e2", label: "fine" });

    const sent = chunks.filter((chunk) => chunk.includes("data:"));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toContain("event: resync");
    expect(sent[0]).toContain("nested too deeply");
    expect(sent[1]).toContain("event: label");
    expect(sent[1]).toContain('"entryId":"e2"');
  });
});
