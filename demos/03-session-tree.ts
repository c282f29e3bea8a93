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
import {
  contextAt,
  type MessageEntry,
  type ReadonlySessionTree,
  renderTree,
  type SessionContext,
  type SessionEntry,
  SessionTree,
  seededIds,
  steppingClock,
} from "@kit/session-core";
import { treeWords } from "@kit/session-core/words";
import { columns, rule } from "./lib/columns.ts";
import { configTalk } from "./lib/config-talk.ts";
import { type MessageMaker, messageMaker } from "./lib/conversation.ts";
import { inLang, type Translations } from "./lib/i18n.ts";
import { entryRow, messageRow } from "./lib/rows.ts";

// ---------------------------------------------------------------- words
// What the demo prints, in English and in Chinese. The Chinese table has the English one's type,
// so a string missing from either fails the type check.

const talk = configTalk.en; // the Chinese demo tells the article's story instead

const en = {
  // The conversation: a main line, then two follow-ups to its last answer.
  story: (chat: MessageMaker) => ({
    main: [
      chat.user(talk.question),
      chat.toolCall("call_1", "read_file", { path: "config.toml" }),
      chat.toolResult("call_1", "read_file", "[server]\nport = 8080"),
      chat.assistant(talk.answer),
    ],
    branchA: [chat.user(talk.followUpA), chat.assistant(talk.answerA)],
    branchB: [chat.user(talk.followUpB), chat.assistant(talk.answerB)],
  }),
  title: "Demo 03: the session tree (in memory)",
  summary: (size: number, leaf: string) => `${size} entries; the leaf is ${leaf}. Context at each leaf:`,
  leafA: "leaf A",
  leafB: "leaf B",
  named: (id: string, name: string) => `${id} (${name})`,
  shared: "= the same entry (same id) in both contexts: stored once, shared by both branches.",
  inOrder: "The tree, in the order the entries were added:",
  header: ["id", "parentId", "entry", ""],
  fork: (n: number) => `fork: ${n} children`,
  drawn: "The same tree as `npm run session -- tree` draws it (renderTree):",
  switchedBack: (leaf: string) => `Switched back: the leaf is ${leaf} again.`,
  sizes: (before: number, after: number) => `  entries in the tree: ${before} before the switch, ${after} after`,
  same: (n: number, yes: boolean) => `  context at leaf A:   ${n} messages, identical to before: ${yes ? "yes" : "NO"}`,
  stillThere: (n: number, id: string) => `  leaf B is still there: ${n} messages at ${id}`,
};

const words: Translations<typeof en> = {
  en,
  "zh-CN": {
    // The article's own story: u1, a1, then 方案 A and 方案 B.
    story: (chat: MessageMaker) => ({
      main: [chat.user("我想实现一个 Agent。"), chat.assistant("可以从 Agent Loop 开始。")],
      branchA: [chat.user("选择方案 A"), chat.assistant("A 的结果")],
      branchB: [chat.user("选择方案 B"), chat.assistant("B 的结果")],
    }),
    title: "Demo 03：会话树（在内存里）",
    summary: (size: number, leaf: string) => `${size} 个条目；叶子是 ${leaf}。每个叶子的上下文：`,
    leafA: "叶子 A",
    leafB: "叶子 B",
    named: (id: string, name: string) => `${id}（${name}）`,
    shared: "= 两个上下文里是同一个条目（同一个 id）：只存一份，两个分支共用。",
    inOrder: "这棵树，按条目追加的顺序：",
    header: ["id", "parentId", "条目", ""],
    fork: (n: number) => `分支点：${n} 个子节点`,
    drawn: "同一棵树，按 `npm run session -- tree` 的画法（renderTree）：",
    switchedBack: (leaf: string) => `切换回去：叶子又是 ${leaf}。`,
    sizes: (before: number, after: number) => `  树里的条目：切换前 ${before} 个，切换后 ${after} 个`,
    same: (n: number, yes: boolean) => `  叶子 A 的上下文：${n} 条消息，和之前完全一样：${yes ? "是" : "否"}`,
    stillThere: (n: number, id: string) => `  叶子 B 还在：${id} 处有 ${n} 条消息`,
  },
};

// ---------------------------------------------------------------- the story

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
for (const line of renderTree(tree, { words: treeWords() })) console.log(`  ${line}`);

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

/** A leaf's name, the path to it and the context built from that path. */
type Leaf = [name: string, path: readonly SessionEntry[], context: SessionContext];

/** The two contexts in two columns; "=" marks a row where both paths hold the same entry. */
function printSideBySide([nameA, pathA, contextA]: Leaf, [nameB, pathB, contextB]: Leaf): void {
  const width = 44;
  const rows = Math.max(contextA.messages.length, contextB.messages.length);
  const lines: string[][] = [
    ["", nameA, nameB],
    ["", rule(width), rule(width)],
  ];
  for (let row = 0; row < rows; row++) {
    const a = contextA.messages[row];
    const b = contextB.messages[row];
    const shared = pathA[row] !== undefined && pathA[row]?.id === pathB[row]?.id;
    lines.push([shared ? "=" : "", a ? messageRow(a) : "", b ? messageRow(b) : ""]);
  }
  for (const line of columns(lines, [1, width, width], " ")) console.log(line);
}

/** Every entry with its id and parentId; forks are pointed out, and the entries `names` names. */
function printEntries(tree: ReadonlySessionTree, names: ReadonlyMap<string | null, string>): void {
  const rows = [...tree.entries].map((entry) => {
    const children = tree.children(entry.id).length;
    const notes = [children > 1 ? say.fork(children) : "", names.get(entry.id) ?? ""].filter(Boolean);
    return [entry.id, entry.parentId ?? "null", entryRow(entry), notes.length ? `← ${notes.join(", ")}` : ""];
  });
  for (const line of columns([say.header, ...rows], [8, 8, 44, 24])) console.log(`  ${line}`);
}
