/**
 * Runs each job in a child process of its own, so one contender's heap never
 * mixes with another's and each memory figure starts from a fresh process.
 *
 * A measure that runs past its cap is stopped: pi builds a path with
 * `unshift`, which is quadratic, and one context at a depth of 200,000 takes
 * far longer than anyone would wait. The child is killed, the measure is
 * reported as over the cap, and a new child carries on with the ones after it.
 */
import { fork } from "node:child_process";
import type { Job } from "./child.ts";
import type { ContenderName } from "./contenders.ts";
import type { MeasureName, Values } from "./measure.ts";

export type Figure = { values: Values } | { overMs: number } | { failed: string };
/** Figures by contender, then by measure. */
export type Figures = Map<ContenderName, Map<MeasureName, Figure>>;

type ChildMessage =
  | { contender: ContenderName; name: MeasureName; started: true }
  | { contender: ContenderName; name: MeasureName; values: Values }
  | { done: true };

export async function runJob(job: Job, capMs: (measure: MeasureName) => number, figures: Figures): Promise<void> {
  const missing = () =>
    job.measures.filter((name) => job.contenders.some((contender) => !figures.get(contender)?.has(name)));
  for (let remaining = missing(); remaining.length > 0; remaining = missing()) {
    await runChild({ ...job, measures: remaining }, capMs, figures);
  }
}

function record(figures: Figures, contender: ContenderName, name: MeasureName, figure: Figure): void {
  const byMeasure = figures.get(contender) ?? new Map<MeasureName, Figure>();
  byMeasure.set(name, figure);
  figures.set(contender, byMeasure);
}

function runChild(job: Job, capMs: (measure: MeasureName) => number, figures: Figures): Promise<void> {
  return new Promise((resolve) => {
    const child = fork(new URL("./child.ts", import.meta.url), {
      execArgv: ["--expose-gc", ...(job.v8Flags ?? []), "--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;

    child.on("message", (message: ChildMessage) => {
      clearTimeout(timer);
      if ("done" in message) return;
      const { contender, name } = message;
      if ("values" in message) {
        record(figures, contender, name, { values: message.values });
        return;
      }
      // A measure starts: it has `cap` milliseconds to report.
      const cap = capMs(name);
      timer = setTimeout(() => {
        stopped = true;
        for (const each of job.contenders)
          if (!figures.get(each)?.has(name)) record(figures, each, name, { overMs: cap });
        child.kill("SIGKILL");
      }, cap);
    });

    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      // A child that ended by itself must have reported everything; whatever
      // it did not report failed (an exception, or out of memory).
      if (!stopped) {
        for (const contender of job.contenders) {
          for (const name of job.measures) {
            if (!figures.get(contender)?.has(name))
              record(figures, contender, name, { failed: code === 0 ? "not reported" : `exit ${code ?? signal}` });
          }
        }
      }
      resolve();
    });

    child.send(job);
  });
}
