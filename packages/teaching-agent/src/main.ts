/**
 * `npm start`: build the page if needed, start the server with the page on the
 * same port (127.0.0.1, PORT or 4317), and say where to open it. The model is
 * the offline teaching model unless OPENAI_API_KEY is set (see classroom.ts).
 * Ctrl-C stops the server the orderly way, within two seconds: runs are
 * aborted after saving what had ended.
 */
import { busyPortOf, type KitServer, startWords, stopOnSignals } from "@kit/server";
import { ensurePageBuilt } from "./build-page.ts";
import { classroomSettings } from "./classroom.ts";
import { createTeachingAgent } from "./teaching-agent.ts";

await ensurePageBuilt((line) => console.log(line));
const { model, compaction } = classroomSettings();
let agent: KitServer;
try {
  // Refuses to start, with a message that says why, when the folders overlap or a setting is wrong.
  agent = createTeachingAgent({ model, compaction });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const words = startWords();
const url = await agent.start().then(
  (started) => started.url,
  (error: unknown) => {
    // A busy port is one line saying which and how to pick another, not a stack trace.
    const port = busyPortOf(error);
    if (port === undefined) throw error;
    console.error(words.busyPort(port));
    process.exit(1);
  },
);
const { registry } = agent.parts;
console.log(words.teachingAgent(url));
console.log(words.sessionsIn(registry.sessionsDir));
console.log(words.model(`${model.provider}/${model.id}`, model.provider === "scripted"));
console.log(words.stopHint);

stopOnSignals(agent);
