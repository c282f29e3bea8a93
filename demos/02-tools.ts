/**
 * Demo 02: tools.
 *
 * The model asks for a tool; the loop checks the arguments against the tool's
 * schema, runs it, and sends the result back; the model answers in the next
 * turn. One call has a wrong argument name: it is not run, and the model gets
 * an error result saying exactly what was wrong, then corrects itself. The
 * loop never stops for a tool error: an error is a message like any other.
 *
 * The model here plays a fixed script, so the mistake happens on every run.
 * The tools are the teaching tools, over the sample workspace of the kit.
 *
 * Run it: npm run demo:02
 */
import { createScriptedModel, createTeachingTools, runAgent, sampleWorkspaceDir, userMessage } from "@kit/agent-loop";
import { printEvent } from "./lib/agent-events.ts";
import { inLang } from "./lib/i18n.ts";
import { words } from "./text/02-tools.ts";

const say = inLang(words);

let tick = 0;
const now = () => Date.UTC(2026, 0, 1, 9, 0, 0) + 1000 * tick++;

// #region script
// What the "model" will say, turn by turn. The first call uses "file" where
// read_file expects "path": a mistake real models make.
const model = createScriptedModel({
  now,
  replies: [
    { text: say.reply.read, toolCalls: [{ name: "read_file", arguments: { file: say.file } }] },
    { text: say.reply.fix, toolCalls: [{ name: "read_file", arguments: { path: say.file } }] },
    { text: say.reply.answer },
  ],
});
// #endregion script

// #region tools
const tools = createTeachingTools({ workspace: sampleWorkspaceDir }); // list_files, read_file, write_file
// #endregion tools

console.log(`${say.title}\n`);
console.log(say.offered);
for (const tool of tools) console.log(`  ${tool.name}: ${tool.description}`);
console.log();

const prompt = userMessage(say.prompt, now());
for await (const event of runAgent({
  model,
  systemPrompt: say.systemPrompt,
  tools,
  prompt,
  now,
})) {
  printEvent(event, { deltas: false }); // demo 01 showed the streamed pieces; here, whole messages
}
