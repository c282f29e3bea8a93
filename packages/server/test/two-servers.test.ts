/**
 * Two servers on one sessions folder. A closes session X (it may keep one
 * file open), B appends to X, and A opens X again: A published none of B's
 * entries, so A's listeners must be told to reload (`resync`) before A goes
 * on announcing its own appends. A file nobody else touched reopens quietly.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { SessionDetail, SessionSummary } from "../src/api-types.ts";
import { SseListener } from "./helpers/sse-client.ts";
import { startTestServer, type TestServer, waitFor } from "./helpers/test-server.ts";

describe("two servers on one folder", () => {
  let dir: string;
  const servers: TestServer[] = [];
  const listeners: SseListener[] = [];
  afterEach(async () => {
    for (const listener of listeners.splice(0)) await listener.close();
    for (const server of servers.splice(0)) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Server A (one open file at most) with session X open and a listener on X's events. */
  const setUp = async () => {
    dir = mkdtempSync(join(tmpdir(), "kit-two-servers-"));
    const a = await startTestServer({ sessionsDir: dir, maxOpenSessions: 1, eventEpoch: "a" });
    servers.push(a);
    const x = (await a.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
    const listener = await SseListener.open(`${a.url}/api/sessions/${x}/events`);
    listeners.push(listener);
    await waitFor(() => listener.lastEventId || undefined, "the listener's position");
    // A second session takes A's one open slot: X is closed and its lock released.
    await a.api<SessionSummary>("POST", "/api/sessions", {});
    expect(a.server.parts.registry.openCount).toBe(1);
    return { a, x, listener };
  };

  /** Server B appends a name to X, then stops (releasing X's lock). */
  const appendFromB = async (x: string) => {
    const b = await startTestServer({ sessionsDir: dir, eventEpoch: "b" });
    expect((await b.api("POST", `/api/sessions/${x}/name`, { name: "from B" })).status).toBe(200);
    await b.stop();
  };

  it("sends resync when A reopens a session that B appended to while A had it closed", async () => {
    const { a, x, listener } = await setUp();
    await appendFromB(x);

    expect((await a.api("POST", `/api/sessions/${x}/name`, { name: "from A" })).status).toBe(200);
    await listener.waitForEvent((e) => e.event === "session_updated", "A's own append");
    expect(listener.events.map((e) => e.event)).toEqual(["resync", "session_updated"]);
    const [resync] = listener.events;
    expect(resync?.event === "resync" && resync.data.reason).toContain("changed outside this server");

    // The reload the resync asks for shows both names, B's first.
    const detail = (await a.api<SessionDetail>("GET", `/api/sessions/${x}`)).body;
    const names = detail.entries.flatMap((entry) => (entry.type === "session_info" ? [entry.name] : []));
    expect(names).toEqual(["from B", "from A"]);
  });

  it("sends resync when A only reads the session B changed, and only once", async () => {
    const { a, x, listener } = await setUp();
    await appendFromB(x);

    expect((await a.api("GET", `/api/sessions/${x}`)).status).toBe(200);
    expect((await a.api("GET", `/api/sessions/${x}`)).status).toBe(200);
    expect((await a.api("POST", `/api/sessions/${x}/name`, { name: "from A" })).status).toBe(200);
    await listener.waitForEvent((e) => e.event === "session_updated", "A's own append");
    expect(listener.events.map((e) => e.event)).toEqual(["resync", "session_updated"]);
  });

  it("sends no resync when nobody else touched the file while it was closed", async () => {
    const { a, x, listener } = await setUp();

    expect((await a.api("POST", `/api/sessions/${x}/name`, { name: "from A" })).status).toBe(200);
    await listener.waitForEvent((e) => e.event === "session_updated", "A's own append");
    expect(listener.events.map((e) => e.event)).toEqual(["session_updated"]);
  });
});
