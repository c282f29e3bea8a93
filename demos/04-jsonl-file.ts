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
 * Run it: npm run demo:04   (files go to $DEMO_DIR, or a fresh temporary folder)
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
import { fileLines } from "./lib/file-lines.ts";

const file = demoFile("demo-04.jsonl");
const options = { ids: seededIds("demo-04"), clock: steppingClock("2026-01-01T09:00:00.000Z") };
const chat = messageMaker("2026-01-01T09:00:00.000Z");

// 1. Write. Every call below writes one line before it returns.
// #region write
const session = Session.create(file.path, { ...options, cwd: "/workspace", sessionId: "demo-04-session" });
session.appendMessage(chat.user("How do I read config.toml in Node?"));
session.appendMessage(chat.toolCall("call_1", "read_file", { path: "config.toml" }));
session.appendMessage(chat.toolResult("call_1", "read_file", "[server]\nport = 8080"));
const answer = session.appendMessage(chat.assistant("smol-toml parses it: port = 8080."));
session.appendMessage(chat.user("Can it check port is a number?"));
const leafA = session.appendMessage(chat.assistant("Yes: typeof port === 'number'."));
session.switchLeaf(answer); // a branch: back to the answer...
session.appendMessage(chat.user("Could I use JSON instead?"));
const leafB = session.appendMessage(chat.assistant("Yes: JSON.parse needs no package."));
session.switchLeaf(leafA); // ...and back to leaf A. Nothing else is appended after this.
session.close();
// #endregion write

console.log("Demo 04: the session as a JSONL file\n");
console.log(`1. Wrote ${shown(file)}: a header and one line per entry.\n`);
printLines(fileLines(file.path));
const lines = readFileSync(file.path, "utf8").split("\n");
console.log(`\n   The first and the last line, in full:\n`);
console.log(`   ${lines[0]}`);
console.log(`   ${lines.at(-2)}`);
console.log(`\n   Line 3 keeps the whole assistant message, not only its text:\n`);
printFields(JSON.parse(lines[2]!).message);

// 2. Reopen: the tree and the leaf come back from the file alone.
// #region reopen
const reopened = Session.open(file.path, options);
const lastLine = reopened.tree.entries.at(-1)!; // the leaf_switch record
const piContext = contextAt(reopened.tree, lastLine.id); // pi takes the last line as its leaf
const sameAsPi = JSON.stringify(piContext) === JSON.stringify(reopened.context());
// #endregion reopen

console.log(
  `\n2. Opened it again: ${reopened.tree.size} entries, leaf ${reopened.leafId}${reopened.leafId === leafA ? " (leaf A)" : ""}.`,
);
console.log(`   The last line is a leaf_switch record (${lastLine.id}); this kit reads it as "the leaf is my parent".`);
console.log(
  `   pi reads the last line itself as its leaf: ${piContext.messages.length} messages there, the same context as ours: ${sameAsPi ? "yes" : "NO"}.`,
);
console.log(`   Without the record, the last line would be ${leafB} (leaf B): the switch would be forgotten.`);
reopened.close();

// 3. A crash in the middle of an append: half a line, no newline.
// #region crash
const cutOff = JSON.stringify({
  type: "message",
  id: "0badc0de",
  parentId: leafA,
  timestamp: "2026-01-01T09:01:00.000Z",
  message: chat.user("What about YAML?"),
});
const half = Math.floor(cutOff.length / 2);
appendFileSync(file.path, cutOff.slice(0, half)); // the process dies here
// #endregion crash

console.log(`\n3. Appended ${half} of the ${cutOff.length + 1} bytes of a line, as a crash mid-write would.`);
console.log(`   Reading never changes the file; it reports what it found:\n`);
for (const problem of loadSession(file.path).problems) console.log(`   ${formatProblem(shown(file), problem)}`);

// 4. Open for writing: the torn bytes go aside, every complete entry stays.
// #region recover
const recovered = Session.open(file.path, options);
const { tornBytes, tornBytesSavedTo = "" } = recovered.openReport;
const kept = recovered.tree.size;
recovered.appendMessage(chat.user("What about YAML?")); // the user asks again
recovered.close();
// #endregion recover

console.log(
  `\n4. Opened it for writing: ${kept} complete entries kept, the ${tornBytes} torn bytes moved to a file of their own:`,
);
console.log(`   ${shown(file, tornBytesSavedTo)}: ${readFileSync(tornBytesSavedTo, "utf8")}`);
console.log(`   Then one more append. The end of the file, and what the loader finds now:\n`);
printLines(fileLines(file.path).slice(-3));
const problems = loadSession(file.path).problems;
console.log(
  `\n   problems: ${problems.length === 0 ? "none" : problems.map((p) => formatProblem(shown(file), p)).join("; ")}`,
);

// 5. The tree, as the inspector draws it.
console.log(`\n5. The tree, drawn by renderTree (the drawing that \`npm run session -- tree\` prints):\n`);
for (const line of renderTree(loadSession(file.path).tree)) console.log(`   ${line}`);

console.log(`
Try the inspector yourself. Choose the folder, so you know where the file is:
   DEMO_DIR=/tmp/kit npm run demo:04
   npm run session -- tree /tmp/kit/demo-04.jsonl
   npm run session -- context /tmp/kit/demo-04.jsonl --leaf ${leafB}
   npm run session -- check /tmp/kit/demo-04.jsonl`);

// ---------------------------------------------------------------- printing

/** One row per line of the file: its number, type, id, parentId and a short text. */
function printLines(rows: ReturnType<typeof fileLines>): void {
  const table = [
    ["line", "type", "id", "parentId", "what"],
    ...rows.map((row) => [String(row.line), row.type, row.id, row.parentId, row.what]),
  ];
  for (const line of columns(table, [4, 8, 8, 8, 52])) console.log(`   ${line}`);
}

/** Each field of an object on a row of its own, its value as JSON. */
function printFields(value: Record<string, unknown>): void {
  const rows = Object.entries(value).map(([key, field]) => [key, JSON.stringify(field)]);
  for (const line of columns(rows, [10, 90])) console.log(`     ${line}`);
}
