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

let tick = 0;
const now = () => Date.UTC(2026, 0, 1, 9, 0, 0) + 1000 * tick++;

// #region choose-model
const hasKey = Boolean(process.env.OPENAI_API_KEY);
const standIn = hasKey ? undefined : await startStandInServer({ model: createTeachingModel({ now }) });
const model = standIn
  ? createOpenAIModel({ apiKey: "not-needed", baseURL: standIn.baseURL, model: "teaching", now })
  : modelFromEnvironment();
// #endregion choose-model

console.log("Demo 08: the same loop against an OpenAI-compatible endpoint\n");
if (standIn) {
  console.log("No OPENAI_API_KEY is set, so this run talks to the kit's stand-in server: a small");
  console.log("OpenAI-compatible server on 127.0.0.1 that answers with the offline teaching model.");
  console.log("The request still goes through the openai SDK over HTTP, as it would to a real endpoint.\n");
} else {
  console.log(`Talking to ${process.env.OPENAI_BASE_URL || "https://api.openai.com/v1"} with model ${model.id}.\n`);
}

// #region run
// Read-only tools: a real model decides for itself what to call, and the sample workspace ships with the kit.
const tools = createTeachingTools({ workspace: sampleWorkspaceDir }).filter((tool) => tool.name !== "write_file");
const systemPrompt = "You are a teaching assistant. Use the tools to look at the workspace before answering.";
const prompt = userMessage("Read README.md and tell me what this workspace is for.", now());
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

console.log("\nWhat the model would see next (buildProviderRequest, the body the SDK sends):");
const next = buildProviderRequest({ model: model.id, systemPrompt, messages: added, tools: tools.map(toToolSpec) });
for (const message of next.messages) console.log(`  ${clip(JSON.stringify(message), 110)}`);

if (standIn) {
  console.log("\nTo use a real model, set these variables (any OpenAI-compatible endpoint works):");
  console.log("  OPENAI_API_KEY   the key; its presence switches from the stand-in to the real endpoint");
  console.log("  OPENAI_BASE_URL  the endpoint; default https://api.openai.com/v1");
  console.log("  OPENAI_MODEL     the model id; default gpt-4o-mini");
  console.log("Examples:");
  console.log("  OpenAI:   OPENAI_API_KEY=sk-... npm run demo:08");
  console.log(
    "  DeepSeek: OPENAI_API_KEY=sk-... OPENAI_BASE_URL=https://api.deepseek.com/v1 OPENAI_MODEL=deepseek-chat npm run demo:08",
  );
  console.log(
    "  Ollama:   OPENAI_API_KEY=ollama OPENAI_BASE_URL=http://127.0.0.1:11434/v1 OPENAI_MODEL=llama3.2 npm run demo:08",
  );
}

/** What to print when a message ends: the user's words, the tool calls and usage of a reply, a result's size. */
function afterMessage(message: AgentMessage): string {
  if (message.role === "user") return `user: ${textOf(message.content)}`;
  if (message.role === "toolResult") {
    return `tool ${message.toolName}: ${message.isError ? "error" : "ok"}, ${textOf(message.content).length} characters`;
  }
  if (message.role !== "assistant") return message.role;
  const calls = message.content.flatMap((b) =>
    b.type === "toolCall" ? [`→ ${b.name} ${JSON.stringify(b.arguments)}`] : [],
  );
  const { input, output } = message.usage; // from the stream's final usage chunk
  const ending = message.errorMessage ? `${message.stopReason}: ${message.errorMessage}` : message.stopReason;
  return `${calls.join(" ")}\n  (stopReason ${ending}; usage ${input} tokens in, ${output} out)`;
}
