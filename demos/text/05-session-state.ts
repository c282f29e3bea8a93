/**
 * What demo 05 (05-session-state.ts) prints, in English and in Chinese. The Chinese table has
 * the English one's type, so a string missing from either fails the type check.
 */
import type { Translations } from "../lib/i18n.ts";
import { configTalk } from "./config-talk.ts";

const en = {
  talk: {
    ...configTalk.en,
    name: "Reading config.toml",
    label: "toml-answer",
    todo: { done: ["read config.toml"], next: ["validate the port"] },
    houseRule: "Validate all config at startup.",
    harderQuestion: "How should I validate the port?",
    harderAnswer: "Require 1 <= port <= 65535.",
  },
  title: "Demo 05: session state",
  wrote: (path: string, size: number) => `Wrote ${path}: ${size} entries. Closed it and opened it again (a resume).`,
  restored: "Restored on resume:",
  fields: ["leaf", "name", "model", "thinking level", "labels", "todo-list state"],
  none: "(none)",
  labelOn: (label: string, id: string, row: string) => `"${label}" on ${id} (${row})`,
  entry: (id: string) => `entry ${id}`,
  // A note after a value, in the language's own brackets.
  aside: (text: string) => ` (${text})`,
  reaches: "What reaches the model, entry by entry along the path from the root to the leaf:",
  reachesHeader: ["entry on the path", "reaches the model as"],
  contextAtLeaf: (n: number, model: string, level: string) =>
    `context() at the leaf: ${n} messages; settings: model ${model}, thinking level ${level}`,
  earlier: (id: string, model: string, level: string, n: number) =>
    `At the first answer (${id}): model ${model}, thinking level ${level}, ${n} messages.`,
  customMessage: "a custom message (sent as user text)",
  message: (role: string) => `a message (${role})`,
  modelSetting: "the model setting",
  levelSetting: "the thinking level setting",
  nothing: {
    session_info: "nothing (the name is for people)",
    label: "nothing (a bookmark for people)",
    custom: "nothing (extension state)",
  } as Record<string, string>,
  nothingAtAll: "nothing",
};

export const words: Translations<typeof en> = {
  en,
  "zh-CN": {
    talk: {
      ...configTalk["zh-CN"],
      name: "读取 config.toml",
      label: "toml 回答",
      todo: { done: ["读取 config.toml"], next: ["校验 port"] },
      houseRule: "启动时校验所有配置。",
      harderQuestion: "port 应该怎么校验？",
      harderAnswer: "要求 1 <= port <= 65535。",
    },
    title: "Demo 05：会话状态",
    wrote: (path: string, size: number) => `写入了 ${path}：${size} 个条目。关闭后重新打开（恢复会话）。`,
    restored: "恢复会话时还原出来的：",
    fields: ["叶子", "名字", "模型", "思考等级", "标签", "todo-list 状态"],
    none: "（无）",
    labelOn: (label: string, id: string, row: string) => `${id} 上的“${label}”（${row}）`,
    entry: (id: string) => `条目 ${id}`,
    aside: (text: string) => `（${text}）`,
    reaches: "发给模型的是什么：沿着从根到叶子的路径，逐个条目看：",
    reachesHeader: ["路径上的条目", "给模型的形式"],
    contextAtLeaf: (n: number, model: string, level: string) =>
      `叶子处的 context()：${n} 条消息；设置：模型 ${model}，思考等级 ${level}`,
    earlier: (id: string, model: string, level: string, n: number) =>
      `在第一个回答处（${id}）：模型 ${model}，思考等级 ${level}，${n} 条消息。`,
    customMessage: "一条自定义消息（作为用户文字发送）",
    message: (role: string) => `一条消息（${role}）`,
    modelSetting: "模型设置",
    levelSetting: "思考等级设置",
    nothing: {
      session_info: "不发送（名字是给人看的）",
      label: "不发送（给人用的书签）",
      custom: "不发送（扩展的状态）",
    } as Record<string, string>,
    nothingAtAll: "不发送",
  },
};
