/**
 * The classroom's "done when": with the server in a process of its own under
 * `ulimit -n 1024`, one machine (127.0.0.3) joins 100 times, holds 1,100 idle
 * sockets, bursts 300 label writes and sends prompts of 1 MiB, and an honest
 * student on another machine (127.0.0.4) still joins, creates a session and
 * gets an answer while those sockets are held. Every loop is bounded; nothing
 * here measures time (bench/src/class-attack.ts does).
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChildServer } from "../../server/test/helpers/child-server.ts";
import { waitFor } from "../../server/test/helpers/test-server.ts";
import { call, idleSockets, MANY_LOOPBACK_ADDRESSES, type Reply } from "./helpers/from-address.ts";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const ATTACKER = "127.0.0.3";
const HONEST = "127.0.0.4";

// Linux only: it reads /proc and speaks from several loopback addresses.
describe.runIf(MANY_LOOPBACK_ADDRESSES)("a hostile machine under ulimit -n 1024", () => {
  let child: ChildProcess | undefined;
  let dir: string;
  let sockets: Socket[] = [];
  let url: string;
  let joinCode: string;
  /** The soft limit as the server read it (what `npm run classroom` warns about). */
  let files: number | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "kit-class-hostile-"));
    // `exec` so that the child is node itself, under the limit bash set.
    const started = startChildServer<{ url: string; joinCode: string; files?: number }>(
      "bash",
      ["-c", 'ulimit -n 1024 && exec "$0" --import tsx test/fixtures/class-server.ts', process.execPath],
      { cwd: packageDir, env: { ...process.env, KIT_CLASS_DIR: dir } },
      "the classroom process",
    );
    child = started.child;
    ({ url, joinCode, files } = await started.listening);
  }, 320_000);

  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    if (child && child.exitCode === null) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs under a soft limit of 1,024 file descriptors", async () => {
    const { readFileSync } = await import("node:fs");
    const limits = readFileSync(`/proc/${child!.pid}/limits`, "utf8");
    expect(limits).toMatch(/Max open files\s+1024\s/);
    expect(files).toBe(1024); // openFileLimit: under LOW_FD_LIMIT, so npm run classroom would warn
  });

  it("leaves an honest student able to join, create and get an answer, whatever one machine does", async () => {
    // 1. One hundred joins from one machine: a few get in, the rest wait their turn.
    const joins = [];
    for (let i = 0; i < 100; i++) {
      joins.push(await call(url, "POST", "/api/join", { from: ATTACKER, body: { code: joinCode, name: `bot${i}` } }));
    }
    const joined = joins.filter((reply) => reply.status === 201);
    expect(joined.length).toBeGreaterThan(0);
    expect(joined.length).toBeLessThanOrEqual(4);
    expect(joins.filter((reply) => reply.body?.error?.code === "joins_per_minute")).toHaveLength(100 - joined.length);
    const bot = joined[0]!.cookie!;

    // 2. 300 label writes at once: the first minute's share is taken, the rest are refused with a wait.
    const session = await call(url, "POST", "/api/sessions", { from: ATTACKER, cookie: bot, body: {} });
    expect(session.status).toBe(201);
    // In rounds of 15 at once: more at once from one machine would meet the connection cap first (tested apart).
    const labels: Reply[] = [];
    for (let round = 0; round < 300 / 15; round++) {
      const batch = Array.from({ length: 15 }, (_, i) =>
        call(url, "POST", `/api/sessions/${session.body.id}/label`, {
          from: ATTACKER,
          cookie: bot,
          body: { entryId: "nope", label: `L${round}-${i}` },
        }),
      );
      labels.push(...(await Promise.all(batch)));
    }
    expect(labels).toHaveLength(300);
    const refused = labels.filter((reply) => reply.body?.error?.code === "writes_per_minute");
    expect(refused.length).toBeGreaterThanOrEqual(300 - 60);
    expect(Number(refused[0]!.headers["retry-after"])).toBeGreaterThan(0);

    // 3. Prompts of 1 MiB: refused by size before they are read into a session.
    const big = await call(url, "POST", `/api/sessions/${session.body.id}/prompt`, {
      from: ATTACKER,
      cookie: bot,
      body: { text: "w ".repeat(520_000), pace: "instant" },
    }).catch(() => undefined);
    // The server may answer 413 before the body has all arrived, or close the connection while it does.
    if (big) expect(big.body.error.code).toBe("prompt_bytes");

    // 4. 1,100 idle sockets from the same machine, held while the honest student works.
    sockets = await idleSockets(url, ATTACKER, 1100);

    const honest = await call(url, "POST", "/api/join", { from: HONEST, body: { code: joinCode, name: "Honest" } });
    expect(honest.status).toBe(201);
    const cookie = honest.cookie!;
    const own = await call(url, "POST", "/api/sessions", { from: HONEST, cookie, body: {} });
    expect(own.status).toBe(201);
    const prompt = await call(url, "POST", `/api/sessions/${own.body.id}/prompt`, {
      from: HONEST,
      cookie,
      body: { text: "What is a session tree?", pace: "instant" },
    });
    expect(prompt.status).toBe(202);
    const answer = await waitFor(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const detail = await call(url, "GET", `/api/sessions/${own.body.id}`, { from: HONEST, cookie });
        const last = detail.body.entries?.at(-1);
        return last?.type === "message" && last.message.role === "assistant" && !detail.body.running ? last : undefined;
      },
      "the honest student's answer",
      120_000,
    );
    expect(JSON.stringify(answer.message.content).length).toBeGreaterThan(20);
  }, 600_000);
});
