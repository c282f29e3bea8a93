/**
 * What demo 06 (06-compaction.ts) prints, in English and in Chinese. The Chinese table has
 * the English one's type, so a string missing from either fails the type check.
 */
import type { Translations } from "../lib/i18n.ts";
import { TOKEN_FIGURES } from "../lib/token-figures.ts";

const { question } = TOKEN_FIGURES;

const en = {
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

export const words: Translations<typeof en> = {
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
