/**
 * Demo 04: the session as a JSONL file.
 *
 * The tree of demo 03, on disk: a header line, then one JSON line per entry,
 * appended and never rewritten. This demo writes a session with a branch and
 * a switch back, shows the file's lines, and opens the file again: the tree
 * and the leaf come back, including a switch that appended nothing but its
 * own record. Then it cuts a write off halfway, as a crash would, and opens
 * the file again: the torn bytes are set aside, every complete entry is kept,
 * and the next entry lands on a line of its own. Last, the inspector's tree view.
 *
 * Run it: npm run demo:04   (files go to .demo-output/, or DEMO_DIR)
 */
import { appendFileSync, readFileSync } from "node:fs";
import {
  contextAt,
  formatProblem,
  loadSession,
  renderTree,
  Session,
  seededIds,
  steppingClock,
} from "@kit/session-core";
import { columns } from "./lib/columns.ts";
import { messageMaker } from "./lib/conversation.ts";
import { demoFile, shown } from "./lib/demo-files.ts";
import { fileLines, fileTable } from "./lib/file-lines.ts";
import { inLang } from "./lib/i18n.ts";
import { words } from "./text/04-jsonl-file.ts";

const say = inLang(words);
const talk = say.talk;

const file = demoFile("demo-04.jsonl");
const options = { ids: seededIds("demo-04"), clock: steppingClock("2026-01-01T09:00:00.000Z") };
const chat = messageMaker("2026-01-01T09:00:00.000Z");
const WIDTHS = [4, 8, 8, 8, 52]; // the file's lines as a table: line, type, id, parentId, what

// 1. Write. Every call below writes one line before it returns.
// #region write
const session = Session.create(file.path, { ...options, cwd: "/workspace", sessionId: "demo-04-session" });
session.appendMessage(chat.user(talk.question));
session.appendMessage(chat.toolCall("call_1", "read_file", { path: "config.toml" }));
session.appendMessage(chat.toolResult("call_1", "read_file", "[server]\nport = 8080"));
const answer = session.appendMessage(chat.assistant(talk.answer));
session.appendMessage(chat.user(talk.followUpA));
const leafA = session.appendMessage(chat.assistant(talk.answerA));
session.switchLeaf(answer); // a branch: back to the answer...
session.appendMessage(chat.user(talk.followUpB));
const leafB = session.appendMessage(chat.assistant(talk.answerB));
session.switchLeaf(leafA); // ...and back to leaf A. Nothing else is appended after this.
session.close();
// #endregion write

console.log(`${say.title}\n`);
console.log(`${say.wrote(shown(file))}\n`);
for (const line of fileTable(say.header, fileLines(file.path), WIDTHS)) console.log(`   ${line}`);
const lines = readFileSync(file.path, "utf8").split("\n");
console.log(`\n${say.firstAndLast}\n`);
console.log(`   ${lines[0]}`);
console.log(`   ${lines.at(-2)}`);
console.log(`\n${say.line3}\n`);
const fields = Object.entries(JSON.parse(lines[2]!).message).map(([key, field]) => [key, JSON.stringify(field)]);
for (const line of columns(fields, [10, 90])) console.log(`     ${line}`); // each field as JSON

// 2. Reopen: the tree and the leaf come back from the file alone.
// #region reopen
const reopened = Session.open(file.path, options);
const lastLine = [...reopened.tree.entries].at(-1)!; // the leaf_switch record
const piContext = contextAt(reopened.tree, lastLine.id); // pi takes the last line as its leaf
const sameAsPi = JSON.stringify(piContext) === JSON.stringify(reopened.context());
// #endregion reopen

console.log(`\n${say.reopened(reopened.tree.size, named(reopened.leafId))}`);
console.log(say.lastLine(lastLine.id));
console.log(say.pi(piContext.messages.length, sameAsPi));
console.log(say.without(named(leafB)));
reopened.close();

// 3. A crash in the middle of an append: half a line, no newline.
// #region crash
const cutOff = JSON.stringify({
  type: "message",
  id: "0badc0de",
  parentId: leafA,
  timestamp: "2026-01-01T09:01:00.000Z",
  message: chat.user(talk.lostInCrash),
});
const bytes = Buffer.from(cutOff);
const half = Math.floor(bytes.length / 2);
appendFileSync(file.path, bytes.subarray(0, half)); // the process dies here
// #endregion crash

console.log(`\n${say.appended(half, bytes.length + 1)}`);
console.log(`${say.readingNever}\n`);
for (const problem of loadSession(file.path).problems) console.log(`   ${formatProblem(shown(file), problem)}`);

// 4. Open for writing: the torn bytes go aside, every complete entry stays.
// #region recover
const recovered = Session.open(file.path, options);
const { tornBytes, tornBytesSavedTo = "" } = recovered.openReport;
const kept = recovered.tree.size;
recovered.appendMessage(chat.user(talk.lostInCrash)); // the user asks again
recovered.close();
// #endregion recover

console.log(`\n${say.recovered(kept, tornBytes ?? 0)}`);
console.log(`   ${shown(file, tornBytesSavedTo)}: ${readFileSync(tornBytesSavedTo, "utf8")}`);
console.log(`${say.oneMore}\n`);
for (const line of fileTable(say.header, fileLines(file.path).slice(-3), WIDTHS)) console.log(`   ${line}`);
const problems = loadSession(file.path).problems;
console.log(`\n${say.problems(problems.map((p) => formatProblem(shown(file), p)).join("; "))}`);

// 5. The tree, as the inspector draws it.
console.log(`\n${say.drawn}\n`);
for (const line of renderTree(loadSession(file.path).tree)) console.log(`   ${line}`);

console.log(`\n${say.tryIt(shown(file), String(leafB)).join("\n")}`);

/** An id with the name this demo gave it, computed: `27738acd (leaf A)`. */
function named(id: string | null): string {
  const name = id === leafA ? say.leafA : id === leafB ? say.leafB : undefined;
  return name === undefined ? String(id) : say.named(String(id), name);
}
