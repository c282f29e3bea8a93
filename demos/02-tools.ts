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
import { sayToolProblemIn } from "@kit/agent-loop/words";
import { printEvent } from "./lib/agent-events.ts";
import { inLang, lang, type Translations } from "./lib/i18n.ts";

// ---------------------------------------------------------------- words
// What the demo prints, in English and in Chinese. The Chinese table has the English one's type,
// so a string missing from either fails the type check.

const en = {
  title: "Demo 02: tools, a bad call, and the model's recovery",
  // The sample workspace file the model reads: each language's own version of it.
  file: "agent-loop.md",
  offered: "The tools the model is offered:",
  prompt: "What does agent-loop.md say about tool errors?",
  systemPrompt: "You answer from the workspace files.",
  // What the scripted model says in each of its three turns.
  reply: {
    read: "Let me read it.",
    fix: "The parameter is called path.",
    answer: "It says a tool error is a message too: the model reads it and can try again.",
  },
};

const words: Translations<typeof en> = {
  en,
  "zh-CN": {
    title: "Demo 02：工具，一次错误的调用，模型自己改正",
    file: "agent-loop.zh-CN.md",
    offered: "提供给模型的工具：",
    prompt: "agent-loop.zh-CN.md 里对工具出错是怎么说的？",
    systemPrompt: "你根据工作区里的文件回答。",
    reply: {
      read: "我先读一下。",
      fix: "参数名应该是 path。",
      answer: "它说工具出错也是一条消息：模型读到它，就可以再试一次。",
    },
  },
};

// ---------------------------------------------------------------- the story

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
// list_files, read_file, write_file; what they say to the model is in the demo's language
const tools = createTeachingTools({ workspace: sampleWorkspaceDir, language: lang });
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
  sayToolProblem: sayToolProblemIn(lang), // the demo decides the language of the tool errors the model reads
})) {
  printEvent(event, { deltas: false }); // demo 01 showed the streamed pieces; here, whole messages
}
