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

let tick = 0;
const now = () => Date.UTC(2026, 0, 1, 9, 0, 0) + 1000 * tick++;

// #region script
// What the "model" will say, turn by turn. The first call uses "file" where
// read_file expects "path": a mistake real models make.
const model = createScriptedModel({
  now,
  replies: [
    { text: "Let me read it.", toolCalls: [{ name: "read_file", arguments: { file: "agent-loop.md" } }] },
    { text: "The parameter is called path.", toolCalls: [{ name: "read_file", arguments: { path: "agent-loop.md" } }] },
    { text: "It says a tool error is a message too: the model reads it and can try again." },
  ],
});
// #endregion script

// #region tools
const tools = createTeachingTools({ workspace: sampleWorkspaceDir }); // list_files, read_file, write_file
// #endregion tools

console.log("Demo 02: tools, a bad call, and the model's recovery\n");
console.log("The tools the model is offered:");
for (const tool of tools) console.log(`  ${tool.name}: ${tool.description}`);
console.log();

const prompt = userMessage("What does agent-loop.md say about tool errors?", now());
for await (const event of runAgent({
  model,
  systemPrompt: "You answer from the workspace files.",
  tools,
  prompt,
  now,
})) {
  printEvent(event, { deltas: false }); // demo 01 showed the streamed pieces; here, whole messages
}
