/**
 * What demo 08 (08-real-model.ts) prints, in English and in Chinese. The Chinese table has
 * the English one's type, so a string missing from either fails the type check.
 */
import type { Translations } from "../lib/i18n.ts";

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

export const words: Translations<typeof en> = {
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
