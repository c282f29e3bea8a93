/**
 * Demo 06: compaction.
 *
 * A model's context window is small and a coding session is long. When the
 * context grows into the space kept for the reply, the older part of the
 * conversation is summarised, and the summary is APPENDED to the session as a
 * `compaction` entry. The context builder starts at it: the summary, then the
 * newest messages kept word for word from `firstKeptEntryId` on. Nothing is
 * deleted: every message stays in the file.
 *
 * This demo gives the teaching agent a tiny window, lets it read the sample
 * workspace file after file, and checks the context between the turns of
 * every run, as a real agent does. When the context crosses the line, it is
 * compacted in the middle of a run. Then the demo shows the entry, where the
 * cut fell (a tool call and its result stay together), the context before and
 * after, and the file, which still holds every message.
 *
 * Then the same idea one step further, in a second small session: a context
 * edit (pi 1.6.0) redacts a token from a tool result on one branch. The model
 * is sent "[redacted]" there and the original on the other branch; the file
 * keeps both the tool result and the edit.
 *
 * It prints about 80 lines; `--verbose` shows every entry of every run, the
 * whole summary and the whole path around the cut.
 *
 * Run it: npm run demo:06   (or npm run demo:06 -- --verbose; the session file goes to .demo-output/)
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { runAgent, userMessage } from "@kit/agent-loop";
import { type CompactResult, compactBetweenTurns, compactionSettings, estimateContextTokens } from "@kit/compaction";
import { type CompactionEntry, checkSession, isEntryOfType, loadSession, type SessionEntry } from "@kit/session-core";
import { contextRows, totalTokens } from "./lib/context-rows.ts";
import { shown } from "./lib/demo-files.ts";
import { inLang, zh } from "./lib/i18n.ts";
import { teachingSession } from "./lib/teaching-session.ts";
import {
  printCut,
  printEditedFile,
  printEntry,
  printRows,
  printRun,
  printSourcedContext,
} from "./print/06-compaction.ts";
import { words } from "./text/06-compaction.ts";

// A new session file, the teaching model and its tools; seeded ids and clocks, so every run prints the same.
const main = teachingSession("demo-06");
const { file, session } = main;

// #region settings
// A window of 1,400 tokens, 300 of them kept free for the reply: compaction
// starts once the context passes 1,100. The newest 350 tokens are kept as they are.
// The Chinese run reads the Chinese files, which the chars/4 estimate counts as fewer tokens, so its window
// (1,100) and the tokens it keeps (200) are smaller: it compacts in the same run and cuts at the same place.
const settings = compactionSettings(
  zh
    ? { contextWindow: 1_100, reserveTokens: 300, keepRecentTokens: 200 }
    : { contextWindow: 1_400, reserveTokens: 300, keepRecentTokens: 350 },
);
// #endregion settings

const compactions: CompactResult[] = [];
const verbose = process.argv.includes("--verbose");

const say = inLang(words);

// #region ask
/** One run of the agent. Every message is saved as it ends; between turns, the context is checked. */
async function ask(prompt: string, { session, model, tools, now } = main): Promise<void> {
  const run = runAgent({
    model,
    tools,
    systemPrompt: say.systemPrompt,
    context: session.context().messages,
    prompt: userMessage(prompt, now()),
    beforeNextTurn: compactBetweenTurns(session, model, settings, {
      onCompaction: (result) => compactions.push(result),
    }),
    now,
  });
  for await (const event of run) {
    if (event.type === "message_end") session.appendMessage(event.message);
  }
}
// #endregion ask

console.log(`${say.title}\n`);
console.log(say.window(settings.contextWindow, settings.reserveTokens));
console.log(`${say.keep(settings.keepRecentTokens)}\n`);
if (say.estimateNote.length > 0) console.log(`${say.estimateNote.join("\n")}\n`);

// 1. The session grows, one question at a time.
if (!verbose) console.log(`${say.runsHeading(say.prompts.length)}\n`);
for (const prompt of say.prompts) {
  const sizeBefore = session.tree.size;
  await ask(prompt);
  printRun(session.tree, prompt, sizeBefore, verbose);
}

// 2. The compaction entry, as it is in the file.
const [result] = compactions;
if (!result) throw new Error(say.noCompaction);
const entry = session.tree.get(result.entryId) as CompactionEntry;
console.log(`\n${say.entryHeading}\n`);
printEntry(entry, verbose);

// 3. The context before, as the path it was built from, with the cut marked.
const before = contextRows(session.tree, entry.parentId);
console.log(`\n${say.before(before.length, totalTokens(before))}`);
console.log(`${say.tokensBefore(entry.tokensBefore)}\n`);
printCut(session.tree, entry, { keepRecentTokens: settings.keepRecentTokens, verbose, splitTurn: result.splitTurn });

// 4. The context after: what the model was sent instead, when the run went on.
const after = contextRows(session.tree, entry.id);
console.log(`\n${say.after(after.length, totalTokens(after))}\n`);
printRows(after);

// 5. Nothing was deleted.
// #region history
const reopened = loadSession(file.path);
const messagesInFile = [...reopened.tree.entries].filter((e) => e.type === "message").length;
const messagesSent = session.context().messages.length;
const problems = checkSession(file.path).problems;
// #endregion history
console.log(`\n${say.file(shown(file))}`);
console.log(say.entries(reopened.tree.size, messagesInFile));
console.log(say.atLeaf(messagesSent, estimateContextTokens(session.tree.pathToRoot()).tokens));
console.log(say.check(problems.map((p) => p.message).join("; ")));
session.close();

// 6. A context edit: the model's view changes, the file does not. A second, small session reads a file that holds
//    a secret; an edit appended on one branch redacts the tool result, and another branch never sees the edit.
const edited = teachingSession("demo-06-edit");
writeFileSync(join(edited.workspace, say.secretFile), say.secretText);
await ask(say.secretPrompt, edited);
// #region contextEdit
const isToolResult = (e: SessionEntry) => isEntryOfType(e, "message") && e.message.role === "toolResult";
const secret = [...edited.session.tree.entries].find(isToolResult)!; // the file's content, token and all
const answered = edited.session.leafId!; // where the two branches part
edited.session.appendContextEdit(secret.id, { content: say.redacted }); // branch A: redacted from here on
await ask(say.afterEdit, edited);
const leafA = edited.session.leafId!;
edited.session.switchLeaf(answered); // branch B starts before the edit
await ask(say.afterEdit, edited); // the same question: only what is sent of the tool result differs
// #endregion contextEdit
console.log(`\n${say.editHeading(shown(edited.file)).join("\n")}\n`);
printEditedFile(edited.session.tree);
const leaves = [
  ["A", leafA],
  ["B", edited.session.leafId!],
] as const;
for (const [name, leafId] of leaves) {
  console.log(`\n${say.contextAt(name, leafId)}\n`);
  printSourcedContext(edited.session.tree, leafId);
}
// What each leaf sends, read from the contexts themselves: only B's still carries the secret.
const sends = (leafId: string) => JSON.stringify(edited.session.context(leafId).messages).includes(say.secret);
const stored = JSON.stringify(loadSession(edited.file.path).tree.get(secret.id)).includes(say.secret);
const sending = leaves.filter(([, leafId]) => sends(leafId)).map(([name]) => name);
if (!stored) throw new Error(say.noSecret);
console.log(`\n${say.keeps(secret.id, say.secret, sending.join(", "))}`);
edited.session.close();
