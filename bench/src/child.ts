/**
 * The child process of `isolate.ts`: one job (one session, the contenders it
 * names, a fresh heap). Reports each measure as it starts and as it ends,
 * then exits.
 */
import { type Contender, type ContenderName, contenders } from "./contenders.ts";
import { type MeasureName, runMeasures } from "./measure.ts";
import type { BenchSession } from "./sessions.ts";

export interface Job {
  /** One contender; or, for the open and append races, the ones that take turns (see main.ts). */
  contenders: ContenderName[];
  session: BenchSession;
  measures: MeasureName[];
  /** Extra V8 flags for this job's process. */
  v8Flags?: string[];
}

process.once("message", async (job: Job) => {
  const loaded = new Map<ContenderName, Contender<unknown>>();
  for (const name of job.contenders) loaded.set(name, (await contenders[name]()) as Contender<unknown>);
  await runMeasures(loaded, job.session, job.measures, (contender, name, event) => {
    process.send!(event === "start" ? { contender, name, started: true } : { contender, name, values: event });
  });
  // Messages go out in order: once this one is sent, all are, and the channel can close.
  process.send!({ done: true }, () => process.disconnect());
});
