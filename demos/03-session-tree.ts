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
import { messageMaker } from "./lib/conversation.ts";
import { inLang } from "./lib/i18n.ts";
import { printEntries, printSideBySide } from "./print/03-session-tree.ts";
import { words } from "./text/03-session-tree.ts";

const tree = new SessionTree();
const nextId = seededIds("demo-03"); // the same ids on every run
const clock = steppingClock("2026-01-01T09:00:00.000Z");
const chat = messageMaker("2026-01-01T09:00:00.000Z");

const say = inLang(words);
const story = say.story(chat); // a main line, then two follow-ups to its last answer

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
printSideBySide([named(leafA), pathA, contextA], [named(leafB), pathB, contextB]);
console.log(`\n${say.shared}`);

console.log(`\n${say.inOrder}\n`);
printEntries(
  tree,
  new Map([
    [leafA, say.leafA],
    [leafB, say.leafB],
  ]),
);

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
