/**
 * Demo 03: the session tree.
 *
 * An agent's memory is a tree, not an array. Every entry has an id and the id
 * of its parent; a leaf pointer says where the conversation stands; the
 * context sent to the model is the path from the leaf up to the root.
 *
 * This demo builds a main line, goes back to its last answer and asks a
 * different follow-up there, then prints the contexts of both leaves side by
 * side. Finally it switches back to the first leaf: nothing was lost.
 * Everything stays in memory; demo 04 puts the same kind of tree in a file.
 * In Chinese (KIT_LANG=zh-CN) it tells the article's own story: u1, a1, then
 * 方案 A and 方案 B.
 *
 * Run it: npm run demo:03
 */
import type { AgentMessage } from "@kit/agent-loop";
import { contextAt, type MessageEntry, renderTree, SessionTree, seededIds, steppingClock } from "@kit/session-core";
import { columns, rule } from "./lib/columns.ts";
import { messageMaker } from "./lib/conversation.ts";
import { inLang } from "./lib/i18n.ts";
import { entryRow, messageRow } from "./lib/rows.ts";
import { words } from "./text/03-session-tree.ts";

const tree = new SessionTree();
const nextId = seededIds("demo-03"); // the same ids on every run
const clock = steppingClock("2026-01-01T09:00:00.000Z");
const chat = messageMaker("2026-01-01T09:00:00.000Z");

// The conversation, in the reader's language: a main line, then two follow-ups to its last answer.
const story = inLang({
  en: {
    main: [
      chat.user("How do I read config.toml in Node?"),
      chat.toolCall("call_1", "read_file", { path: "config.toml" }),
      chat.toolResult("call_1", "read_file", "[server]\nport = 8080"),
      chat.assistant("smol-toml parses it: port = 8080."),
    ],
    branchA: [chat.user("Can it check port is a number?"), chat.assistant("Yes: typeof port === 'number'.")],
    branchB: [chat.user("Could I use JSON instead?"), chat.assistant("Yes: JSON.parse needs no package.")],
  },
  "zh-CN": {
    main: [chat.user("我想实现一个 Agent。"), chat.assistant("可以从 Agent Loop 开始。")],
    branchA: [chat.user("选择方案 A"), chat.assistant("A 的结果")],
    branchB: [chat.user("选择方案 B"), chat.assistant("B 的结果")],
  },
});

const say = inLang(words);

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
for (const message of story.main) append(message);
const forkPoint = tree.leafId;

// 2. Branch A: a follow-up. Its last entry is leaf A.
for (const message of story.branchA) append(message);
const leafA = tree.leafId;

// 3. Branch B: move the leaf back to the fork point and ask something else there.
tree.switchLeaf(forkPoint);
for (const message of story.branchB) append(message);
const leafB = tree.leafId;

// 4. Each leaf has its own context: the path from that leaf up to the root.
const pathA = tree.pathToRoot(leafA);
const pathB = tree.pathToRoot(leafB);
const contextA = contextAt(tree, leafA);
const contextB = contextAt(tree, leafB);
// #endregion story

console.log(`${say.title}\n`);
console.log(`${say.summary(tree.size, named(tree.leafId))}\n`);
printSideBySide();

console.log(`\n${say.inOrder}\n`);
printEntries();

console.log(`\n${say.drawn}\n`);
for (const line of renderTree(tree)) console.log(`  ${line}`);

// 5. Back to leaf A: only the pointer moves, so nothing can be lost.
// #region switchBack
const sizeBefore = tree.size;
tree.switchLeaf(leafA);
const contextAgain = contextAt(tree);
const unchanged = JSON.stringify(contextAgain) === JSON.stringify(contextA);
// #endregion switchBack

console.log(`\n${say.switchedBack(named(tree.leafId))}`);
console.log(say.sizes(sizeBefore, tree.size));
console.log(say.same(contextAgain.messages.length, unchanged));
console.log(say.stillThere(contextAt(tree, leafB).messages.length, leafB ?? "null"));

// ---------------------------------------------------------------- printing

/** An id with the name this demo gave it, computed from the tree: `655334cb (leaf B)`. */
function named(id: string | null): string {
  const name = id === leafA ? say.leafA : id === leafB ? say.leafB : undefined;
  return name === undefined ? String(id) : say.named(String(id), name);
}

/** The two contexts in two columns; "=" marks a row where both paths hold the same entry. */
function printSideBySide(): void {
  const width = 44;
  const rows = Math.max(contextA.messages.length, contextB.messages.length);
  const lines: string[][] = [
    ["", named(leafA), named(leafB)],
    ["", rule(width), rule(width)],
  ];
  for (let row = 0; row < rows; row++) {
    const a = contextA.messages[row];
    const b = contextB.messages[row];
    const shared = pathA[row] !== undefined && pathA[row]?.id === pathB[row]?.id;
    lines.push([shared ? "=" : "", a ? messageRow(a) : "", b ? messageRow(b) : ""]);
  }
  for (const line of columns(lines, [1, width, width], " ")) console.log(line);
  console.log(`\n${say.shared}`);
}

/** Every entry with its id and parentId; the fork point and the two leaves are pointed out. */
function printEntries(): void {
  const rows = tree.entries.map((entry) => {
    const children = tree.children(entry.id).length;
    const notes = [
      children > 1 ? say.fork(children) : "",
      entry.id === leafA ? say.leafA : "",
      entry.id === leafB ? say.leafB : "",
    ].filter(Boolean);
    return [entry.id, entry.parentId ?? "null", entryRow(entry), notes.length ? `← ${notes.join(", ")}` : ""];
  });
  for (const line of columns([say.header, ...rows], [8, 8, 44, 24])) console.log(`  ${line}`);
}
