/**
 * Demo 03: the session tree.
 *
 * An agent's memory is a tree, not an array. Every entry has an id and the id
 * of its parent; a leaf pointer says where the conversation stands; the
 * context sent to the model is the path from the leaf up to the root.
 *
 * This demo builds a main line (a question, a tool call, an answer, a
 * follow-up), goes back to the answer and asks a different follow-up there,
 * then prints the contexts of both leaves side by side. Finally it switches
 * back to the first leaf: nothing was lost. Everything stays in memory; demo 04
 * puts the same kind of tree in a file.
 *
 * Run it: npm run demo:03
 */
import type { AgentMessage } from "@kit/agent-loop";
import { type MessageEntry, SessionTree, contextAt, seededIds, steppingClock } from "@kit/session-core";
import { columns, rule } from "./lib/columns.ts";
import { messageMaker } from "./lib/conversation.ts";
import { entryRow, messageRow } from "./lib/rows.ts";

const tree = new SessionTree();
const nextId = seededIds("demo-03"); // the same ids on every run
const clock = steppingClock("2026-01-01T09:00:00.000Z");
const chat = messageMaker("2026-01-01T09:00:00.000Z");

// #region append
/** Appends a message as a child of the current leaf; `tree.add` makes it the new leaf. */
function append(message: AgentMessage): string {
  const entry: MessageEntry = {
    type: "message",
    id: nextId((id) => tree.has(id)),
    parentId: tree.leafId,
    timestamp: clock(),
    message,
  };
  tree.add(entry);
  return entry.id;
}
// #endregion append

// #region story
// 1. The main line: each entry is a child of the one before.
append(chat.user("How do I read config.toml in Node?"));
append(chat.toolCall("call_1", "read_file", { path: "config.toml" }));
append(chat.toolResult("call_1", "read_file", "[server]\nport = 8080"));
const answer = append(chat.assistant("smol-toml parses it: port = 8080."));
append(chat.user("Can it check port is a number?"));
const leafA = append(chat.assistant("Yes: typeof port === 'number'."));

// 2. A branch: move the leaf back to the answer and ask something else there.
tree.switchLeaf(answer);
append(chat.user("Could I use JSON instead?"));
const leafB = append(chat.assistant("Yes: JSON.parse needs no package."));

// 3. Each leaf has its own context: the path from that leaf up to the root.
const pathA = tree.pathToRoot(leafA);
const pathB = tree.pathToRoot(leafB);
const contextA = contextAt(tree, leafA);
const contextB = contextAt(tree, leafB);
// #endregion story

console.log("Demo 03: the session tree (in memory)\n");
console.log(`${tree.size} entries; the leaf is ${tree.leafId} (leaf B). Context at each leaf:\n`);
printSideBySide();

console.log("\nThe tree, in the order the entries were added:\n");
printEntries();

// 4. Back to leaf A: only the pointer moves, so nothing can be lost.
// #region switchBack
const sizeBefore = tree.size;
tree.switchLeaf(leafA);
const contextAgain = contextAt(tree);
const unchanged = JSON.stringify(contextAgain) === JSON.stringify(contextA);
// #endregion switchBack

console.log(`\nSwitched back: the leaf is ${tree.leafId} (leaf A) again.`);
console.log(`  entries in the tree: ${sizeBefore} before the switch, ${tree.size} after`);
console.log(`  context at leaf A:   ${contextAgain.messages.length} messages, identical to before: ${unchanged ? "yes" : "NO"}`);
console.log(`  leaf B is still there: ${contextAt(tree, leafB).messages.length} messages at ${leafB}`);

// ---------------------------------------------------------------- printing

/** The two contexts in two columns; "=" marks a row where both paths hold the same entry. */
function printSideBySide(): void {
  const width = 44;
  const rows = Math.max(contextA.messages.length, contextB.messages.length);
  const lines: string[][] = [
    ["", `leaf A (${leafA})`, `leaf B (${leafB})`],
    ["", rule(width), rule(width)],
  ];
  for (let row = 0; row < rows; row++) {
    const a = contextA.messages[row];
    const b = contextB.messages[row];
    const shared = pathA[row] !== undefined && pathA[row]?.id === pathB[row]?.id;
    lines.push([shared ? "=" : "", a ? messageRow(a) : "", b ? messageRow(b) : ""]);
  }
  for (const line of columns(lines, [1, width, width], " ")) console.log(line);
  console.log(`\n= the same entry (same id) in both contexts: stored once, shared by both branches.`);
}

/** Every entry with its id and parentId; the fork and the two leaves are pointed out. */
function printEntries(): void {
  const rows = tree.entries.map((entry) => {
    const notes = [
      tree.children(entry.id).length > 1 ? `fork: ${tree.children(entry.id).length} children` : "",
      entry.id === leafA ? "leaf A" : "",
      entry.id === leafB ? "leaf B" : "",
    ].filter(Boolean);
    return [entry.id, entry.parentId ?? "null", entryRow(entry), notes.length ? `← ${notes.join(", ")}` : ""];
  });
  const table = [["id", "parentId", "entry", ""], ...rows];
  for (const line of columns(table, [8, 8, 44, 24])) console.log(`  ${line}`);
}
