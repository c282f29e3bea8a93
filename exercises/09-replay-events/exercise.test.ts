/**
 * Grading tests for exercise 09. One describe block per part of the starter's
 * TODOs; `npm run exercise -- 09` prints PASS or FAIL for each.
 *
 * A tab is simulated by what it would do: remember the id of every message it
 * receives, and send the last one when it reconnects. Part 2 reconnects after
 * every event of a run and checks the tab then holds every event exactly once.
 */
import { describe, expect, it } from "vitest";
import type * as Exercise from "./starter.ts";

const implementation = process.env.EXERCISE_IMPL ?? "./starter.ts";
const { EventLog } = (await import(implementation)) as typeof Exercise;

type SseMessage = Exercise.SseMessage;

/** Messages, short: their ids, with the event name of a resync ("k3f9-12 resync"), so a failure reads in one line. */
const idsOf = (messages: SseMessage[]) =>
  messages.map((m) => (m.event === "resync" ? `${m.id} resync` : m.id)).join(" ");

/** A run of `count` events, published to a log that keeps the last `keep`. */
function logWith(count: number, keep = 100, epoch = "k3f9") {
  const log = new EventLog({ epoch, keep });
  const sent: SseMessage[] = [];
  for (let i = 1; i <= count; i++)
    sent.push(log.publish(i % 2 === 0 ? "message_update" : "message_end", JSON.stringify({ n: i })));
  return { log, sent };
}

const resyncOf = (messages: SseMessage[]) => {
  expect(messages, "one resync message").toHaveLength(1);
  const [message] = messages;
  expect(message!.event, "its event name").toBe("resync");
  const data = JSON.parse(message!.data ?? "null") as { type: string; reason: string };
  expect(data.type).toBe("resync");
  return { id: message!.id, reason: data.reason };
};

describe("part 1: number and keep the events", () => {
  it("numbers events 1, 2, 3 after the epoch, and returns each as it is sent", () => {
    const { sent } = logWith(3);
    expect(sent).toEqual([
      { id: "k3f9-1", event: "message_end", data: '{"n":1}' },
      { id: "k3f9-2", event: "message_update", data: '{"n":2}' },
      { id: "k3f9-3", event: "message_end", data: '{"n":3}' },
    ]);
  });

  it("moves the position with every event", () => {
    const log = new EventLog({ epoch: "k3f9", keep: 10 });
    expect(log.position()).toBe("k3f9-0");
    log.publish("agent_start", "{}");
    log.publish("turn_start", "{}");
    expect(log.position()).toBe("k3f9-2");
  });

  it("keeps numbering after the oldest events are dropped", () => {
    const { log, sent } = logWith(12, 5);
    expect(sent.at(-1)!.id).toBe("k3f9-12");
    expect(log.position()).toBe("k3f9-12");
  });
});

describe("part 2: replay exactly what was missed", () => {
  it("sends a first connection only its position: an id, no event, no data", () => {
    const { log } = logWith(4);
    expect(log.catchUp(undefined)).toEqual([{ id: "k3f9-4" }]);
    expect(new EventLog({ epoch: "k3f9", keep: 10 }).catchUp(undefined)).toEqual([{ id: "k3f9-0" }]);
  });

  it("replays every event after the last one received, in order", () => {
    const { log, sent } = logWith(10);
    expect(idsOf(log.catchUp("k3f9-6"))).toBe("k3f9-7 k3f9-8 k3f9-9 k3f9-10");
    expect(log.catchUp("k3f9-6"), "the events themselves, as they were sent").toEqual(sent.slice(6));
  });

  it("replays nothing to a tab that has the latest event, and everything to one at position 0", () => {
    const { log, sent } = logWith(10);
    expect(idsOf(log.catchUp("k3f9-10")), "after the latest").toBe("");
    expect(idsOf(log.catchUp("k3f9-0")), "after position 0").toBe(idsOf(sent));
  });

  it("gives a tab that drops after every event each event exactly once", () => {
    const log = new EventLog({ epoch: "k3f9", keep: 3 });
    const received: SseMessage[] = [];
    let lastId: string | undefined;
    const receive = (messages: SseMessage[]) => {
      for (const message of messages) {
        if (message.data !== undefined) received.push(message);
        lastId = message.id;
      }
    };
    receive(log.catchUp(undefined));
    const published: SseMessage[] = [];
    for (let i = 1; i <= 20; i++) {
      published.push(log.publish("message_update", `{"n":${i}}`)); // sent while the tab is away
      receive(log.catchUp(lastId)); // the tab reconnects with Last-Event-ID
    }
    expect(idsOf(received)).toBe(idsOf(published));
  });

  it("replays from the oldest kept event when the tab is exactly one behind it", () => {
    const { log } = logWith(12, 5); // keeps 8 to 12
    expect(idsOf(log.catchUp("k3f9-7"))).toBe("k3f9-8 k3f9-9 k3f9-10 k3f9-11 k3f9-12");
  });
});

describe("part 3: resync when the missed events cannot be replayed", () => {
  it("tells a tab whose events were dropped to reload, naming its id, at the current position", () => {
    const { log } = logWith(12, 5); // keeps 8 to 12: the events after 6 include 7, which is gone
    const { id, reason } = resyncOf(log.catchUp("k3f9-6"));
    expect(id).toBe("k3f9-12");
    expect(reason).toContain("k3f9-6");
  });

  it("tells a tab with an id from before a restart (another epoch) to reload", () => {
    const { log } = logWith(3, 100, "after");
    const { id, reason } = resyncOf(log.catchUp("before-2"));
    expect(id).toBe("after-3");
    expect(reason).toContain("before-2");
  });

  it.each(["k3f9-99", "k3f9-abc", "k3f9-", "k3f9-1.5", "k3f9--1", "4", "", "k3f9"])(
    "resyncs a Last-Event-ID of %j rather than guess",
    (lastEventId) => {
      const { log } = logWith(10);
      const { reason } = resyncOf(log.catchUp(lastEventId));
      expect(reason).toContain(`"${lastEventId}"`);
    },
  );
});
