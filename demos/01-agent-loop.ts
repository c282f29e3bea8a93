/**
 * Demo 01: the agent loop.
 *
 * One prompt, one run of the loop, every event printed the moment it happens.
 * The model is the offline teaching model: it streams its answer a few words
 * at a time, like a real model, and its thinking apart from its answer. Watch
 * the text arrive piece by piece in message_update events, then see the
 * complete messages that a session would save at their message_end.
 *
 * Run it: npm run demo:01
 */
import { type AgentMessage, createTeachingModel, runAgent, userMessage } from "@kit/agent-loop";
import { jsonOutline, printEvent } from "./lib/agent-events.ts";
import { inLang, type Translations } from "./lib/i18n.ts";

// ---------------------------------------------------------------- words
// What the demo prints, in English and in Chinese. The Chinese table has the English one's type,
// so a string missing from either fails the type check.

const en = {
  title: "Demo 01: the agent loop, one prompt",
  prompt: "How does the agent loop work?",
  systemPrompt: "You are a teaching assistant.",
  saved: "The messages saved at their message_end:",
};

const words: Translations<typeof en> = {
  en,
  "zh-CN": {
    title: "Demo 01：Agent Loop，一个问题",
    prompt: "Agent Loop 是怎么工作的？",
    systemPrompt: "你是一名助教。",
    saved: "在 message_end 时保存下来的消息：",
  },
};

// ---------------------------------------------------------------- the story

const say = inLang(words);

// #region setup
// A fixed clock: the same timestamps, so the same output, on every run.
let tick = 0;
const now = () => Date.UTC(2026, 0, 1, 9, 0, 0) + 1000 * tick++;

const model = createTeachingModel({ now }); // offline and deterministic: no key, no network
const prompt = userMessage(say.prompt, now());
// #endregion setup

console.log(`${say.title}\n`);

// #region run
const saved: AgentMessage[] = [];
const run = runAgent({ model, systemPrompt: say.systemPrompt, prompt, thinkingLevel: "low", now });
for await (const event of run) {
  printEvent(event); // a terminal prints events; a server would forward them
  if (event.type === "message_end") saved.push(event.message); // where a session saves each message
}
// #endregion run

console.log(`\n${say.saved}\n`);
for (const message of saved) console.log(jsonOutline(message));
