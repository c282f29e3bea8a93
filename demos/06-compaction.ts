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
import { type AgentMessage, runAgent, userMessage } from "@kit/agent-loop";
import { sayToolProblemIn } from "@kit/agent-loop/words";
import {
  budgetReachedAt,
  type CompactResult,
  compactBetweenTurns,
  compactionSettings,
  ENGLISH_SUMMARY_LINES,
  estimateContextTokens,
  estimateTokens,
  messagesOfEntry,
} from "@kit/compaction";
import {
  buildSourcedContext,
  type CompactionEntry,
  checkSession,
  isEntryOfType,
  loadSession,
  type ReadonlySessionTree,
  type SessionEntry,
} from "@kit/session-core";
import { sentenceOf } from "@kit/session-core/words";
import { columns } from "./lib/columns.ts";
import { type ContextRow, contextRows, totalTokens } from "./lib/context-rows.ts";
import { shown } from "./lib/demo-files.ts";
import { inLang, lang, type Translations, zh } from "./lib/i18n.ts";
import { entryRow, messageRow } from "./lib/rows.ts";
import { summaryLines } from "./lib/summary-lines.ts";
import { teachingSession } from "./lib/teaching-session.ts";
import { TOKEN_FIGURES } from "./lib/token-figures.ts";

// ---------------------------------------------------------------- words
// What the demo prints, in English and in Chinese. The Chinese table has the English one's type,
// so a string missing from either fails the type check.

const { question } = TOKEN_FIGURES;

const en = {
  title: "Demo 06: compaction",
  window: (w: number, r: number) => `Window ${w} tokens, reserve ${r}: compaction starts above ${w - r}.`,
  keep: (k: number) => `keepRecentTokens ${k}: the newest messages kept word for word.`,
  // The English estimate is close enough (chapter 06 gives the figures); the Chinese one is not, so it says so.
  estimateNote: [] as string[],
  systemPrompt: "You are the teaching agent. Use the tools to look at the workspace.",
  // The two lines the kit writes into a summary itself: compaction's own English, passed in by the demo in Chinese.
  summaryLines: ENGLISH_SUMMARY_LINES,
  prompts: [
    "List the files.",
    "Read README.md.",
    "Read agent-loop.md.",
    "How does the agent loop work?",
    "Read sessions.md.",
    "What is a session tree?",
    "Read notes/first-note.md.",
    "Take a note in notes/reading.md.",
    "How does compaction work?",
  ],
  runsHeading: (n: number) =>
    `${n} questions, one run each: the entries each run appended, and the context's size after it.`,
  run: (added: number, tokens: number) => `+${added} entries, context ~${tokens} tokens`,
  compactedHere: "← compacted here, between two turns of the run",
  compactionLine: "── compaction: appended here, between two turns of the run ──",
  contextNow: (tokens: number) => `context now ~${tokens} tokens`,
  noCompaction: "the demo expected a compaction; did the sample workspace change?",
  entryHeading: "The entry that was appended (the summary is the teaching model's, written by rules):",
  moreSummary: (n: number) => `  │ … ${n} more lines (npm run demo:06 -- --verbose shows them all)`,
  before: (n: number, tokens: number) =>
    `The context before, and where the cut fell: ${n} messages, ~${tokens} tokens by the estimate.`,
  tokensBefore: (n: number) =>
    `(tokensBefore, ${n}, is larger: it starts from the model's own count, which includes the system prompt.)`,
  header: ["id", "tkns", "", "entry", ""],
  summarised: "summarised",
  kept: "kept",
  reached: (k: number) => `${k} tokens reached`,
  more: (n: number, what: string) => `  … ${n} more ${what} (--verbose shows them)`,
  reachedAt: (k: number, role: string) =>
    `  Counting back from the newest message, ${k} tokens are reached at a ${role}.`,
  pair: (role: string) => [
    "  Cutting there would keep a tool result without the call that asked for it, so the cut",
    `  moves back to the ${role} that made the call: the pair stays together.`,
  ],
  split: [
    "  The cut falls inside a turn. Its start (the user's question) is summarised on its own, in the",
    "  last part of the summary, so the kept call still has the question it answers.",
  ],
  after: (n: number, tokens: number) =>
    `The context after: ${n} messages, ~${tokens} tokens. The run went on from here.`,
  file: (path: string) => `The file ${path} after the runs:`,
  entries: (size: number, messages: number) =>
    `  ${size} entries, ${messages} of them messages: every message of every run, the summarised ones too`,
  atLeaf: (n: number, tokens: number) => `  the context at the leaf: ${n} messages, ~${tokens} tokens`,
  check: (problems: string) => `  session check: ${problems || "no problems"}`,
  secretFile: "notes/deploy.md",
  secretText: "# Deploy\n\nBuild, then upload.\nUpload token: tok-7f3a9c\n",
  secret: "tok-7f3a9c",
  secretPrompt: "Read notes/deploy.md.",
  redacted: "[redacted]",
  afterEdit: "What is a session tree?",
  editHeading: (path: string) => [
    `A context edit, in a second session (${path}): a file the agent read holds a token;`,
    "an edit on branch A redacts that tool result, branch B starts before the edit.",
  ],
  fileHeader: ["id", "parent", "entry (the file, root first: nothing changed, nothing removed)"],
  contextAt: (name: string, leafId: string) => `The context at leaf ${name} (${leafId}):`,
  editedBy: (editId: string) => `← edited by ${editId}`,
  noSecret: "the tool result in the file lost its token: a context edit must never change the entry it edits",
  keeps: (targetId: string, secret: string, leaves: string) =>
    `The file still holds ${targetId} word for word (${secret} included); the model is sent it on ${leaves}.`,
};

const words: Translations<typeof en> = {
  en,
  "zh-CN": {
    title: "Demo 06：压缩",
    window: (w: number, r: number) => `上下文窗口 ${w} 个 token，预留 ${r} 个：超过 ${w - r} 就开始压缩。`,
    keep: (k: number) => `keepRecentTokens ${k}：最新的这么多 token 的消息原样保留。`,
    estimateNote: [
      "这里的 token 数和 pi 一样按“字符数 ÷ 4”估算。这个比例是照英文定的，中文差得远：用真实的分词器（o200k_base）数，",
      `“${question.text}”是 ${question.real} 个 token，估算只有 ${question.estimate} 个；` +
        `教学模型对“压缩是怎么工作的？”的回答 ${TOKEN_FIGURES.chineseAnswer.characters} 个字符，` +
        `估算 ${TOKEN_FIGURES.chineseAnswer.estimate} 个，实际 ${TOKEN_FIGURES.chineseAnswer.real} 个。`,
      "所以下面的数字里，中文部分真实的 token 数是估算的 2 到 3 倍（回答里夹着的英文路径和名字估得准）；英文部分差不多准。",
    ],
    systemPrompt: "你是教学用的 Agent。用工具查看工作区。",
    summaryLines: {
      noEarlierHistory: "（没有更早的历史：对话就是从下面这一轮开始的。）",
      turnInProgress: "# 进行中的这一轮（开头是摘要，其余原样保留在下面）",
    },
    prompts: [
      "列出工作区里的文件。",
      "读一下 README.zh-CN.md。",
      "读一下 agent-loop.zh-CN.md。",
      "Agent Loop 是怎么工作的？",
      "读一下 sessions.zh-CN.md。",
      "什么是会话树？",
      "读一下 notes/first-note.zh-CN.md。",
      "在 notes/reading.md 里记个笔记。",
      "压缩是怎么工作的？",
    ],
    runsHeading: (n: number) => `${n} 个问题，每个问题跑一次：每次运行追加的条目数，和运行之后上下文的大小。`,
    run: (added: number, tokens: number) => `追加 ${added} 个条目，上下文约 ${tokens} 个 token`,
    compactedHere: "← 在这里压缩：运行中的两轮之间",
    compactionLine: "── compaction：在这里追加，运行中的两轮之间 ──",
    contextNow: (tokens: number) => `上下文现在约 ${tokens} 个 token`,
    noCompaction: "这个演示本该发生一次压缩；示例工作区改过了吗？",
    entryHeading: "追加的条目（摘要由教学模型按规则写出）：",
    moreSummary: (n: number) => `  │ … 还有 ${n} 行（npm run demo:06 -- --verbose 显示全部）`,
    before: (n: number, tokens: number) =>
      `压缩之前的上下文，以及切点落在哪里：${n} 条消息，估算约 ${tokens} 个 token。`,
    tokensBefore: (n: number) => `（tokensBefore 是 ${n}，更大一些：它从模型自己的计数算起，包含了系统提示词。）`,
    header: ["id", "估算", "", "条目", ""],
    summarised: "进入摘要",
    kept: "保留",
    reached: (k: number) => `累计到 ${k} 个 token`,
    more: (n: number, what: string) => `  … 还有 ${n} 个${what}（--verbose 显示全部）`,
    reachedAt: (k: number, role: string) => `  从最新的消息往回数，在一条 ${role} 处累计到 ${k} 个 token。`,
    pair: (role: string) => [
      "  在那里切，会留下一个工具结果，却丢掉发起它的工具调用；",
      `  所以切点往回移到发起调用的 ${role}：调用和结果留在一起。`,
    ],
    split: [
      "  切点落在一轮的中间。这一轮的开头（用户的问题）单独写进摘要的最后一部分，",
      "  这样保留下来的调用仍然知道它在回答哪个问题。",
    ],
    after: (n: number, tokens: number) => `压缩之后的上下文：${n} 条消息，约 ${tokens} 个 token。运行从这里继续。`,
    file: (path: string) => `运行结束后的文件 ${path}：`,
    entries: (size: number, messages: number) =>
      `  ${size} 个条目，其中 ${messages} 条消息：每次运行的每条消息都在，进了摘要的也在`,
    atLeaf: (n: number, tokens: number) => `  叶子处的上下文：${n} 条消息，约 ${tokens} 个 token`,
    check: (problems: string) => `  session check：${problems || "没有问题"}`,
    secretFile: "notes/deploy.zh-CN.md",
    secretText: "# 部署\n\n先构建，再上传。\n上传密钥：tok-7f3a9c\n",
    secret: "tok-7f3a9c",
    secretPrompt: "读一下 notes/deploy.zh-CN.md。",
    redacted: "[已隐去]",
    afterEdit: "什么是会话树？",
    editHeading: (path: string) => [
      `上下文编辑，在另一个小会话里（${path}）：Agent 读到的文件里有一个密钥；`,
      "分支 A 上的一条编辑把那个工具结果隐去，分支 B 从编辑之前分出去。",
    ],
    fileHeader: ["id", "父节点", "条目（文件，根在前：什么都没改，什么都没删）"],
    contextAt: (name: string, leafId: string) => `叶子 ${name}（${leafId}）处的上下文：`,
    editedBy: (editId: string) => `← 被 ${editId} 编辑`,
    noSecret: "文件里的工具结果丢了密钥：上下文编辑绝不能改动它编辑的那个条目",
    keeps: (targetId: string, secret: string, leaves: string) =>
      `文件里的 ${targetId} 一字未改（${secret} 还在）；发给模型时带着它原文的叶子：${leaves}。`,
  },
};

// ---------------------------------------------------------------- the story

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
      summaryLines: say.summaryLines,
    }),
    now,
    sayToolProblem: sayToolProblemIn(lang),
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
console.log(say.check(problems.map((p) => sentenceOf(p)).join("; ")));
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

// ---------------------------------------------------------------- printing

/** What one run appended: one line per run (the compaction pointed out), or with `verbose` every entry. */
function printRun(tree: ReadonlySessionTree, prompt: string, sizeBefore: number, verbose: boolean): void {
  const appended = [...tree.entries].slice(sizeBefore);
  const tokens = estimateContextTokens(tree.pathToRoot()).tokens;
  if (!verbose) {
    const compacted = appended.some((e) => e.type === "compaction") ? `  ${say.compactedHere}` : "";
    console.log(`${columns([[`> ${prompt}`, say.run(appended.length, tokens)]], [36, 60])[0]}${compacted}`);
    return;
  }
  console.log(`> ${prompt}`);
  for (const e of appended) {
    const line = e.type === "compaction" ? say.compactionLine : entryRow(e);
    console.log(columns([[e.id, line]], [8, 78])[0]);
  }
  console.log(`           ${say.contextNow(tokens)}\n`);
}

/** The entry's fields, then its summary (the first 12 lines unless `verbose`). */
function printEntry(compaction: CompactionEntry, verbose: boolean): void {
  const fields = {
    type: compaction.type,
    id: compaction.id,
    parentId: compaction.parentId,
    firstKeptEntryId: compaction.firstKeptEntryId,
    tokensBefore: compaction.tokensBefore,
    details: JSON.stringify(compaction.details),
  };
  for (const [name, value] of Object.entries(fields)) console.log(`  ${name.padEnd(16)} ${value}`);
  console.log("  summary:");
  for (const line of summaryLines(compaction.summary, verbose ? undefined : 12, say.moreSummary)) console.log(line);
}

interface CutView {
  keepRecentTokens: number;
  verbose: boolean;
  /** The cut fell inside a turn (CompactResult.splitTurn). */
  splitTurn: boolean;
}

/**
 * The path before the compaction, each entry with its estimated tokens, and
 * the cut marked. By default only the rows around the cut; `verbose` shows all.
 */
function printCut(tree: ReadonlySessionTree, compaction: CompactionEntry, view: CutView): void {
  const { keepRecentTokens, verbose, splitTurn } = view;
  const path = tree.pathToRoot(compaction.parentId);
  const firstKept = path.findIndex((e) => e.id === compaction.firstKeptEntryId);
  const reached = budgetReachedAt(path, 0, path.length, keepRecentTokens);
  const rows = path.map((e, i) => {
    const tokens = messagesOfEntry(e).reduce((sum, m: AgentMessage) => sum + estimateTokens(m), 0);
    const side = i < firstKept ? say.summarised : say.kept;
    const notes = [i === reached ? say.reached(keepRecentTokens) : "", i === firstKept ? "firstKeptEntryId" : ""];
    const marked = notes.filter(Boolean);
    return [e.id, String(tokens).padStart(4), side, entryRow(e), marked.length > 0 ? `← ${marked.join(", ")}` : ""];
  });
  const widths = [8, 4, 10, 46, 40];
  const from = verbose ? 0 : Math.max(0, Math.min(firstKept, reached) - 2);
  const to = verbose ? rows.length : Math.min(rows.length, Math.max(firstKept, reached) + 3);
  for (const line of columns([say.header], widths)) console.log(`  ${line}`);
  if (from > 0) console.log(say.more(from, say.summarised));
  for (const line of columns(rows.slice(from, to), widths)) console.log(`  ${line}`);
  if (to < rows.length) console.log(say.more(rows.length - to, say.kept));
  if (reached !== firstKept) {
    console.log(`\n${say.reachedAt(keepRecentTokens, roleAt(path[reached]!))}`);
    for (const line of say.pair(roleAt(path[firstKept]!))) console.log(line);
  }
  if (splitTurn) for (const line of say.split) console.log(line);
}

function roleAt(e: SessionEntry): string {
  return messagesOfEntry(e)[0]?.role ?? e.type;
}

/** A context's rows: the entry each message came from, its estimated tokens, its text. */
function printRows(rows: readonly ContextRow[]): void {
  const table = rows.map((r) => [r.entryId, String(r.tokens).padStart(4), r.text]);
  for (const line of columns(table, [8, 4, 80])) console.log(`  ${line}`);
}

/** Every entry of the file, root first, with its parent: both branches, the secret and the edit. */
function printEditedFile(tree: ReadonlySessionTree): void {
  const rows = [...tree.entries].map((e) => [e.id, e.parentId ?? "", entryRow(e)]);
  for (const line of columns([say.fileHeader, ...rows], [8, 8, 76])) console.log(`  ${line}`);
}

/** The context at `leafId`: each message's source entry, and the edit that changed it, if one did. */
function printSourcedContext(tree: ReadonlySessionTree, leafId: string): void {
  const context = buildSourcedContext(tree.pathToRoot(leafId));
  const rows = context.messages.map((message, i) => {
    const editId = context.editIds[i];
    return [context.sourceIds[i]!, messageRow(message), editId ? say.editedBy(editId) : ""];
  });
  for (const line of columns(rows, [8, 76, 22])) console.log(`  ${line}`);
}
