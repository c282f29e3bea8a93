/**
 * Server-sent events: the wire format both ways, the hub's numbering and
 * replay, and real connections: several tabs, reconnection with
 * Last-Event-ID, heartbeat, and closed connections released.
 */

import { createTeachingModel, type Model } from "@kit/agent-loop";
import { afterEach, describe, expect, it } from "vitest";
import type { NameResult, PromptAccepted, SessionSummary } from "../src/api-types.ts";
import { SseParser } from "../src/index.ts";
import { formatComment, formatSse } from "../src/sse-format.ts";
import { EventHub } from "../src/sse-hub.ts";
import { SseListener } from "./helpers/sse-client.ts";
import { startTestServer, type TestServer, waitFor } from "./helpers/test-server.ts";

describe("the wire format", () => {
  it("round-trips through the parser, cut at any byte", () => {
    const wire =
      formatSse({ retry: 500 }) +
      formatSse({ id: "e-0" }) +
      formatSse({ id: "e-1", event: "message_update", data: "line one\nline two" }) +
      formatComment("heartbeat") +
      formatSse({ data: "no id, no name" }).replaceAll("\n", "\r\n");
    for (let cut = 0; cut <= wire.length; cut++) {
      const parser = new SseParser();
      const items = [...parser.push(wire.slice(0, cut)), ...parser.push(wire.slice(cut))];
      expect(items).toEqual([
        { type: "event", event: "message_update", data: "line one\nline two", lastEventId: "e-1" },
        { type: "comment", text: "heartbeat" },
        { type: "event", event: "message", data: "no id, no name", lastEventId: "e-1" },
      ]);
      expect(parser.retryMs).toBe(500);
    }
  });

  it("records an id sent without data, dispatching nothing (a connection's position)", () => {
    const parser = new SseParser();
    expect(parser.push(formatSse({ id: "e-7" }))).toEqual([]);
    expect(parser.lastEventId).toBe("e-7");
  });

  it("refuses a newline in an id or event name, which would corrupt the stream", () => {
    expect(() => formatSse({ id: "a\nb", data: "x" })).toThrow(/one line/);
    expect(() => formatSse({ event: "a\rb", data: "x" })).toThrow(/one line/);
  });
});

describe("the hub", () => {
  const collect = (hub: EventHub, session: string, lastEventId?: string) => {
    const chunks: string[] = [];
    const stop = hub.subscribe(session, lastEventId, { send: (chunk) => chunks.push(chunk), close: () => {} });
    const parser = new SseParser();
    return { chunks, stop, events: () => chunks.flatMap((chunk) => parser.push(chunk)), parser };
  };

  it("numbers events with one counter for all sessions, and replays a session's events after a given id", () => {
    const hub = new EventHub({ epoch: "t" });
    for (let i = 0; i < 3; i++) hub.publish("a", { type: "label", entryId: `e${i}`, label: "x" });
    hub.publish("b", { type: "label", entryId: "other", label: "x" });
    hub.publish("a", { type: "label", entryId: "e3", label: "x" });
    const late = collect(hub, "a", "t-1");
    expect(late.events().map((e) => (e.type === "event" ? e.lastEventId : ""))).toEqual(["t-2", "t-3", "t-5"]);
    const fresh = collect(hub, "a");
    expect(fresh.events()).toEqual([]);
    expect(fresh.parser.lastEventId).toBe("t-5");
    const current = collect(hub, "a", "t-5");
    expect(current.chunks).toEqual([]);
  });

  it("drops idle channels beyond the limit; an id from a dropped channel gets a resync, never a wrong replay", () => {
    const hub = new EventHub({ epoch: "t", maxIdleChannels: 2 });
    for (const session of ["a", "b", "c", "d"]) hub.publish(session, { type: "label", entryId: session, label: "x" });
    expect(hub.channelCount).toBe(2); // "a" and "b", the least recently used, went
    const listening = collect(hub, "c");
    for (const session of ["e", "f", "g"]) hub.publish(session, { type: "label", entryId: session, label: "x" });
    expect(hub.channelCount).toBe(3); // "c" has a listener: kept, and two idle ones
    expect(listening.events()).toEqual([]);
    expect(listening.parser.lastEventId).toBe("t-4");

    // "a" is made again and gets events; a client still holding "a"'s old id t-1 must reload.
    hub.publish("a", { type: "label", entryId: "a2", label: "x" });
    const old = collect(hub, "a", "t-1").events();
    expect(old).toHaveLength(1);
    expect(old[0]).toMatchObject({ type: "event", event: "resync" });
  });

  it("asks for a resync when the id is from another server run, too old, or not an id", () => {
    const hub = new EventHub({ epoch: "now", replayLimit: 2 });
    for (let i = 0; i < 5; i++) hub.publish("a", { type: "label", entryId: `e${i}`, label: "x" });
    for (const stale of ["before-3", "now-1", "now-99", "garbage"]) {
      const events = collect(hub, "a", stale).events();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ type: "event", event: "resync", lastEventId: "now-5" });
    }
    expect(collect(hub, "a", "now-3").events()).toHaveLength(2); // the oldest one kept is now-4
  });
});

/** A model that stops after its first `pieces` events until `resume()` is called. */
function pausedAfter(inner: Model, pieces: number): { model: Model; resume: () => void } {
  let resume = () => {};
  const resumed = new Promise<void>((resolve) => {
    resume = resolve;
  });
  let streamed = 0;
  const model: Model = {
    id: inner.id,
    provider: inner.provider,
    async *stream(request) {
      for await (const event of inner.stream(request)) {
        yield event;
        streamed += 1;
        if (streamed === pieces) await resumed;
      }
    },
  };
  return { model, resume };
}

describe("connections", () => {
  let server: TestServer;
  const open: SseListener[] = [];
  afterEach(async () => {
    for (const listener of open.splice(0)) await listener.close();
    await server?.stop();
  });
  const listen = async (id: string, lastEventId?: string) => {
    const listener = await SseListener.open(`${server.url}/api/sessions/${id}/events`, lastEventId);
    open.push(listener);
    return listener;
  };

  it("sends every event to every tab of a session, and none to other sessions", async () => {
    server = await startTestServer();
    const a = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    const b = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    const [tab1, tab2, other] = [await listen(a), await listen(a), await listen(b)];
    await server.api<PromptAccepted>("POST", `/api/sessions/${a}/prompt`, { text: "which files are there?" });
    await tab1.waitForEvent((e) => e.event === "run_end", "run_end in tab 1");
    await tab2.waitForEvent((e) => e.event === "run_end", "run_end in tab 2");
    expect(tab2.events).toEqual(tab1.events);
    const ids = tab1.events.map((e) => Number(e.id.split("-")[1]));
    expect(ids).toEqual(ids.map((_, i) => i + 1)); // 1, 2, 3, ... with no gap
    expect(other.events).toEqual([]);
  });

  it("replays what a client missed while disconnected, when it reconnects with Last-Event-ID", async () => {
    // The reply holds after its first pieces until the flaky tab has gone: the test, not the scheduler, decides that
    // events are published while it is away (a reply left to stream on its own could end before the tab closes).
    const paused = pausedAfter(createTeachingModel({ wordsPerPiece: 1 }), 3);
    server = await startTestServer({ model: paused.model });
    const id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    const steady = await listen(id);
    const flaky = await listen(id);
    await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text: "explain the agent loop" });
    await flaky.waitForEvent((e) => e.event === "message_update", "the reply to stream");
    await flaky.close();
    const heard = [...flaky.events];
    paused.resume();

    await steady.waitForEvent((e) => e.event === "run_end", "run_end");
    const back = await listen(id, flaky.lastEventId);
    await back.waitForEvent((e) => e.event === "run_end", "run_end after reconnecting");
    expect(back.events.filter((e) => e.event === "message_update").length).toBeGreaterThan(0);
    expect([...heard, ...back.events]).toEqual(steady.events);
  });

  it("gives a new connection its position, so a reconnect after a quiet start misses nothing", async () => {
    server = await startTestServer();
    const id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    const first = await listen(id);
    await waitFor(() => first.lastEventId || undefined, "the position");
    await first.close();
    await server.api<NameResult>("POST", `/api/sessions/${id}/name`, { name: "while away" });
    const back = await listen(id, first.lastEventId);
    const update = await back.waitForEvent((e) => e.event === "session_updated", "the missed update");
    expect(update.data.appended[0]).toMatchObject({ type: "session_info", name: "while away" });
  });

  it("tells a client holding an id from before a restart to resync", async () => {
    server = await startTestServer({ eventEpoch: "before" });
    const id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    await server.stop({ keepFiles: true });
    server = await startTestServer({ sessionsDir: server.dir, eventEpoch: "after" });
    const back = await listen(id, "before-12");
    const resync = await back.waitForEvent((e) => e.event === "resync", "resync");
    expect(resync.data.reason).toContain("restarted");
    expect(resync.id).toBe("after-0");
  });

  it("accepts the last id as a query parameter too, for a page that reloads", async () => {
    server = await startTestServer({ eventEpoch: "q" });
    const id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    await server.api<NameResult>("POST", `/api/sessions/${id}/name`, { name: "one" });
    await server.api<NameResult>("POST", `/api/sessions/${id}/name`, { name: "two" });
    const listener = await SseListener.open(`${server.url}/api/sessions/${id}/events?lastEventId=q-1`);
    open.push(listener);
    const update = await listener.waitForEvent((e) => e.event === "session_updated", "replayed update");
    expect(update).toMatchObject({ id: "q-2" });
    expect(update.data.appended[0]).toMatchObject({ type: "session_info", name: "two" });
  });

  it("keeps a quiet connection alive with heartbeat comments", async () => {
    server = await startTestServer({ heartbeatMs: 30 });
    const id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    const listener = await listen(id);
    await waitFor(
      () => (listener.comments.filter((c) => c === "heartbeat").length >= 2 ? true : undefined),
      "two heartbeats",
    );
    expect(listener.events).toEqual([]);
  });

  it("releases a closed connection, and closes every stream when the server stops", async () => {
    server = await startTestServer({ heartbeatMs: 20 });
    const id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    const [one, two] = [await listen(id), await listen(id)];
    const { hub } = server.server.parts;
    await waitFor(() => (hub.connectionCount(id) === 2 ? true : undefined), "two connections");
    await one.close();
    await waitFor(() => (hub.connectionCount(id) === 1 ? true : undefined), "the closed one released");
    await server.stop();
    await waitFor(() => (two.ended ? true : undefined), "the stream to end when the server stops");
    expect(hub.connectionCount()).toBe(0);
  });
});
