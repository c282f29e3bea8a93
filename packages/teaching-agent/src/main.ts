/**
 * `npm start`: build the page if needed, start the server with the page on the
 * same port (127.0.0.1, PORT or 4317), and say where to open it. The model is
 * the offline teaching model unless OPENAI_API_KEY is set (see classroom.ts).
 * Ctrl-C stops the server the orderly way, within two seconds: runs are
 * aborted after saving what had ended.
 */
import { type KitServer, stopOnSignals } from "@kit/server";
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
const { url } = await agent.start();
const { registry } = agent.parts;
console.log(`Teaching agent: open ${url}/`);
console.log(`  sessions in ${registry.sessionsDir}`);
console.log(`  model ${model.provider}/${model.id}${model.provider === "scripted" ? " (offline, no key needed)" : ""}`);
console.log("  Ctrl-C stops it.");

stopOnSignals(agent);
