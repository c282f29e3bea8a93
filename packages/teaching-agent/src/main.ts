/**
 * `npm start`: build the page if needed, start the server with the page on the
 * same port (127.0.0.1, PORT or 4317), and say where to open it. The model is
 * the offline teaching model unless OPENAI_API_KEY is set (see classroom.ts).
 * Ctrl-C stops the server the orderly way: runs are aborted after saving what
 * had ended.
 */
import { ensurePageBuilt } from "./build-page.ts";
import { classroomSettings } from "./classroom.ts";
import { createTeachingAgent } from "./teaching-agent.ts";

await ensurePageBuilt((line) => console.log(line));
const { model, compaction } = classroomSettings();
const agent = createTeachingAgent({ model, ...(compaction ? { compaction } : {}) });
const { url } = await agent.start();
const { registry } = agent.parts;
console.log(`Teaching agent: open ${url}/`);
console.log(`  sessions in ${registry.sessionsDir}`);
console.log(`  model ${model.provider}/${model.id}${model.provider === "scripted" ? " (offline, no key needed)" : ""}`);
console.log("  Ctrl-C stops it.");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void agent.stop().then(() => process.exit(0));
  });
}
