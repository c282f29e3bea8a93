/**
 * The classroom under one hostile machine, beside the same class unattacked.
 * `npm run bench:class` (Linux: it reads the server's memory in /proc).
 *
 * The server runs in a child process under `ulimit -n 1024` (class-child.ts).
 * An honest student on 127.0.0.4 asks for their small session every 250 ms;
 * the figures are those requests' times, the server's memory (RSS, sampled
 * every 250 ms) and the class folder's bytes. First for 20 s with nothing else
 * going on; then for as long as an attacker on 127.0.0.3 does all of this at
 * one after the other: 100 joins; from each account it got, 300 label writes
 * in rounds of 15, 10 prompts of 1 MiB and prompts of the largest size allowed
 * until refused; then 1,100 idle sockets, held. While they are held, the honest
 * student asks a question and must get an answer. (Status 0: the server closed
 * the connection, as it does past the per-address cap or while a refused
 * 1 MiB body is still being sent.)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bytesUnder } from "./class-folder.ts";

const ATTACKER = "127.0.0.3";
const HONEST = "127.0.0.4";
const BASELINE_MS = 20_000;

interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads the few fields it counts
  body: any;
  cookie?: string;
}

let url = "";

function call(method: string, path: string, from: string, body?: unknown, cookie?: string): Promise<Reply> {
  const { hostname, port, host } = new URL(url);
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      {
        host: hostname,
        port,
        method,
        path,
        agent: false,
        localAddress: from,
        headers: {
          host,
          "content-type": "application/json",
          ...(cookie && { cookie }),
          ...(data !== undefined && { "content-length": Buffer.byteLength(data) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString());
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, cookie: res.headers["set-cookie"]?.[0]?.split(";")[0] });
        });
        res.on("error", () => resolve({ status: 0, body: undefined }));
      },
    );
    req.setTimeout(60_000, () => req.destroy());
    req.on("error", () => resolve({ status: 0, body: undefined }));
    if (data !== undefined) req.write(data);
    req.end();
  });
}

const rssMib = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sampled {
  times: number[];
  maxRss: number;
}

/** The honest student's small GET every 250 ms and the server's RSS, until `until` resolves. */
async function sample(pid: number, path: string, cookie: string, until: Promise<unknown>): Promise<Sampled> {
  let done = false;
  void until.then(() => (done = true));
  const times: number[] = [];
  let maxRss = rssMib(pid);
  while (!done) {
    const start = performance.now();
    await call("GET", path, HONEST, undefined, cookie);
    times.push(performance.now() - start);
    maxRss = Math.max(maxRss, rssMib(pid));
    await sleep(250);
  }
  return { times, maxRss };
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

function counted(replies: Reply[]): string {
  const counts = new Map<string, number>();
  for (const r of replies) {
    const key = `${r.status}${r.body?.error?.code ? ` ${r.body.error.code}` : ""}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${n}× ${key}`).join(", ");
}

async function attack(joinCode: string): Promise<{ notes: string[]; release: () => void }> {
  const notes: string[] = [];
  const joins: Reply[] = [];
  for (let i = 0; i < 100; i++)
    joins.push(await call("POST", "/api/join", ATTACKER, { code: joinCode, name: `bot${i}` }));
  notes.push(`100 joins from ${ATTACKER}: ${counted(joins)}`);
  const accounts = joins.filter((j) => j.status === 201).map((j) => j.cookie!);
  const labels: Reply[] = [];
  const big: Reply[] = [];
  const largest: Reply[] = [];
  await Promise.all(
    accounts.map(async (cookie) => {
      const session = await call("POST", "/api/sessions", ATTACKER, {}, cookie);
      const id = session.body?.id;
      for (let round = 0; round < 20; round++) {
        const batch = Array.from({ length: 15 }, (_, i) =>
          call("POST", `/api/sessions/${id}/label`, ATTACKER, { entryId: "x", label: `L${round}-${i}` }, cookie),
        );
        labels.push(...(await Promise.all(batch)));
      }
      for (let i = 0; i < 10; i++) {
        big.push(await call("POST", `/api/sessions/${id}/prompt`, ATTACKER, { text: "w ".repeat(520_000) }, cookie));
      }
      for (let i = 0; i < 12; i++) {
        const reply = await call(
          "POST",
          `/api/sessions/${id}/prompt`,
          ATTACKER,
          { text: "w".repeat(16_384), pace: "instant" },
          cookie,
        );
        largest.push(reply);
        if (reply.status !== 202) break;
        await sleep(300);
      }
    }),
  );
  notes.push(`${labels.length} label writes from ${accounts.length} accounts: ${counted(labels)}`);
  notes.push(`${big.length} prompts of 1 MiB: ${counted(big)}`);
  notes.push(`prompts of 16,384 bytes until refused: ${counted(largest)}`);
  const sockets: Socket[] = [];
  const { hostname, port } = new URL(url);
  await Promise.all(
    Array.from(
      { length: 1100 },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect({ host: hostname, port: Number(port), localAddress: ATTACKER });
          sockets.push(socket);
          socket.on("error", () => {});
          socket.once("connect", () => resolve());
          socket.once("close", () => resolve());
        }),
    ),
  );
  await sleep(500);
  notes.push(
    `1,100 idle sockets from ${ATTACKER}: ${sockets.filter((s) => !s.destroyed && !s.readableEnded).length} still open`,
  );
  const release = () => {
    for (const socket of sockets) socket.destroy();
  };
  return { notes, release };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "kit-bench-class-"));
  const child: ChildProcess = spawn(
    "bash",
    ["-c", 'ulimit -n 1024 && exec "$0" --import tsx src/class-child.ts', process.execPath],
    {
      cwd: new URL("..", import.meta.url).pathname,
      env: { ...process.env, KIT_CLASS_DIR: dir },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  try {
    const line = await new Promise<string>((resolve, reject) => {
      let output = "";
      child.stdout!.on("data", (chunk) => {
        output += chunk;
        if (output.includes("\n")) resolve(output.split("\n")[0]!);
      });
      child.once("exit", (code) => reject(new Error(`the classroom exited (${code}) before it listened`)));
    });
    const started = JSON.parse(line) as { url: string; joinCode: string; pid: number };
    url = started.url;
    const honest = await call("POST", "/api/join", HONEST, { code: started.joinCode, name: "Honest" });
    const session = await call("POST", "/api/sessions", HONEST, {}, honest.cookie);
    const path = `/api/sessions/${session.body.id}`;
    await call("POST", `${path}/prompt`, HONEST, { text: "hello", pace: "instant" }, honest.cookie);
    await sleep(2000);
    const rssBefore = rssMib(started.pid);
    const baseline = await sample(started.pid, path, honest.cookie!, sleep(BASELINE_MS));
    const bytesBefore = bytesUnder(dir);
    const attacking = attack(started.joinCode);
    const attacked = await sample(started.pid, path, honest.cookie!, attacking);
    const { notes, release } = await attacking;
    const bytesAfter = bytesUnder(dir);
    // The sockets are still held: the honest student asks, and waits for the answer.
    const asked = await call(
      "POST",
      `${path}/prompt`,
      HONEST,
      { text: "What is a session tree?", pace: "instant" },
      honest.cookie,
    );
    await sleep(3000);
    const after = await call("GET", path, HONEST, undefined, honest.cookie);
    const answered = after.body?.entries?.at(-1)?.message?.role === "assistant";
    release();

    const row = (name: string, s: Sampled, bytes: number) => {
      const sorted = [...s.times].sort((a, b) => a - b);
      const cells = [name, sorted.length, at(sorted, 0.5), at(sorted, 0.9), sorted.at(-1) ?? 0, s.maxRss, bytes / 1024];
      return `| ${cells.map((cell) => (typeof cell === "number" ? cell.toFixed(0) : cell)).join(" | ")} |`;
    };
    const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
    console.log(`Classroom server under ulimit -n 1024; RSS at rest ${rssBefore.toFixed(0)} MiB; load ${load}`);
    console.log("");
    console.log("| class | honest GETs | median (ms) | p90 (ms) | max (ms) | peak RSS (MiB) | class folder (KiB) |");
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    console.log(row("unattacked (20 s)", baseline, bytesBefore));
    console.log(row("one machine attacking", attacked, bytesAfter));
    console.log("");
    for (const note of notes) console.log(`- ${note}`);
    console.log(`- the honest student's question while the sockets are held: ${asked.status}, answered: ${answered}`);
  } finally {
    child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
