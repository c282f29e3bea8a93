/**
 * `npm run bench`: session-core beside pi's own session code and beside a raw
 * floor (read the file, `JSON.parse` each line), on generated sessions of
 * 10,000, 100,000 and 200,000 entries, linear and branched. One run, one
 * table, then the goals checked against it: opening within 1.25× of the raw
 * floor from 100,000 entries on and within 2× at 10,000, the context at the
 * deepest leaf of 200,000 linear entries in under 100 ms, and no more memory
 * than pi's. docs/benchmarks.md says why these, and records the runs.
 *
 * Then the server: how long a concurrent `GET /api/sessions` waits while a
 * big session loads (server-latency.ts).
 *
 * BENCH_SIZES=10000,100000 runs fewer sizes; BENCH_CAP_S sets how long one
 * context or one round of switches may take before it is stopped (default 10);
 * BENCH_PARTS=table or BENCH_PARTS=server runs one of the two parts only.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { ContenderName } from "./contenders.ts";
import { type Figures, runJob } from "./isolate.ts";
import type { MeasureName } from "./measure.ts";
import { serverLatency } from "./server-latency.ts";
import { type BenchSession, type Shape, writeBenchSession } from "./sessions.ts";
import { type Cell, formatNumber, type Row, renderTable } from "./table.ts";

const SIZES = (process.env.BENCH_SIZES ?? "10000,100000,200000").split(",").map(Number);
const SHAPES: Shape[] = ["linear", "branched"];
const CAP_MS = Number(process.env.BENCH_CAP_S ?? 10) * 1000;
const RANDOM_LEAVES = 20;
const PARTS = new Set((process.env.BENCH_PARTS ?? "table,server").split(","));
const SERVER_ENTRIES = 200_000;

const CONTENDERS: ContenderName[] = ["raw", "ours", "pi"];
// Every job runs in a fresh process (see measure.ts for each measure):
// memory alone, per contender; session-core and the raw floor opening in
// turns, since their ratio is a goal; then the rest, per contender.
const RACE: ContenderName[] = ["raw", "ours"];
const MEMORY_FLAGS = ["--no-concurrent-recompilation"];
const MEASURES: Record<ContenderName, MeasureName[]> = {
  raw: ["appends"],
  ours: ["appends", "context", "switch"],
  pi: ["open", "appends", "context", "switch"],
};
// Only the tree walks can run away; the rest get a generous safety cap.
const capFor = (measure: MeasureName) => (measure === "context" || measure === "switch" ? CAP_MS : 120_000);

const started = performance.now();
const log = (text: string) => {
  const seconds = Math.round((performance.now() - started) / 1000);
  process.stderr.write(`[${seconds} s] ${text}\n`);
};
const MB = 1024 * 1024;

const dir = mkdtempSync(join(tmpdir(), "kit-bench-"));
const loadAtStart = loadavg()[0]!;
try {
  const rows: Row[] = [];
  for (const entries of PARTS.has("table") ? SIZES : []) {
    for (const shape of SHAPES) {
      log(`writing ${entries} ${shape}...`);
      const session = writeBenchSession(dir, entries, shape, RANDOM_LEAVES);
      log(`  ${(session.bytes / MB).toFixed(1)} MB, deepest leaf at depth ${session.depth.toLocaleString("en-US")}`);
      const figures: Figures = new Map();
      for (const contender of CONTENDERS) {
        log(`  memory of ${contender}...`);
        await runJob(
          { contenders: [contender], session, measures: ["memory"], v8Flags: MEMORY_FLAGS },
          capFor,
          figures,
        );
      }
      log("  opening: raw floor and session-core in turn...");
      await runJob({ contenders: RACE, session, measures: ["open"] }, capFor, figures);
      for (const contender of CONTENDERS) {
        log(`  measuring ${contender}...`);
        await runJob({ contenders: [contender], session, measures: MEASURES[contender] }, capFor, figures);
      }
      rows.push(...rowsFor(session, figures));
      rmSync(session.file);
    }
  }
  const serverText = PARTS.has("server") ? await serverLatency(dir, SERVER_ENTRIES, log) : undefined;
  const today = new Date().toISOString().slice(0, 10);
  const machine = `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}, ${today}`;
  // Other work on the machine slows every figure; the load average says how much there was.
  console.log(
    `${machine}, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end\n`,
  );
  if (PARTS.has("table")) {
    console.log(renderTable(rows));
    console.log(`\n${goals(rows).join("\n")}`);
  }
  if (serverText) console.log(`\n${serverText}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

function rowsFor(session: BenchSession, figures: Figures): Row[] {
  const cell = (contender: ContenderName, measure: MeasureName, key: string, scale = 1): Cell | undefined => {
    const figure = figures.get(contender)?.get(measure);
    if (!figure) return undefined;
    if ("failed" in figure) return figure;
    // A stopped round of switches took more than the cap: each took more than cap / count on average.
    if ("overMs" in figure)
      return { over: measure === "switch" ? figure.overMs / session.randomLeafIds.length : figure.overMs };
    return { value: figure.values[key]! / scale };
  };
  const row = (measure: string, name: MeasureName, key: string, scale = 1): Row => ({
    entries: session.entries,
    session: `${session.name} (${(session.bytes / MB).toFixed(0)} MB, depth ${formatNumber(session.depth)})`,
    measure,
    raw: cell("raw", name, key, scale),
    ours: cell("ours", name, key, scale),
    pi: cell("pi", name, key, scale),
  });
  return [
    row("open (ms)", "open", "ms"),
    row("minor page faults in an open", "open", "faults"),
    row("context at deepest leaf (ms)", "context", "ms"),
    row(`switch + rebuild, ${session.randomLeafIds.length} random leaves (ms each)`, "switch", "ms"),
    row("appends per second", "appends", "perSecond"),
    row("heap held after open (MB)", "memory", "heldBytes", MB),
    row("peak RSS added by open (MB)", "memory", "peakAddedBytes", MB),
  ];
}

/**
 * The goals (see the top of this file), read off the table. Opening is judged
 * in two parts. What session-core adds to the floor (checking every entry,
 * indexing it by id) costs more per entry in a short open (more of it runs
 * before V8 has optimised the code, and the index's fixed costs weigh more),
 * while the floor's own cost per entry grows with the session (the garbage
 * collector has more to keep). So the small session has a looser bound: its
 * checks and index must cost less than the reading and parsing itself.
 */
function goals(rows: Row[]): string[] {
  const value = (cell: Cell | undefined) => (cell && "value" in cell ? cell.value : Number.NaN);
  const of = (measure: string) => rows.filter((row) => row.measure.startsWith(measure));
  const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
  // Ratios are judged as the table shows them, to two decimals.
  const atMost = (ratio: number, limit: number) => Math.round(ratio * 100) <= Math.round(limit * 100);

  const worstOpen = (rows: Row[]) => Math.max(...rows.map((row) => value(row.ours) / value(row.raw)));
  const openGoal = (sizes: string, limit: number, rows: Row[]) => {
    const goal = `Goal: open within ${limit}× of the raw floor ${sizes}`;
    if (rows.length === 0) return `${goal}: not measured in this run (BENCH_SIZES)`;
    return `${goal}: ${verdict(atMost(worstOpen(rows), limit))} (worst ${worstOpen(rows).toFixed(2)}×)`;
  };
  const opens = of("open (ms)");
  const large = opens.filter((row) => row.entries >= 100_000);
  const small = opens.filter((row) => row.entries < 100_000);
  const linear200k = of("context").find((row) => row.session.startsWith("200,000 linear"));
  const memory = [...of("heap held"), ...of("peak RSS")].map((row) => value(row.ours) / value(row.pi));
  const worstMemory = Math.max(...memory);
  const deepContext = linear200k ? value(linear200k.ours) : undefined;
  return [
    openGoal("from 100,000 entries on", 1.25, large),
    openGoal("below 100,000 entries", 2, small),
    deepContext !== undefined
      ? `Goal: context at the deepest leaf of 200,000 linear under 100 ms: ${verdict(deepContext < 100)} ` +
        `(${formatNumber(deepContext)} ms)`
      : "Goal: context at the deepest leaf of 200,000 linear: not measured in this run (BENCH_SIZES)",
    `Goal: memory no more than pi's: ${verdict(atMost(worstMemory, 1))} ` +
      `(worst ${worstMemory.toFixed(2)}× pi's, heap held and peak RSS)`,
  ];
}
