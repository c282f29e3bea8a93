/**
 * The server-wide bound on event-stream memory: clients that never read (raw
 * sockets on 127.0.0.1 that are paused) and large prompts. The bytes queued
 * for all streams together stay under the cap at every event; the clients
 * over their share are sent `stream_cut` and closed; a client that reads is
 * never cut; past the stream count a new one is refused with 503; and once
 * the clients go, nothing is queued or counted.
 */
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { PromptAccepted, SessionSummary } from "../src/api-types.ts";
import { SseListener } from "./helpers/sse-client.ts";
import { startTestServer, type TestServer, waitFor } from "./helpers/test-server.ts";

const MiB = 1024 * 1024;

/** A client that asks for the event stream and then never reads: its socket is paused. */
interface NonReader {
  socket: Socket;
  /** What it received, once it is finally read (see `readAll`). */
  text: string;
}

function openNonReader(url: string, path: string): Promise<NonReader> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\n\r\n`);
      socket.pause();
      resolve({ socket, text: "" });
    });
    socket.once("error", reject);
  });
}

/** Starts reading a paused client at last, collecting what it was sent. */
function readAll(client: NonReader): void {
  client.socket.setEncoding("utf8");
  client.socket.on("data", (text: string) => {
    client.text += text;
  });
  client.socket.resume();
}

describe("the event-stream budget", () => {
  let server: TestServer;
  const clients: NonReader[] = [];
  const listeners: SseListener[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.socket.destroy();
    for (const listener of listeners.splice(0)) await listener.close();
    await server?.stop();
  });

  it("keeps the bytes queued for all streams under the cap and cuts the clients that fell behind", async () => {
    const cap = 2 * MiB;
    server = await startTestServer({ maxEventQueueBytes: cap, maxEventStreams: 16, compaction: { enabled: false } });
    const { hub, streamBudget } = server.server.parts;
    const id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    const path = `/api/sessions/${id}/events`;

    const reader = await SseListener.open(`${server.url}${path}`);
    listeners.push(reader);
    for (let i = 0; i < 8; i++) clients.push(await openNonReader(server.url, path));
    await waitFor(() => (hub.connectionCount(id) === 9 ? true : undefined), "nine connections subscribed");

    // Subscribed last, so it runs after every stream has queued each event: it sees the worst moment of each.
    const samples: number[] = [];
    hub.subscribe(id, undefined, { send: () => samples.push(streamBudget.queuedBytes), close: () => {} });

    const prompts = 6;
    const big = "x".repeat(500 * 1024);
    for (let i = 0; i < prompts; i++) {
      const started = await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text: `${i} ${big}` });
      expect(started.status).toBe(202);
      await reader.waitForEvent(
        (e) => e.event === "run_end" && e.data.runId === started.body.runId,
        `the end of run ${i}`,
        30_000,
      );
    }

    expect(samples.length).toBeGreaterThan(prompts * 3);
    expect(Math.max(...samples)).toBeLessThanOrEqual(cap);
    // The reader kept up: never cut, it heard every run end.
    expect(reader.events.filter((e) => e.event === "run_end")).toHaveLength(prompts);
    expect(reader.events.some((e) => e.event === "stream_cut")).toBe(false);

    // Six prompts of 500 KB are far more than 2 MiB per client: every client that never read was cut,
    // and is told so once it reads what it was sent.
    await waitFor(() => (streamBudget.openStreams === 1 ? true : undefined), "only the reader's stream left");
    for (const client of clients) readAll(client);
    for (const [n, client] of clients.entries()) {
      await waitFor(
        () => (client.text.includes("event: stream_cut") ? true : undefined),
        `client ${n} told it was cut`,
      );
      expect(client.text).toMatch(/data: \{"type":"stream_cut","reason":"this connection had \d+ bytes of events/);
    }

    for (const client of clients.splice(0)) client.socket.destroy();
    await reader.close();
    await waitFor(() => (streamBudget.openStreams === 0 ? true : undefined), "every stream released");
    expect(streamBudget.queuedBytes).toBe(0);
  }, 120_000);

  it("refuses a stream past the count with 503, and takes one again once a client goes", async () => {
    const logged: string[] = [];
    server = await startTestServer({ maxEventStreams: 3, log: (line) => logged.push(line) });
    const { streamBudget } = server.server.parts;
    const id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    const path = `/api/sessions/${id}/events`;
    for (let i = 0; i < 3; i++) clients.push(await openNonReader(server.url, path));
    await waitFor(() => (streamBudget.openStreams === 3 ? true : undefined), "three streams open");

    const refused = await server.api<{ error: { code: string; message: string } }>("GET", path);
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe("too_many_streams");
    expect(refused.body.error.message).toContain("KIT_MAX_EVENT_STREAMS");
    // The refusal is the server's choice, not a bug: one line in the log, no stack trace.
    expect(logged).toEqual([expect.stringMatching(/^GET \/api\/sessions\/\S+\/events: 503 too_many_streams: /)]);
    expect(logged[0]).not.toContain("\n");

    clients.pop()!.socket.destroy();
    await waitFor(() => (streamBudget.openStreams === 2 ? true : undefined), "the closed stream released");
    const listener = await SseListener.open(`${server.url}${path}`);
    listeners.push(listener);
    expect(listener.status).toBe(200);
  });
});
