/**
 * Runs one contender on one session in a child process of its own, so one
 * contender's heap never mixes with another's and each memory figure starts
 * from a fresh process.
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
import type { BenchSession } from "./sessions.ts";

export type Figure = { values: Values } | { overMs: number } | { failed: string };

type ChildMessage = { name: MeasureName; started: true } | { name: MeasureName; values: Values } | { done: true };

export async function measureInChildren(
  contender: ContenderName,
  session: BenchSession,
  measures: MeasureName[],
  capMs: (measure: MeasureName) => number,
): Promise<Map<MeasureName, Figure>> {
  const figures = new Map<MeasureName, Figure>();
  let remaining = measures;
  while (remaining.length > 0) {
    await runChild({ contender, session, measures: remaining }, capMs, figures);
    remaining = remaining.filter((name) => !figures.has(name));
  }
  return figures;
}

function runChild(job: Job, capMs: (measure: MeasureName) => number, figures: Map<MeasureName, Figure>): Promise<void> {
  return new Promise((resolve) => {
    const child = fork(new URL("./child.ts", import.meta.url), {
      execArgv: ["--expose-gc", "--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;

    child.on("message", (message: ChildMessage) => {
      clearTimeout(timer);
      if ("done" in message) return;
      if ("values" in message) {
        figures.set(message.name, { values: message.values });
        return;
      }
      const cap = capMs(message.name);
      timer = setTimeout(() => {
        stopped = true;
        figures.set(message.name, { overMs: cap });
        child.kill("SIGKILL");
      }, cap);
    });

    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      // A child that ended by itself must have reported everything; whatever
      // it did not report failed (an exception, or out of memory).
      if (!stopped) {
        for (const name of job.measures) {
          if (!figures.has(name)) figures.set(name, { failed: code === 0 ? "not reported" : `exit ${code ?? signal}` });
        }
      }
      resolve();
    });

    child.send(job);
  });
}
