/**
 * Demo 08: a real model.
 *
 * The same loop and tools as in demos 01 and 02, now with the OpenAI-compatible
 * model: the official `openai` SDK, streaming chat completions over HTTP. With
 * OPENAI_API_KEY set, it talks to that endpoint (OpenAI, DeepSeek, Ollama, ...).
 * Without a key it takes the very same path, the SDK over real HTTP, to the
 * kit's stand-in server on 127.0.0.1, which answers with the teaching model.
 *
 * Run it: npm run demo:08
 */
import {
  type AgentMessage,
  buildProviderRequest,
  createOpenAIModel,
  createTeachingModel,
  createTeachingTools,
  modelFromEnvironment,
  runAgent,
  sampleWorkspaceDir,
  startStandInServer,
  textOf,
  toToolSpec,
  userMessage,
} from "@kit/agent-loop";
import { clip } from "./lib/columns.ts";
import { inLang } from "./lib/i18n.ts";
import { words } from "./text/08-real-model.ts";

const say = inLang(words);

let tick = 0;
const now = () => Date.UTC(2026, 0, 1, 9, 0, 0) + 1000 * tick++;

// #region choose-model
const hasKey = Boolean(process.env.OPENAI_API_KEY);
const standIn = hasKey ? undefined : await startStandInServer({ model: createTeachingModel({ now }) });
const model = standIn
  ? createOpenAIModel({ apiKey: "not-needed", baseURL: standIn.baseURL, model: "teaching", now })
  : modelFromEnvironment();
// #endregion choose-model

console.log(`${say.title}\n`);
if (standIn) {
  console.log(`${say.standIn.join("\n")}\n`);
} else {
  console.log(`${say.talkingTo(process.env.OPENAI_BASE_URL || "https://api.openai.com/v1", model.id)}\n`);
}

// #region run
// Read-only tools: a real model decides for itself what to call, and the sample workspace ships with the kit.
const tools = createTeachingTools({ workspace: sampleWorkspaceDir }).filter((tool) => tool.name !== "write_file");
const systemPrompt = say.systemPrompt;
const prompt = userMessage(say.prompt, now());
let added: AgentMessage[] = [];

for await (const event of runAgent({ model, systemPrompt, tools, prompt, now })) {
  if (event.type === "message_start" && event.message.role === "assistant") process.stdout.write("assistant: ");
  if (event.type === "message_update" && event.modelEvent.type === "text_delta") {
    process.stdout.write(event.modelEvent.delta); // the answer appears as it streams
  }
  if (event.type === "message_end") console.log(afterMessage(event.message));
  if (event.type === "agent_end") {
    console.log(`agent_end: ${event.reason}`);
    added = event.messages;
  }
}
await standIn?.close();
// #endregion run

console.log(`\n${say.next}`);
const next = buildProviderRequest({ model: model.id, systemPrompt, messages: added, tools: tools.map(toToolSpec) });
for (const message of next.messages) console.log(`  ${clip(JSON.stringify(message), 110)}`);

if (standIn) {
  console.log(`\n${say.setUp}`);
  for (const line of say.variables) console.log(line);
  console.log(say.examples);
  console.log("  OpenAI:   OPENAI_API_KEY=sk-... npm run demo:08");
  console.log(
    "  DeepSeek: OPENAI_API_KEY=sk-... OPENAI_BASE_URL=https://api.deepseek.com/v1 " +
      "OPENAI_MODEL=deepseek-chat npm run demo:08",
  );
  console.log(
    "  Ollama:   OPENAI_API_KEY=ollama OPENAI_BASE_URL=http://127.0.0.1:11434/v1 OPENAI_MODEL=llama3.2 npm run demo:08",
  );
}

/** What to print when a message ends: the user's words, the tool calls and usage of a reply, a result's size. */
function afterMessage(message: AgentMessage): string {
  if (message.role === "user") return `user: ${textOf(message.content)}`;
  if (message.role === "toolResult") {
    return say.tool(message.toolName, message.isError, textOf(message.content).length);
  }
  if (message.role !== "assistant") return message.role;
  const calls = message.content.flatMap((b) =>
    b.type === "toolCall" ? [`→ ${b.name} ${JSON.stringify(b.arguments)}`] : [],
  );
  const { input, output } = message.usage; // from the stream's final usage chunk
  const ending = message.errorMessage ? `${message.stopReason}: ${message.errorMessage}` : message.stopReason;
  return `${calls.join(" ")}\n${say.usage(ending, input, output)}`;
}
