/**
 * Demo 05: session state.
 *
 * A session remembers more than messages: the model in use and how hard it
 * should think, bookmarks (labels), the session's name, and the state of
 * extensions. Each of these is an entry appended to the tree like a message,
 * so resuming a session restores it, and each branch carries its own.
 *
 * Only part of it reaches the model. This demo writes one of each entry type,
 * closes the file, opens it again (a resume), and prints what was restored
 * beside what the model is sent: the custom_message is sent, the custom
 * state, the label and the name are not, and the model and thinking level
 * arrive as settings, not as messages.
 *
 * Run it: npm run demo:05
 */
import {
  buildContext,
  type CustomEntry,
  isEntryOfType,
  Session,
  type SessionContext,
  type SessionEntry,
  seededIds,
  steppingClock,
} from "@kit/session-core";
import { columns } from "./lib/columns.ts";
import { configTalk } from "./lib/config-talk.ts";
import { messageMaker } from "./lib/conversation.ts";
import { demoFile, shown } from "./lib/demo-files.ts";
import { inLang, type Translations } from "./lib/i18n.ts";
import { entryRow, messageRow } from "./lib/rows.ts";

// ---------------------------------------------------------------- words
// What the demo prints, in English and in Chinese. The Chinese table has the English one's type,
// so a string missing from either fails the type check.

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

const words: Translations<typeof en> = {
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

// ---------------------------------------------------------------- the story

const say = inLang(words);
const talk = say.talk;

const file = demoFile("demo-05.jsonl");
const options = { ids: seededIds("demo-05"), clock: steppingClock("2026-01-01T09:00:00.000Z") };
const chat = messageMaker("2026-01-01T09:00:00.000Z");

// #region write
const session = Session.create(file.path, { ...options, cwd: "/workspace", sessionId: "demo-05-session" });

// Settings: which model, how much thinking. They apply to the entries after them.
session.appendModelChange("openai", "gpt-4o-mini");
session.appendThinkingLevelChange("low");
session.appendMessage(chat.user(talk.question));
const answer = session.appendMessage(chat.assistant(talk.answer));

// For people: a name for the session list, a bookmark on a good answer.
session.setName(talk.name);
session.setLabel(answer, talk.label);

// For extensions: private state (custom), and a message for the model (custom_message).
session.appendCustom("todo-list", talk.todo);
session.appendCustomMessage("house-rules", talk.houseRule, true);

// A harder question: a stronger model, thinking more.
session.appendModelChange("openai", "o4-mini");
session.appendThinkingLevelChange("high");
chat.useModel("openai", "o4-mini");
session.appendMessage(chat.user(talk.harderQuestion));
session.appendMessage(chat.assistant(talk.harderAnswer));
session.close();
// #endregion write

// #region resume
const resumed = Session.open(file.path, options);
const context = resumed.context();
const todo = latestCustom(resumed.tree.pathToRoot(), "todo-list");
// #endregion resume

console.log(`${say.title}\n`);
console.log(`${say.wrote(shown(file), resumed.tree.size)}\n`);

console.log(`${say.restored}\n`);
printRestored(resumed, context, todo);

console.log(`\n${say.reaches}\n`);
printReaches(resumed.tree.pathToRoot());

const model = `${context.model?.provider}/${context.model?.modelId}`;
console.log(`\n${say.contextAtLeaf(context.messages.length, model, context.thinkingLevel)}`);
for (const [i, message] of context.messages.entries()) console.log(`  ${i + 1}. ${messageRow(message)}`);

// Settings follow the path: at the first answer, the earlier model and level apply.
const earlier = resumed.context(answer);
console.log(`\n${say.earlier(answer, String(earlier.model?.modelId), earlier.thinkingLevel, earlier.messages.length)}`);
resumed.close();

// ---------------------------------------------------------------- the extension's state

// #region latestCustom
/**
 * An extension's state is the data of its latest `custom` entry on the path,
 * so it follows the branch the way the model and thinking level do.
 */
function latestCustom(path: readonly SessionEntry[], customType: string): CustomEntry | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const entry = path[i]!;
    if (isEntryOfType(entry, "custom") && entry.customType === customType) return entry;
  }
  return undefined;
}
// #endregion latestCustom

// ---------------------------------------------------------------- printing

/** The leaf, the name, the settings, the labels and an extension's state, one row each. */
function printRestored(resumed: Session, context: SessionContext, todo: CustomEntry | undefined): void {
  const labels = [...resumed.tree.labels].map(([id, label]) => say.labelOn(label, id, entryRow(resumed.tree.get(id)!)));
  const values = [
    `${resumed.leafId}${say.aside(entryRow(resumed.tree.get(resumed.leafId!)!))}`,
    resumed.name ?? say.none,
    context.model ? `${context.model.provider}/${context.model.modelId}` : say.none,
    context.thinkingLevel,
    labels.join("; "),
    todo ? `${JSON.stringify(todo.data)}${say.aside(say.entry(todo.id))}` : say.none,
  ];
  const rows = values.map((value, i) => [say.fields[i] ?? "", value]);
  for (const line of columns(rows, [15, 88])) console.log(`  ${line}`);
}

/** Each entry of the path beside what it sends the model. */
function printReaches(path: readonly SessionEntry[]): void {
  const rows = path.map((entry) => [entryRow(entry), contribution(entry)]);
  for (const line of columns([say.reachesHeader, ...rows], [44, 44])) console.log(`  ${line}`);
}

/** What one entry adds to the context: buildContext on a path of that entry alone. */
function contribution(entry: SessionEntry): string {
  const alone = buildContext([entry]);
  const message = alone.messages[0];
  if (message) return message.role === "custom" ? say.customMessage : say.message(message.role);
  if (entry.type === "model_change") return say.modelSetting;
  if (entry.type === "thinking_level_change") return say.levelSetting;
  return say.nothing[entry.type] ?? say.nothingAtAll;
}
