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
import { sayToolProblemIn } from "@kit/agent-loop/words";
import { clip } from "./lib/columns.ts";
import { inLang, lang, type Translations } from "./lib/i18n.ts";

// ---------------------------------------------------------------- words
// What the demo prints, in English and in Chinese. The Chinese table has the English one's type,
// so a string missing from either fails the type check.

const en = {
  title: "Demo 08: the same loop against an OpenAI-compatible endpoint",
  standIn: [
    "No OPENAI_API_KEY is set, so this run talks to the kit's stand-in server: a small",
    "OpenAI-compatible server on 127.0.0.1 that answers with the offline teaching model.",
    "The request still goes through the openai SDK over HTTP, as it would to a real endpoint.",
  ],
  talkingTo: (url: string, model: string) => `Talking to ${url} with model ${model}.`,
  systemPrompt: "You are a teaching assistant. Use the tools to look at the workspace before answering.",
  prompt: "Read README.md and tell me what this workspace is for.",
  next: "What the model would see next (buildProviderRequest, the body the SDK sends):",
  setUp: "To use a real model, set these variables (any OpenAI-compatible endpoint works):",
  variables: [
    "  OPENAI_API_KEY   the key; its presence switches from the stand-in to the real endpoint",
    "  OPENAI_BASE_URL  the endpoint; default https://api.openai.com/v1",
    "  OPENAI_MODEL     the model id; default gpt-4o-mini",
  ],
  examples: "Examples:",
  tool: (name: string, error: boolean, chars: number) => `tool ${name}: ${error ? "error" : "ok"}, ${chars} characters`,
  usage: (ending: string, input: number, output: number) =>
    `  (stopReason ${ending}; usage ${input} tokens in, ${output} out)`,
};

const words: Translations<typeof en> = {
  en,
  "zh-CN": {
    title: "Demo 08：同一个循环，接上 OpenAI 兼容的接口",
    standIn: [
      "没有设置 OPENAI_API_KEY，所以这次运行连的是本项目自带的替身服务器：",
      "一个跑在 127.0.0.1 上、兼容 OpenAI 的小服务器，用离线的教学模型作答。",
      "请求照样经过 openai SDK、走 HTTP，和连真实接口时一样。",
    ],
    talkingTo: (url: string, model: string) => `正在连接 ${url}，模型 ${model}。`,
    systemPrompt: "你是一名助教。回答之前，先用工具看看工作区。",
    prompt: "读一下 README.zh-CN.md，告诉我这个工作区是做什么的。",
    next: "模型下一次会看到什么（buildProviderRequest，也就是 SDK 发出的请求体）：",
    setUp: "要用真实的模型，设置这些环境变量（任何 OpenAI 兼容的接口都可以）：",
    variables: [
      "  OPENAI_API_KEY   密钥；设置了它，就从替身服务器切换到真实接口",
      "  OPENAI_BASE_URL  接口地址；默认 https://api.openai.com/v1",
      "  OPENAI_MODEL     模型 id；默认 gpt-4o-mini",
    ],
    examples: "例子：",
    tool: (name: string, error: boolean, chars: number) => `工具 ${name}：${error ? "出错" : "成功"}，${chars} 个字符`,
    usage: (ending: string, input: number, output: number) =>
      `  （stopReason ${ending}；用量：输入 ${input} 个 token，输出 ${output} 个）`,
  },
};

// ---------------------------------------------------------------- the story

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
const tools = createTeachingTools({ workspace: sampleWorkspaceDir, language: lang }).filter(
  (tool) => tool.name !== "write_file",
);
const systemPrompt = say.systemPrompt;
const prompt = userMessage(say.prompt, now());
let added: AgentMessage[] = [];

const sayToolProblem = sayToolProblemIn(lang); // the demo decides the language of the tool errors the model reads
for await (const event of runAgent({ model, systemPrompt, tools, prompt, now, sayToolProblem })) {
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
