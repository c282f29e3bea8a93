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
  type SessionEntry,
  seededIds,
  steppingClock,
} from "@kit/session-core";
import { columns } from "./lib/columns.ts";
import { messageMaker } from "./lib/conversation.ts";
import { demoFile, shown } from "./lib/demo-files.ts";
import { entryRow, messageRow } from "./lib/rows.ts";

const file = demoFile("demo-05.jsonl");
const options = { ids: seededIds("demo-05"), clock: steppingClock("2026-01-01T09:00:00.000Z") };
const chat = messageMaker("2026-01-01T09:00:00.000Z");

// #region write
const session = Session.create(file.path, { ...options, cwd: "/workspace", sessionId: "demo-05-session" });

// Settings: which model, how much thinking. They apply to the entries after them.
session.appendModelChange("openai", "gpt-4o-mini");
session.appendThinkingLevelChange("low");
session.appendMessage(chat.user("How do I read config.toml in Node?"));
const answer = session.appendMessage(chat.assistant("smol-toml parses it: port = 8080."));

// For people: a name for the session list, a bookmark on a good answer.
session.setName("Reading config.toml");
session.setLabel(answer, "toml-answer");

// For extensions: private state (custom), and a message for the model (custom_message).
session.appendCustom("todo-list", { done: ["read config.toml"], next: ["validate the port"] });
session.appendCustomMessage("house-rules", "Validate all config at startup.", true);

// A harder question: a stronger model, thinking more.
session.appendModelChange("openai", "o4-mini");
session.appendThinkingLevelChange("high");
chat.useModel("openai", "o4-mini");
session.appendMessage(chat.user("How should I validate the port?"));
session.appendMessage(chat.assistant("Require 1 <= port <= 65535."));
session.close();
// #endregion write

// #region resume
const resumed = Session.open(file.path, options);
const context = resumed.context();
const todo = latestCustom(resumed.tree.pathToRoot(), "todo-list");
// #endregion resume

console.log("Demo 05: session state\n");
console.log(`Wrote ${shown(file)}: ${resumed.tree.size} entries. Closed it and opened it again (a resume).\n`);

console.log("Restored on resume:\n");
const labels = [...resumed.tree.labels].map(
  ([id, label]) => `"${label}" on ${id} (${entryRow(resumed.tree.get(id)!)})`,
);
for (const line of columns(
  [
    ["leaf", `${resumed.leafId} (${entryRow(resumed.tree.get(resumed.leafId!)!)})`],
    ["name", resumed.name ?? "(none)"],
    ["model", context.model ? `${context.model.provider}/${context.model.modelId}` : "(none)"],
    ["thinking level", context.thinkingLevel],
    ["labels", labels.join("; ")],
    ["todo-list state", todo ? `${JSON.stringify(todo.data)} (entry ${todo.id})` : "(none)"],
  ],
  [15, 88],
)) {
  console.log(`  ${line}`);
}

console.log("\nWhat reaches the model, entry by entry along the path from the root to the leaf:\n");
const rows = resumed.tree.pathToRoot().map((entry) => [entryRow(entry), contribution(entry)]);
for (const line of columns([["entry on the path", "reaches the model as"], ...rows], [44, 44]))
  console.log(`  ${line}`);

const model = `${context.model?.provider}/${context.model?.modelId}`;
console.log(
  `\ncontext() at the leaf: ${context.messages.length} messages; settings: model ${model}, thinking level ${context.thinkingLevel}`,
);
context.messages.forEach((message, i) => console.log(`  ${i + 1}. ${messageRow(message)}`));

// Settings follow the path: at the first answer, the earlier model and level apply.
const earlier = resumed.context(answer);
console.log(
  `\nAt the first answer (${answer}): model ${earlier.model?.modelId}, thinking level ${earlier.thinkingLevel}, ${earlier.messages.length} messages.`,
);
resumed.close();

// ---------------------------------------------------------------- helpers

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

/** What one entry adds to the context: buildContext on a path of that entry alone. */
function contribution(entry: SessionEntry): string {
  const alone = buildContext([entry]);
  const message = alone.messages[0];
  if (message)
    return message.role === "custom" ? "a custom message (sent as user text)" : `a message (${message.role})`;
  if (entry.type === "model_change") return "the model setting";
  if (entry.type === "thinking_level_change") return "the thinking level setting";
  const why: Record<string, string> = {
    session_info: "nothing (the name is for people)",
    label: "nothing (a bookmark for people)",
    custom: "nothing (extension state)",
  };
  return why[entry.type] ?? "nothing";
}
