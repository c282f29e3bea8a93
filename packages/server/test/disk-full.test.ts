/**
 * A write that fails (a full disk, an I/O error), injected into node:fs as the
 * server runs: the request fails with a clear JSON answer, nothing saved
 * before is lost, and once the cause is gone the session works again without
 * a restart (the torn part of the failed line is set aside).
 */

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadSession } from "@kit/session-core";
import { afterEach, expect, it, vi } from "vitest";
import type { ApiError, NameResult, PromptAccepted, SessionSummary } from "../src/api-types.ts";
import { SseListener } from "./helpers/sse-client.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

/** The error the next writes fail with; `tearFirst`: the first failing call writes half its bytes first. */
const fault = vi.hoisted(() => ({ code: undefined as string | undefined, tearFirst: false }));

vi.mock("node:fs", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs")>();
  // A session's line is written as its JSON text, then, after a short write, the rest of its bytes; the lock file's
  // line (a process id) is let through.
  const isSessionLine = (data: unknown) => typeof data !== "string" || /^\n?\{/.test(data);
  const writeSync = ((fd: number, data: string | Uint8Array, offset?: number, length?: number, ...rest: unknown[]) => {
    if (fault.code !== undefined && isSessionLine(data)) {
      const bytes =
        typeof data === "string"
          ? Buffer.from(data)
          : Buffer.from(data).subarray(offset ?? 0, (offset ?? 0) + (length ?? data.length));
      if (fault.tearFirst && bytes.length > 1) {
        fault.tearFirst = false;
        return actual.writeSync(fd, bytes, 0, Math.floor(bytes.length / 2));
      }
      throw Object.assign(new Error(`${fault.code}: injected failure, write`), { code: fault.code });
    }
    return (actual.writeSync as (...args: unknown[]) => number)(fd, data, offset, length, ...rest);
  }) as typeof actual.writeSync;
  return { ...actual, default: { ...actual, writeSync }, writeSync };
});

let server: TestServer | undefined;
afterEach(async () => {
  fault.code = undefined;
  await server?.stop();
  server = undefined;
});

it("a full disk fails a request with 507; with room again the session goes on, no saved write lost", async () => {
  server = await startTestServer();
  const id = (await server.api<SessionSummary>("POST", "/api/sessions", { name: "before" })).body.id;
  const file = join(server.dir, `${id}.jsonl`);

  fault.code = "ENOSPC";
  fault.tearFirst = true; // half a line reaches the disk, as on a real full disk
  const failed = await server.api<ApiError>("POST", `/api/sessions/${id}/name`, { name: "lost" });
  expect(failed.status).toBe(507);
  expect(failed.body.error.code).toBe("disk_full");
  expect(failed.body.error.message).toContain("the disk is full");
  expect(failed.body.error.message).not.toContain("close()");
  expect(readFileSync(file, "utf8")).toMatch(/\{"type":"session_info"[^\n]*$/); // the torn half line

  // A run while the disk is still full: it fails, and says why.
  const listener = await SseListener.open(`${server.url}/api/sessions/${id}/events`);
  expect((await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text: "hello" })).status).toBe(202);
  const end = await listener.waitForEvent((e) => e.event === "run_end", "run_end");
  expect(end.data.reason).toMatch(/^failed: .*ENOSPC/);
  await listener.close();

  // Room again: the next request reopens the file, sets the torn half aside and appends.
  fault.code = undefined;
  const named = await server.api<NameResult>("POST", `/api/sessions/${id}/name`, { name: "after" });
  expect(named.status).toBe(200);
  expect(existsSync(`${file}.torn`)).toBe(true);
  const loaded = loadSession(file);
  expect(loaded.problems).toEqual([]);
  const names = [...loaded.tree.entries]
    .filter((e) => e.type === "session_info")
    .map((e) => (e as { name?: string }).name);
  expect(names).toEqual(["before", "after"]);
});

it("an I/O error answers 503 write_failed", async () => {
  server = await startTestServer();
  const id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
  fault.code = "EIO";
  const failed = await server.api<ApiError>("POST", `/api/sessions/${id}/name`, { name: "x" });
  expect(failed.status).toBe(503);
  expect(failed.body.error).toMatchObject({ code: "write_failed" });
  expect(failed.body.error.message).toContain("EIO");
  fault.code = undefined;
  expect((await server.api<NameResult>("POST", `/api/sessions/${id}/name`, { name: "y" })).status).toBe(200);
});
