/**
 * What demo 02 (02-tools.ts) prints, in English and in Chinese. The Chinese table has
 * the English one's type, so a string missing from either fails the type check.
 */
import type { Translations } from "../lib/i18n.ts";

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

export const words: Translations<typeof en> = {
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
