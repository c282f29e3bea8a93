/**
 * What a big session costs everyone else on the server: while one client
 * GETs a 200,000-entry session that is not open, another keeps asking for
 * the list of sessions, one request after the other, and the longest of
 * those waits is the figure. Twice: the first request after the file was
 * written (it is read and parsed), then a second GET of the unchanged file
 * (kept from the first). And all of that twice: with the file parsed on the
 * event loop (as before), then on the server's worker thread (load-off-thread.ts).
 * The server runs in a child process (server-child.ts) on a folder that
 * holds the session, written by the bench's own generator.
 */

import { mkdirSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";
import type { ServerJob } from "./server-child.ts";
import { withServerInChild } from "./server-in-child.ts";
import { writeBenchSession } from "./sessions.ts";
import { formatNumber } from "./table.ts";

/** A bound on the lists asked for during one GET, so that a server that never answers cannot loop for ever. */
const MAX_LISTS = 100_000;
const MB = 1024 * 1024;

export async function serverLatency(dir: string, entries: number, log: (text: string) => void): Promise<string> {
  const sessionsDir = join(dir, "server-sessions");
  mkdirSync(sessionsDir, { recursive: true });
  log(`server: writing ${entries} linear...`);
  const session = writeBenchSession(sessionsDir, entries, "linear", 0);
  const id = `${entries}-linear`;

  const rows: string[] = [];
  const idle: number[] = [];
  for (const mainThreadOnly of [true, false]) {
    const where = mainThreadOnly ? "event loop (before)" : "worker thread";
    rows.push(...(await oneServer({ sessionsDir, workspaceDir: join(dir, "server-workspace"), mainThreadOnly })));
    log(`server: parsed on the ${where}: done`);
  }
  return [
    `A concurrent GET /api/sessions while one big session loads (${session.name}, ` +
      `${(session.bytes / MB).toFixed(0)} MB, not open; one server for each way of parsing)`,
    "",
    "| parsed on | the big session's GET | its time (ms) | longest list wait (ms) | median list wait (ms) " +
      "| lists answered |",
    "|---|---|---:|---:|---:|---:|",
    ...rows,
    "",
    `With nothing else going on, a list takes ${formatNumber(median(idle))} ms (median of 5, on the last server).`,
  ].join("\n");

  /** One server on the folder: the big session's first and second GET, with lists asked for meanwhile. */
  async function oneServer(job: ServerJob): Promise<string[]> {
    const where = job.mainThreadOnly ? "the event loop (before)" : "a worker thread";
    return withServerInChild(new URL("./server-child.ts", import.meta.url), job, async (url) => {
      // Each request on a connection of its own: a kept-alive one could be closed by the server just as it is reused.
      const timed = (path: string) =>
        new Promise<number>((resolve, reject) => {
          const started = performance.now();
          get(`${url}${path}`, { agent: false }, (response) => {
            response.resume(); // read and drop the body: the time is until its last byte
            response.on("end", () => {
              if (response.statusCode === 200) resolve(performance.now() - started);
              else reject(new Error(`GET ${path} answered ${response.statusCode}`));
            });
          }).on("error", reject);
        });

      const rows: string[] = [];
      for (const label of ["first GET (the file is read and parsed)", "second GET (the file is unchanged)"]) {
        log(`server on ${where}: ${label}, with lists asked for meanwhile...`);
        let done = false;
        const big = timed(`/api/sessions/${id}`).finally(() => {
          done = true;
        });
        const waits: number[] = [];
        while (!done && waits.length < MAX_LISTS) waits.push(await timed("/api/sessions"));
        const total = await big;
        const cells = [
          where,
          label,
          formatNumber(total),
          formatNumber(Math.max(...waits)),
          formatNumber(median(waits)),
        ];
        rows.push(`| ${cells.join(" | ")} | ${waits.length} |`);
      }
      idle.length = 0;
      for (let i = 0; i < 5; i++) idle.push(await timed("/api/sessions"));
      return rows;
    });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
