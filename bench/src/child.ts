/**
 * The child process of `isolate.ts`: one contender, one session, a fresh
 * heap. Receives its job from the parent, reports each measure as it starts
 * and as it ends, then exits.
 */
import { type ContenderName, contenders, type Contender } from "./contenders.ts";
import { type MeasureName, runMeasures } from "./measure.ts";
import type { BenchSession } from "./sessions.ts";

export interface Job {
  contender: ContenderName;
  session: BenchSession;
  measures: MeasureName[];
}

process.once("message", async (job: Job) => {
  const contender = (await contenders[job.contender]()) as Contender<unknown>;
  runMeasures(contender, job.session, job.measures, (name, event) => {
    process.send!(event === "start" ? { name, started: true } : { name, values: event });
  });
  // Messages go out in order: once this one is sent, all are, and the channel can close.
  process.send!({ done: true }, () => process.disconnect());
});
