/**
 * Demo 07: tree navigation.
 *
 * People change their minds. In pi's `/tree`, selecting an earlier user
 * message means "let me ask that again, differently": the leaf moves to the
 * message's PARENT, and its text comes back into the editor. Whatever is sent
 * next starts a new branch beside the old one. The old branch is not deleted;
 * with a summary, a `branch_summary` entry at the new position tells the next
 * turn what was tried there, so the agent does not start from nothing.
 *
 * This demo asks the teaching agent to read a file and take a note, then goes
 * back to the question, rewrites it, and goes on along a new branch with a
 * summary of the abandoned one. It prints where the leaf goes for each kind of
 * entry, refuses to navigate while a run is streaming, and last, forks the new
 * branch into a session file of its own.
 *
 * It prints the first lines of the branch summary; `--verbose` prints all of it.
 *
 * Run it: npm run demo:07   (or npm run demo:07 -- --verbose; files go to .demo-output/, or DEMO_DIR)
 */

import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { runAgent, userMessage } from "@kit/agent-loop";
import { sayToolProblemIn } from "@kit/agent-loop/words";
import { type NavigateResult, NavigationError, navigate, navigationTarget } from "@kit/compaction";
import {
  type BranchSummaryEntry,
  checkSession,
  type ReadonlySessionTree,
  renderTree,
  Session,
  seededIds,
} from "@kit/session-core";
import { sentenceOf, treeWords } from "@kit/session-core/words";
import { columns } from "./lib/columns.ts";
import { contextRows } from "./lib/context-rows.ts";
import { type DemoFile, shown } from "./lib/demo-files.ts";
import { inLang, lang, type Translations } from "./lib/i18n.ts";
import { summaryLines } from "./lib/summary-lines.ts";
import { teachingSession } from "./lib/teaching-session.ts";

// ---------------------------------------------------------------- words
// What the demo prints, in English and in Chinese. The Chinese table has the English one's type,
// so a string missing from either fails the type check.

const en = {
  title: "Demo 07: tree navigation",
  systemPrompt: "You are the teaching agent.",
  prompts: ["List the files.", "Read agent-loop.md.", "Take a note in notes/loop.md."],
  afterThree: "The session after three questions:",
  whereHeading: "Where the leaf goes when an entry is selected:",
  targetsHeader: ["selected", "entry", "leaf goes to", "editor text"],
  targets: ["the first user message (a root)", "a later user message", "an assistant message", "a tool result"],
  selected: (id: string) => `Selected the user message ${id}. navigate() returned:`,
  moved: (oldLeaf: string, parent: string, summary: string) => [
    `The leaf moved from ${oldLeaf} (the old leaf) to ${parent}, the question's parent. There navigate()`,
    `appended a branch_summary of the abandoned branch, ${summary}, as a child of ${parent}, and that entry`,
    "became the leaf: this is why leafId and summaryEntryId are the same id.",
  ],
  rewritten: (text: string) =>
    `The editor text was rewritten to "${text}" and sent: it went on after the summary. The summary reads:`,
  moreSummary: (n: number) => `  │ … ${n} more lines (npm run demo:07 -- --verbose shows them all)`,
  treeNow: "The tree now: the old branch is still there, beside the new one.",
  modelSaw: "What the model saw for the rewritten question (the context at the new leaf):",
  refused: "Navigating while a run streams into the session is refused:",
  whileStreaming: "cannot navigate while a run is streaming into this session: wait for it to end, or abort it first",
  firstNote: "first note",
  filesListed: "files listed",
  forked: (path: string) => `Forked the new branch into ${path}:`,
  parentSession: (path: string) => `  header parentSession: ${path}`,
  forkEntries: (size: number, path: number, labels: number) =>
    `  ${size} entries: the ${path} of the path, with the same ids, then ${labels} label entry written again`,
  labelsOriginal: (list: string) => `  labels in the original: ${list}`,
  labelsCame: (list: string) => `  labels that came along: ${list}`,
  sameContext: (id: string, yes: boolean) => `  the same context as at ${id} in the original: ${yes ? "yes" : "NO"}`,
  check: (path: string, problems: string) => `  session check ${path}: ${problems || "no problems"}`,
};

const words: Translations<typeof en> = {
  en,
  "zh-CN": {
    title: "Demo 07：在会话树里导航",
    systemPrompt: "你是教学用的 Agent。",
    prompts: ["列出工作区里的文件。", "读一下 agent-loop.zh-CN.md。", "在 notes/loop.md 里记个笔记。"],
    afterThree: "问了三个问题之后的会话：",
    whereHeading: "选中一个条目时，叶子会移到哪里：",
    targetsHeader: ["选中的条目", "条目", "叶子移到", "编辑框里的文字"],
    targets: ["第一条用户消息（根）", "后面的一条用户消息", "一条 assistant 消息", "一个工具结果"],
    selected: (id: string) => `选中用户消息 ${id}。navigate() 返回：`,
    moved: (oldLeaf: string, parent: string, summary: string) => [
      `叶子从 ${oldLeaf}（原来的叶子）移到 ${parent}，也就是这个问题的父节点。navigate() 在那里`,
      `追加了被放弃分支的分支摘要 ${summary}，作为 ${parent} 的子节点；这个条目成了新的叶子，`,
      "所以 leafId 和 summaryEntryId 是同一个 id。",
    ],
    rewritten: (text: string) => `编辑框里的文字改成了“${text}”，然后发送：它接在摘要后面。摘要的内容：`,
    moreSummary: (n: number) => `  │ … 还有 ${n} 行（npm run demo:07 -- --verbose 显示全部）`,
    treeNow: "现在的树：旧分支还在，新分支在它旁边。",
    modelSaw: "改写后的问题，模型看到了什么（新叶子处的上下文）：",
    refused: "一次运行正在往会话里写的时候，导航会被拒绝：",
    whileStreaming: "有一次运行正在往这个会话里写，现在不能在树上导航：等它结束，或者先中止它",
    firstNote: "第一条笔记",
    filesListed: "列出了文件",
    forked: (path: string) => `把新分支分叉成一个单独的会话文件 ${path}：`,
    parentSession: (path: string) => `  头部的 parentSession：${path}`,
    forkEntries: (size: number, path: number, labels: number) =>
      `  ${size} 个条目：路径上的 ${path} 个，id 不变；再加上重新写入的 ${labels} 个标签条目`,
    labelsOriginal: (list: string) => `  原会话里的标签：${list}`,
    labelsCame: (list: string) => `  一起带过来的标签：${list}`,
    sameContext: (id: string, yes: boolean) => `  和原会话里 ${id} 处的上下文相同：${yes ? "是" : "否"}`,
    check: (path: string, problems: string) => `  session check ${path}：${problems || "没有问题"}`,
  },
};

// ---------------------------------------------------------------- the story

const say = inLang(words);

// A new session file, the teaching model and its tools; seeded ids and clocks, so every run prints the same.
const { file, session, clock, now, model, tools } = teachingSession("demo-07");
const forkFile = siblingFile(file, "demo-07-fork.jsonl");
const verbose = process.argv.includes("--verbose"); // the whole branch summary, not its first lines

/** One run of the agent, every message saved as it ends; returns the id of the user message. */
async function ask(prompt: string): Promise<string> {
  const run = runAgent({
    model,
    tools,
    systemPrompt: say.systemPrompt,
    context: session.context().messages,
    prompt: userMessage(prompt, now()),
    now,
    sayToolProblem: sayToolProblemIn(lang),
  });
  const saved: string[] = [];
  for await (const event of run) {
    if (event.type === "message_end") saved.push(session.appendMessage(event.message));
  }
  return saved[0]!; // the prompt is the run's first message
}

console.log(`${say.title}\n`);

// 1. A conversation: list the files, read one, take a note.
const [listFiles, readFile, takeNote] = say.prompts as [string, string, string];
await ask(listFiles);
const filesListed = session.leafId!;
const question = await ask(readFile);
await ask(takeNote);
console.log(`${say.afterThree}\n`);
printTree(session.tree);

// 2. Where the leaf would go for each kind of entry (pi's rule; nothing moves yet).
console.log(`\n${say.whereHeading}\n`);
printTargets(session.tree, question);

// 3. Go back to the question and ask it differently, keeping a summary of what was tried.
// #region navigate
const oldLeaf = session.leafId;
const result: NavigateResult = await navigate(session, question, { summarize: true, model });
const rewritten = result.editorText!.replace("agent-loop.md", "sessions.md"); // the user edits the text
await ask(rewritten);
// #endregion navigate

console.log(`\n${say.selected(question)}`);
console.log(`  ${JSON.stringify(result)}`);
console.log(say.moved(oldLeaf!, session.tree.get(question)!.parentId!, result.summaryEntryId!).join("\n"));
console.log(`${say.rewritten(rewritten)}\n`);
const summary = session.tree.get(result.summaryEntryId!) as BranchSummaryEntry;
for (const line of summaryLines(summary.summary, verbose ? undefined : 2, say.moreSummary)) console.log(line);

console.log(`\n${say.treeNow}\n`);
printTree(session.tree);

console.log(`\n${say.modelSaw}\n`);
printContext(session.tree);

// 4. Moving the leaf under a run that is writing to it would split the run across two branches.
try {
  await navigate(session, oldLeaf!, { isStreaming: () => true });
} catch (error) {
  // compaction says why as a problem; the words are the demo's.
  if (!(error instanceof NavigationError) || error.problem.kind !== "while-streaming") throw error;
  console.log(`\n${say.refused}\n  ${say.whileStreaming}`);
}

// 5. Fork: the new branch as a session file of its own. Labels on its path come along; others do not.
// #region fork
const newLeaf = session.leafId!;
session.setLabel(filesListed, say.filesListed); // on the new branch's path
session.setLabel(oldLeaf!, say.firstNote); // on the abandoned branch only
const forked = Session.fork(session, newLeaf, forkFile.path, {
  ids: seededIds("demo-07-fork"),
  clock,
  sessionId: "demo-07-fork",
});
// #endregion fork
console.log(`\n${say.forked(shown(forkFile))}`);
console.log(say.parentSession(shown(file, forked.header.parentSession)));
const labelEntries = [...forked.tree.entries].filter((e) => e.type === "label").length;
console.log(say.forkEntries(forked.tree.size, forked.tree.size - labelEntries, labelEntries));
console.log(say.labelsOriginal([...session.tree.labels].map(([id, label]) => `${id} "${label}"`).join(", ")));
console.log(say.labelsCame([...forked.tree.labels].map(([id, label]) => `${id} "${label}"`).join(", ")));
const sameContext = JSON.stringify(forked.context().messages) === JSON.stringify(session.context(newLeaf).messages);
console.log(say.sameContext(newLeaf, sameContext));
for (const checked of [file, forkFile]) {
  const problems = checkSession(checked.path).problems;
  console.log(say.check(shown(checked), problems.map((p) => sentenceOf(p)).join("; ")));
}
forked.close();
session.close();

// ---------------------------------------------------------------- printing

function printTree(tree: ReadonlySessionTree): void {
  for (const line of renderTree(tree, { textWidth: 48, words: treeWords() })) console.log(`  ${line}`);
}

/** For one entry of each kind: where the leaf would go, and the text given back for editing. */
function printTargets(tree: ReadonlySessionTree, question: string): void {
  const path = tree.pathToRoot().filter((e) => e.type === "message");
  const pick = (role: string) =>
    path.find((e) => e.type === "message" && (e as { message: { role: string } }).message.role === role);
  const picks = [
    [say.targets[0], path[0]],
    [say.targets[1], tree.get(question)],
    [say.targets[2], pick("assistant")],
    [say.targets[3], pick("toolResult")],
  ] as const;
  // A kind the conversation does not have (a model that called no tool) is left out, not a crash.
  const rows = picks.flatMap(([what, entry]) => {
    if (what === undefined || entry === undefined) return [];
    const target = navigationTarget(tree, entry.id);
    return [
      [what, entry.id, target.leafId ?? "null", target.editorText === undefined ? "-" : `"${target.editorText}"`],
    ];
  });
  for (const line of columns([say.targetsHeader, ...rows], [32, 8, 12, 30])) console.log(`  ${line}`);
}

/** The context at the leaf: the entry each message came from, and its text. */
function printContext(tree: ReadonlySessionTree): void {
  const rows = contextRows(tree).map((r) => [r.entryId, r.text]);
  for (const line of columns(rows, [8, 86])) console.log(`  ${line}`);
}

// ---------------------------------------------------------------- the fork's file

/**
 * A second file beside a demo's first one, in the same folder, so that both
 * print the same way and one can name the other (a fork names its
 * original). What an earlier run left under that name is removed first.
 */
function siblingFile(file: DemoFile, name: string): DemoFile {
  for (const existing of readdirSync(file.dir)) {
    if (existing === name || existing.startsWith(`${name}.`)) rmSync(join(file.dir, existing), { force: true });
  }
  return { path: join(file.dir, name), dir: file.dir };
}
