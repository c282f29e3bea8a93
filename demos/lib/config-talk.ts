/**
 * The conversation that demos 03 (in English), 04 and 05 share: a question
 * about config.toml, its answer, and two different follow-ups to that answer.
 * One copy, so the demos tell the same story and a translator fixes it once.
 */
import type { Translations } from "./i18n.ts";

const en = {
  question: "How do I read config.toml in Node?",
  answer: "smol-toml parses it: port = 8080.",
  followUpA: "Can it check port is a number?",
  answerA: "Yes: typeof port === 'number'.",
  followUpB: "Could I use JSON instead?",
  answerB: "Yes: JSON.parse needs no package.",
};

export const configTalk: Translations<typeof en> = {
  en,
  "zh-CN": {
    question: "怎么在 Node 里读取 config.toml？",
    answer: "用 smol-toml 解析：port = 8080。",
    followUpA: "能检查 port 是不是数字吗？",
    answerA: "可以：typeof port === 'number'。",
    followUpB: "能不能改用 JSON？",
    answerB: "可以：JSON.parse 不需要装包。",
  },
};
