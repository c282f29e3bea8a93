/**
 * What demo 01 (01-agent-loop.ts) prints, in English and in Chinese. The Chinese table has
 * the English one's type, so a string missing from either fails the type check.
 */
import type { Translations } from "../lib/i18n.ts";

const en = {
  title: "Demo 01: the agent loop, one prompt",
  prompt: "How does the agent loop work?",
  systemPrompt: "You are a teaching assistant.",
  saved: "The messages saved at their message_end:",
};

export const words: Translations<typeof en> = {
  en,
  "zh-CN": {
    title: "Demo 01：Agent Loop，一个问题",
    prompt: "Agent Loop 是怎么工作的？",
    systemPrompt: "你是一名助教。",
    saved: "在 message_end 时保存下来的消息：",
  },
};
