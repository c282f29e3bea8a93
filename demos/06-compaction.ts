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
 * It prints about 80 lines; `--verbose` shows every entry of every run, the
 * whole summary and the whole path around the cut.
 *
 * Run it: npm run demo:06   (or npm run demo:06 -- --verbose; the session file goes to .demo-output/)
 */
import { type AgentMessage, runAgent, userMessage } from "@kit/agent-loop";
import {
  budgetReachedAt,
  type CompactResult,
  compactBetweenTurns,
  compactionSettings,
  estimateContextTokens,
  estimateTokens,
  messagesOfEntry,
} from "@kit/compaction";
import { type CompactionEntry, checkSession, loadSession } from "@kit/session-core";
import { columns } from "./lib/columns.ts";
import { type ContextRow, contextRows, totalTokens } from "./lib/context-rows.ts";
import { shown } from "./lib/demo-files.ts";
import { inLang } from "./lib/i18n.ts";
import { entryRow } from "./lib/rows.ts";
import { teachingSession } from "./lib/teaching-session.ts";
import { TOKEN_FIGURES } from "./lib/token-figures.ts";

const { question } = TOKEN_FIGURES;

// A new session file, the teaching model and its tools; seeded ids and clocks, so every run prints the same.
const { file, session, now, model, tools } = teachingSession("demo-06");

// #region settings
// A window of 1,400 tokens, 300 of them kept free for the reply: compaction
// starts once the context passes 1,100. The newest 350 tokens are kept as they are.
const settings = compactionSettings({ contextWindow: 1_400, reserveTokens: 300, keepRecentTokens: 350 });
// #endregion settings

const compactions: CompactResult[] = [];
const verbose = process.argv.includes("--verbose");

const say = inLang({
  en: {
    title: "Demo 06: compaction",
    window: (w: number, r: number) => `Window ${w} tokens, reserve ${r}: compaction starts above ${w - r}.`,
    keep: (k: number) => `keepRecentTokens ${k}: the newest messages kept word for word.`,
    // The English estimate is close enough (chapter 06 gives the figures); the Chinese one is not, so it says so.
    estimateNote: [] as string[],
    systemPrompt: "You are the teaching agent. Use the tools to look at the workspace.",
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
  },
  "zh-CN": {
    title: "Demo 06：压缩",
    window: (w: number, r: number) => `上下文窗口 ${w} 个 token，预留 ${r} 个：超过 ${w - r} 就开始压缩。`,
    keep: (k: number) => `keepRecentTokens ${k}：最新的这么多 token 的消息原样保留。`,
    estimateNote: [
      "这里的 token 数和 pi 一样按“字符数 ÷ 4”估算。这个比例是照英文定的，中文差得远：用真实的分词器（o200k_base）数，",
      `“${question.text}”是 ${question.real} 个 token，估算只有 ${question.estimate} 个；` +
        `教学模型对“压缩是怎么工作的？”的回答 ${TOKEN_FIGURES.chineseAnswer.characters} 个字符，` +
        `估算 ${TOKEN_FIGURES.chineseAnswer.estimate} 个，实际 ${TOKEN_FIGURES.chineseAnswer.real} 个。`,
      "所以下面的数字里，中文部分真实的 token 数大约是估算的 3 倍；英文部分差不多准。",
    ],
    systemPrompt: "你是教学用的 Agent。用工具查看工作区。",
    prompts: [
      "列出工作区里的文件。",
      "读一下 README.md。",
      "读一下 agent-loop.md。",
      "Agent Loop 是怎么工作的？",
      "读一下 sessions.md。",
      "什么是会话树？",
      "读一下 notes/first-note.md。",
      "压缩是怎么工作的？",
      "在 notes/reading.md 里记个笔记。",
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
    header: ["id", "tkns", "", "条目", ""],
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
  },
});

// #region ask
/** One run of the agent. Every message is saved as it ends; between turns, the context is checked. */
async function ask(prompt: string): Promise<void> {
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
  printRun(prompt, sizeBefore);
}

// 2. The compaction entry, as it is in the file.
const [result] = compactions;
if (!result) throw new Error(say.noCompaction);
const entry = session.tree.get(result.entryId) as CompactionEntry;
console.log(`\n${say.entryHeading}\n`);
printEntry(entry);

// 3. The context before, as the path it was built from, with the cut marked.
const before = contextRows(session.tree, entry.parentId);
console.log(`\n${say.before(before.length, totalTokens(before))}`);
console.log(`${say.tokensBefore(entry.tokensBefore)}\n`);
printCut(entry);

// 4. The context after: what the model was sent instead, when the run went on.
const after = contextRows(session.tree, entry.id);
console.log(`\n${say.after(after.length, totalTokens(after))}\n`);
printRows(after);

// 5. Nothing was deleted.
// #region history
const reopened = loadSession(file.path);
const messagesInFile = reopened.tree.entries.filter((e) => e.type === "message").length;
const messagesSent = session.context().messages.length;
const problems = checkSession(file.path).problems;
// #endregion history
console.log(`\n${say.file(shown(file))}`);
console.log(say.entries(reopened.tree.size, messagesInFile));
console.log(say.atLeaf(messagesSent, estimateContextTokens(session.tree.pathToRoot()).tokens));
console.log(say.check(problems.map((p) => p.message).join("; ")));
session.close();

// ---------------------------------------------------------------- printing

/**
 * What one run appended. By default one line per run (the compaction pointed
 * out); with --verbose, every entry on a line of its own.
 */
function printRun(prompt: string, sizeBefore: number): void {
  const appended = session.tree.entries.slice(sizeBefore);
  const tokens = estimateContextTokens(session.tree.pathToRoot()).tokens;
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

function printEntry(compaction: CompactionEntry): void {
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
  const lines = compaction.summary.split("\n");
  const shownLines = verbose ? lines : lines.slice(0, 12);
  for (const line of shownLines) console.log(`  │ ${line}`.trimEnd());
  if (shownLines.length < lines.length) console.log(say.moreSummary(lines.length - shownLines.length));
}

/**
 * The path before the compaction, each entry with its estimated tokens, and
 * the cut marked. By default only the rows around the cut; --verbose shows all.
 */
function printCut(compaction: CompactionEntry): void {
  const path = session.tree.pathToRoot(compaction.parentId);
  const firstKept = path.findIndex((e) => e.id === compaction.firstKeptEntryId);
  const reached = budgetReachedAt(path, 0, path.length, settings.keepRecentTokens);
  const rows = path.map((e, i) => {
    const tokens = messagesOfEntry(e).reduce((sum, m: AgentMessage) => sum + estimateTokens(m), 0);
    const side = i < firstKept ? say.summarised : say.kept;
    const notes = [
      i === reached ? say.reached(settings.keepRecentTokens) : "",
      i === firstKept ? "firstKeptEntryId" : "",
    ].filter(Boolean);
    return [e.id, String(tokens).padStart(4), side, entryRow(e), notes.length > 0 ? `← ${notes.join(", ")}` : ""];
  });
  const widths = [8, 4, 10, 46, 40];
  const from = verbose ? 0 : Math.max(0, Math.min(firstKept, reached) - 2);
  const to = verbose ? rows.length : Math.min(rows.length, Math.max(firstKept, reached) + 3);
  for (const line of columns([say.header], widths)) console.log(`  ${line}`);
  if (from > 0) console.log(say.more(from, say.summarised));
  for (const line of columns(rows.slice(from, to), widths)) console.log(`  ${line}`);
  if (to < rows.length) console.log(say.more(rows.length - to, say.kept));
  if (reached !== firstKept) {
    console.log(`\n${say.reachedAt(settings.keepRecentTokens, roleAt(path[reached]!))}`);
    for (const line of say.pair(roleAt(path[firstKept]!))) console.log(line);
  }
  if (result?.splitTurn) for (const line of say.split) console.log(line);
}

function roleAt(e: Parameters<typeof messagesOfEntry>[0]): string {
  return messagesOfEntry(e)[0]?.role ?? e.type;
}

function printRows(rows: ContextRow[]): void {
  for (const line of columns(
    rows.map((r) => [r.entryId, String(r.tokens).padStart(4), r.text]),
    [8, 4, 80],
  ))
    console.log(`  ${line}`);
}
