/**
 * The teaching agent the page bench and the profiler measure: a server on a free port over a fresh sessions folder,
 * the offline teaching model at full speed, no compaction of its own.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createScriptedModel, teachingReply } from "@kit/agent-loop";
import { ensurePageBuilt } from "../src/build-page.ts";
import { createTeachingAgent } from "../src/teaching-agent.ts";

/** `prepare` writes sessions into the folder before the server starts: a class's folder holds them at `npm start`. */
export async function startBenchAgent<T>(prefix: string, prepare: (sessionsDir: string) => T) {
  await ensurePageBuilt((line) => console.log(line));
  const sessionsDir = mkdtempSync(join(tmpdir(), prefix));
  const prepared = prepare(sessionsDir);
  // The server's reading thread, if the folder made it start one: `readerSettled` waits until it is ready.
  let readerStarted = false;
  let readerReady = () => {};
  const ready = new Promise<void>((resolve) => {
    readerReady = resolve;
  });
  const agent = createTeachingAgent({
    onRead: (event) => {
      if (event.type === "worker_started") readerStarted = true;
      if (event.type === "worker_ready") readerReady();
    },
    sessionsDir,
    port: 0,
    env: {},
    model: createScriptedModel({ id: "teaching", replies: teachingReply }),
    compaction: { enabled: false },
    log: () => {},
  });
  const { url } = await agent.start();
  const readerSettled = async () => {
    if (readerStarted) await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
  };
  return { agent, url, sessionsDir, prepared, readerSettled };
}
