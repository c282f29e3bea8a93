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
import { contextAt, loadSession, renderTree, Session, seededIds, steppingClock } from "@kit/session-core";
import { problemLine, treeWords } from "@kit/session-core/words";
import { columns } from "./lib/columns.ts";
import { configTalk } from "./lib/config-talk.ts";
import { messageMaker } from "./lib/conversation.ts";
import { demoFile, shown } from "./lib/demo-files.ts";
import { fileLines, fileTable } from "./lib/file-lines.ts";
import { inLang, type Translations } from "./lib/i18n.ts";

// ---------------------------------------------------------------- words
// What the demo prints, in English and in Chinese. The Chinese table has the English one's type,
// so a string missing from either fails the type check.

const en = {
  talk: {
    ...configTalk.en,
    lostInCrash: "What about YAML?",
  },
  title: "Demo 04: the session as a JSONL file",
  wrote: (path: string) => `1. Wrote ${path}: a header and one line per entry.`,
  firstAndLast: "   The first and the last line, in full:",
  line3: "   Line 3 keeps the whole assistant message, not only its text:",
  leafA: "leaf A",
  leafB: "leaf B",
  named: (id: string, name: string) => `${id} (${name})`,
  reopened: (size: number, leaf: string) => `2. Opened it again: ${size} entries, leaf ${leaf}.`,
  lastLine: (id: string) =>
    `   The last line is a leaf_switch record (${id}); this kit reads it as "the leaf is my parent".`,
  pi: (n: number, same: boolean) =>
    `   pi reads the last line itself as its leaf: ${n} messages there, ` +
    `the same context as ours: ${same ? "yes" : "NO"}.`,
  without: (leaf: string) => `   Without the record, the last line would be ${leaf}: the switch would be forgotten.`,
  appended: (half: number, all: number) =>
    `3. Appended ${half} of the ${all} bytes of a line, as a crash mid-write would.`,
  readingNever: "   Reading never changes the file; it reports what it found:",
  recovered: (kept: number, torn: number) =>
    `4. Opened it for writing: ${kept} complete entries kept, the ${torn} torn bytes moved to a file of their own:`,
  oneMore: "   Then one more append. The end of the file, and what the loader finds now:",
  problems: (list: string) => `   problems: ${list || "none"}`,
  drawn: "5. The tree, drawn by renderTree (the drawing that `npm run session -- tree` prints):",
  tryIt: (path: string, leaf: string) => [
    "Open the file in an editor, or try the inspector on it:",
    ...inspectorCommands(path, leaf),
  ],
  header: ["line", "type", "id", "parentId", "what"],
};

const words: Translations<typeof en> = {
  en,
  "zh-CN": {
    talk: {
      ...configTalk["zh-CN"],
      lostInCrash: "那 YAML 呢？",
    },
    title: "Demo 04：会话就是一个 JSONL 文件",
    wrote: (path: string) => `1. 写入了 ${path}：一行头部，然后每个条目一行。`,
    firstAndLast: "   第一行和最后一行的完整内容：",
    line3: "   第 3 行保存了完整的 assistant 消息，不只是它的文字：",
    leafA: "叶子 A",
    leafB: "叶子 B",
    named: (id: string, name: string) => `${id}（${name}）`,
    reopened: (size: number, leaf: string) => `2. 重新打开：${size} 个条目，叶子是 ${leaf}。`,
    lastLine: (id: string) => `   最后一行是一条叶子切换记录（${id}）；本项目把它读作“叶子是我的父节点”。`,
    pi: (n: number, same: boolean) =>
      `   pi 直接把最后一行当作叶子：那里有 ${n} 条消息，和我们的上下文相同：${same ? "是" : "否"}。`,
    without: (leaf: string) => `   没有这条记录，最后一行会是 ${leaf}：这次切换分支就被忘掉了。`,
    appended: (half: number, all: number) => `3. 一行共 ${all} 字节，只追加了前 ${half} 字节，就像写到一半时进程崩溃。`,
    readingNever: "   读取从不修改文件；它只报告发现了什么：",
    recovered: (kept: number, torn: number) =>
      `4. 以写入方式打开：保留 ${kept} 个完整的条目，${torn} 字节的残行被移到一个单独的文件：`,
    oneMore: "   然后再追加一条。文件的末尾，以及加载器现在的检查结果：",
    problems: (list: string) => `   问题：${list || "没有"}`,
    drawn: "5. 用 renderTree 画出这棵树（`npm run session -- tree` 打印的就是它）：",
    tryIt: (path: string, leaf: string) => [
      "用编辑器打开这个文件，或者用检查器看看它：",
      ...inspectorCommands(path, leaf),
    ],
    header: ["行", "type", "id", "parentId", "内容"],
  },
};

/** The same three commands in both languages. */
function inspectorCommands(path: string, leaf: string): string[] {
  return [
    `   npm run session -- tree ${path}`,
    `   npm run session -- context ${path} --leaf ${leaf}`,
    `   npm run session -- check ${path}`,
  ];
}

// ---------------------------------------------------------------- the story

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
for (const problem of loadSession(file.path).problems) console.log(`   ${problemLine(shown(file), problem)}`);

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
console.log(`\n${say.problems(problems.map((p) => problemLine(shown(file), p)).join("; "))}`);

// 5. The tree, as the inspector draws it.
console.log(`\n${say.drawn}\n`);
for (const line of renderTree(loadSession(file.path).tree, { words: treeWords() })) console.log(`   ${line}`);

console.log(`\n${say.tryIt(shown(file), String(leafB)).join("\n")}`);

/** An id with the name this demo gave it, computed: `27738acd (leaf A)`. */
function named(id: string | null): string {
  const name = id === leafA ? say.leafA : id === leafB ? say.leafB : undefined;
  return name === undefined ? String(id) : say.named(String(id), name);
}
