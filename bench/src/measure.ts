/**
 * What is measured, for one contender on one session, inside the child
 * process that `isolate.ts` starts for them alone.
 *
 * - memory: the first thing a fresh process does is open the session twice
 *   (the first time only compiles the code). "held" is the heap still in use
 *   after a full GC, less the heap before the open: what keeping the opened
 *   session costs. "peak added" is the
 *   highest resident memory (RSS) during the open, less the RSS before it:
 *   the session plus everything the open needed on the way (file bytes,
 *   strings, a second parse). Linux resets a process's peak RSS on request
 *   (`/proc/self/clear_refs`), so Node's and the contender's own code are
 *   left out; elsewhere the process's lifetime peak stands in.
 * - open: the median of several opens, each after a full GC.
 * - appends/s: appends to a copy of the file, after opening it (not timed).
 * - context at the deepest leaf; switch-and-rebuild: the mean over the same
 *   random entries for every contender.
 */
import { copyFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AgentMessage, Contender } from "./contenders.ts";
import type { BenchSession } from "./sessions.ts";

export type MeasureName = "memory" | "open" | "appends" | "context" | "switch";
export type Values = Record<string, number>;

function collectGarbage(): void {
  if (!globalThis.gc) throw new Error("run the benchmark with node --expose-gc");
  globalThis.gc();
  globalThis.gc();
}

function heapUsed(): number {
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Milliseconds for `run`: the median of up to `runs` runs, fewer if they use up `budgetMs`. */
export function medianTime(run: () => unknown, runs = 5, budgetMs = 5000): number {
  const times: number[] = [];
  let spent = 0;
  while (times.length < runs && (times.length === 0 || spent < budgetMs)) {
    collectGarbage();
    const start = performance.now();
    run();
    const time = performance.now() - start;
    times.push(time);
    spent += time;
  }
  return median(times);
}

/**
 * Opens once and forgets the result. In a function of its own: an unused
 * value can linger in the caller's stack frame and stay alive through a GC.
 */
function openAndDrop(contender: Contender<unknown>, file: string): void {
  contender.open(file);
}

const reply: AgentMessage = {
  role: "user",
  content: "One more appended line: long enough to look like a real prompt, short enough to be typical of one.",
  timestamp: 0,
};

/** Runs the measures of one contender on one session, in order; `report` gets each figure. */
export function runMeasures(
  contender: Contender<unknown>,
  session: BenchSession,
  names: MeasureName[],
  report: (name: MeasureName, event: "start" | Values) => void,
): void {
  let opened: unknown;

  for (const name of names) {
    if (name === "memory") {
      report(name, "start");
      openAndDrop(contender, session.file);
      const heapBefore = heapUsed();
      resetPeakRss();
      const rssBefore = process.memoryUsage().rss;
      opened = contender.open(session.file);
      const peakAddedBytes = peakRss() - rssBefore;
      report(name, { heldBytes: heapUsed() - heapBefore, peakAddedBytes });
    } else if (name === "open") {
      report(name, "start");
      report(name, { ms: medianTime(() => contender.open(session.file)) });
    } else if (name === "appends") {
      const copy = `${session.file}.${contender.label.replace(/\W+/g, "-")}.copy`;
      copyFileSync(session.file, copy);
      const appender = contender.openForAppend(copy);
      report(name, "start");
      // Three batches; the median rate.
      const batch = 2000;
      const ms = medianTime(() => {
        for (let i = 0; i < batch; i++) appender.append(reply);
      }, 3);
      appender.close();
      rmSync(copy);
      report(name, { perSecond: (batch / ms) * 1000 });
    } else {
      const rebuild = contender.switchAndRebuild?.bind(contender);
      if (!rebuild) continue;
      opened ??= contender.open(session.file);
      report(name, "start");
      if (name === "context") {
        report(name, { ms: medianTime(() => rebuild(opened, session.deepestId)) });
      } else {
        collectGarbage();
        const start = performance.now();
        for (const leafId of session.randomLeafIds) rebuild(opened, leafId);
        report(name, { ms: (performance.now() - start) / session.randomLeafIds.length });
      }
    }
  }
}
