/**
 * What is measured on one session, inside the child process that
 * `isolate.ts` starts for each job.
 *
 * - memory: a fresh process (one per contender) opens the session once.
 *   "held" is what keeping the opened session costs: the heap in use (after
 *   a full GC) with it, less the heap in use once it is dropped. "peak
 *   added" is the highest resident memory (RSS) during the open, less the
 *   RSS before it: the session plus everything the open needed on the way
 *   (the file's text, its lines, a second parse). Linux resets a process's
 *   peak RSS on request (`/proc/self/clear_refs`), so Node's and the
 *   contender's own code are left out; elsewhere the process's lifetime peak
 *   stands in. That process compiles optimised code on its main thread
 *   (`--no-concurrent-recompilation`): compiled in the background, code
 *   lands in the heap at random moments and moves a small session's figure
 *   by a few hundred kilobytes from run to run.
 * - open: the median of at least five opens. session-core and the raw
 *   floor take turns, round after round, in one process, so other work on
 *   the machine hits both alike (their ratio is a goal); pi opens in a
 *   process of its own (the median of at least three). With it, the median
 *   count of minor page faults in an open (memory the process touched for
 *   the first time since the kernel took it back): where a page fault is
 *   slow, as in some virtual machines, they weigh on an open as much as
 *   the code does, and the count tells the two apart.
 * - context at the deepest leaf: the fastest of up to five runs. Other work
 *   on a shared machine only ever adds time, so the fastest run is the one
 *   closest to the code's own cost (the goal is a ceiling on that cost).
 * - every timed run follows a full GC.
 * - appends/s: the raw floor, session-core and pi append in turns in one
 *   process, each to a copy of the file of its own, a batch of 10,000 at a
 *   time, so other work on the machine hits all three alike; each one's
 *   best of five batches, after opening its copy and one round not timed:
 *   the first appends of a process run code not yet compiled, and the row
 *   is about what an append costs, not how soon the compiler gets to it.
 * - switch-and-rebuild: the mean over the same 20 random entries for every
 *   contender.
 */
import { copyFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AgentMessage, Contender, ContenderName } from "./contenders.ts";
import type { BenchSession } from "./sessions.ts";

export type MeasureName = "memory" | "open" | "appends" | "context" | "switch";
export type Values = Record<string, number>;

function collectGarbage(): void {
  if (!globalThis.gc) throw new Error("run the benchmark with node --expose-gc");
  globalThis.gc();
  globalThis.gc();
}

/**
 * The heap in use after a full GC. The GC runs again after a turn of the
 * event loop: some of what a finished call allocated stays alive until the
 * current task ends, and would be counted otherwise.
 */
async function heapUsed(): Promise<number> {
  collectGarbage();
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

function resetPeakRss(): void {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
  } catch {
    // not Linux: peakRss() falls back to the lifetime peak
  }
}

function peakRss(): number {
  try {
    return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))![1]) * 1024;
  } catch {
    return process.resourceUsage().maxRSS * 1024;
  }
}

/** One run of `run`, after a full GC: its milliseconds, and the minor page faults taken during it. */
function measureOnce(run: () => unknown): { ms: number; faults: number } {
  collectGarbage();
  const faultsBefore = process.resourceUsage().minorPageFault;
  const start = performance.now();
  run();
  const ms = performance.now() - start;
  return { ms, faults: process.resourceUsage().minorPageFault - faultsBefore };
}

/** Milliseconds for one run of `run`, after a full GC. */
function timeOnce(run: () => unknown): number {
  return measureOnce(run).ms;
}

/** Milliseconds for `run`: the fastest of up to `runs` runs, fewer if they use up `budgetMs`. */
function fastestTime(run: () => unknown, runs = 5, budgetMs = 5000): number {
  const times: number[] = [];
  while (times.length < runs && (times.length === 0 || times.reduce((a, b) => a + b) < budgetMs))
    times.push(timeOnce(run));
  return Math.min(...times);
}

/**
 * Each contender opens the file in turn, round after round (at least five,
 * more while the budget lasts, at most 41), the order rotating so none
 * always follows the same one; the median open of each. Interleaved runs see
 * the same machine, and the median ignores the runs a burst of other work
 * slowed.
 */
function raceOpens(
  contenders: Map<ContenderName, Contender<unknown>>,
  file: string,
  budgetMs = 20_000,
): Map<ContenderName, Values> {
  const entries = [...contenders];
  const times = new Map<ContenderName, number[]>(entries.map(([name]) => [name, []]));
  const faults = new Map<ContenderName, number[]>(entries.map(([name]) => [name, []]));
  // Alone (pi), the median of three is enough: nothing is compared within the process.
  const minRounds = entries.length > 1 ? 5 : 3;
  let spent = 0;
  for (let round = 0; round < 41 && (round < minRounds || spent < budgetMs); round++) {
    for (let turn = 0; turn < entries.length; turn++) {
      const [name, contender] = entries[(round + turn) % entries.length]!;
      const { ms, faults: taken } = measureOnce(() => contender.open(file));
      faults.get(name)!.push(taken);
      spent += ms;
      times.get(name)!.push(ms);
    }
  }
  return new Map(entries.map(([name]) => [name, { ms: median(times.get(name)!), faults: median(faults.get(name)!) }]));
}

/**
 * Each contender appends to a copy of the file of its own, a batch of 10,000
 * at a time (about a tenth of a second: long enough that a moment of other
 * work on the machine is a small part of it), the contenders taking turns
 * (the order rotating), so such work hits them alike. One round first, not
 * timed; then each one's fastest of five batches.
 */
function raceAppends(contenders: Map<ContenderName, Contender<unknown>>, file: string): Map<ContenderName, Values> {
  const batch = 10_000;
  const runners = [...contenders].map(([name, contender]) => {
    const copy = `${file}.${contender.label.replace(/\W+/g, "-")}.copy`;
    copyFileSync(file, copy);
    return { name, copy, appender: contender.openForAppend(copy), fastest: Number.POSITIVE_INFINITY };
  });
  for (let round = 0; round <= 5; round++) {
    for (let turn = 0; turn < runners.length; turn++) {
      const runner = runners[(round + turn) % runners.length]!;
      const ms = timeOnce(() => {
        for (let i = 0; i < batch; i++) runner.appender.append(appendedMessage);
      });
      if (round > 0) runner.fastest = Math.min(runner.fastest, ms);
    }
  }
  for (const runner of runners) {
    runner.appender.close();
    rmSync(runner.copy);
  }
  return new Map(runners.map((runner) => [runner.name, { perSecond: (batch / runner.fastest) * 1000 }]));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Opens the file once, in a fresh process. "held" is the heap the opened
 * session keeps: the heap in use with it, less the heap in use once it is
 * dropped (code compiled on the way stays in both, and cancels out).
 */
async function measureMemory(contender: Contender<unknown>, file: string): Promise<Values> {
  await heapUsed();
  resetPeakRss();
  const rssBefore = process.memoryUsage().rss;
  const holder = openInto(contender, file);
  const peakAddedBytes = peakRss() - rssBefore;
  const withSession = await heapUsed();
  holder.session = undefined;
  return { heldBytes: withSession - (await heapUsed()), peakAddedBytes };
}

/** The session is only ever referenced from the holder, so dropping it there frees it. */
function openInto(contender: Contender<unknown>, file: string): { session: unknown } {
  return { session: contender.open(file) };
}

/** The message every contender appends, again and again. */
const appendedMessage: AgentMessage = {
  role: "user",
  content: "One more appended line: long enough to look like a real prompt, short enough to be typical of one.",
  timestamp: 0,
};

/**
 * Runs the measures of one job on one session, in order; `send` is told when
 * each measure starts and gets its figure. The open race takes every
 * contender given; every other measure takes the only one.
 */
export async function runMeasures(
  contenders: Map<ContenderName, Contender<unknown>>,
  session: BenchSession,
  names: MeasureName[],
  send: (contender: ContenderName, name: MeasureName, event: "start" | Values) => void,
): Promise<void> {
  const [[only, contender]] = [...contenders] as [[ContenderName, Contender<unknown>]];
  const report = (name: MeasureName, event: "start" | Values) => send(only, name, event);
  let opened: unknown;

  for (const name of names) {
    if (name === "open") {
      report(name, "start");
      for (const [each, values] of raceOpens(contenders, session.file)) send(each, name, values);
    } else if (name === "memory") {
      report(name, "start");
      report(name, await measureMemory(contender, session.file));
    } else if (name === "appends") {
      report(name, "start");
      for (const [each, values] of raceAppends(contenders, session.file)) send(each, name, values);
    } else {
      const rebuild = contender.switchAndRebuild?.bind(contender);
      if (!rebuild) continue;
      opened ??= contender.open(session.file);
      report(name, "start");
      if (name === "context") {
        report(name, { ms: fastestTime(() => rebuild(opened, session.deepestId)) });
      } else {
        collectGarbage();
        const start = performance.now();
        for (const leafId of session.randomLeafIds) rebuild(opened, leafId);
        report(name, { ms: (performance.now() - start) / session.randomLeafIds.length });
      }
    }
  }
}
