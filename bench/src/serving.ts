/**
 * Serving a whole session: `GET /api/sessions/:id` of a 10,001-entry session that is not open, asked by 10 and then
 * 50 clients at once over keep-alive connections, for a few seconds each. Beside the kit, two floors answering the
 * same bytes from plain `node:http`: a string made once (what the kit's kept body should come close to) and
 * `JSON.stringify` on every request (what the kit did before). Each server runs in a child process of its own
 * (serving-child.ts), one after the other; the load average is printed beside each row.
 *
 * The kit ÷ floor columns give the event-loop kit first, then the worker kit.
 *
 * `npm run bench:serving -w @kit/bench` (BENCH_SERVING_SECONDS sets the seconds per row, default 10).
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { Agent, get } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { withServerInChild } from "./server-in-child.ts";
import type { ServingContender, ServingJob } from "./serving-child.ts";
import { writeBenchSession } from "./sessions.ts";

const ENTRIES = 10_000;
const CONCURRENCIES = [10, 50];
const CONTENDERS: ServingContender[] = ["kit, event loop", "kit, worker", "cached string", "stringify per request"];
const SECONDS = Number(process.env.BENCH_SERVING_SECONDS ?? 10);

interface Row {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  load: string;
}

/** Prints the serving rows: `npm run bench` runs it as its last part, `npm run bench:serving` alone. */
export async function serving(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "kit-bench-serving-"));
  try {
    const sessionsDir = join(dir, "sessions");
    mkdirSync(sessionsDir, { recursive: true });
    const session = writeBenchSession(sessionsDir, ENTRIES, "linear", 0);
    const id = `${ENTRIES}-linear`;
    console.log(
      `GET /api/sessions/${id}: ${session.name} entries, ${(session.bytes / 1024 / 1024).toFixed(1)} MB file`,
    );
    const rows = new Map<string, Row>();
    const singles = new Map<ServingContender, string>();
    for (const contender of CONTENDERS) {
      const job: ServingJob = { contender, sessionsDir, workspaceDir: join(dir, "workspace"), file: session.file, id };
      await withServerInChild(new URL("./serving-child.ts", import.meta.url), job, async (url) => {
        const first = await timedGet(`${url}/api/sessions/${id}`);
        const second = await timedGet(`${url}/api/sessions/${id}`);
        singles.set(contender, `first GET ${first.toFixed(0)} ms, second ${second.toFixed(0)} ms`);
        for (const concurrency of CONCURRENCIES) {
          const row = await hammer(`${url}/api/sessions/${id}`, concurrency, SECONDS * 1000);
          rows.set(`${contender}@${concurrency}`, row);
          console.log(`  ${contender}, ${concurrency} at once: ${row.perSecond.toFixed(1)} req/s (load ${row.load})`);
        }
      });
    }
    console.log("");
    console.log("req/s, then p50 / p99 ms, and the load average at the row's end; kit ÷ the two floors last.");
    console.log("");
    console.log(`| clients | ${CONTENDERS.join(" | ")} | kit ÷ cached | kit ÷ stringify |`);
    console.log(`|---:|${CONTENDERS.map(() => "---|").join("")}---:|---:|`);
    for (const concurrency of CONCURRENCIES) {
      const row = (contender: ServingContender) => rows.get(`${contender}@${concurrency}`)!;
      const cell = (r: Row) =>
        `${r.perSecond.toFixed(1)} (${r.p50.toFixed(0)} / ${r.p99.toFixed(0)}), load ${r.load}` +
        (r.errors > 0 ? `, ${r.errors} errors` : "");
      const kits = CONTENDERS.filter((contender) => contender.startsWith("kit")).map(row);
      const ratio = (floor: Row) => kits.map((kit) => `${(kit.perSecond / floor.perSecond).toFixed(2)}x`).join(" / ");
      const floors = `${ratio(row("cached string"))} | ${ratio(row("stringify per request"))}`;
      console.log(
        `| ${concurrency} | ${CONTENDERS.map((contender) => cell(row(contender))).join(" | ")} | ${floors} |`,
      );
    }
    console.log("");
    for (const [contender, text] of singles) console.log(`${contender}: ${text}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `concurrency` clients, each asking again as soon as its answer has fully arrived, for `ms`. */
async function hammer(url: string, concurrency: number, ms: number): Promise<Row> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + ms;
  const client = async () => {
    while (performance.now() < end) {
      try {
        latencies.push(await timedGet(url, agent));
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  const load = loadavg()[0]!.toFixed(1);
  return { requests: sorted.length, errors, perSecond: sorted.length / elapsed, p50: at(0.5), p99: at(0.99), load };
}

/** Milliseconds from the request to the answer's last byte; rejects on a status other than 200. */
function timedGet(url: string, agent?: Agent): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = get(url, { agent, timeout: 120_000 }, (response) => {
      response.on("data", () => {});
      response.on("end", () =>
        response.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`${response.statusCode}`)),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
  });
}

// Run on its own (`npm run bench:serving`), not when main.ts imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await serving();
