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
  type CustomEntry,
  isEntryOfType,
  Session,
  type SessionEntry,
  seededIds,
  steppingClock,
} from "@kit/session-core";
import { messageMaker } from "./lib/conversation.ts";
import { demoFile, shown } from "./lib/demo-files.ts";
import { inLang } from "./lib/i18n.ts";
import { messageRow } from "./lib/rows.ts";
import { printReaches, printRestored } from "./print/05-session-state.ts";
import { words } from "./text/05-session-state.ts";

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
